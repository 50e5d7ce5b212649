// The store switcher saves the chosen view and loads the page again (a real reload, not an
// in-app navigation); on a landing URL the chosen view's landing page loads.
import { expect, test, type Page } from '@playwright/test';

const logo = (page: Page) => page.getByTestId('logo');

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
async function documentWasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { sameDocument?: boolean }).sameDocument === undefined,
  );
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('switching on a category page reloads that page for the other view', async ({ page }) => {
    await page.goto('/seating/lounge-chairs?utm_source=switch');
    await expect(logo(page)).toHaveAttribute('href', '/');
    await markDocument(page);
    const switcher = page.getByRole('navigation', { name: 'Store view' }).first();
    await switcher.getByRole('button', { name: 'Senior Living' }).click();
    await expect(logo(page)).toHaveAttribute('href', '/senior-living');
    expect(await documentWasReloaded(page)).toBe(true);
    await expect(page).toHaveURL(/\/seating\/lounge-chairs\?utm_source=switch$/);
    // Remembered: the home link keeps pointing at the chosen view.
    await page.goto('/cart');
    await expect(logo(page)).toHaveAttribute('href', '/senior-living');
  });

  test('switching on a landing page loads the chosen landing page', async ({ page }) => {
    await page.goto('/senior-living');
    await markDocument(page);
    await page
      .getByRole('navigation', { name: 'Store view' })
      .first()
      .getByRole('button', { name: 'Hospitality' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(logo(page)).toHaveAttribute('href', '/');
    expect(await documentWasReloaded(page)).toBe(true);
  });

  test('a switch request from another site is refused', async ({ page, request }) => {
    await page.goto('/');
    const res = await request.post('/store-view', {
      form: { view: 'charter_seniorliving' },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer switcher reloads the current page', async ({ page }) => {
    await page.goto('/cart');
    await markDocument(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer
      .getByRole('navigation', { name: 'Store view' })
      .getByRole('button', { name: 'Senior Living' })
      .click();
    await expect(logo(page)).toHaveAttribute('href', '/senior-living');
    await expect(page).toHaveURL(/\/cart$/);
    expect(await documentWasReloaded(page)).toBe(true);
  });
});
