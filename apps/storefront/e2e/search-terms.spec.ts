// Header search with search terms (spec §4 Search): after the lookup, a term whose redirect starts
// with the store's base address opens that page in the app, a term with another absolute address
// navigates the browser there, and a term without a redirect opens the results page. Submitting
// while the lookup is still answering waits for it. The external address is answered here
// (page.route): no request leaves the machine.
import { expect, test, type Page, type Route } from '@playwright/test';
import { CATALOG_PDF_URL } from '../../commerce/src/seed/search-terms';

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('searchbox', { name: 'Search products' });
}

/** The in-app navigation left the document in place: a marker set on window survives it. */
async function markDocument(page: Page) {
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('a term whose redirect is under the store address opens that page in the app', async ({
  page,
}) => {
  await page.goto('/');
  await markDocument(page);
  const box = await openSearch(page);
  await box.fill('  Caster ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/options\/caster-wheels$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caster Wheels');
  expect(await sameDocument(page)).toBe(true);
  // Input and suggestions were reset.
  const again = await openSearch(page);
  await expect(again).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Suggested products' })).toHaveCount(0);
});

test('a term with an absolute redirect navigates the browser to that address', async ({ page }) => {
  const navigations: string[] = [];
  await page.route(`${new URL(CATALOG_PDF_URL).origin}/**`, (route: Route) => {
    if (route.request().isNavigationRequest()) navigations.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Catalogue</title><h1>Charter catalogue</h1>',
    });
  });
  await page.goto('/');
  const box = await openSearch(page);
  await box.fill('catalog');
  await page.getByRole('button', { name: 'See All Results' }).click();
  await page.waitForURL(CATALOG_PDF_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charter catalogue');
  expect(navigations).toEqual([CATALOG_PDF_URL]);
});

test('a term without a redirect opens the results page for the encoded query', async ({ page }) => {
  await page.goto('/');
  const box = await openSearch(page);
  await box.fill('lounge chair');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/lounge%20chair$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Search results for lounge chair \(\d+\)$/,
  );
});

test('submitting while the lookup is answering waits for it, then follows the redirect', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/search-term?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const box = await openSearch(page);
  const lookup = page.waitForRequest((r) => r.url().includes('/api/search-term?q=caster'));
  await box.fill('caster');
  // The debounced lookup starts, and is held before it answers.
  await lookup;
  await box.press('Enter');
  await page.waitForTimeout(1_000);
  // Still waiting: not on the results page, nowhere else either, and the form says it is busy.
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(box.locator('xpath=ancestor::form')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL(/\/options\/caster-wheels$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caster Wheels');
});
