// `npm run bench`: figures, not gates. Starts the commerce API on a fresh database with the demo
// catalogue plus BENCH_PRODUCTS generated products (default 1,000; BENCH_PRODUCTS=100000 for the
// large run), loads it over loopback (BENCH_CONNECTIONS connections, BENCH_SECONDS per row) and
// reports p50/p95/p99 latency, req/s and the ratio to a plain node:http server returning 8 KB
// measured in the same run (this machine is shared, so ratios travel better than absolute
// numbers), plus the API process's
// resident memory idle and at peak (VmHWM). BENCH_DATABASE_URL (a PostgreSQL server URL) runs the
// same on a fresh PostgreSQL database instead of PGlite. BENCH_APP_DIR runs the API (and the
// generator) from another checkout of this repository, to compare before and after a change.
// BENCH_USE_DATABASE=1 runs on the BENCH_DATABASE_URL database, or on the PGlite data folder
// BENCH_PGLITE_DIR, as it is (neither created nor dropped; with BENCH_PRODUCTS=0 nothing is
// generated), so several runs can share one generated 100,000-product catalogue.
// BENCH_API_NODE_OPTIONS sets NODE_OPTIONS for the API processes alone, e.g.
// `--import $PWD/scripts/cpu-profile.mjs` (an absolute path) with CPU_PROFILE_DIR set: a CPU
// profile of the API under the rows' load (NODE_OPTIONS refuses `--cpu-prof` itself).
import autocannon from 'autocannon';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { operatorRows } from './bench-operators.mjs';
import { Q, shopperCatalogue, shoppers } from './bench-shoppers.mjs';
import { root, run, startProcess, stopProcess, waitForUrl } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4900);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const products = Number(process.env.BENCH_PRODUCTS ?? 1000);
const appDir = path.resolve(process.env.BENCH_APP_DIR ?? root);
const beforeDir = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : null;
const rounds = Number(process.env.BENCH_ROUNDS ?? (beforeDir ? 3 : 1));
const only = process.env.BENCH_ROWS ? new RegExp(process.env.BENCH_ROWS, 'i') : null;

async function gqlAt(base, query, variables) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors)
    throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body.data;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1);
}

function summary(latencies, seconds, errors) {
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** One row under autocannon, every response time kept for exact percentiles. */
function load(opts) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ connections, duration, ...opts }, (err, r) => {
      if (err) reject(err);
      else resolve(summary(latencies, duration, r.errors + r.non2xx));
    });
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}

/** POSTs whose variables (and client address) `next` draws anew for every request. */
function varied(base, query, next, address) {
  return load({
    url: base,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
          body: JSON.stringify({ query, variables: next() }),
        }),
      },
    ],
  });
}

/** A multi-request flow (the cart cycle): `connections` loops for `duration` seconds. */
async function loadFlow(flow) {
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
  return summary(latencies, duration, errors);
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
      if (kb('VmRSS') > best.rss * 1024)
        best = { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) };
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
if (pgliteDir && (!useExisting || pgServer))
  throw new Error('BENCH_PGLITE_DIR needs BENCH_USE_DATABASE=1 and no BENCH_DATABASE_URL');
// A folder that holds no database would be created and seeded by the API: not the catalogue asked for.
if (pgliteDir && !existsSync(path.join(pgliteDir, 'PG_VERSION')))
  throw new Error(`BENCH_PGLITE_DIR: no PGlite database in ${pgliteDir}`);
if (useExisting && !pgServer && !pgliteDir)
  throw new Error('BENCH_USE_DATABASE needs BENCH_DATABASE_URL or BENCH_PGLITE_DIR');
const pgDb = pgServer
  ? useExisting
    ? { url: pgServer, drop: async () => {} }
    : await createPgDatabase(pgServer)
  : null;
const dbEnv = (dataDir) => (pgDb ? { DATABASE_URL: pgDb.url } : { PGLITE_DATA_DIR: dataDir });

/** The second database (the before side's), a copy of the first made after generation. */
async function copyDatabase(dataDir) {
  if (!pgDb) {
    const copy = mkdtempSync(path.join(tmpdir(), 'charter-bench-before-'));
    cpSync(dataDir, copy, {
      recursive: true,
      filter: (src) => !src.endsWith('.lock') && !src.endsWith('postmaster.pid'),
    });
    return {
      env: { PGLITE_DATA_DIR: copy },
      drop: async () => rmSync(copy, { recursive: true, force: true }),
    };
  }
  // Two API processes may share one PostgreSQL database as it is.
  if (useExisting) return { env: { DATABASE_URL: pgDb.url }, drop: async () => {} };
  const name = `${new URL(pgDb.url).pathname.slice(1)}_before`;
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(`create database ${name} template ${new URL(pgDb.url).pathname.slice(1)}`);
  await admin.end();
  const url = new URL(pgServer);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const a = new pg.Client({ connectionString: pgServer });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

async function startApi(dir, apiPort, env) {
  const base = `http://127.0.0.1:${apiPort}`;
  const proc = startProcess('npm', ['run', 'start', '-w', 'apps/commerce'], {
    cwd: dir,
    // The load generator plays the storefront's server: a trusted proxy (0904). Varied rows send
    // the visitor's address in X-Forwarded-For, so per-address limits count many shoppers.
    env: {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `${base}/`,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1,::1',
      // BENCH_API_NODE_OPTIONS: Node options for the API processes only (a CPU profile, say).
      ...(process.env.BENCH_API_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS }
        : {}),
      ...env,
    },
  });
  await waitForUrl(`${base}/health/ready`, 600_000);
  return { proc, base };
}

async function stopApi(proc) {
  const exited = new Promise((r) => proc.once('exit', r));
  stopProcess(proc);
  await exited;
}

/** The floor for the cached path: a plain node:http server answering 8 KB of JSON. */
async function startPlainServer(plainPort) {
  const code = `const body = JSON.stringify({ data: 'x'.repeat(8180) });
    require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end(body); }).listen(${plainPort}, '127.0.0.1');`;
  const proc = startProcess(process.execPath, ['-e', code], {});
  await waitForUrl(`http://127.0.0.1:${plainPort}/`, 30_000);
  return { proc, base: `http://127.0.0.1:${plainPort}` };
}

/** The rows, each a function of one API side; read once per side before the first round. */
async function rowsFor(base) {
  const gql = (q, v) => gqlAt(base, q, v);
  const cat = await shopperCatalogue(gql);
  const draw = shoppers(cat, 7);
  const seating = {
    category_url_path: { eq: cat.categories.includes('seating') ? 'seating' : cat.categories[0] },
  };
  const cachedUrl = `/graphql?${new URLSearchParams({ query: Q.listing, variables: JSON.stringify({ filter: seating, pageSize: 21 }) })}`;
  const warm = await fetch(base + cachedUrl);
  if (warm.status !== 200) throw new Error(`cached GET: ${warm.status}`);
  const cartSkus = (
    await gql(
      'query($f: ProductAttributeFilterInput) { products(filter: $f, pageSize: 100) { items { sku type_id stock_status } } }',
      { f: seating },
    )
  ).products.items
    .filter((p) => p.type_id === 'simple' && p.stock_status === 'IN_STOCK')
    .map((p) => p.sku);
  let n = 0;
  return [
    ['trivial endpoint /health/live', () => load({ url: `${base}/health/live` })],
    [
      'cached path: catalogue GET, one request repeated (100 % hits)',
      () => load({ url: base + cachedUrl }),
    ],
    [
      'category listing, 21 items, with aggregations (varied)',
      () => varied(base, Q.listing, draw.listing, draw.address),
    ],
    [
      'category listing, 21 items, without aggregations (varied)',
      () => varied(base, Q.listingNoAggs, draw.listing, draw.address),
    ],
    [
      'search suggestions, 3–5 letter prefixes, many addresses (varied)',
      () => varied(base, Q.suggestions, draw.suggestion, draw.address),
    ],
    [
      'search with a term, filters and aggregations (varied)',
      () => varied(base, Q.searchFiltered, draw.search, draw.address),
    ],
    [
      'product page by URL key (varied)',
      () => varied(base, Q.byUrlKey, draw.product, draw.address),
    ],
    [
      'cart cycle: create, add, add, read (flows/s)',
      () =>
        loadFlow(async () => {
          const cartId = (await gql(Q.createCart)).createEmptyCart;
          await gql(Q.addToCart, { cartId, sku: cartSkus[n++ % cartSkus.length] });
          await gql(Q.addToCart, { cartId, sku: cartSkus[n++ % cartSkus.length] });
          await gql(Q.readCart, { cartId });
        }),
    ],
    ...(await operatorRows(base, load)),
  ].filter(
    ([title]) =>
      !only || only.test(title) || title.startsWith('trivial') || title.startsWith('cached path'),
  );
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2
    ? s[(s.length - 1) / 2]
    : +((s[s.length / 2 - 1] + s[s.length / 2]) / 2).toFixed(1);
};
const medians = (runs) => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((a, r) => a + r.errors, 0),
});

const dataDir = pgliteDir ?? mkdtempSync(path.join(tmpdir(), 'charter-bench-'));
const started = [];
let second = null;
// Interrupted: the API processes (their own process groups) go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const proc of started) stopProcess(proc);
    process.exit(130);
  });
}
let report;
try {
  if (products > 0) {
    const t0 = Date.now();
    const code = await run(
      'npm',
      ['run', 'generate', '-w', 'apps/commerce', '--', '--count', String(products)],
      { cwd: appDir, env: dbEnv(dataDir) },
    );
    if (code !== 0) throw new Error('product generator failed');
    console.info(`generated ${products} products in ${Math.round((Date.now() - t0) / 1000)} s`);
  }
  if (beforeDir) second = await copyDatabase(dataDir);
  const sides = [{ name: 'after', dir: appDir, port, env: dbEnv(dataDir) }];
  if (beforeDir) sides.push({ name: 'before', dir: beforeDir, port: port + 1, env: second.env });
  for (const side of sides) {
    const t0 = Date.now();
    const api = await startApi(side.dir, side.port, side.env);
    started.push(api.proc);
    Object.assign(side, api, { startMs: Date.now() - t0, idle: apiMemory(api.proc) });
    side.rows = await rowsFor(api.base);
  }
  const plain = await startPlainServer(port + 2);
  started.push(plain.proc);
  const results = new Map();
  const add = (title, side, r) => {
    if (!results.has(title)) results.set(title, {});
    (results.get(title)[side] ??= []).push(r);
  };
  for (let round = 0; round < rounds; round++) {
    add(
      'plain node:http, 8 KB (floor of the cached path)',
      'plain',
      await load({ url: plain.base }),
    );
    for (let i = 0; i < sides[0].rows.length; i++) {
      // Alternating, and the side that goes first changes each round.
      const order = round % 2 ? [...sides].reverse() : sides;
      for (const side of order) add(side.rows[i][0], side.name, await side.rows[i][1]());
    }
  }
  for (const side of sides) side.peak = apiMemory(side.proc);
  report = {
    results,
    sides: sides.map(({ name, dir, startMs, idle, peak }) => ({
      name,
      dir,
      startMs,
      idleMb: idle.rss,
      peakMb: peak.hwm,
    })),
  };
} finally {
  for (const proc of started) await stopApi(proc);
  if (!pgliteDir) rmSync(dataDir, { recursive: true, force: true });
  await second?.drop();
  await pgDb?.drop();
}

const database = pgDb ? 'PostgreSQL' : 'PGlite (embedded)';
const plainRps = medians(
  report.results.get('plain node:http, 8 KB (floor of the cached path)').plain,
).rps;
const table = [];
for (const [title, bySide] of report.results) {
  for (const [side, runs] of Object.entries(bySide)) {
    const m = medians(runs);
    const row = {
      scenario: title,
      side,
      'req/s': m.rps,
      'p50 ms': m.p50,
      'p99 ms': m.p99,
      'vs node:http': +(m.rps / plainRps).toFixed(3),
      errors: m.errors,
    };
    if (side === 'after' && bySide.before)
      row['after/before req/s'] = +(m.rps / medians(bySide.before).rps).toFixed(2);
    table.push(row);
  }
}
console.log('');
console.log(
  `${useExisting ? `existing database (+ ${products} generated)` : `demo catalogue + ${products} products`} on ${database}; ${connections} connections, ${duration} s per row, medians of ${rounds} alternating round(s)`,
);
console.table(table);
for (const s of report.sides)
  console.log(
    `${s.name} (${s.dir}): API memory idle ${s.idleMb} MB, peak (VmHWM) ${s.peakMb} MB; start to ready ${s.startMs} ms`,
  );
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench-results', 'latest.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      database: pgDb ? 'postgres' : 'pglite',
      products,
      connections,
      seconds: duration,
      rounds,
      table,
      sides: report.sides,
    },
    null,
    2,
  ),
);
