// Route transitions and the fallback heading (spec §shell): a loading overlay covers the page while
// a navigation to another path is under way, and a visually hidden h1 (brand prefix plus humanised
// path) is added only when the page has no h1 of its own.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { categoryWithAtLeast } from './catalog-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

/** Playwright's clock, standing still: the overlay's give-up timer cannot end it. */
async function standingClock(page: Page): Promise<void> {
  const at = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 1_000));
}

test('the loading overlay covers the page until the next page has arrived', async ({ page }) => {
  // The request is held, so only the arrival of the page may end the overlay.
  await standingClock(page);

  await page.goto('/cart');
  await hydrated(page);
  const overlay = page.getByTestId('navigation-overlay');
  await expect(overlay).toHaveCount(0);

  // Hold the home page's RSC payload (the client navigation's request, prefetch included).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().headers()['rsc'] === '1') {
        held += 1;
        await released;
      }
      await route.continue();
    },
  );
  await page.getByTestId('logo').click();
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText('Loading…')).toBeAttached();
  expect(held).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/cart$/);

  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#landing-heading')).toBeVisible();
  await expect(overlay).toHaveCount(0);
});

test('a query-only change (sorting a listing) is shallow: no overlay while it loads', async ({
  page,
}) => {
  // A standing clock: a wrongly shown overlay stays (its give-up timer never fires).
  await standingClock(page);
  const { path } = await categoryWithAtLeast(2);
  await page.goto(`/${path}`);
  await hydrated(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(
    (url) => url.pathname === `/${path}` && url.searchParams.has('q'),
    async (route) => {
      if (route.request().headers()['rsc'] === '1') {
        held += 1;
        await released;
      }
      await route.continue();
    },
  );
  await page.getByLabel('Sort by').selectOption('name:DESC');
  await expect.poll(() => held).toBeGreaterThan(0);
  const overlay = page.getByTestId('navigation-overlay');
  // Checked at this moment, while the list is loading (a retrying assertion could wait it out).
  expect(await overlay.count()).toBe(0);
  release();
  await expect(page).toHaveURL(/q=s%3Aname%3ADESC/);
  expect(await overlay.count()).toBe(0);
});

test('a page with its own h1 gets no hidden one; a page without gets brand and path', async ({
  page,
}) => {
  await page.goto('/cart');
  await hydrated(page);
  const own = page.locator('h1:not([data-fallback-heading])');
  const fallback = page.locator('h1[data-fallback-heading]');
  await expect(own).toHaveCount(1);
  await expect(fallback).toHaveCount(0);

  // The page's own h1 goes (as when streamed content replaces it): the hidden one takes its place.
  await own.evaluate((h1) => h1.remove());
  await expect(fallback).toHaveCount(1);
  await expect(fallback).toHaveText('Charter Furniture - Cart');
  await expect(fallback).toHaveClass(/visually-hidden/);
  await expect(page.locator('h1')).toHaveCount(1);
});
