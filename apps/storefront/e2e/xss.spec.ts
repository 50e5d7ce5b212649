// Cross-site scripting in a real browser: 200+ known payloads (e2e/xss-payloads.ts) placed where
// visitors' or merchants' text reaches a page: product descriptions (written into the e2e database
// before the API starts, e2e/fixtures/prepare-api-data.ts), CMS rich text (a fixture document
// rendered by the shop's RichText component), search terms, and customer names and addresses
// (through the registration and address-book mutations). Every page is watched for dialogs and for
// the sentinel the payloads call or set: 0 executions allowed. docs/decisions/0974.
import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SEARCH_MAX_LENGTH, searchPath } from '@/components/layout/search-path';
import type { RichText as RichTextComponent } from '@/components/ui/RichText';
import type { RichTextBlock } from '@/lib/content/types';
import { api, customerToken, registerConfirmedCustomer } from './auth-helpers';
import { signIn } from './account-helpers';
import { SENTINEL_SCRIPT, XSS_PRODUCT, xssPayloads, type Payload } from './xss-payloads';

const PAYLOADS = xssPayloads();

// Loaded through require: the component imports 'next/link', which Node's ESM resolver cannot
// find without an extension (the package has no exports map); the CommonJS resolver can.
const requireCjs = createRequire(import.meta.url);
const { RichText } = requireCjs('../components/ui/RichText.tsx') as {
  RichText: typeof RichTextComponent;
};

interface Watch {
  dialogs: string[];
}

async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [] };
  await page.addInitScript(SENTINEL_SCRIPT);
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** Lets handlers that fire on load, focus or animation run, then reads the sentinel. */
async function expectNoExecution(page: Page, seen: Watch, where: string): Promise<void> {
  await page.waitForTimeout(400);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xssHits?: number[]; __xss?: unknown; __xssHit?: unknown };
    return { hits: w.__xssHits ?? null, xss: w.__xss ?? null, sentinel: typeof w.__xssHit };
  });
  expect(state.sentinel, `sentinel installed on ${where}`).toBe('function');
  expect(state.hits, `payloads that ran on ${where}`).toEqual([]);
  expect(state.xss, `window.__xss on ${where}`).toBeNull();
  expect(seen.dialogs, `dialogs on ${where}`).toEqual([]);
}

test(`product descriptions: ${PAYLOADS.length} payloads render as inert text`, async ({ page }) => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(200);
  const seen = await watch(page);
  await page.goto(XSS_PRODUCT.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The description is there (sanitised), so the payloads did reach the page.
  expect(await page.locator('main p').count()).toBeGreaterThanOrEqual(100);
  await page.mouse.move(200, 300);
  await page.mouse.move(600, 500);
  await expectNoExecution(page, seen, XSS_PRODUCT.path);
});

test(`CMS rich text: ${PAYLOADS.length} payloads as text and as link targets`, async ({ page }) => {
  const seen = await watch(page);
  const blocks: RichTextBlock[] = PAYLOADS.flatMap((p: Payload, i) => {
    const type = ['paragraph', 'heading2', 'list-item', 'o-list-item', 'preformatted'][i % 5]!;
    return [
      {
        type,
        text: p.text,
        spans: [{ start: 0, end: Math.min(5, p.text.length), type: 'strong' }],
      },
      // The payload as a link's target: javascript:, data: and friends must never become an href.
      {
        type: 'paragraph',
        text: `link ${p.n}`,
        spans: [{ start: 0, end: 4, type: 'hyperlink', data: { url: p.text, target: '_blank' } }],
      },
    ];
  });
  const html = renderToStaticMarkup(createElement(RichText, { field: blocks }));
  await page.setContent(
    `<!doctype html><html><head><script>${SENTINEL_SCRIPT}</script></head><body>${html}</body></html>`,
  );
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href, 'rich text link').toMatch(/^(https?:|mailto:|tel:|\/)/i);
  for (const href of hrefs) expect(href, 'rich text link').not.toMatch(/^\/\//);
  expect(hrefs.length, 'links kept (same-origin and web links)').toBeGreaterThan(0);
  expect(await page.locator('p, h2, li, pre').count()).toBeGreaterThanOrEqual(PAYLOADS.length);
  await expectNoExecution(page, seen, 'rich text');
});

// Each payload is typed as a search term would be: the address the header's search box submits
// to (searchPath: at most 128 characters, trimmed, URL-encoded), loaded as a full page, so the
// server's HTML (title, heading, results) carries the term and the browser parses it. The heading
// must show the term as plain text: the payload did reach the page. (`/search?q=` is not that
// page: without a `search` parameter it redirects to Home and the term never reaches a page.)
test(`search terms: ${PAYLOADS.length} payloads in the search box and results page`, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext();
  const queue = [...PAYLOADS];
  let visited = 0;
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      const page = await context.newPage();
      const seen = await watch(page);
      for (let p = queue.shift(); p; p = queue.shift()) {
        const path = searchPath(p.text);
        expect(path, `search path for #${p.n}`).not.toBeNull();
        await page.goto(path!, { waitUntil: 'load' });
        await expect(page.getByTestId('search-title'), `search #${p.n}`).toContainText(
          p.text.slice(0, SEARCH_MAX_LENGTH).trim(),
        );
        await expectNoExecution(page, seen, `search #${p.n}`);
        visited++;
      }
    }),
  );
  expect(visited).toBe(PAYLOADS.length);
  await context.close();
});

test(`customer names and addresses: ${PAYLOADS.length} payloads through registration and the address book`, async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // Names: a few registrations (each sends an e-mail), the rest of the corpus in address fields.
  const namePayloads = PAYLOADS.slice(0, 4);
  let namesAccepted = 0;
  for (const p of namePayloads) {
    try {
      await registerConfirmedCustomer('xss', {
        firstname: p.text.slice(0, 255),
        lastname: `L${p.n}`,
      });
      namesAccepted++;
    } catch {
      // Refused by validation: nothing stored, nothing to render.
    }
  }
  const { email, password } = await registerConfirmedCustomer('xss-book', {
    firstname: PAYLOADS[4]!.text,
    lastname: PAYLOADS[5]!.text,
  });
  const token = await customerToken(email, password);
  const fields = ['firstname', 'lastname', 'company', 'street0', 'street1', 'city'] as const;
  let placed = 0;
  let refused = 0;
  const rest = PAYLOADS.slice(6);
  for (let i = 0; i < rest.length; i += fields.length) {
    const group = rest.slice(i, i + fields.length).map((p) => p.text.slice(0, 255));
    const values: Record<string, string> = Object.fromEntries(
      fields.map((f, k) => [f, group[k] ?? 'x']),
    );
    const answer = await api(
      'mutation ($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }',
      {
        i: {
          firstname: values.firstname,
          lastname: values.lastname,
          company: values.company,
          street: [values.street0, values.street1],
          city: values.city,
          region: { region_code: 'TX' },
          postcode: '78701',
          country_code: 'US',
          telephone: '5125550100',
        },
      },
      token,
    );
    if (answer.errors?.length) refused += group.length;
    else placed += group.length;
  }
  console.info(
    `names accepted ${namesAccepted + 1}/${namePayloads.length + 1}; address payloads stored ${placed}, refused ${refused}`,
  );
  expect(placed).toBeGreaterThan(0);

  const seen = await watch(page);
  await signIn(context, token);
  for (const path of ['/customer/account/addresses', '/customer/account/dashboard', '/checkout']) {
    await page.goto(path);
    await expectNoExecution(page, seen, path);
  }
});
