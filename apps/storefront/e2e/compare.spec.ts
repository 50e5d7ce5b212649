// Product comparison: 'Add to Compare' from tiles and the product page, the /compare table
// (remove, add to cart, clear all), the list surviving a reload and being merged at sign-in,
// accessibility, and the table at 375 px (sideways scroll with the row names fixed).
import { expect, test, type Page } from '@playwright/test';
import {
  cookieValue,
  registerConfirmedCustomer,
  signInWithCookie,
  customerToken,
  submitLogin,
} from './auth-helpers';
import { expectNoSeriousA11yViolations } from './cart-helpers';
import { DEMO_FACTS, gql, tileBySku } from './catalog-helpers';

interface Pick {
  sku: string;
  name: string;
  urlKey: string;
}

/** Simple, in-stock products without required options that a search for `term` lists. */
async function simpleProducts(term: string, count: number): Promise<Pick[]> {
  const data = await gql<{
    products: {
      items: {
        __typename: string;
        sku: string;
        name: string;
        url_key: string;
        stock_status: string;
        options?: { required: boolean }[] | null;
      }[];
    };
  }>(
    `query ($s: String!) { products(search: $s, pageSize: 20) { items { __typename sku name url_key stock_status
       ... on CustomizableProductInterface { options { required } } } } }`,
    { s: term },
  );
  const fit = data.products.items.filter(
    (p) =>
      p.__typename === 'SimpleProduct' &&
      p.stock_status === 'IN_STOCK' &&
      !(p.options ?? []).some((o) => o.required),
  );
  if (fit.length < count) throw new Error(`only ${fit.length} simple products for "${term}"`);
  return fit.slice(0, count).map((p) => ({ sku: p.sku, name: p.name, urlKey: p.url_key }));
}

const columns = (page: Page) => page.getByTestId('compare-product');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function addFromTile(page: Page, term: string, p: Pick) {
  await page.goto(`/search/${encodeURIComponent(term)}`);
  const tile = tileBySku(page, p.sku);
  await tile.getByRole('button', { name: `Add to Compare: ${p.name}` }).click();
  await expect(toast(page, `You added product ${p.name} to the comparison list.`)).toBeVisible();
  await expect(tile.getByRole('link', { name: 'Compare Products' })).toBeVisible();
}

test.describe('product comparison', () => {
  test('compares three products, removes one, adds one to the cart and keeps the list over a reload', async ({
    page,
    context,
  }) => {
    const term = 'chair';
    const [a, b] = await simpleProducts(term, 2);
    const configurable = DEMO_FACTS.configurable;

    await page.goto('/compare');
    await expect(page.getByTestId('compare-empty')).toContainText('You have no items to compare.');
    await expect(page.getByRole('banner').getByTestId('compare-link')).toHaveCount(0);

    await addFromTile(page, term, a!);
    await addFromTile(page, term, b!);
    await page.goto(`/${configurable.requestPath}`);
    await page.getByTestId('product-add-to-compare').click();
    await expect(
      toast(page, `You added product ${configurable.name} to the comparison list.`),
    ).toBeVisible();

    // The list uid is kept under the specification's key, never readable by page scripts.
    const uid = await cookieValue(context, 'comparisonProducts');
    expect(uid).toMatch(/^[A-Za-z0-9]{32}$/);
    expect((await context.cookies()).find((c) => c.name === 'comparisonProducts')?.httpOnly).toBe(
      true,
    );

    await page.getByRole('banner').getByRole('link', { name: 'Compare Products' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeVisible();
    await expect(columns(page)).toHaveCount(3);
    await expect(columns(page).nth(0)).toHaveAttribute('data-sku', a!.sku);
    await expect(columns(page).nth(1)).toHaveAttribute('data-sku', b!.sku);
    await expect(columns(page).nth(2)).toHaveAttribute('data-sku', configurable.sku);
    await expect(page.getByTestId('compare-count')).toHaveText('3 products');
    const table = page.getByTestId('compare-table');
    for (const row of ['SKU', 'Price', 'Availability', 'Short Description', 'Finish'])
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Availability/ })).toContainText('In stock');
    await expect(table.getByRole('row', { name: /^Price/ })).toContainText('$');
    // A configurable's options are chosen on its page.
    await expect(
      page.getByRole('link', { name: `Choose Options: ${configurable.name}` }),
    ).toHaveAttribute('href', `/${configurable.requestPath}`);

    await page.getByRole('button', { name: `Remove Product: ${b!.name}` }).click();
    await expect(
      toast(page, `You removed product ${b!.name} from the comparison list.`),
    ).toBeVisible();
    await expect(columns(page)).toHaveCount(2);
    await expect(page.getByTestId('compare-count')).toHaveText('2 products');

    await page.getByRole('button', { name: `Add to Cart: ${a!.name}` }).click();
    await expect(toast(page, `${a!.name} was added to your cart.`)).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page.reload();
    await expect(columns(page)).toHaveCount(2);
    await expect(columns(page).nth(0)).toHaveAttribute('data-sku', a!.sku);
    await expect(columns(page).nth(1)).toHaveAttribute('data-sku', configurable.sku);
    await expectNoSeriousA11yViolations(page);

    // Clear all asks first, then empties the list and drops the header link.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByTestId('compare-empty')).toContainText('You have no items to compare.');
    await expect(toast(page, 'You cleared the comparison list.')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('compare-link')).toHaveCount(0);
    expect(await cookieValue(context, 'comparisonProducts')).toBeUndefined();
  });

  test('keeps the table usable at 375 px: it scrolls sideways and the row names stay in place', async ({
    page,
  }) => {
    const term = 'table';
    const picks = await simpleProducts(term, 3);
    await page.setViewportSize({ width: 375, height: 740 });
    for (const p of picks) await addFromTile(page, term, p);
    // At this width the way to the table is the link shown after an add.
    await tileBySku(page, picks[2]!.sku).getByRole('link', { name: 'Compare Products' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(columns(page)).toHaveCount(3);
    const scroller = page.getByTestId('compare-scroller');
    const sizes = await scroller.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    // The page itself does not scroll sideways: only the table does.
    expect(
      (await scroller.boundingBox())!.x + (await scroller.boundingBox())!.width,
    ).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    const rowName = page
      .getByTestId('compare-table')
      .getByRole('rowheader', { name: 'SKU', exact: true });
    const lastSku = page.getByTestId('compare-sku').last();
    const before = { name: (await rowName.boundingBox())!, cell: (await lastSku.boundingBox())! };
    // Keyboard: the region takes focus and the arrow keys scroll it.
    await scroller.focus();
    await expect(scroller).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await scroller.evaluate((el) => el.scrollBy({ left: 10_000 }));
    const after = { name: (await rowName.boundingBox())!, cell: (await lastSku.boundingBox())! };
    expect(Math.abs(after.name.x - before.name.x)).toBeLessThan(1);
    expect(after.cell.x).toBeLessThan(before.cell.x - 50);
    await expect(lastSku).toBeInViewport();
  });

  test('merges the guest list into the customer list at sign-in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const customer = await registerConfirmedCustomer('compare');
    const [p] = await simpleProducts('sofa', 1).catch(() => simpleProducts('chair', 1));
    await page.goto(`/${p!.urlKey}.html`);
    await page.getByTestId('product-add-to-compare').click();
    await expect(toast(page, `You added product ${p!.name} to the comparison list.`)).toBeVisible();

    await page.goto('/customer/account/login');
    await submitLogin(page, customer.email, customer.password);
    // The sign-in page is under /customer/account too: wait for the dashboard it goes on to.
    await expect(page).toHaveURL(/\/customer\/account\/dashboard$/);
    await page.goto('/compare');
    await expect(columns(page)).toHaveCount(1);
    await expect(columns(page).first()).toHaveAttribute('data-sku', p!.sku);

    // The list is the customer's now: another browser signed in as the customer sees it too.
    const other = await browser.newContext();
    await signInWithCookie(other, baseURL!, await customerToken(customer.email, customer.password));
    const second = await other.newPage();
    await second.goto('/compare');
    await expect(columns(second)).toHaveCount(1);
    await expect(columns(second).first()).toHaveAttribute('data-sku', p!.sku);
    await other.close();
  });
});
