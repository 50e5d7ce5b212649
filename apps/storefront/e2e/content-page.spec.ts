// Content `page` documents at their own URL: title, rich text, image and a product carousel from
// SKUs; a page that does not exist is the 'Page not found' screen.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './cart-helpers';
import { DEMO_FACTS } from './catalog-helpers';

test('a content page renders its title, text, image and product carousel', async ({ page }) => {
  const res = await page.goto('/care-and-cleaning');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(/Care and cleaning/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Care and cleaning');
  await expect(page.getByRole('heading', { level: 2, name: 'Upholstery' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'fabric programme' }),
  ).toHaveAttribute('href', '/seating');
  await expect(page.getByRole('img', { name: 'Lounge chairs in a hotel lobby' })).toBeVisible();
  await expect(page.getByText('Performance fabrics resist stains and fading.')).toBeVisible();

  const carousel = page.getByRole('region', { name: 'Featured in this guide' });
  const tiles = carousel.getByTestId('content-carousel').locator(':scope > li');
  // The document's order; the unknown SKU is left out.
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0).locator('article')).toHaveAttribute(
    'data-sku',
    DEMO_FACTS.configurable.sku,
  );
  await expect(tiles.nth(1).locator('article')).toHaveAttribute('data-sku', DEMO_FACTS.sale.sku);
  await expectNoSeriousA11yViolations(page);

  await carousel.getByRole('link', { name: DEMO_FACTS.configurable.name }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO_FACTS.configurable.requestPath}$`));
});

test('a content page that does not exist is Page not found', async ({ page }) => {
  const res = await page.goto('/no-such-content-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('without a Prismic repository there is no preview script and the CSP does not allow it', async ({
  page,
}) => {
  const res = await page.goto('/care-and-cleaning');
  expect(res?.headers()['content-security-policy']).not.toContain('prismic');
  await expect(page.locator('script[src*="prismic"]')).toHaveCount(0);
});
