// Content inside other views: the landing views' promo banner and reviews mosaic, the category
// landing block above a listing, and the side navigation (cms_nav) of content pages.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './cart-helpers';
import { DEMO_FACTS } from './catalog-helpers';

test('each landing view shows its own promo banner and reviews mosaic', async ({ page }) => {
  await page.goto('/');
  const promo = page.getByRole('region', { name: 'Quick-ship lounge seating in three weeks' });
  await expect(promo.getByRole('link', { name: 'See lead times' })).toHaveAttribute(
    'href',
    '/blog/lead-times-for-contract-orders',
  );
  const mosaic = page.getByRole('region', { name: 'What our clients say' });
  await expect(mosaic.getByTestId('reviews-mosaic').locator(':scope > li')).toHaveCount(4);
  await expect(
    mosaic.getByText('The lounge chairs still look new after two years of a busy bar trade.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/senior-living');
  await expect(page.getByRole('region', { name: 'Plan your dining room with us' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Loved by residents and staff' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What our clients say' })).toHaveCount(0);
});

test('a category with a landing document shows it above its listing', async ({ page }) => {
  await page.goto(`/${DEMO_FACTS.categories.loungeChairs.urlPath}`);
  const landing = page.getByTestId('category-landing');
  await expect(landing.getByText('Lounge seating for lobbies and bars')).toBeVisible();
  await expect(landing.getByRole('link', { name: 'Performance fabric guide' })).toHaveAttribute(
    'href',
    '/blog/choosing-performance-fabrics',
  );
  // Above the listing's own heading.
  const landingBox = await landing.boundingBox();
  const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(landingBox!.y).toBeLessThan(headingBox!.y);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/${DEMO_FACTS.categories.seniorLiving}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('category-landing')).toHaveCount(0);
});

test('content pages carry the side navigation with the current page marked', async ({ page }) => {
  await page.goto('/care-and-cleaning');
  const nav = page.getByRole('navigation', { name: 'Resources' });
  await expect(nav.getByRole('link', { name: 'Care and cleaning' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Spec sheets' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page);
  await nav.getByRole('link', { name: 'Where to buy' }).click();
  await expect(page).toHaveURL(/\/where-to-buy$/);
});
