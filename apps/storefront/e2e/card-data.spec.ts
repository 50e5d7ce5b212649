// Card data never stays anywhere: after the browser checkout journeys (this file runs in the
// 'after-journeys' project, once every other journey is done, and pays by card itself too), no
// Luhn-valid 13-19 digit number may appear in the commerce service's log, in any text column of any
// table of its database, in the outbox e-mails, or in any API or storefront response seen here.
// docs/decisions/0975-card-data-scan.md.
import { expect, test, type Page } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { api, customerToken, registerConfirmedCustomer } from './auth-helpers';
import { signIn } from './account-helpers';
import { addConfigurableToCart, guestToPaymentStep } from './cart-helpers';
import { cardNumbersIn } from '@/lib/security/card-numbers';

/** Documents, server actions and data requests: what carries the shop's answers (not build assets). */
const BODY_KINDS = new Set(['document', 'fetch', 'xhr']);
const CARDS = [
  '4242 4242 4242 4242',
  '3782 822463 10005',
  '5555 5555 5555 4444',
  '4000 0000 0000 0002',
];

async function payAsGuest(page: Page, number: string, bodies: string[]) {
  page.on('response', async (res) => {
    if (!BODY_KINDS.has(res.request().resourceType())) return;
    try {
      bodies.push(await res.text());
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  await addConfigurableToCart(page);
  await guestToPaymentStep(page, 'card.scan@example.com');
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiration Month').fill('12');
  await page.getByLabel('Expiration Year').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVV').fill(number.replace(/\D/g, '').length === 15 ? '1234' : '123');
  await page.getByTestId('place-order').click();
}

/** Every text-like column of every table, as one string per row and column. */
async function dumpDatabase(dataDir: string): Promise<{ tables: number; values: string[] }> {
  // The service holds the embedded database open; read a copy of its files (without a lock file).
  const copy = mkdtempSync(path.join(tmpdir(), 'charter-card-scan-'));
  cpSync(dataDir, copy, {
    recursive: true,
    filter: (src) => !/lock/i.test(path.basename(src)) || src === dataDir,
  });
  const db = new PGlite({ dataDir: copy, extensions: { pg_trgm } });
  try {
    const columns = await db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`,
    );
    const tables = new Set(columns.rows.map((c) => c.table_name));
    const values: string[] = [];
    for (const { table_name, column_name } of columns.rows) {
      const rows = await db.query<{ v: string | null }>(
        `select "${column_name}"::text as v from "${table_name}"`,
      );
      for (const r of rows.rows) if (r.v) values.push(`${table_name}.${column_name}: ${r.v}`);
    }
    return { tables: tables.size, values };
  } finally {
    await db.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

test('no card number in the log, the database, the outbox or any response', async ({ browser }) => {
  test.setTimeout(240_000);
  const bodies: string[] = [];
  // Journeys of this file: guest card payments (approved and declined), and a customer's saved card.
  for (const number of CARDS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await payAsGuest(page, number, bodies);
    await page.waitForLoadState('networkidle');
    await context.close();
  }
  const { email, password } = await registerConfirmedCustomer('card-scan');
  const token = await customerToken(email, password);
  const orders = await api(
    `{ customer { orders { items { number payment_methods { name type additional_data { name value } } } } } customerPaymentTokens { items { details public_hash } } }`,
    {},
    token,
  );
  bodies.push(JSON.stringify(orders));
  const context = await browser.newContext();
  await signIn(context, token);
  const page = await context.newPage();
  page.on('response', async (res) => {
    if (BODY_KINDS.has(res.request().resourceType())) bodies.push(await res.text().catch(() => ''));
  });
  await page.goto('/customer/account/payment');
  await context.close();

  const found: string[] = [];
  const scan = (where: string, text: string) => {
    for (const n of cardNumbersIn(text)) found.push(`${where}: ${n}`);
  };

  // 1. The service's log (stdout and stderr, copied by the web server command).
  const log = process.env.E2E_API_LOG!;
  expect(existsSync(log), 'API log captured').toBe(true);
  const logText = readFileSync(log, 'utf8');
  expect(logText.length, 'API log has content').toBeGreaterThan(0);
  scan('api log', logText);

  // 2. The outbox.
  const outbox = process.env.E2E_OUTBOX_DIR!;
  const mails = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
  for (const f of mails) scan(`outbox ${f}`, readFileSync(path.join(outbox, f), 'utf8'));

  // 3. Every text column of every table.
  const dump = await dumpDatabase(process.env.E2E_DATA_DIR!);
  for (const v of dump.values) scan('database', v);

  // 4. Every response body this file saw (pages, server actions, API answers).
  bodies.forEach((b, i) => scan(`response ${i}`, b));

  console.info(
    `card scan: log ${logText.length} chars, ${mails.length} e-mails, ${dump.tables} tables / ${dump.values.length} values, ${bodies.length} response bodies; ${found.length} card numbers`,
  );
  expect(dump.tables).toBeGreaterThan(10);
  // The copy holds this run's orders, so the dump is the live data, not an empty database.
  expect(dump.values.filter((v) => v.startsWith('sales_order.')).length).toBeGreaterThan(0);
  expect(found).toEqual([]);
});
