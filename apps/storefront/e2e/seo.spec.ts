// Search-engine visibility: titles and descriptions from the API's meta fields with the store's
// title suffix, canonical URLs, noindex on search results, schema.org JSON-LD, robots.txt and the
// sitemap (checked against the API's own list of visible products).
import { expect, test, type Page } from '@playwright/test';
import { categoryPathOf, DEMO_FACTS, gql } from './catalog-helpers';
import { XSS_PRODUCT } from './xss-payloads';

type Ld = Record<string, unknown> & { '@type': string };

/** Every JSON-LD object on the page (parsed: a block that is not valid JSON fails the test). */
async function jsonLd(page: Page): Promise<Ld[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  return blocks.flatMap((b) => {
    const v = JSON.parse(b) as Ld | Ld[];
    return Array.isArray(v) ? v : [v];
  });
}

function ofType(items: Ld[], type: string): Ld {
  const found = items.find((i) => i['@type'] === type);
  expect(found, `JSON-LD ${type}`).toBeTruthy();
  expect(found!['@context']).toBe('https://schema.org');
  return found!;
}

/** The canonical URL, normalised (the site root may be written with or without its slash). */
async function canonical(page: Page): Promise<string | null> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  return href === null ? null : new URL(href).href;
}

async function storeMeta(): Promise<{
  title_suffix: string;
  title_prefix: string | null;
  default_description: string;
}> {
  const data = await gql<{
    storeConfig: { title_suffix: string; title_prefix: string | null; default_description: string };
  }>(`{ storeConfig { title_suffix title_prefix default_description } }`);
  return data.storeConfig;
}

/** Every catalogue-visible product's url key and suffix, page by page, as the API lists them. */
async function visibleProducts(): Promise<{ total: number; paths: string[] }> {
  const paths: string[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const data = await gql<{
      products: {
        total_count: number;
        page_info: { total_pages: number };
        items: { url_key: string; url_suffix: string | null }[];
      };
    }>(
      `query ($p: Int!) { products(filter: {}, pageSize: 100, currentPage: $p) { total_count page_info { total_pages } items { url_key url_suffix } } }`,
      { p: page },
    );
    total = data.products.total_count;
    paths.push(...data.products.items.map((i) => `/${i.url_key}${i.url_suffix ?? '.html'}`));
    if (page >= data.products.page_info.total_pages) break;
  }
  return { total, paths };
}

test('product page: title, description, canonical URL and Product JSON-LD', async ({
  page,
  baseURL,
}) => {
  const facts = DEMO_FACTS.configurable;
  const [meta, api] = await Promise.all([
    storeMeta(),
    gql<{
      products: {
        items: {
          name: string;
          meta_title: string | null;
          meta_description: string | null;
          price_range: { minimum_price: { final_price: { value: number; currency: string } } };
        }[];
      };
    }>(
      `query ($k: String!) { products(filter: { url_key: { eq: $k } }) { items { name meta_title meta_description price_range { minimum_price { final_price { value currency } } } } } }`,
      { k: facts.urlKey },
    ),
  ]);
  const product = api.products.items[0]!;
  await page.goto(`/${facts.requestPath}?utm_source=x`);
  await expect(page).toHaveTitle(`${product.meta_title || product.name}${meta.title_suffix}`);
  if (product.meta_description) {
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      product.meta_description,
    );
  }
  expect(await canonical(page)).toBe(`${baseURL}/${facts.requestPath}`);

  const items = await jsonLd(page);
  const ld = ofType(items, 'Product');
  expect(ld.name).toBe(facts.name);
  expect(ld.sku).toBe(facts.sku);
  expect(ld.url).toBe(`${baseURL}/${facts.requestPath}`);
  expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Charter Furniture' });
  expect(Array.isArray(ld.image) && (ld.image as string[]).length).toBeGreaterThan(0);
  for (const src of ld.image as string[]) expect(src).toMatch(/^https?:\/\//);
  const offer = ld.offers as Record<string, unknown>;
  expect(offer['@type']).toBe('Offer');
  expect(offer.priceCurrency).toBe(product.price_range.minimum_price.final_price.currency);
  expect(Number(offer.price)).toBeCloseTo(product.price_range.minimum_price.final_price.value, 2);
  expect(offer.availability).toBe('https://schema.org/InStock');

  const crumbs = ofType(items, 'BreadcrumbList').itemListElement as {
    position: number;
    name: string;
    item: string;
  }[];
  expect(crumbs.map((c) => c.position)).toEqual(crumbs.map((_, i) => i + 1));
  expect(crumbs[0]!.item).toBe(`${baseURL}/`);
  expect(crumbs.at(-1)).toMatchObject({
    name: facts.name,
    item: `${baseURL}/${facts.requestPath}`,
  });
});

test('Product JSON-LD: out of stock, and the rating of approved reviews', async ({ page }) => {
  await page.goto(`/${DEMO_FACTS.outOfStock.urlKey}.html`);
  const out = ofType(await jsonLd(page), 'Product');
  expect((out.offers as Record<string, unknown>).availability).toBe(
    'https://schema.org/OutOfStock',
  );

  const data = await gql<{
    products: {
      items: {
        url_key: string;
        url_suffix: string | null;
        review_count: number;
        rating_summary: number;
      }[];
    };
  }>(
    `{ products(filter: {}, pageSize: 300) { items { url_key url_suffix review_count rating_summary } } }`,
  );
  const unreviewed = data.products.items.find((p) => p.review_count === 0);
  expect(unreviewed, 'a seeded product without reviews').toBeTruthy();
  await page.goto(`/${unreviewed!.url_key}${unreviewed!.url_suffix ?? '.html'}`);
  const plain = ofType(await jsonLd(page), 'Product');
  expect(plain.offers).toBeTruthy();
  expect(plain.aggregateRating ?? null).toBeNull();

  const reviewed = data.products.items.find((p) => p.review_count > 0);
  expect(reviewed, 'a seeded product with approved reviews').toBeTruthy();
  await page.goto(`/${reviewed!.url_key}${reviewed!.url_suffix ?? '.html'}`);
  const ld = ofType(await jsonLd(page), 'Product');
  expect(ld.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: Math.round(reviewed!.rating_summary / 2) / 10,
    bestRating: 5,
    worstRating: 1,
    reviewCount: reviewed!.review_count,
  });
});

test('product text cannot break out of the JSON-LD block', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(XSS_PRODUCT.path);
  const raw = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  expect(raw.length).toBeGreaterThan(0);
  for (const block of raw) expect(block).not.toMatch(/[<>]/);
  const ld = ofType(await jsonLd(page), 'Product');
  // The hostile short description reached the structured data, as text.
  expect(String(ld.description).length).toBeGreaterThan(0);
  expect(dialogs).toEqual([]);
});

test('category page: canonical URL without the listing state, title and BreadcrumbList', async ({
  page,
  baseURL,
}) => {
  const path = await categoryPathOf(DEMO_FACTS.configurable.sku);
  const [meta, api] = await Promise.all([
    storeMeta(),
    gql<{ categories: { items: { name: string; meta_title: string | null }[] } }>(
      `query ($p: String!) { categories(filters: { url_path: { eq: $p } }) { items { name meta_title } } }`,
      { p: path },
    ),
  ]);
  const category = api.categories.items[0]!;
  await page.goto(`/${path}?q=${encodeURIComponent('sort=name')}`);
  await expect(page).toHaveTitle(`${category.meta_title || category.name}${meta.title_suffix}`);
  expect(await canonical(page)).toBe(`${baseURL}/${path}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const crumbs = ofType(await jsonLd(page), 'BreadcrumbList').itemListElement as {
    '@type': string;
    position: number;
    name: string;
    item: string;
  }[];
  expect(crumbs.length).toBeGreaterThanOrEqual(2);
  expect(crumbs[0]).toMatchObject({ '@type': 'ListItem', position: 1, item: `${baseURL}/` });
  expect(crumbs.at(-1)).toMatchObject({
    position: crumbs.length,
    name: category.name,
    item: `${baseURL}/${path}`,
  });
});

test('home pages: canonical URL, default description, Organization and WebSite with a SearchAction', async ({
  page,
  baseURL,
}) => {
  const meta = await storeMeta();
  await page.goto('/');
  expect(await canonical(page)).toBe(`${baseURL}/`);
  await expect(page).toHaveTitle(`Hospitality${meta.title_suffix}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    meta.default_description,
  );
  const items = await jsonLd(page);
  expect(ofType(items, 'Organization')).toMatchObject({
    name: 'Charter Furniture',
    url: `${baseURL}/`,
  });
  const site = ofType(items, 'WebSite');
  expect(site.url).toBe(`${baseURL}/`);
  expect(site.potentialAction).toEqual({
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${baseURL}/search/{search_term_string}` },
    'query-input': 'required name=search_term_string',
  });
  // The search target works: a term put in the template is a results page.
  await page.goto(`/search/${DEMO_FACTS.searchWords[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_FACTS.searchWords[0]);

  await page.goto('/senior-living');
  expect(await canonical(page)).toBe(`${baseURL}/senior-living`);
  await expect(page).toHaveTitle(/^Senior Living \| Charter Senior Living$/);
  expect(ofType(await jsonLd(page), 'WebSite').url).toBe(`${baseURL}/senior-living`);
});

test('search results are noindex and carry no canonical URL', async ({ page }) => {
  await page.goto(`/search/${DEMO_FACTS.searchWords[1]}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('robots.txt keeps account, cart, checkout and search pages out and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!.trim());
  for (const path of ['/customer/', '/cart', '/checkout', '/search'])
    expect(disallowed).toContain(path);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

/** The local content documents' sections and posts, newest first. */
const CONTENT_SITEMAP_PATHS = [
  '/blog',
  '/blog/lead-times-for-contract-orders',
  '/blog/choosing-performance-fabrics',
  '/blog/planning-a-senior-dining-room',
  '/projects',
  '/projects/harbor-hotel-lobby',
  '/projects/maple-commons-dining',
  '/projects/riverside-suites',
  '/where-to-buy',
  '/gallery',
  '/spec-sheets',
];

test('the sitemap lists every visible product and category of both landing views, and nothing else', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files).toEqual([
    `${baseURL}/sitemap/hospitality-pages.xml`,
    `${baseURL}/sitemap/hospitality-products-0.xml`,
    `${baseURL}/sitemap/senior-living-pages.xml`,
    `${baseURL}/sitemap/senior-living-products-0.xml`,
  ]);
  const listed: Record<string, string[]> = {};
  for (const file of files) {
    const res = await request.get(file.replace(baseURL!, ''));
    expect(res.status(), file).toBe(200);
    const body = await res.text();
    expect(body).toContain('<urlset');
    listed[file.slice(file.lastIndexOf('/') + 1)] = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1]!.replace(baseURL!, ''),
    );
  }
  expect((await request.get('/sitemap/hospitality-products-7.xml')).status()).toBe(404);

  const { total, paths } = await visibleProducts();
  expect(total).toBeGreaterThan(100);
  const products = listed['hospitality-products-0.xml']!;
  expect(products).toHaveLength(total);
  expect(new Set(products)).toEqual(new Set(paths));
  expect(products).toContain(`/${DEMO_FACTS.configurable.requestPath}`);
  expect(new Set(listed['senior-living-products-0.xml'])).toEqual(new Set(paths));

  // Variants (not visible on their own) are not listed.
  const variants = await gql<{
    products: { items: { variants: { product: { url_key: string } }[] }[] };
  }>(
    `query ($k: String!) { products(filter: { url_key: { eq: $k } }) { items { ... on ConfigurableProduct { variants { product { url_key } } } } } }`,
    { k: DEMO_FACTS.configurable.urlKey },
  );
  const variantKeys = variants.products.items[0]!.variants.map((v) => v.product.url_key);
  expect(variantKeys.length).toBe(DEMO_FACTS.configurable.variantCount);
  for (const key of variantKeys) expect(products).not.toContain(`/${key}.html`);

  // Landing page plus every active category; the inactive one is left out.
  const pages = listed['hospitality-pages.xml']!;
  expect(pages[0]).toBe('/');
  expect(listed['senior-living-pages.xml']![0]).toBe('/senior-living');
  // Then the content sections and their posts (listed once, in the first view's file).
  const content = pages.filter((p) =>
    /^\/(blog|projects|where-to-buy|gallery|spec-sheets)(\/|$)/.test(p),
  );
  expect(content).toEqual(CONTENT_SITEMAP_PATHS);
  expect(listed['senior-living-pages.xml']!.filter((p) => content.includes(p))).toEqual([]);
  const categories = pages.slice(1).filter((p) => !content.includes(p));
  expect(categories).toHaveLength(DEMO_FACTS.counts.activeCategories);
  expect(pages).toHaveLength(1 + DEMO_FACTS.counts.activeCategories + content.length);
  expect(categories).toContain(`/${DEMO_FACTS.categories.loungeChairs.urlPath}`);
  expect(categories).toContain(`/${DEMO_FACTS.categories.seniorLiving}`);
  expect(categories).not.toContain(`/${DEMO_FACTS.categories.inactive}`);
});
