// Import and export in the console, against the real API and database: a dry run of a file with
// bad rows lists each problem by its line in the file, and importing that file fails writing
// nothing; a good file is checked, then imported with the progress bar reaching its end, and its
// products are then found through the storefront API; the products and orders downloads are CSV
// files with the expected header and the imported SKU; the whole import by keyboard alone; axe on
// every state of the page. Every product here has a SKU starting IMP-E2E-, which no other
// journey reads.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations, signInFromStart, tabTo } from './helpers';

test.describe.configure({ mode: 'serial' });

const PRODUCT_HEADER =
  'sku,product_type,attribute_set_code,name,description,short_description,price,special_price,' +
  'special_price_from_date,special_price_to_date,qty,is_in_stock,product_online,visibility,' +
  'categories,url_key,base_image,base_image_label';

// Lines: 1 header, 2 good, 3 no name, 4 blank, 5 bad price, 6-7 a two-line name with a bad
// quantity, 8 a row with too few cells.
const BAD_FILE = [
  'sku,name,price,qty',
  'IMP-E2E-BAD-1,Imported Good Stool,12.00,5',
  'IMP-E2E-BAD-2,,19.50,3',
  '',
  'IMP-E2E-BAD-3,Bad Price Stool,12.999,1',
  'IMP-E2E-BAD-4,"Two-line',
  'name",10.00,1.5',
  'IMP-E2E-BAD-5,Short Row',
  '',
].join('\n');

/**
 * The SKU prefix of this attempt's products. The file runs in order (serial), and a retry runs
 * every test again on the database the failed attempt wrote to: a retry's products get SKUs of
 * their own, so its dry run again finds only new products.
 */
function skuPrefix(kind: 'GOOD' | 'KEY'): string {
  const retry = test.info().retry;
  return `IMP-E2E-${kind}${retry ? `R${retry}` : ''}-`;
}

const goodFile = (p: string) =>
  [
    'sku,name,price,qty,description',
    `${p}1,Imported Oak Stool,149.00,12,"A stool, imported."`,
    `${p}2,Imported Ash Bench,289.50,4,`,
    `${p}3,Imported Walnut Shelf,75.25,0,`,
    '',
  ].join('\n');

const keyboardFile = (p: string) => `sku,name,price,qty\n${p}1,Keyboard Imported Chair,99.00,7\n`;

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

async function openPage(page: Page) {
  await signInFromStart(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Import and export' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
}

async function noSeriousViolations(page: Page, where: string) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  expect(await seriousViolations(page), where).toEqual([]);
}

/** The cells of each body row of a table, as text. */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++)
    out.push((await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim()));
  return out;
}

/** Products whose SKU starts with the prefix, through the admin API as the signed-in operator. */
async function adminSkus(page: Page, prefix: string): Promise<string[]> {
  const r = await page.request.post('/admin-api/graphql', {
    data: {
      query:
        'query ($q: String) { adminProducts(query: $q, sort: SKU, page_size: 50) { items { sku } } }',
      variables: { q: prefix },
    },
  });
  const body = (await r.json()) as { data: { adminProducts: { items: { sku: string }[] } } };
  return body.data.adminProducts.items.map((p) => p.sku).filter((s) => s.startsWith(prefix));
}

test('a dry run lists every bad row by line and why; importing the file writes nothing', async ({
  page,
}) => {
  await openPage(page);
  await noSeriousViolations(page, 'import and export page');
  await page.getByLabel('CSV file').setInputFiles(csvFile('bad-products.csv', BAD_FILE));
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  const outcome = page.getByTestId('import-outcome');
  await expect(outcome).toHaveText(
    'The dry run found 4 problems. Nothing was imported: correct the file and check it again.',
  );
  const problems = page.getByRole('table', { name: /^Problems \(4\)/ });
  expect(await rowsOf(problems)).toEqual([
    ['3', '2', 'name', 'A new product needs a name.'],
    [
      '5',
      '3',
      'price',
      '"12.999" is not an amount like 129.99 (0 to 9999999.99, at most two decimals).',
    ],
    ['6', '4', 'qty', '"1.5" is not a whole number of 0 or more.'],
    ['8', '5', '–', 'The row has 2 cells; the header has 4.'],
  ]);
  await noSeriousViolations(page, 'dry run with problems');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(outcome).toHaveText(
    'The import failed and nothing was imported. The file has 4 problems.',
  );
  await expect(page.getByRole('table', { name: /^Problems \(4\)/ })).toBeVisible();
  expect(await adminSkus(page, 'IMP-E2E-BAD')).toEqual([]);
  await noSeriousViolations(page, 'failed import');
});

test('a good file is checked, imported with its progress to the end, and found in the shop', async ({
  page,
  request,
}) => {
  // The progress bar's width is set through the DOM, which the console's CSP allows.
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) cspViolations.push(m.text());
  });
  const good = skuPrefix('GOOD');
  await openPage(page);
  await page.getByLabel('CSV file').setInputFiles(csvFile('good-products.csv', goodFile(good)));
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  const outcome = page.getByTestId('import-outcome');
  await expect(outcome).toHaveText(
    'No problems in 3 rows: the import would create 3 products and update 0. Nothing is imported until you choose Import.',
  );
  expect(await adminSkus(page, good)).toEqual([]);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuemax', '3');
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByText('3 of 3 rows (100%)')).toBeVisible();
  await expect(outcome).toHaveText('Import finished: 3 products created, 0 updated.');
  await noSeriousViolations(page, 'finished import');
  expect(cspViolations).toEqual([]);

  expect(await adminSkus(page, good)).toEqual([`${good}1`, `${good}2`, `${good}3`]);
  const shop = await request.post('/graphql', {
    data: {
      query:
        'query ($s: [String]) { products(filter: { sku: { in: $s } }) { items { sku name price_range { minimum_price { final_price { value } } } } } }',
      variables: { s: [`${good}1`, `${good}2`] },
    },
  });
  const found = (await shop.json()) as {
    data: {
      products: {
        items: {
          sku: string;
          name: string;
          price_range: { minimum_price: { final_price: { value: number } } };
        }[];
      };
    };
  };
  expect(
    found.data.products.items
      .map((p) => [p.sku, p.name, p.price_range.minimum_price.final_price.value])
      .sort(),
  ).toEqual([
    [`${good}1`, 'Imported Oak Stool', 149],
    [`${good}2`, 'Imported Ash Bench', 289.5],
  ]);

  await page.goto('/admin/audit-log?entity_type=catalog_import_job');
  await expect(page.getByRole('cell', { name: 'products_imported' }).first()).toBeVisible();
});

test('the products and orders downloads are CSV files with their header and rows', async ({
  page,
}) => {
  await openPage(page);
  const [products] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download products CSV' }).click(),
  ]);
  expect(products.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await products.path()) as string, 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(PRODUCT_HEADER);
  const good = skuPrefix('GOOD');
  // The prefix is letters, digits and hyphens: nothing a pattern reads as special.
  expect(lines.find((l) => l.startsWith(`${good}1,`))).toMatch(
    new RegExp(`^${good}1,simple,Default,Imported Oak Stool,"A stool, imported\\.",,149\\.00,`),
  );

  const orderForm = page.getByRole('form', { name: 'Orders' });
  await orderForm.getByLabel('Placed from (UTC)').fill('2026-03-02');
  await orderForm.getByLabel('Placed to (UTC)').fill('2026-03-01');
  await orderForm.getByRole('button', { name: 'Download orders CSV' }).click();
  await expect(
    orderForm.getByText('The end date must not be before the start date.'),
  ).toBeVisible();
  await noSeriousViolations(page, 'orders range error');
  await orderForm.getByLabel('Placed to (UTC)').fill('');
  await orderForm.getByLabel('Placed from (UTC)').fill('');
  const [orders] = await Promise.all([
    page.waitForEvent('download'),
    orderForm.getByRole('button', { name: 'Download orders CSV' }).click(),
  ]);
  expect(orders.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const ordersText = await readFile((await orders.path()) as string, 'utf8');
  expect(ordersText.split('\r\n')[0]).toMatch(
    /^increment_id,created_at,status,state,customer_email,/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
});

test('import a file by keyboard alone', async ({ page }) => {
  const key = skuPrefix('KEY');
  await openPage(page);
  // Listened for before the key walk: Playwright turns on its file-chooser interception when the
  // first listener is added, and a Space that reaches the page before that opens no chooser.
  const chooserShown = page.waitForEvent('filechooser');
  const input = page.getByLabel('CSV file');
  await tabTo(page, input, { max: 40 });
  await page.keyboard.press('Space');
  const chooser = await chooserShown;
  await chooser.setFiles(csvFile('keyboard.csv', keyboardFile(key)));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Check the file (dry run)' })).toBeFocused();
  await page.keyboard.press('Enter');
  const outcome = page.getByTestId('import-outcome');
  await expect(outcome).toHaveText(/^No problems in 1 row: the import would create 1 product/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await expect(outcome).toHaveText('Import finished: 1 product created, 0 updated.');
  expect(await adminSkus(page, key)).toEqual([`${key}1`]);
});
