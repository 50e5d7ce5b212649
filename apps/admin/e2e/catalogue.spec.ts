// The catalogue in the console, against the real API and database. Each journey first imports its
// own products (and the categories their rows name) through the admin API, with a name and SKU
// no other journey uses: find a product by SKU and by name words, edit its name and price (with
// field errors from the form and from the API), see them after a reload and in the storefront
// API; rename, disable and move a category; change stock by keyboard only, and be asked before
// leaving unsaved changes. axe on each page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, seriousViolations, signInFromStart, tabTo } from './helpers';

test.describe.configure({ mode: 'serial' });

type Json = Record<string, unknown>;

async function adminCall<T>(
  request: APIRequestContext,
  query: string,
  variables: Json,
  csrf?: string,
): Promise<T> {
  const r = await request.post('/admin-api/graphql', {
    data: { query, variables },
    headers: csrf ? { 'x-csrf-token': csrf } : {},
  });
  const body = (await r.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A short text no other run or journey uses, for names, SKUs and URL keys. */
const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Creates products (and the categories their rows name) with a real import, as an operator. */
async function importProducts(request: APIRequestContext, rows: Record<string, string>[]) {
  const { adminSignIn } = await adminCall<{ adminSignIn: { csrf_token: string } }>(
    request,
    'mutation ($e: String!, $p: String!) { adminSignIn(email: $e, password: $p) { csrf_token } }',
    { e: DEMO.email, p: DEMO.password },
  );
  const csrf = adminSignIn.csrf_token;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const csv = [
    columns.join(','),
    ...rows.map((r) => columns.map((c) => csvCell(r[c] ?? '')).join(',')),
  ]
    .join('\n')
    .concat('\n');
  type Job = { id: number; status: string; errors: { row: number; message: string }[] };
  const { adminStartProductImport: started } = await adminCall<{
    adminStartProductImport: { job: Job | null; errors: { message: string }[] };
  }>(
    request,
    `mutation ($csv: String!) { adminStartProductImport(csv: $csv, file_name: "journey.csv", dry_run: false) {
      job { id status errors { row message } } errors { message } } }`,
    { csv },
    csrf,
  );
  expect(started.errors).toEqual([]);
  const id = started.job?.id ?? 0;
  let job: Job | null = started.job;
  await expect
    .poll(
      async () => {
        ({ adminImportJob: job } = await adminCall<{ adminImportJob: Job | null }>(
          request,
          'query ($id: Int!) { adminImportJob(id: $id) { id status errors { row message } } }',
          { id },
        ));
        return job?.status;
      },
      { timeout: 60_000 },
    )
    .not.toBe('running');
  expect(job).toMatchObject({ status: 'succeeded', errors: [] });
}

async function storefrontName(request: APIRequestContext, sku: string): Promise<string | null> {
  const r = await request.post('/graphql', {
    data: {
      query: 'query ($s: String!) { products(filter: { sku: { eq: $s } }) { items { name } } }',
      variables: { s: sku },
    },
  });
  const body = (await r.json()) as { data?: { products: { items: { name: string }[] } } };
  return body.data?.products.items[0]?.name ?? null;
}

async function noSeriousViolations(page: Page, where: string) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  expect(await seriousViolations(page), where).toEqual([]);
}

async function openCatalogue(page: Page) {
  await signInFromStart(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
}

test('find a product by SKU and by name words, edit its name and price, see them after reload', async ({
  page,
  request,
}) => {
  const s = stampOf();
  const sku = `JRN-${s}-A`;
  const name = `Alder Journey Stool ${s}`;
  await importProducts(request, [
    { sku, name, price: '120.00', qty: '8', is_in_stock: '1', url_key: `jrn-${s}-a` },
    {
      sku: `JRN-${s}-B`,
      name: `Birch Journey Bench ${s}`,
      price: '90.00',
      qty: '3',
      url_key: `jrn-${s}-b`,
    },
  ]);
  await openCatalogue(page);
  await noSeriousViolations(page, 'product list');

  const search = page.getByLabel('SKU or name words');
  await search.fill(sku);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${sku}`));
  await expect(page.getByText('1 product, page 1 of 1')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$120.00');

  await search.fill(`stool ${s} alder`);
  await page.getByLabel('Status').selectOption('DISABLED');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('0 products, page 1 of 1')).toBeVisible();
  await page.getByLabel('Status').selectOption('ENABLED');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=ENABLED/);
  await expect(page.getByText('1 product, page 1 of 1')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('SKU or name words')).toHaveValue(`stool ${s} alder`);
  await page.getByRole('link', { name: sku }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('product-sku')).toHaveText(sku);
  await noSeriousViolations(page, 'product page');

  const nameField = page.getByLabel('Name', { exact: true });
  const price = page.getByLabel('Price (USD)', { exact: true });
  const urlKey = page.getByLabel('URL key');
  // The form's own check, then the API's: another product's URL key.
  await price.fill('12.345');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter an amount in dollars, like 129.99.')).toBeVisible();
  await price.fill('149.50');
  await urlKey.fill(`jrn-${s}-b`);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(urlKey).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was saved' })).toBeVisible();
  await noSeriousViolations(page, 'product page with field errors');

  const renamed = `Alder Journey Stool Mk II ${s}`;
  await urlKey.fill(`jrn-${s}-a`);
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${renamed}.` })).toBeVisible();
  await expect(urlKey).not.toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(renamed);
  await expect(page.getByLabel('Price (USD)', { exact: true })).toHaveValue('149.50');

  // The audit log holds the change, before and after.
  const productId = /products\/(\d+)/.exec(page.url())?.[1] ?? '';
  await page.goto(`/admin/audit-log?entity_type=product&entity_id=${productId}`);
  const entry = page.getByRole('row').filter({ hasText: 'product_updated' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(renamed);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // The storefront API (the same service) answers the new name for that SKU.
  await expect.poll(() => storefrontName(request, sku), { timeout: 40_000 }).toBe(renamed);

  await page.getByRole('link', { name: 'All products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByLabel('SKU or name words').fill(sku);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toContainText('$149.50');
});

test('rename, disable and move a category; its address follows', async ({ page, request }) => {
  const s = stampOf();
  const lamps = `Journey Lamps ${s}`;
  const rugs = `Journey Rugs ${s}`;
  await importProducts(request, [
    {
      sku: `JRN-${s}-L`,
      name: `Journey Lamp ${s}`,
      price: '40.00',
      categories: `Default Category/${lamps}`,
    },
    {
      sku: `JRN-${s}-R`,
      name: `Journey Rug ${s}`,
      price: '60.00',
      categories: `Default Category/${rugs}`,
    },
  ]);
  await openCatalogue(page);
  await page
    .getByRole('navigation', { name: 'Catalogue' })
    .getByRole('link', { name: 'Categories' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await noSeriousViolations(page, 'category tree');

  const tree = page.getByRole('navigation', { name: 'Category tree' });
  await tree.getByRole('link', { name: lamps }).click();
  await expect(page.getByRole('heading', { level: 2, name: lamps })).toBeVisible();
  const oldPath = (await page.getByTestId('category-path').textContent()) ?? '';
  expect(oldPath).toMatch(/^\/journey-lamps-/);
  await noSeriousViolations(page, 'category chosen');

  const lights = `Journey Lights ${s}`;
  await page.getByLabel('Category name').fill(lights);
  await page.getByRole('checkbox', { name: /^Enabled/ }).uncheck();
  await page.getByRole('button', { name: 'Save category' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Saved the category ${lights}.` }),
  ).toBeVisible();
  await expect(page.getByTestId('category-status')).toHaveText('Disabled');
  await expect(tree.getByRole('listitem').filter({ hasText: lights }).first()).toContainText(
    '(disabled)',
  );
  // A rename keeps the address.
  await expect(page.getByTestId('category-path')).toHaveText(oldPath);

  await page.getByLabel('Parent category').selectOption({ label: `Default Category / ${rugs}` });
  await page.getByRole('button', { name: 'Move category' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Moved ${lights} below ${rugs}.` }),
  ).toBeVisible();
  await expect(page.getByTestId('category-path')).toHaveText(/^\/journey-rugs-.+\/journey-lamps-/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: lights })).toBeVisible();
  await expect(page.getByTestId('category-status')).toHaveText('Disabled');
  await expect(page.getByRole('checkbox', { name: /^Enabled/ })).not.toBeChecked();
  await expect(
    tree.getByRole('listitem').filter({ hasText: rugs }).getByRole('link', { name: lights }),
  ).toBeVisible();
  await noSeriousViolations(page, 'category moved');
  await page
    .getByRole('navigation', { name: 'Catalogue' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test('change stock by keyboard only; leaving unsaved changes asks first', async ({
  page,
  request,
}) => {
  const s = stampOf();
  const sku = `JRN-${s}-K`;
  const name = `Keyboard Journey Table ${s}`;
  await importProducts(request, [{ sku, name, price: '300.00', qty: '5', is_in_stock: '1' }]);
  await signInFromStart(page);
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await tabTo(page, page.getByLabel('SKU or name words'), { max: 40 });
  await page.keyboard.type(sku);
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 product, page 1 of 1')).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: sku }), { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const qty = page.getByLabel('Quantity');
  await tabTo(page, qty, { max: 40 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('0');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Stock status')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Stock status')).toHaveValue('no');
  await tabTo(page, page.getByRole('button', { name: 'Save product' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Saved ${name}.` })).toBeVisible();

  // An unsaved change: leaving asks, and staying keeps it.
  await tabTo(page, page.getByLabel('Name', { exact: true }), { back: true, max: 80 });
  await page.keyboard.press('End');
  await page.keyboard.type(' draft');
  await tabTo(page, page.getByRole('link', { name: 'All products' }), { back: true, max: 20 });
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving your changes?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await noSeriousViolations(page, 'unsaved changes question');
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} draft`);
  // The browser's Back button asks too; staying keeps the page and the change.
  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} draft`);
  await tabTo(page, page.getByRole('button', { name: 'Discard changes' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);

  await page.reload();
  await expect(page.getByLabel('Quantity')).toHaveValue('0');
  await expect(page.getByLabel('Stock status')).toHaveValue('no');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
});

test('add, describe, reorder and remove a product’s images', async ({ page, request }) => {
  const s = stampOf();
  const sku = `JRN-${s}-I`;
  const name = `Image Journey Sofa ${s}`;
  await importProducts(request, [{ sku, name, price: '800.00', qty: '2', is_in_stock: '1' }]);
  await openCatalogue(page);
  await page.getByLabel('SKU or name words').fill(sku);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: sku }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('This product has no images.')).toBeVisible();

  const file = page.getByLabel('Image URL or media path');
  const alt = page.getByLabel('Alternative text', { exact: true });
  const add = page.getByRole('button', { name: 'Add image' });
  await file.fill(`https://images.example.com/${s}/front.jpg`);
  await add.click();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Describe the image for people who cannot see it.')).toBeVisible();
  await alt.fill('The sofa from the front');
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Added the image.' })).toBeVisible();
  await file.fill(`https://images.example.com/${s}/front.jpg`);
  await alt.fill('The same picture again');
  await add.click();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The product already has this image.').first()).toBeVisible();
  await file.fill(`https://images.example.com/${s}/side.jpg`);
  await alt.fill('The sofa from the side');
  await add.click();
  await expect(page.getByRole('heading', { level: 3, name: 'Image 2' })).toBeVisible();
  await noSeriousViolations(page, 'product images');

  await page.getByRole('button', { name: 'Move image 2 up' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Image 2 is now image 1.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Alternative text of image 1')).toHaveValue(
    'The sofa from the side',
  );
  await page.getByLabel('Alternative text of image 2').fill('The sofa, front view');
  await page
    .getByRole('form', { name: 'Image 2' })
    .getByRole('button', { name: 'Save alternative text' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved the alternative text of image 2.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed image 1.' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: /^Image/ })).toHaveCount(1);
  await expect(page.getByLabel('Alternative text of image 1')).toHaveValue('The sofa, front view');
  await expect(page.getByText(`https://images.example.com/${s}/front.jpg`)).toBeVisible();
});
