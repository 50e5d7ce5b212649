// Product page extras: a gallery video plays in place in the provider's player (its host answered
// here, so the browser never leaves this machine), and the cross-sells ('Complete the space').
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './cart-helpers';
import { DEMO_FACTS, gql } from './catalog-helpers';

test('a gallery video plays in place in the privacy-enhanced player', async ({ page }) => {
  // Stand-in for the provider's player page: no request leaves the machine.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><p>player</p>',
    }),
  );
  const res = await page.goto(`/${DEMO_FACTS.configurable.requestPath}`);
  expect(res?.headers()['content-security-policy']).toMatch(
    /frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/,
  );
  const gallery = page.getByTestId('product-gallery');
  await gallery
    .getByRole('button', { name: /Watch video/ })
    .first()
    .click();
  const play = gallery.getByRole('button', { name: /^▶?\s*Watch video/ }).last();
  await expect(play).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await play.click();
  const player = page.getByTestId('gallery-video-player');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+\?autoplay=1/,
  );
  await expect(player).toHaveAttribute('title', /^Watch video: /);
  await expect(player).toBeFocused();
  await expect(
    page.frameLocator('[data-testid="gallery-video-player"]').getByText('player'),
  ).toBeVisible();
});

test('cross-sells are shown as product tiles that lead to their pages', async ({ page }) => {
  const data = await gql<{
    products: {
      items: {
        sku: string;
        url_key: string;
        crosssell_products: { sku: string; name: string }[];
      }[];
    };
  }>(
    `{ products(search: "", filter: { archive: { eq: "0" } }, pageSize: 60, currentPage: 1) { items { sku url_key crosssell_products { sku name } } } }`,
  );
  const product = data.products.items.find((p) => p.crosssell_products.length > 0);
  expect(product).toBeTruthy();
  await page.goto(`/${product!.url_key}.html`);
  const section = page.getByRole('region', { name: 'Complete the space' });
  await expect(section).toBeVisible();
  const tiles = section.locator('article[data-sku]');
  await expect(tiles).toHaveCount(product!.crosssell_products.length);
  for (const c of product!.crosssell_products)
    await expect(section.locator(`article[data-sku="${c.sku}"]`)).toBeVisible();
  const first = product!.crosssell_products[0]!;
  await section.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page.getByTestId('product-sku')).toHaveText(first.sku);
});
