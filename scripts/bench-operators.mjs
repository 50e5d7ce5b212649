// The operator console's requests for `npm run bench`: the queries behind its pages, sent to
// POST /admin-api/graphql as the demo operator (one sign-in, its admin_session cookie reused by
// every request: sign-in is throttled, queries need no CSRF token), each drawn anew from what the
// shop holds at start (SKU prefixes, name words, filters, sorts, pages), never the same request
// twice in a row.
import { random } from './bench-shoppers.mjs';

export const OPERATOR = { email: 'admin@charter.example', password: 'AdminDemo2025' };

export const AQ = {
  signIn: `mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) {
    csrf_token operator { id email } } }`,
  products: `query AdminProducts($query: String, $status: AdminProductStatus, $type: String, $category_id: Int,
      $sort: AdminProductSort, $page: Int, $page_size: Int) {
    adminProducts(query: $query, status: $status, type: $type, category_id: $category_id, sort: $sort, page: $page,
        page_size: $page_size) {
      total total_exact page page_size
      items { id sku name type_id enabled visibility price special_price qty in_stock parent_id } } }`,
  product: `query AdminProduct($id: Int!) { adminProduct(id: $id) { id sku type_id parent_id name url_key description
    short_description price special_price special_from_date special_to_date qty in_stock status visibility category_ids
    images { id file label position roles } } }`,
  categories: `query AdminCategories { adminCategories { id parent_id name url_key url_path level position is_active
    include_in_menu } }`,
  orders: `query AdminOrders($filter: AdminOrderFilterInput, $currentPage: Int, $pageSize: Int) {
    adminOrders(filter: $filter, currentPage: $currentPage, pageSize: $pageSize) {
      total_count page_info { current_page total_pages }
      items { number created_at status status_label email customer_name grand_total_cents currency payment_method
        payment_method_title } } }`,
  customers: `query AdminCustomers($search: String, $currentPage: Int, $pageSize: Int) {
    adminCustomers(search: $search, currentPage: $currentPage, pageSize: $pageSize) {
      total_count page_info { current_page total_pages }
      items { id email firstname lastname group_id group_name is_active created_at locked_until } } }`,
  dashboard: `query AdminDashboard { adminSalesToday { date orders revenue } adminSalesChart { date orders revenue }
    adminLowStock { id sku name qty is_in_stock } adminReviewsWaiting }`,
  audit: `query AuditLog($filter: AuditLogFilterInput, $currentPage: Int, $pageSize: Int) {
    auditLog(filter: $filter, currentPage: $currentPage, pageSize: $pageSize) {
      total_count page_info { current_page total_pages }
      items { id at operator_email action entity_type entity_id before after } } }`,
};

/** POSTs a query to the admin API with the session cookie; throws on GraphQL errors. */
export async function adminGqlAt(base, query, variables, cookie) {
  const res = await fetch(`${base}/admin-api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors)
    throw new Error(`admin ${query.slice(0, 60)}: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return { data: body.data, setCookie: res.headers.get('set-cookie') };
}

/** Signs the demo operator in once; returns the Cookie header every later request sends. */
export async function signInOperator(base) {
  const r = await adminGqlAt(base, AQ.signIn, OPERATOR);
  const token = /admin_session=([^;]*)/.exec(r.setCookie ?? '')?.[1];
  if (!token) throw new Error('operator sign-in: no admin_session cookie');
  return `admin_session=${token}`;
}

const pick = (rnd, xs) => xs[Math.floor(rnd() * xs.length)];

/**
 * What the console's pages are asked, drawn from the shop found at start: SKUs and names of
 * products (their prefixes and name words), categories, order statuses and customers.
 */
export async function operatorInputs(base, cookie, seed = 11) {
  const q = async (query, variables) => (await adminGqlAt(base, query, variables, cookie)).data;
  const rnd = random(seed);
  const sample = [];
  for (const sort of ['NEWEST', 'SKU', 'NAME'])
    for (const page of [1, 40, 400])
      sample.push(...(await q(AQ.products, { sort, page, page_size: 100 })).adminProducts.items);
  const categories = (await q(AQ.categories)).adminCategories.filter((c) => c.level >= 2);
  const orders = (await q(AQ.orders, { pageSize: 100 })).adminOrders.items;
  const customers = (await q(AQ.customers, { pageSize: 100 })).adminCustomers.items;
  const skus = sample.map((p) => p.sku);
  const ids = sample.map((p) => p.id);
  // A SKU prefix: the family part (GEN-CH-LC-), a few more characters, or the whole SKU.
  const skuPrefixes = skus.flatMap((s) => {
    const parts = s.split('-');
    return [parts.slice(0, -1).join('-'), s.slice(0, Math.max(4, s.length - 2)), s].map((p) =>
      p.toLowerCase(),
    );
  });
  const words = [
    ...new Set(sample.flatMap((p) => p.name.split(/\s+/)).filter((w) => /^[a-z]{4,}$/i.test(w))),
  ];
  const nameQueries = () => {
    const n = 1 + Math.floor(rnd() * 2);
    return Array.from({ length: n }, () => pick(rnd, words)).join(' ');
  };
  const statuses = [...new Set(orders.map((o) => o.status))];
  const customerTexts = [
    ...new Set(
      customers.flatMap((c) => [c.email.slice(0, 3), c.lastname?.slice(0, 4)]).filter(Boolean),
    ),
  ];
  const sorts = ['NEWEST', 'SKU', 'NAME'];
  const page = () => 1 + Math.floor(rnd() * rnd() * 5);
  return {
    productsBySku: (sort) => () => ({
      query: pick(rnd, skuPrefixes),
      sort: sort ?? pick(rnd, sorts),
      page: page(),
      page_size: 20,
    }),
    productsByName: (sort) => () => ({
      query: nameQueries(),
      sort: sort ?? pick(rnd, sorts),
      page: page(),
      page_size: 20,
    }),
    productsFiltered: () => {
      const v = { sort: pick(rnd, sorts), page: page(), page_size: pick(rnd, [20, 50]) };
      const f = Math.floor(rnd() * 4);
      if (f === 0) v.status = pick(rnd, ['ENABLED', 'DISABLED']);
      if (f === 1) v.type = pick(rnd, ['simple', 'configurable', 'virtual', 'grouped']);
      if (f >= 2) v.category_id = pick(rnd, categories).id;
      if (f === 3) v.query = pick(rnd, words);
      return v;
    },
    product: () => ({ id: pick(rnd, ids) }),
    none: () => ({}),
    orders: () => {
      const filter = {};
      const f = Math.floor(rnd() * 4);
      if (f === 1 && statuses.length > 0) filter.status = [pick(rnd, statuses)];
      if (f === 2) {
        const to = new Date(Date.now() - Math.floor(rnd() * 60) * 86_400_000);
        filter.date_to = to.toISOString().slice(0, 10);
        filter.date_from = new Date(to.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
      }
      if (f === 3 && customerTexts.length > 0) filter.customer = pick(rnd, customerTexts);
      return { filter, currentPage: page(), pageSize: 20 };
    },
    customers: () => ({
      search: rnd() < 0.2 ? undefined : pick(rnd, customerTexts),
      currentPage: 1,
      pageSize: 20,
    }),
    audit: () => {
      const f = Math.floor(rnd() * 3);
      const filter =
        f === 0
          ? {}
          : f === 1
            ? { entity_type: pick(rnd, ['product', 'order', 'category', 'customer']) }
            : { operator_email: OPERATOR.email };
      return { filter, currentPage: page(), pageSize: 20 };
    },
  };
}

/**
 * The console's rows: admin API POSTs as the signed-in operator, variables drawn anew for every
 * request; `load` is the benchmark's autocannon runner.
 */
export async function operatorRows(base, load) {
  const cookie = await signInOperator(base);
  const ops = await operatorInputs(base, cookie);
  const admin = (query, next) => () =>
    load({
      url: base,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            method: 'POST',
            path: '/admin-api/graphql',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ query, variables: next() }),
          }),
        },
      ],
    });
  return [
    [
      'console: products by SKU prefix, each sort (varied)',
      admin(AQ.products, ops.productsBySku()),
    ],
    [
      'console: products by name words, newest first (varied)',
      admin(AQ.products, ops.productsByName('NEWEST')),
    ],
    [
      'console: products by name words, by SKU (varied)',
      admin(AQ.products, ops.productsByName('SKU')),
    ],
    [
      'console: products by name words, by name (varied)',
      admin(AQ.products, ops.productsByName('NAME')),
    ],
    [
      'console: products by status, type or category, each sort (varied)',
      admin(AQ.products, ops.productsFiltered),
    ],
    ['console: product detail (varied)', admin(AQ.product, ops.product)],
    ['console: category tree', admin(AQ.categories, ops.none)],
    ['console: orders with filters (varied)', admin(AQ.orders, ops.orders)],
    ['console: customers search (varied)', admin(AQ.customers, ops.customers)],
    ['console: dashboard', admin(AQ.dashboard, ops.none)],
    ['console: audit log (varied)', admin(AQ.audit, ops.audit)],
  ];
}
