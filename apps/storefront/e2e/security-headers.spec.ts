// Every HTML response of the built storefront carries a nonce CSP and the other security headers,
// over plain HTTP (no browser needed), for every kind of route; the nonce is fresh every time.
// The sign-in return path stays on the shop (in Chromium). docs/decisions/0971, 0972.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { customerToken, registerConfirmedCustomer, submitLogin } from './auth-helpers';
import { categoryPathOf, DEMO_FACTS } from './catalog-helpers';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const origin = `http://127.0.0.1:${webPort}`;

interface Checked {
  status: number;
  nonce: string;
  /** What is wrong with the response; empty when every header is right. */
  problems: string[];
}

/** GET over a fresh connection each time (no keep-alive races with the server's idle timeout). */
function get(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${path}`, { agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers))
          if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
        resolve({ status: res.statusCode ?? 0, headers: h, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Fetches one path and lists what is wrong with its headers. Plain checks rather than `expect`
 * per header: a thousand responses would otherwise record tens of thousands of test steps.
 */
async function checkedFetch(path: string, headers: Record<string, string> = {}): Promise<Checked> {
  const res = await get(path, { Accept: 'text/html', ...headers });
  const problems: string[] = [];
  const where = `${path} (${res.status})`;
  const csp = res.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? '';
  if (!nonce) problems.push(`${where}: no nonce CSP (${csp || 'none'})`);
  for (const directive of ["object-src 'none'", "frame-ancestors 'none'", "base-uri 'none'"]) {
    if (!csp.includes(directive)) problems.push(`${where}: CSP lacks ${directive}`);
  }
  const expected: Record<string, (v: string | null) => boolean> = {
    'x-content-type-options': (v) => v === 'nosniff',
    'referrer-policy': (v) => v === 'strict-origin-when-cross-origin',
    'permissions-policy': (v) => v?.includes('camera=()') === true,
    // Plain http here, and no trusted proxy is configured: a claimed https does not earn HSTS.
    'strict-transport-security': (v) => v === null,
  };
  for (const [name, ok] of Object.entries(expected))
    if (!ok(res.headers.get(name))) problems.push(`${where}: ${name} = ${res.headers.get(name)}`);
  if ((res.headers.get('content-type') ?? '').includes('text/html')) {
    // Every script the page ships carries this response's nonce (none without it).
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    if (scripts.length === 0) problems.push(`${where}: no scripts`);
    for (const tag of scripts)
      if (!tag.includes(`nonce="${nonce}"`))
        problems.push(`${where}: script without the nonce: ${tag.slice(0, 120)}`);
  }
  return { status: res.status, nonce, problems };
}

/** One path of every route kind the shop serves as HTML (or as a redirect to HTML). */
async function routeKinds(): Promise<Record<string, { path: string; status: number | number[] }>> {
  return {
    home: { path: '/', status: 200 },
    landing: { path: '/senior-living', status: 200 },
    category: { path: `/${await categoryPathOf(DEMO_FACTS.configurable.sku)}`, status: 200 },
    product: { path: `/${DEMO_FACTS.configurable.requestPath}`, status: 200 },
    healthPrefixedProduct: { path: '/healthcare-vinyl-upgrade.html', status: 200 },
    contentPrefixedMissing: { path: '/content-missing-page', status: 404 },
    // A search may answer with its results or redirect to the one product it found.
    search: { path: '/search?q=chair', status: [200, 307] },
    notFound: { path: '/no-such-page-anywhere', status: 404 },
    cart: { path: '/cart', status: 200 },
    login: { path: '/customer/account/login', status: 200 },
    accountRedirect: { path: '/customer/account/dashboard', status: 307 },
    archive: { path: '/products-archive', status: 200 },
  };
}

test('every route kind answers with a nonce CSP and the security headers', async () => {
  const kinds = await routeKinds();
  for (const [kind, { path, status }] of Object.entries(kinds)) {
    const got = await checkedFetch(path);
    expect([status].flat(), `${kind}: ${path}`).toContain(got.status);
    expect(got.problems).toEqual([]);
  }
  // Spoofed forwarding headers change nothing without a trusted proxy.
  expect(
    (await checkedFetch('/', { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '6.6.6.6' }))
      .problems,
  ).toEqual([]);
});

test('the CSP nonce is fresh on each of 1,000 HTML responses', async () => {
  test.setTimeout(300_000);
  // The lighter route kinds (a full page, the sign-in page, a 404 and an account redirect), so
  // the loop measures the proxy rather than catalogue rendering; every kind is covered above.
  const kinds = await routeKinds();
  const paths = [kinds.home!, kinds.login!, kinds.notFound!, kinds.accountRedirect!].map(
    (k) => k.path,
  );
  const nonces = new Set<string>();
  const total = 1000;
  let next = 0;
  let checked = 0;
  const problems: string[] = [];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < total) {
        const path = paths[next++ % paths.length]!;
        const got = await checkedFetch(path);
        nonces.add(got.nonce);
        problems.push(...got.problems);
        checked++;
      }
    }),
  );
  console.info(
    `CSP checked on ${checked} responses in ${Math.round((Date.now() - started) / 1000)} s, ${nonces.size} distinct nonces`,
  );
  expect(problems.slice(0, 10)).toEqual([]);
  expect(checked).toBe(total);
  expect(nonces.size).toBe(total);
});

test('sign-in never follows a return path to another site', async ({ page }) => {
  const { email, password } = await registerConfirmedCustomer('redirect');
  await customerToken(email, password);
  await page.goto('/customer/account/login?redirect=%2F%09%2Fevil.example');
  // The hidden field never carries the hostile value.
  await expect(page.locator('input[name="redirect"]')).toHaveCount(0);
  // Even a form that posts it (as a tampered page would) is sent to the dashboard.
  await page.evaluate(() => {
    const form = document.querySelector('form:has(input[name="email"])');
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'redirect';
    input.value = '/\t/evil.example';
    form?.appendChild(input);
  });
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(`${origin}/customer/account/dashboard`);
});

test('a visitor cannot choose the address the API counts their sign-in against', async ({
  browser,
}) => {
  const { email, password } = await registerConfirmedCustomer('spoof');
  // No proxy in front of this storefront: whatever the browser claims must be ignored.
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77', 'X-Real-IP': '203.0.113.78' },
  });
  const page = await context.newPage();
  await page.goto('/customer/account/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(`${origin}/customer/account/dashboard`);
  await context.close();
  // The API (which trusts the storefront's forwarding) logs the address it counted for each call.
  const log = readFileSync(process.env.E2E_API_LOG!, 'utf8');
  expect(log).toMatch(/"remoteAddress":"127\.0\.0\.1"/);
  expect(log).not.toContain('203.0.113.77');
  expect(log).not.toContain('203.0.113.78');
});
