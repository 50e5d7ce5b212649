// Recently viewed products: the last 8 product pages, on product pages and the empty cart, kept
// in browser storage (compressed, so the stored text is not the product data in clear).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './cart-helpers';
import { gql } from './catalog-helpers';

interface Item {
  sku: string;
  name: string;
  url_key: string;
}

async function tenProducts(): Promise<Item[]> {
  const data = await gql<{ products: { items: Item[] } }>(
    `{ products(search: "", filter: { archive: { eq: "0" } }, pageSize: 10, currentPage: 1) { items { sku name url_key } } }`,
  );
  expect(data.products.items.length).toBe(10);
  return data.products.items;
}

test('the last 8 product pages are shown on product pages and the empty cart', async ({ page }) => {
  const products = await tenProducts();
  const recent = page.getByTestId('recently-viewed');

  await page.goto(`/${products[0]!.url_key}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(products[0]!.name);
  // Only the current product has been seen: nothing to show yet, but the visit is stored.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed')))
    .not.toBeNull();
  await expect(recent).toHaveCount(0);
  const raw = (await page.evaluate(() => localStorage.getItem('recentlyViewed')))!;
  expect(raw).not.toContain(products[0]!.sku);

  for (const p of products.slice(1)) {
    await page.goto(`/${p.url_key}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
    await expect(recent).toBeVisible();
  }

  // On the tenth product page: the 8 product pages seen before it, newest first.
  const shown = recent.getByRole('listitem');
  await expect(shown).toHaveCount(8);
  const expected = products.slice(1, 9).reverse();
  await expect(shown.getByRole('link')).toHaveText(expected.map((p) => p.name));
  await expect(recent.getByRole('heading', { level: 2, name: 'Recently Viewed' })).toBeVisible();
  await expect(recent.getByRole('link', { name: products[0]!.name })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A link leads to that product page, which lists the others (not itself), newest first.
  await recent.getByRole('link', { name: expected[3]!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/${expected[3]!.url_key}\\.html$`));
  await expect(recent.getByRole('listitem')).toHaveCount(7);
  await expect(recent.getByRole('listitem').first()).toContainText(products[9]!.name);
  await expect(recent.getByRole('link', { name: expected[3]!.name })).toHaveCount(0);

  // The empty cart shows all 8, the latest visit first.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(recent.getByRole('listitem')).toHaveCount(8);
  await expect(recent.getByRole('link').first()).toHaveText(expected[3]!.name);
  await expectNoSeriousA11yViolations(page);
});

test('tampered storage shows no foreign links', async ({ page }) => {
  await page.goto('/cart');
  await page.evaluate(() => localStorage.setItem('recentlyViewed', 'not compressed text'));
  await page.reload();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
});
