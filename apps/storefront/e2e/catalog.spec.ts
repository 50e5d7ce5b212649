// Category and search list pages: tiles and badges, sort, filters, clear-filters, infinite scroll.
import { expect, test } from '@playwright/test';
import {
  DEMO_FACTS,
  categoryPathOf,
  categoryWithAtLeast,
  itemCount,
  qParam,
  tileBySku,
  tiles,
} from './catalog-helpers';

test.describe('category page tiles', () => {
  test('shows New, Sale and Archived where the catalogue says so', async ({ page }) => {
    const cases = [
      { sku: DEMO_FACTS.newProduct.sku, flag: 'New' },
      { sku: DEMO_FACTS.sale.sku, flag: 'Sale' },
      { sku: DEMO_FACTS.archived.sku, label: 'Archived' },
    ];
    for (const c of cases) {
      const path = await categoryPathOf(c.sku);
      // Large page size so the product is on the first page whatever its position.
      await page.goto(`/${path}?q=${encodeURIComponent('ps:42')}`);
      const tile = tileBySku(page, c.sku);
      await expect(tile).toBeVisible();
      if (c.flag) await expect(tile.getByRole('list', { name: 'Badges' })).toContainText(c.flag);
      if (c.label) await expect(tile).toContainText(c.label);
      await expect(tile.getByRole('link')).toHaveAttribute('href', /\.html$/);
      await expect(tile).toContainText(/As low as \$\d/);
      await expect(tile.locator('img')).toHaveAttribute('alt', /.+/);
    }
  });

  test('an expired new product has no New flag and a product without marketing SKU shows its SKU', async ({
    page,
  }) => {
    const expired = DEMO_FACTS.newExpired.sku;
    await page.goto(`/${await categoryPathOf(expired)}?q=${encodeURIComponent('ps:42')}`);
    const tile = tileBySku(page, expired);
    await expect(tile).toBeVisible();
    await expect(
      tile.getByRole('list', { name: 'Badges' }).getByText('New', { exact: true }),
    ).toHaveCount(0);

    const noMarketing = DEMO_FACTS.saleWindow.sku;
    await page.goto(`/${await categoryPathOf(noMarketing)}?q=${encodeURIComponent('ps:42')}`);
    const windowTile = tileBySku(page, noMarketing);
    await expect(windowTile).toContainText(noMarketing);
    // Its special price is inside its date window, so it is on sale.
    await expect(windowTile.getByRole('list', { name: 'Badges' })).toContainText('Sale');
  });
});

test.describe('listing controls', () => {
  test('changing the sort changes q and the order of the list', async ({ page }) => {
    const { path } = await categoryWithAtLeast(10);
    await page.goto(`/${path}`);
    const names = () => tiles(page).locator('h3').allTextContents();
    const before = await names();
    const sort = page.getByLabel('Sort by');
    const descending = await sort
      .locator('option', { hasText: /name.*descending/i })
      .first()
      .getAttribute('value');
    expect(descending).toBe('name:DESC');
    await sort.selectOption('name:DESC');
    await expect(page).toHaveURL(/q=s%3Aname%3ADESC/);
    expect(qParam(page)).toBe('s:name:DESC');
    await expect.poll(names).not.toEqual(before);
    const desc = await names();
    expect(desc[0]!.localeCompare(desc[desc.length - 1]!)).toBeGreaterThanOrEqual(0);

    await page.getByLabel('Sort by').selectOption('name:ASC');
    await expect(page).toHaveURL(/s%3Aname%3AASC/);
    await expect.poll(async () => (await names())[0]).not.toBe(desc[0]);
    const asc = await names();
    expect(asc[0]!.localeCompare(asc[asc.length - 1]!)).toBeLessThanOrEqual(0);
  });

  test('applying a filter changes q, resets the page and reduces the count; clear-filters restores', async ({
    page,
  }) => {
    const { path } = await categoryWithAtLeast(30);
    await page.goto(`/${path}?q=${encodeURIComponent('p:2')}`);
    const total = await itemCount(page);
    await expect(tiles(page)).toHaveCount(Math.min(total, 42));

    // The first option, in any group, that narrows the list.
    const groups = page.locator('details[data-filter]');
    let picked: { code: string; count: number } | null = null;
    for (const g of await groups.all()) {
      const code = (await g.getAttribute('data-filter'))!;
      if (code === 'price') continue;
      if (!(await g.evaluate((el) => (el as HTMLDetailsElement).open)))
        await g.locator('summary').click();
      for (const label of await g.locator('label').all()) {
        const count = Number(
          ((await label.locator('span').last().textContent()) ?? '').replace(/\D/g, ''),
        );
        if (count > 0 && count < total) {
          await label.locator('input').check();
          picked = { code, count };
          break;
        }
      }
      if (picked) break;
    }
    expect(picked).not.toBeNull();
    await expect(page).toHaveURL(new RegExp(`q=${picked!.code}%3A`));
    expect(qParam(page)).not.toMatch(/(^|\|)p:/);
    await expect.poll(() => itemCount(page)).toBe(picked!.count);
    expect(picked!.count).toBeLessThan(total);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => itemCount(page)).toBe(total);
    expect(qParam(page)).toBe('');
  });

  test('infinite scroll appends the next page and records it in q', async ({ page }) => {
    const { path } = await categoryWithAtLeast(43);
    await page.goto(`/${path}`);
    await expect(tiles(page)).toHaveCount(21);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(tiles(page)).toHaveCount(42);
    await expect.poll(() => qParam(page)).toBe('p:2');
    // The tiles are distinct products, not the first page twice.
    const skus = await tiles(page)
      .locator('article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-sku')));
    expect(new Set(skus).size).toBe(42);
  });

  test('a page that starts beyond 1 renders the earlier pages too', async ({ page }) => {
    const { path } = await categoryWithAtLeast(43);
    await page.goto(`/${path}?q=${encodeURIComponent('p:2')}`);
    await expect(tiles(page)).toHaveCount(42);
  });
});

test.describe('search', () => {
  test('shows "Search results for {query} ({count})"', async ({ page }) => {
    const word = DEMO_FACTS.searchWords[0];
    await page.goto(`/search/${encodeURIComponent(word)}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(new RegExp(`^Search results for ${word} \\((\\d+)\\)$`));
    const count = Number(/\((\d+)\)/.exec((await title.textContent()) ?? '')![1]);
    expect(count).toBeGreaterThan(0);
    expect(await itemCount(page)).toBe(count);
    await expect(tiles(page).first()).toBeVisible();
  });

  test('the search parameter leads to the search page', async ({ page }) => {
    await page.goto('/search?search=oak');
    await expect(page).toHaveURL(/\/search\/oak$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Search results for oak \(\d+\)$/,
    );
  });
});

test.describe('archived products', () => {
  test('lists the archived products', async ({ page }) => {
    await page.goto('/products-archive');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archived Products');
    const tile = tileBySku(page, DEMO_FACTS.archived.sku);
    await expect(tile).toBeVisible();
    await expect(tile).toContainText('Archived');
    await expect(tiles(page).filter({ hasNotText: 'Archived' })).toHaveCount(0);
  });
});
