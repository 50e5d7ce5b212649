// Header search: suggestion tiles after typing, and 'See All Results' to the search page.
import { expect, test } from '@playwright/test';

test('typing in the header search shows suggestion tiles that lead to a product', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill('wa');
  // Two characters: nothing is suggested.
  await page.waitForTimeout(800);
  await expect(page.getByRole('list', { name: 'Suggested products' })).toHaveCount(0);

  await box.fill('walnut');
  const list = page.getByRole('list', { name: 'Suggested products' });
  await expect(list).toBeVisible();
  const links = list.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);
  const first = links.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/\.html$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("'See All Results' goes to the search page for the typed text", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('oak table');
  await page.getByRole('button', { name: 'See All Results' }).click();
  await expect(page).toHaveURL(/\/search\/oak%20table$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Search results for oak table \(\d+\)$/);
});

test('a search from the header streams the loading title ahead of the results', async ({ page }) => {
  await page.goto('/');
  // The client navigation's server answer (an RSC request that is not a prefetch): the loading
  // title is sent first, so it shows while the search runs; the results follow in the same stream.
  let answered: (body: string) => void = () => {};
  const answer = new Promise<string>((resolve) => (answered = resolve));
  await page.route(
    (url) => url.pathname === '/search/lounge%20chair',
    async (route) => {
      const headers = route.request().headers();
      if (!headers['rsc'] || headers['next-router-prefetch']) return route.continue();
      const response = await route.fetch();
      const body = await response.text();
      answered(body);
      await route.fulfill({ response, body });
    },
  );
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill('lounge chair');
  await box.press('Enter');
  const body = await answer;
  const loading = body.indexOf('Searching for lounge chair…');
  expect(loading).toBeGreaterThan(-1);
  expect(body.indexOf('Search results for lounge chair (')).toBeGreaterThan(loading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Search results for lounge chair \(\d+\)$/);
});
