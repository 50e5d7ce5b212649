// `npm run bench`: figures, not gates. Starts the commerce API on a fresh database with the demo
// catalogue plus BENCH_PRODUCTS generated products (default 1,000; BENCH_PRODUCTS=100000 for the
// large run), loads it over loopback (BENCH_CONNECTIONS connections, BENCH_SECONDS per row) and
// reports p50/p95/p99 latency, req/s and the ratio to a trivial endpoint measured in the same run
// (this machine is shared, so ratios travel better than absolute numbers), plus the API process's
// resident memory idle and at peak (VmHWM). BENCH_DATABASE_URL (a PostgreSQL server URL) runs the
// same on a fresh PostgreSQL database instead of PGlite. BENCH_APP_DIR runs the API (and the
// generator) from another checkout of this repository, to compare before and after a change.
// BENCH_USE_DATABASE=1 runs on the BENCH_DATABASE_URL database, or on the PGlite data folder
// BENCH_PGLITE_DIR, as it is (neither created nor dropped; with BENCH_PRODUCTS=0 nothing is
// generated), so several runs can share one generated 100,000-product catalogue.
import autocannon from 'autocannon';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root, run, startProcess, stopProcess, waitForUrl } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4900);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const products = Number(process.env.BENCH_PRODUCTS ?? 1000);
const appDir = path.resolve(process.env.BENCH_APP_DIR ?? root);
const base = `http://127.0.0.1:${port}`;

const ITEM = 'uid sku name url_key small_image { url label } price_range { minimum_price { final_price { value currency } regular_price { value } } }';
const Q = {
  listing: `query Listing($filter: ProductAttributeFilterInput, $pageSize: Int) {
    products(filter: $filter, pageSize: $pageSize) { total_count items { ${ITEM} }
      aggregations { attribute_code label count options { label value count } } page_info { current_page page_size total_pages } } }`,
  listingNoAggs: `query Listing($filter: ProductAttributeFilterInput, $pageSize: Int) {
    products(filter: $filter, pageSize: $pageSize) { total_count items { ${ITEM} } page_info { current_page page_size total_pages } } }`,
  suggestions: `query Suggest($search: String!, $pageSize: Int) { products(search: $search, pageSize: $pageSize) { items { uid sku name url_key small_image { url } } } }`,
  searchFiltered: `query Search($search: String!, $filter: ProductAttributeFilterInput) {
    products(search: $search, filter: $filter, pageSize: 21) { total_count items { ${ITEM} }
      aggregations { attribute_code count options { label value count } } } }`,
  byUrlKey: `query Product($key: String!) { products(filter: { url_key: { eq: $key } }) { items { uid sku name url_key type_id stock_status
      description { html } short_description { html } meta_title meta_description
      media_gallery { url label position } price_range { minimum_price { final_price { value } regular_price { value } } maximum_price { final_price { value } } }
      categories { uid name url_path } related_products { uid sku name url_key small_image { url } }
      ... on ConfigurableProduct { configurable_options { attribute_code label values { uid label } } variants { product { sku stock_status } attributes { code value_index } } } } } }`,
  pick: `{ products(filter: { category_url_path: { eq: "seating" } }, pageSize: 100) { items { sku type_id url_key stock_status } } }`,
  createCart: 'mutation { createEmptyCart }',
  addToCart: `mutation Add($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) {
      cart { id } user_errors { code message } } }`,
  readCart: `query Cart($cartId: String!) { cart(cart_id: $cartId) { id total_quantity items { uid quantity product { sku name } prices { row_total { value } } }
      prices { grand_total { value currency } subtotal_excluding_tax { value } } } }`,
};

const post = (query, variables) => ({
  url: `${base}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

async function gql(query, variables) {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body.data;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1);
}

function summary(title, latencies, seconds, errors) {
  latencies.sort((a, b) => a - b);
  return { title, rps: Math.round(latencies.length / seconds), p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors };
}

/** One request shape under autocannon, every response time kept for exact percentiles. */
function load(title, opts) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ connections, duration, ...opts }, (err, r) => {
      if (err) reject(err);
      else resolve(summary(title, latencies, duration, r.errors + r.non2xx));
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** A multi-request flow (the cart cycle): `connections` loops for `duration` seconds. */
async function loadFlow(title, flow) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          await flow();
          latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  return summary(title, latencies, duration, errors);
}

/** VmRSS and VmHWM (MB) of the biggest process in the API's process group (the Node server). */
function apiMemory(proc) {
  let best = { rss: 0, hwm: 0 };
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgid !== proc.pid) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (k) => Number(status.match(new RegExp(`${k}:\\s+(\\d+)`))?.[1] ?? 0);
      if (kb('VmRSS') > best.rss * 1024) best = { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) };
    } catch {
      // the process went away
    }
  }
  return best;
}

/** A fresh PostgreSQL database on the BENCH_DATABASE_URL server, dropped afterwards. */
async function createPgDatabase(serverUrl) {
  const name = `charter_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

const pgServer = process.env.BENCH_DATABASE_URL;
const useExisting = process.env.BENCH_USE_DATABASE === '1';
const pgliteDir = process.env.BENCH_PGLITE_DIR ? path.resolve(process.env.BENCH_PGLITE_DIR) : null;
if (pgliteDir && (!useExisting || pgServer)) throw new Error('BENCH_PGLITE_DIR needs BENCH_USE_DATABASE=1 and no BENCH_DATABASE_URL');
// A folder that holds no database would be created and seeded by the API: not the catalogue asked for.
if (pgliteDir && !existsSync(path.join(pgliteDir, 'PG_VERSION'))) throw new Error(`BENCH_PGLITE_DIR: no PGlite database in ${pgliteDir}`);
if (useExisting && !pgServer && !pgliteDir) throw new Error('BENCH_USE_DATABASE needs BENCH_DATABASE_URL or BENCH_PGLITE_DIR');
const pgDb = pgServer ? (useExisting ? { url: pgServer, drop: async () => {} } : await createPgDatabase(pgServer)) : null;
const dbEnv = (dataDir) => (pgDb ? { DATABASE_URL: pgDb.url } : { PGLITE_DATA_DIR: dataDir });

async function startApi(dataDir) {
  const proc = startProcess('npm', ['run', 'start', '-w', 'apps/commerce'], {
    cwd: appDir,
    // The load generator plays the storefront's server: a trusted proxy that forwards no visitor
    // address, so per-address limits (searches per minute) do not cut the run short (0904).
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_BASE_URL: `${base}/`, LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1,::1', ...dbEnv(dataDir) },
  });
  await waitForUrl(`${base}/health/ready`, 600_000);
  return proc;
}

async function stopApi(proc) {
  const exited = new Promise((r) => proc.once('exit', r));
  stopProcess(proc);
  await exited;
}

async function scenario(label, proc) {
  const rows = [];
  const picked = (await gql(Q.pick)).products.items;
  const simple = picked.filter((p) => p.type_id === 'simple' && p.stock_status === 'IN_STOCK');
  const [a, b] = [simple[0], simple[1] ?? simple[0]];
  const configurable = picked.find((p) => p.type_id === 'configurable') ?? a;
  const seating = { category_url_path: { eq: 'seating' } };
  const idle = apiMemory(proc);

  rows.push(await load('trivial endpoint /health/live (baseline)', { url: `${base}/health/live` }));
  rows.push(await load('category listing, 21 items, with aggregations (POST)', post(Q.listing, { filter: seating, pageSize: 21 })));
  rows.push(await load('category listing, 21 items, without aggregations (POST)', post(Q.listingNoAggs, { filter: seating, pageSize: 21 })));
  rows.push(await load('search suggestions, 5 items (POST)', post(Q.suggestions, { search: 'lounge', pageSize: 5 })));
  rows.push(await load('search suggestions, 8 items (POST)', post(Q.suggestions, { search: 'lounge', pageSize: 8 })));
  rows.push(
    await load('search with a term and filters, with aggregations (POST)', post(Q.searchFiltered, { search: 'chair', filter: { price: { from: '100', to: '2000' } } })),
  );
  rows.push(await load('product by URL key (POST)', post(Q.byUrlKey, { key: configurable.url_key })));
  rows.push(
    await loadFlow('cart cycle: create, add, add, read (flows/s)', async () => {
      const cartId = (await gql(Q.createCart)).createEmptyCart;
      await gql(Q.addToCart, { cartId, sku: a.sku });
      await gql(Q.addToCart, { cartId, sku: b.sku });
      await gql(Q.readCart, { cartId });
    }),
  );
  const peak = apiMemory(proc);
  const baseline = rows[0].rps || 1;
  return {
    label,
    memory: { idleMb: idle.rss, peakMb: peak.hwm },
    rows: rows.map((r) => ({ ...r, ratio: +(r.rps / baseline).toFixed(4) })),
  };
}

const dataDir = pgliteDir ?? mkdtempSync(path.join(tmpdir(), 'charter-bench-'));
let result;
try {
  if (products > 0) {
    const started = Date.now();
    const code = await run('npm', ['run', 'generate', '-w', 'apps/commerce', '--', '--count', String(products)], { cwd: appDir, env: dbEnv(dataDir) });
    if (code !== 0) throw new Error('product generator failed');
    console.info(`generated ${products} products in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const startedApi = Date.now();
  const api = await startApi(dataDir);
  const startMs = Date.now() - startedApi;
  try {
    result = { ...(await scenario(useExisting ? `existing database (+ ${products} generated)` : `demo catalogue + ${products} products`, api)), startMs };
  } finally {
    await stopApi(api);
  }
} finally {
  if (!pgliteDir) rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.drop();
}

const database = pgDb ? 'PostgreSQL' : 'PGlite (embedded)';
console.log('');
console.log(`${result.label} on ${database}; ${connections} connections, ${duration} s per row; ratio = req/s relative to the trivial endpoint`);
console.table(result.rows.map((r) => ({ scenario: r.title, 'req/s': r.rps, 'p50 ms': r.p50, 'p95 ms': r.p95, 'p99 ms': r.p99, ratio: r.ratio, errors: r.errors })));
console.log(`API memory: idle ${result.memory.idleMb} MB, peak (VmHWM) ${result.memory.peakMb} MB; API start to ready ${result.startMs} ms`);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench-results', 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), database: pgDb ? 'postgres' : 'pglite', products, connections, seconds: duration, appDir, ...result }, null, 2),
);
