// `node scripts/bench-storefront.mjs`: storefront figures, not gates. Builds the storefront when its
// sources changed, starts the commerce API on a fresh seeded embedded database and the built
// storefront (its server, apps/storefront/.server/main.mjs: Next.js behind the page cache) on free
// ports, then measures:
// - Lighthouse (mobile preset, simulated throttling) on home, a category, a product and a search
//   page, SB_LIGHTHOUSE_RUNS times each (default 3): median performance, accessibility and SEO
//   scores, LCP and total blocking time;
// - the product page's first-load JavaScript: the gzipped size of every script its HTML
//   references (the `noModule` polyfill left out, as browsers that load it do not load the rest);
// - whether HTML is served compressed;
// - the category page under autocannon (10 connections, SB_SECONDS seconds, after a warm-up):
//   req/s, p50 and p99, twice: as an anonymous visitor gets it (from the page cache, decision
//   0880, after the first render) and rendered for every request (an `Authorization` header keeps
//   a request out of the page cache; the render does not read it), which is the framework's cost;
// - the framework floor: an empty App Router page with one client button
//   (scripts/bench-fixtures/empty-next-app), built with the storefront's own Next.js and React:
//   its first-load JavaScript, and Lighthouse on it alternating run by run with the product page,
//   so that what the shop adds to the framework's own cost is read from one run (SB_FLOOR=0 skips it).
// Prints a table and writes bench-results/storefront.json. This machine is shared, so absolute
// figures drift: compare runs made under the same conditions.
//
// Options (environment): NEXT_DIST_DIR (default .next), SB_SKIP_BUILD=1 (measure the build as it
// is), SB_API_PORT / SB_WEB_PORT / SB_COMPARE_WEB_PORT / SB_FLOOR_PORT (default: free ports),
// SB_LIGHTHOUSE_RUNS, SB_SECONDS, SB_CONNECTIONS, CHROME_PATH (default /usr/bin/chromium), SB_OUT
// (output file name).
// SB_COMPARE_DIST_DIR names a second, already built storefront (e.g. one built from the previous
// commit): both then run on the same API and every measurement alternates between them (A, B,
// A, B…), so that the load other processes put on the machine hits both alike. The comparison
// build's figures go under `compare` in the JSON.
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebServer, webServerEntry } from './build-web-server.mjs';
import { hashTree, root, run, startProcess, stopProcess, waitForUrl } from './lib.mjs';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const machineChromiumFlags = JSON.parse(
  readFileSync(path.join(root, 'apps/storefront/e2e/chromium-machine-flags.json'), 'utf8'),
);
const lighthouseRuns = Number(process.env.SB_LIGHTHOUSE_RUNS ?? 3);
const seconds = Number(process.env.SB_SECONDS ?? 8);
const connections = Number(process.env.SB_CONNECTIONS ?? 10);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const storefront = path.join(root, 'apps/storefront');
const compareDistDir = process.env.SB_COMPARE_DIST_DIR || null;
const floorApp = path.join(root, 'scripts/bench-fixtures/empty-next-app');
const nextBin = createRequire(path.join(storefront, 'package.json')).resolve('next/dist/bin/next');

/** The pages measured; paths come from the seeded demo catalogue (apps/commerce/src/seed/facts.ts). */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/seating/lounge-chairs' },
  { name: 'product', path: '/aria-lounge-chair.html' },
  { name: 'search', path: '/search/chair' },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function buildIfNeeded() {
  if (process.env.SB_SKIP_BUILD === '1') {
    if (!existsSync(path.join(storefront, distDir, 'BUILD_ID')))
      throw new Error(`No build in apps/storefront/${distDir}`);
    return;
  }
  const stampFile = path.join(storefront, distDir, 'source-hash');
  const sourceHash = hashTree(['apps/storefront', 'packages']);
  const built = existsSync(path.join(storefront, distDir, 'BUILD_ID'));
  if (built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash) return;
  console.log(`Building the storefront into apps/storefront/${distDir}…`);
  const code = await run('npx', ['next', 'build'], {
    cwd: storefront,
    env: { NEXT_DIST_DIR: distDir },
  });
  if (code !== 0) throw new Error(`next build failed (${code})`);
  writeFileSync(stampFile, sourceHash);
}

async function startApi(dataDir) {
  const apiPort = Number(process.env.SB_API_PORT ?? (await freePort()));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = startProcess('npm', ['run', 'start', '-w', 'apps/commerce'], {
    env: {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_BASE_URL: `${apiUrl}/`,
      LOG_LEVEL: 'warn',
    },
  });
  await waitForUrl(`${apiUrl}/health/ready`, 300_000);
  return { api, apiUrl };
}

async function startWeb(dir, apiUrl, port) {
  const webPort = Number(port ?? (await freePort()));
  const web = `http://127.0.0.1:${webPort}`;
  const next = startProcess('node', [webServerEntry, '-p', String(webPort), '-H', '127.0.0.1'], {
    cwd: storefront,
    env: {
      COMMERCE_GRAPHQL_URL: `${apiUrl}/graphql`,
      NEXT_DIST_DIR: dir,
      NODE_ENV: 'production',
      // The load generator connects directly (docs/decisions/0980).
      STOREFRONT_TRUST_PROXY: 'none',
    },
  });
  await waitForUrl(`${web}/health`, 120_000);
  return { next, web, distDir: dir };
}

/** Builds and starts the framework-floor app (an empty App Router page) on a free port. */
async function startFloor() {
  console.log('Building the framework floor (scripts/bench-fixtures/empty-next-app)…');
  const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const code = await run(process.execPath, [nextBin, 'build', floorApp], { env });
  if (code !== 0) throw new Error(`next build of the framework floor failed (${code})`);
  const port = Number(process.env.SB_FLOOR_PORT ?? (await freePort()));
  const web = `http://127.0.0.1:${port}`;
  const next = startProcess(
    process.execPath,
    [nextBin, 'start', floorApp, '-p', String(port), '-H', '127.0.0.1'],
    { env },
  );
  await waitForUrl(`${web}/`, 120_000);
  return { next, web, distDir: 'framework floor' };
}

/** Fetches each page a few times so that Next's data cache holds every API read. */
async function warmUp(web) {
  for (let i = 0; i < 3; i++) {
    for (const p of PAGES) {
      const res = await fetch(web + p.path);
      if (!res.ok) throw new Error(`${p.path} answered ${res.status}`);
      await res.arrayBuffer();
    }
  }
}

async function lighthouseRun(chrome, url) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    },
    undefined,
  );
  const { categories, audits } = result.lhr;
  const score = (c) =>
    categories[c]?.score == null ? null : Math.round(categories[c].score * 100);
  // Which SEO and accessibility audits fail, so a low score can be read without opening a report.
  const failing = (c) =>
    (categories[c]?.auditRefs ?? [])
      .filter(
        (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1,
      )
      .map((ref) => ref.id);
  // The SEO score over every audit except `is-crawlable`: a search results page is kept out of the
  // index on purpose (noindex and robots.txt, docs/decisions/1238), which that audit counts as a fault.
  const seoRefs = (categories.seo?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && ref.id !== 'is-crawlable' && audits[ref.id]?.score !== null,
  );
  const seoWeight = seoRefs.reduce((n, ref) => n + ref.weight, 0);
  const seoIndexable =
    seoWeight > 0
      ? Math.round(
          (seoRefs.reduce((n, ref) => n + ref.weight * (audits[ref.id]?.score ?? 0), 0) /
            seoWeight) *
            100,
        )
      : null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    seoIndexable,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: audits['total-blocking-time']?.numericValue ?? null,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    failingSeo: failing('seo'),
    failingAccessibility: failing('accessibility'),
  };
}

/** The median of each numeric figure over Lighthouse runs. */
function medians(runs) {
  const keys = Object.keys(runs[0]).filter(
    (k) => typeof runs[0][k] === 'number' || runs[0][k] === null,
  );
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
}

/**
 * Lighthouse on every page for every target, alternating targets run by run; the framework floor
 * (when given) alternates with the product page.
 */
async function lighthousePages(targets, floor) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The flags this machine needs, as the browser journeys start Chromium (e2e/chromium.ts).
    chromeFlags: ['--headless', ...machineChromiumFlags],
  });
  const out = targets.map(() => ({}));
  const floorRuns = [];
  try {
    for (const p of PAGES) {
      const runs = targets.map(() => []);
      for (let i = 0; i < lighthouseRuns; i++) {
        for (const [t, target] of targets.entries())
          runs[t].push(await lighthouseRun(chrome, target.web + p.path));
        if (floor && p.name === 'product')
          floorRuns.push(await lighthouseRun(chrome, floor.web + '/'));
      }
      for (const [t, target] of targets.entries()) {
        out[t][p.name] = {
          path: p.path,
          runs: runs[t],
          median: medians(runs[t]),
          failingSeo: [...new Set(runs[t].flatMap((r) => r.failingSeo))],
          failingAccessibility: [...new Set(runs[t].flatMap((r) => r.failingAccessibility))],
        };
        const m = out[t][p.name].median;
        console.log(
          `  lighthouse ${p.name} (${target.distDir}): performance ${m.performance}, TBT ${Math.round(m.tbtMs)} ms, LCP ${Math.round(m.lcpMs)} ms`,
        );
      }
    }
    if (floorRuns.length > 0) {
      const m = medians(floorRuns);
      console.log(
        `  lighthouse framework floor: performance ${m.performance}, TBT ${Math.round(m.tbtMs)} ms, LCP ${Math.round(m.lcpMs)} ms`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return {
    pages: out,
    floor: floorRuns.length > 0 ? { path: '/', runs: floorRuns, median: medians(floorRuns) } : null,
  };
}

/** Gzipped size of every script the page's HTML references (module polyfill excluded). */
async function firstLoadJs(web, pagePath) {
  const html = await (await fetch(web + pagePath)).text();
  const srcs = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1];
    if (/\bnoModule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) srcs.add(src.replace(/&amp;/g, '&'));
  }
  // Chunks preloaded for the page count too: the browser loads them before it can hydrate.
  for (const m of html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href) srcs.add(href.replace(/&amp;/g, '&'));
  }
  const files = [];
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, web))).arrayBuffer());
    files.push({ src, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const gzipKb = files.reduce((s, f) => s + f.gzip, 0) / 1000;
  const rawKb = files.reduce((s, f) => s + f.bytes, 0) / 1000;
  return {
    path: pagePath,
    gzipKb: Math.round(gzipKb * 10) / 10,
    rawKb: Math.round(rawKb * 10) / 10,
    files,
  };
}

async function compression(web) {
  const out = {};
  for (const enc of ['gzip', 'br']) {
    const res = await fetch(web + '/', { headers: { 'accept-encoding': enc } });
    await res.arrayBuffer();
    out[enc] = res.headers.get('content-encoding');
  }
  return out;
}

/** The category page under load, alternating targets round by round; medians of the rounds. */
async function loadCategory(targets, headers = {}) {
  const rounds = targets.length > 1 ? 3 : 1;
  const samples = targets.map(() => []);
  for (const target of targets)
    await autocannon({ url: target.web + PAGES[1].path, headers, connections, duration: 2 });
  for (let i = 0; i < rounds; i++) {
    for (const [t, target] of targets.entries()) {
      const r = await autocannon({
        url: target.web + PAGES[1].path,
        headers,
        connections,
        duration: seconds,
      });
      samples[t].push({
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    }
  }
  return samples.map((runs) => ({
    path: PAGES[1].path,
    connections,
    seconds,
    rounds,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    runs,
  }));
}

await buildIfNeeded();
await buildWebServer();
if (compareDistDir && !existsSync(path.join(storefront, compareDistDir, 'BUILD_ID'))) {
  throw new Error(`No build in apps/storefront/${compareDistDir}`);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'charter-sfbench-'));
const procs = [];
const stopAll = () => {
  for (const p of procs.reverse()) stopProcess(p);
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
let results;
try {
  const { api, apiUrl } = await startApi(dataDir);
  procs.push(api);
  const targets = [];
  for (const [i, dir] of [distDir, compareDistDir].filter(Boolean).entries()) {
    const port = i === 0 ? process.env.SB_WEB_PORT : process.env.SB_COMPARE_WEB_PORT;
    const target = await startWeb(dir, apiUrl, port);
    procs.push(target.next);
    targets.push(target);
  }
  for (const target of targets) await warmUp(target.web);
  const floor = process.env.SB_FLOOR === '0' ? null : await startFloor();
  if (floor) procs.push(floor.next);
  const measured = [];
  for (const target of targets) {
    measured.push({
      distDir: target.distDir,
      compression: await compression(target.web),
      firstLoadJs: await firstLoadJs(target.web, PAGES[2].path),
    });
  }
  const loads = await loadCategory(targets);
  const rendered = await loadCategory(targets, { authorization: 'none' });
  const lh = await lighthousePages(targets, floor);
  const figures = measured.map((m, i) => ({
    ...m,
    categoryLoad: loads[i],
    categoryLoadRendered: rendered[i],
    lighthouse: lh.pages[i],
  }));
  const frameworkFloor = floor
    ? { firstLoadJs: await firstLoadJs(floor.web, '/'), lighthouse: lh.floor }
    : null;
  results = {
    at: new Date().toISOString(),
    ...figures[0],
    frameworkFloor,
    ...(figures[1] ? { compare: figures[1] } : {}),
  };
} finally {
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

function printFigures(r, title) {
  console.log('');
  console.log(`${title} (apps/storefront/${r.distDir})`);
  console.log('| page | performance | TBT ms | LCP ms | accessibility | SEO |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, p] of Object.entries(r.lighthouse)) {
    const m = p.median;
    console.log(
      `| ${name} | ${m.performance} | ${Math.round(m.tbtMs)} | ${Math.round(m.lcpMs)} | ${m.accessibility} | ${m.seo} |`,
    );
  }
  for (const [name, p] of Object.entries(r.lighthouse)) {
    if (p.failingSeo.length > 0)
      console.log(`${name}: failing SEO audits: ${p.failingSeo.join(', ')}`);
    if (p.failingSeo.includes('is-crawlable'))
      console.log(
        `${name}: SEO over every audit but is-crawlable (kept out of the index on purpose): ${p.median.seoIndexable}`,
      );
    if (p.failingAccessibility.length > 0)
      console.log(`${name}: failing accessibility audits: ${p.failingAccessibility.join(', ')}`);
  }
  console.log(
    `product page first-load JS: ${r.firstLoadJs.gzipKb} kB gzipped, 1 kB = 1000 bytes (${r.firstLoadJs.files.length} scripts, ${r.firstLoadJs.rawKb} kB raw)`,
  );
  console.log(
    `HTML compression: gzip → ${r.compression.gzip ?? 'none'}, br → ${r.compression.br ?? 'none'}`,
  );
  for (const [label, l] of [
    ['anonymous visitor, page cache', r.categoryLoad],
    ['rendered for every request', r.categoryLoadRendered],
  ]) {
    console.log(
      `category page (${label}), c=${l.connections}, ${l.seconds} s × ${l.rounds}: ${l.rps} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, errors ${l.errors}`,
    );
  }
}

printFigures(results, 'storefront');
if (results.frameworkFloor) {
  const f = results.frameworkFloor;
  const m = f.lighthouse.median;
  console.log(
    `framework floor (empty App Router page with one client button, same Next.js and React): first-load JS ${f.firstLoadJs.gzipKb} kB gzipped; ` +
      `Lighthouse performance ${m.performance}, TBT ${Math.round(m.tbtMs)} ms, LCP ${Math.round(m.lcpMs)} ms (median of ${f.lighthouse.runs.length}, alternating with the product page)`,
  );
  console.log(
    `product page over the floor: +${Math.round((results.firstLoadJs.gzipKb - f.firstLoadJs.gzipKb) * 10) / 10} kB of the shop's own JavaScript`,
  );
}
if (results.compare) printFigures(results.compare, 'comparison build');
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const outFile = path.join(root, 'bench-results', process.env.SB_OUT ?? 'storefront.json');
writeFileSync(outFile, JSON.stringify(results, null, 2));
console.log(`written to ${path.relative(root, outFile)}`);
