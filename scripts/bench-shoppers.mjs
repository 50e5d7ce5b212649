// Requests that vary as a crawl of the shop does (docs/decisions/0204): every row of `npm run
// bench` but the labelled cached path draws each request from the catalogue it finds at start
// (categories, filter options, sorts, pages, search terms, products, suggestion prefixes of 3–5
// letters), from one of many client addresses (X-Forwarded-For, the API trusting the load
// generator as its proxy), and never sends the same request twice in a row.

const ITEM =
  'uid sku name url_key small_image { url label } price_range { minimum_price { final_price { value currency } regular_price { value } } }';
export const Q = {
  listing: `query Listing($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductAttributeSortInput) {
    products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) { total_count items { ${ITEM} }
      aggregations { attribute_code label count options { label value count } } page_info { current_page page_size total_pages } } }`,
  listingNoAggs: `query Listing($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductAttributeSortInput) {
    products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) { total_count items { ${ITEM} } page_info { current_page page_size total_pages } } }`,
  suggestions: `query Suggest($search: String!, $pageSize: Int) { products(search: $search, pageSize: $pageSize) { items { uid sku name url_key small_image { url } } } }`,
  searchFiltered: `query Search($search: String!, $filter: ProductAttributeFilterInput, $currentPage: Int, $sort: ProductAttributeSortInput) {
    products(search: $search, filter: $filter, pageSize: 21, currentPage: $currentPage, sort: $sort) { total_count items { ${ITEM} }
      aggregations { attribute_code count options { label value count } } } }`,
  byUrlKey: `query Product($key: String!) { products(filter: { url_key: { eq: $key } }) { items { uid sku name url_key type_id stock_status
      description { html } short_description { html } meta_title meta_description
      media_gallery { url label position } price_range { minimum_price { final_price { value } regular_price { value } } maximum_price { final_price { value } } }
      categories { uid name url_path } related_products { uid sku name url_key small_image { url } }
      ... on ConfigurableProduct { configurable_options { attribute_code label values { uid label } } variants { product { sku stock_status } attributes { code value_index } } } } } }`,
  categories:
    '{ categories(pageSize: 100) { items { url_path children { url_path children { url_path children { url_path } } } } } }',
  createCart: 'mutation { createEmptyCart }',
  addToCart: `mutation Add($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) {
      cart { id } user_errors { code message } } }`,
  readCart: `query Cart($cartId: String!) { cart(cart_id: $cartId) { id total_quantity items { uid quantity product { sku name } prices { row_total { value } } }
      prices { grand_total { value currency } subtotal_excluding_tax { value } } } }`,
};

/** A deterministic generator (mulberry32), so before and after draw the same sequence. */
export function random(seed = 1) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SORTS = [
  undefined,
  { name: 'ASC' },
  { name: 'DESC' },
  { price: 'ASC' },
  { price: 'DESC' },
  { position: 'ASC' },
];
const SKIPPED_FILTERS = new Set(['category_id', 'category_uid', 'category_url_path']);

function walk(items, out) {
  for (const c of items ?? []) {
    if (c.url_path) out.push(c.url_path);
    walk(c.children, out);
  }
  return out;
}

/** What the rows draw from: read once from the API before the rows run. */
export async function shopperCatalogue(gql) {
  const categories = [...new Set(walk((await gql(Q.categories)).categories.items, []))];
  const filters = [];
  const products = new Map();
  for (const path of categories.slice(0, 40)) {
    const data = (
      await gql(Q.listing, { filter: { category_url_path: { eq: path } }, pageSize: 48 })
    ).products;
    for (const p of data.items) products.set(p.url_key, p);
    for (const a of data.aggregations ?? []) {
      if (SKIPPED_FILTERS.has(a.attribute_code)) continue;
      for (const o of a.options.slice(0, 6)) {
        if (a.attribute_code === 'price') {
          const [from, to] = String(o.value).split('_');
          filters.push({
            price: {
              ...(from && from !== '*' ? { from } : {}),
              ...(to && to !== '*' ? { to } : {}),
            },
          });
        } else filters.push({ [a.attribute_code]: { eq: String(o.value) } });
      }
    }
  }
  const words = new Set();
  for (const p of products.values())
    for (const w of p.name.toLowerCase().split(/[^a-z]+/)) if (w.length >= 4) words.add(w);
  return { categories, filters, products: [...products.values()], words: [...words] };
}

/**
 * One request generator per row kind: each call gives the next request's variables, never equal
 * to the previous call's.
 */
export function shoppers(cat, seed = 1) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const maybe = (p, value) => (rnd() < p ? value : undefined);
  const distinct = (make) => {
    let last = '';
    return () => {
      for (;;) {
        const v = make();
        const s = JSON.stringify(v);
        if (s !== last) {
          last = s;
          return v;
        }
      }
    };
  };
  const listing = () => ({
    filter: {
      category_url_path: { eq: pick(cat.categories) },
      ...(maybe(0.4, pick(cat.filters)) ?? {}),
    },
    pageSize: 21,
    currentPage: 1 + Math.floor(rnd() * 3),
    sort: pick(SORTS),
  });
  const prefix = () => {
    const w = pick(cat.words);
    return w.slice(0, Math.min(w.length, 3 + Math.floor(rnd() * 3)));
  };
  return {
    listing: distinct(listing),
    suggestion: distinct(() => ({ search: prefix(), pageSize: pick([5, 8]) })),
    search: distinct(() => ({
      search: pick(cat.words),
      filter: maybe(0.5, pick(cat.filters)),
      currentPage: 1 + Math.floor(rnd() * 2),
      sort: pick(SORTS),
    })),
    product: distinct(() => ({ key: pick(cat.products).url_key })),
    /** One of 50,000 client addresses, as seen by a trusted proxy. */
    address: () =>
      `10.${Math.floor(rnd() * 200)}.${Math.floor(rnd() * 250)}.${1 + Math.floor(rnd() * 250)}`,
  };
}
