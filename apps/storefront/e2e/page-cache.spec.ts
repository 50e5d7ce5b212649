// The storefront server's page cache (docs/decisions/0880): a visitor with nothing private gets the
// page another such visitor caused to be rendered, with a fresh nonce in every place; anything
// private (a cart, a session) or per-visitor (a product page's live reviews) is rendered afresh; the
// page served from the cache is a working page (its scripts run under the CSP).
import { expect, test } from '@playwright/test';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { categoryPathOf, DEMO_FACTS } from './catalog-helpers';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const origin = `http://127.0.0.1:${webPort}`;

interface Answer {
  status: number;
  cache: string | undefined;
  encoding: string | undefined;
  nonce: string;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${origin}${path}`,
      { agent: false, headers: { Accept: 'text/html', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = (encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          const nonce =
            /'nonce-([A-Za-z0-9+/=]+)'/.exec(
              String(res.headers['content-security-policy'] ?? ''),
            )?.[1] ?? '';
          resolve({
            status: res.statusCode ?? 0,
            cache: res.headers['x-page-cache'] as string | undefined,
            encoding,
            nonce,
            body,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * A listing state no other request has asked for: one `q` token the listing ignores (a bare word),
 * so the page is the plain listing but its key is new (only `q` and `reviews_page` are keyed).
 */
const freshQuery = () => `?q=visit${Date.now()}${Math.random().toString(36).slice(2)}`;

/** A category URL no other journey has asked for, so the first request is the first render. */
async function freshCategoryUrl(): Promise<string> {
  return `/${await categoryPathOf(DEMO_FACTS.configurable.sku)}${freshQuery()}`;
}

test('an anonymous category view is rendered once, then served with a fresh nonce in every place', async () => {
  const url = await freshCategoryUrl();
  const first = await get(url, { 'Accept-Encoding': 'gzip' });
  expect(first.status).toBe(200);
  expect(first.cache).toBe('miss');
  const second = await get(url, { 'Accept-Encoding': 'gzip' });
  expect(second.status).toBe(200);
  expect(second.cache).toBe('hit');
  expect(second.encoding).toBe('gzip');
  expect(second.nonce).not.toBe('');
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.body).not.toContain(first.nonce);
  // The same page, but for the nonce.
  expect(second.body).toBe(first.body.replaceAll(first.nonce, second.nonce));
  const scripts = [...second.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${second.nonce}"`);
  // Without gzip in Accept-Encoding the same page comes uncompressed.
  const plain = await get(url);
  expect(plain.cache).toBe('hit');
  expect(plain.encoding).toBeUndefined();
  expect(plain.body).toBe(first.body.replaceAll(first.nonce, plain.nonce));
});

test('the colour mode and store view make their own pages; a cart or a session is never shared', async () => {
  const url = await freshCategoryUrl();
  expect((await get(url)).cache).toBe('miss');
  const dark = await get(url, { Cookie: 'colourMode=dark' });
  expect(dark.cache).toBe('miss');
  expect(dark.body).toContain('data-colour-mode="dark"');
  const darkAgain = await get(url, { Cookie: 'colourMode=dark; _ga=GA1.1.1' });
  expect(darkAgain.cache).toBe('hit');
  expect(darkAgain.body).toContain('data-colour-mode="dark"');
  expect((await get(url)).body).not.toContain('data-colour-mode="dark"');
  expect((await get(url, { Cookie: 'store_view=charter_seniorliving' })).cache).toBe('miss');

  // Sent twice, the colour mode is read as Next.js reads it (the last one) and never shared.
  const twice = await get(url, { Cookie: 'colourMode=; colourMode=dark' });
  expect(twice.cache).toBeUndefined();
  expect(twice.body).toContain('data-colour-mode="dark"');
  expect((await get(url)).body).not.toContain('data-colour-mode="dark"');
  const unknown = await get(url, { Cookie: 'colourMode=purple' });
  expect(unknown.cache).toBeUndefined();

  for (const cookie of ['cart_id=abc', 'customer_token=abc', 'comparisonProducts=abc']) {
    const own = await get(url, { Cookie: `colourMode=dark; ${cookie}` });
    expect(own.status, cookie).toBe(200);
    expect(own.cache, cookie).toBeUndefined();
  }
});

test('a page that read something per visitor is not kept: the product page reads its reviews live', async () => {
  const url = `/${DEMO_FACTS.configurable.requestPath}${freshQuery()}`;
  expect((await get(url)).cache).toBe('miss');
  expect((await get(url)).cache).toBe('miss');
});

test('campaign tags share the page of their key, and a render for a tagged URL is not kept', async () => {
  const url = await freshCategoryUrl();
  // The first render came with a click id: it is not kept (its payload carries the URL).
  expect((await get(`${url}&gclid=first-visitor`)).cache).toBe('miss');
  const plain = await get(url);
  expect(plain.cache).toBe('miss');
  expect((await get(url)).cache).toBe('hit');
  for (const tags of ['utm_source=news&utm_medium=email', 'fbclid=x', 'unknown=1']) {
    const tagged = await get(`${url}&${tags}`);
    expect(tagged.cache, tags).toBe('hit');
    expect(tagged.body, tags).not.toContain('first-visitor');
  }
});

test('a page served from the cache runs its scripts under the CSP', async ({ browser }) => {
  const url = await freshCategoryUrl();
  expect((await get(url)).cache).toBe('miss');
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
      violations.push(m.text());
  });
  const response = await page.goto(url);
  expect(response?.headers()['x-page-cache']).toBe('hit');
  // A client component (the main navigation's dropdown) answers the pointer: the page hydrated.
  const button = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Tables' });
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await button.hover();
  await expect(panel).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});
