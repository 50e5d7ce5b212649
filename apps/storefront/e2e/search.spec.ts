// Header search: suggestion tiles after typing, 'See All Results' to the search page, and the search
// page's loading title.
import { expect, test, type Page } from '@playwright/test';
import { SLOW_SEARCH_WORD, XSS_PRODUCT } from './xss-payloads';

test('typing in the header search shows suggestion tiles that lead to a product', async ({
  page,
}) => {
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Search results for oak table \(\d+\)$/,
  );
});

/** The RSC answer of the next client navigation to `pathname` (not a prefetch), read as it passes. */
function navigationAnswer(page: Page, pathname: string): Promise<string> {
  return new Promise<string>((resolve) => {
    void page.route(
      (url) => url.pathname === pathname,
      async (route) => {
        const headers = route.request().headers();
        if (!headers['rsc'] || headers['next-router-prefetch']) return route.continue();
        const response = await route.fetch();
        const body = await response.text();
        resolve(body);
        await route.fulfill({ response, body });
      },
    );
  });
}

async function searchFromHeader(page: Page, term: string) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill(term);
  await box.press('Enter');
}

// The search page waits a moment for its results (docs/decisions/1239): a quick search answers
// with them, and only a slow one sends the loading title first and the results after it.
test('a quick search answers with its results at once, with no loading title before them', async ({
  page,
}) => {
  // A search the storefront has already run answers from its cache, well inside the wait.
  expect((await page.request.get('/search/lounge%20chair')).ok()).toBe(true);
  const html = await (await page.request.get('/search/lounge%20chair')).text();
  expect(html).toContain('Search results for lounge chair (');
  expect(html).not.toContain('Searching for lounge chair…');

  await page.goto('/');
  const answer = navigationAnswer(page, '/search/lounge%20chair');
  await searchFromHeader(page, 'lounge chair');
  const body = await answer;
  expect(body).toContain('Search results for lounge chair (');
  expect(body).not.toContain('Searching for lounge chair…');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Search results for lounge chair \(\d+\)$/,
  );
});

test.describe('a slow search', () => {
  // The quiet storefront's API calls pass through a proxy that holds every call about a term
  // containing 'slowsearch' until the test releases the term (e2e/fixtures/slow-api.ts). Each run
  // searches for a new term, which no cache has answered before.
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
  const quiet = `http://127.0.0.1:${Number(process.env.E2E_QUIET_PORT ?? webPort + 2)}`;
  const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
  const slowApi = `http://127.0.0.1:${Number(process.env.E2E_SLOW_API_PORT ?? apiPort + 2)}`;
  const release = async (term: string) => {
    const res = await fetch(`${slowApi}/__slow/release?term=${encodeURIComponent(term)}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
  };
  const freshTerm = () => `slowsearch ${Date.now().toString(36)}`;
  const title = (term: string) => new RegExp(`^Search results for ${term} \\(\\d+\\)$`);

  test('from the header shows the loading title until the results replace it', async ({ page }) => {
    const term = freshTerm();
    await page.goto(`${quiet}/`);
    await searchFromHeader(page, term);
    // The navigation's answer streams: the title shows while the search is still held.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Searching for ${term}…`);
    await expect(page).toHaveURL(`${quiet}/search/${encodeURIComponent(term)}`);
    await release(term);
    await expect(heading).toHaveText(title(term), { timeout: 15_000 });
    await expect(page.getByRole('main').getByText(`Searching for ${term}…`)).toHaveCount(0);
  });

  test('a tile keeps what an action showed in it when the page renders again quickly', async ({
    page,
  }) => {
    // The first answer is slow (the results stream in behind the loading title); the page the
    // action renders again answers at once, without that boundary, so React mounts the list anew
    // (docs/decisions/1341). The link 'Add to Compare' shows in the tile must survive that. The
    // word finds one product; a price bound of this run's own makes the search one no cache has
    // answered before.
    const bound = 1_000_000 + Math.floor(Math.random() * 8_000_000);
    await page.goto(
      `${quiet}/search/${SLOW_SEARCH_WORD}?q=${encodeURIComponent(`price:0_${bound}`)}`,
      { waitUntil: 'commit' },
    );
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Searching for ${SLOW_SEARCH_WORD}…`);
    await release(`${SLOW_SEARCH_WORD} ${bound}`);
    await expect(heading).toHaveText(`Search results for ${SLOW_SEARCH_WORD} (1)`, {
      timeout: 15_000,
    });
    const tile = page.locator(`article[data-sku="${XSS_PRODUCT.sku}"]`);
    const add = tile.getByRole('button', { name: /^Add to Compare: / });
    const name = (await add.getAttribute('aria-label'))!.replace('Add to Compare: ', '');
    await add.click();
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: `You added product ${name} to the comparison list.` }),
    ).toBeVisible();
    await expect(tile.getByRole('link', { name: 'Compare Products' })).toBeVisible();
    await expect(heading).toHaveText(`Search results for ${SLOW_SEARCH_WORD} (1)`);
  });

  test('opened by its address shows the loading title until the results replace it', async ({
    page,
  }) => {
    const term = freshTerm();
    await page.goto(`${quiet}/search/${encodeURIComponent(term)}`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Searching for ${term}…`);
    await release(term);
    await expect(heading).toHaveText(title(term), { timeout: 15_000 });
    await expect(page.getByRole('main').getByText(`Searching for ${term}…`)).toHaveCount(0);
  });
});
