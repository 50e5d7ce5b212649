// `npm run bench`: figures, not gates. Starts the commerce API on a fresh embedded database,
// loads it over loopback with autocannon (bounded in time and connections), then repeats the
// catalogue reads after generating BENCH_PRODUCTS extra products (default 10,000).
// Reports medians (p50 latency) and ratios against a trivial endpoint measured in the same run,
// because this machine is shared and absolute numbers drift. With BENCH_DATABASE_URL (a
// PostgreSQL server URL) the same runs use a fresh PostgreSQL database instead of PGlite.
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root, run, startProcess, stopProcess, waitForUrl } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4900);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const extraProducts = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const base = `http://127.0.0.1:${port}`;

const listing = `query Listing($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    items { uid sku name url_key small_image { url label } price_range { minimum_price { final_price { value currency } regular_price { value } } } }
    aggregations { attribute_code label count options { label value count } }
    page_info { current_page page_size total_pages }
  }
}`;
const search = `query Search($search: String!) {
  products(search: $search, pageSize: 21) { total_count items { uid sku name } }
}`;

function getUrl(query, variables) {
  const p = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  return `${base}/graphql?${p}`;
}

async function load(title, opts) {
  const r = await autocannon({ connections, duration, ...opts });
  const errors = r.errors + r.non2xx;
  return { title, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors };
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
const pgDb = pgServer ? await createPgDatabase(pgServer) : null;
const dbEnv = (dataDir) => (pgDb ? { DATABASE_URL: pgDb.url } : { PGLITE_DATA_DIR: dataDir });

async function startApi(dataDir) {
  const proc = startProcess('npm', ['run', 'start', '-w', 'apps/commerce'], {
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_BASE_URL: `${base}/`, LOG_LEVEL: 'warn', ...dbEnv(dataDir) },
  });
  await waitForUrl(`${base}/health/ready`, 300_000);
  return proc;
}

async function stopApi(proc) {
  const exited = new Promise((r) => proc.once('exit', r));
  stopProcess(proc);
  await exited;
}

async function scenario(label) {
  const rows = [];
  rows.push(await load(`${label}: /health/live (baseline)`, { url: `${base}/health/live` }));
  rows.push(
    await load(`${label}: category listing, GET (cacheable)`, {
      url: getUrl(listing, { filter: { category_url_path: { eq: 'seating' } }, pageSize: 21, currentPage: 1 }),
    }),
  );
  rows.push(
    await load(`${label}: category listing, POST (uncached)`, {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: listing, variables: { filter: { category_url_path: { eq: 'seating' } }, pageSize: 21, currentPage: 1 } }),
    }),
  );
  rows.push(
    await load(`${label}: search, POST (uncached)`, {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: search, variables: { search: 'walnut chair' } }),
    }),
  );
  const baseline = rows[0].rps || 1;
  return rows.map((r) => ({ ...r, ratio: +(r.rps / baseline).toFixed(3) }));
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'charter-bench-'));
const results = [];
try {
  let api = await startApi(dataDir);
  results.push(...(await scenario('demo catalogue')));
  await stopApi(api);

  if (extraProducts > 0) {
    const code = await run('npm', ['run', 'generate', '-w', 'apps/commerce', '--', '--count', String(extraProducts)], {
      env: dbEnv(dataDir),
    });
    if (code !== 0) throw new Error('product generator failed');
    api = await startApi(dataDir);
    results.push(...(await scenario(`+${extraProducts} products`)));
    await stopApi(api);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.drop();
}

console.log('');
console.log(`database ${pgDb ? 'PostgreSQL' : 'PGlite (embedded)'}; connections ${connections}, ${duration} s per row; ratio = req/s relative to the baseline row of the same scenario`);
console.table(results.map((r) => ({ scenario: r.title, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, ratio: r.ratio, errors: r.errors })));
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify({ at: new Date().toISOString(), database: pgDb ? 'postgres' : 'pglite', results }, null, 2));
