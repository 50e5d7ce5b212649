// Product page: details, variant switching, customizable options, inert add-to-cart.
import { expect, test } from '@playwright/test';
import { DEMO_FACTS, gql } from './catalog-helpers';

test.describe('product page', () => {
  test('switches the variant when swatches complete a combination', async ({ page }) => {
    const facts = DEMO_FACTS.configurable;
    const data = await gql<{
      products: {
        items: {
          variants: { attributes: { code: string; label: string }[]; product: { sku: string } }[];
        }[];
      };
    }>(
      `query ($k: String!) { products(filter: { url_key: { eq: $k } }) { items { ... on ConfigurableProduct {
         variants { attributes { code label } product { sku } } } } } }`,
      { k: facts.urlKey },
    );
    const variant = data.products.items[0]!.variants.find(
      (v) => v.product.sku === facts.variantSku,
    )!;
    expect(variant).toBeTruthy();

    await page.goto(`/${facts.requestPath}`);
    await expect(page.getByTestId('product-name')).toHaveText(facts.name);
    await expect(page.getByTestId('product-sku')).toHaveText(facts.sku);
    const imageBefore = await page.getByTestId('gallery-main-image').getAttribute('src');

    // Options appear in configurable_attribute position order.
    const order = await page
      .locator('[data-option]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-option')));
    expect(order).toEqual([...facts.optionOrder]);

    for (const a of variant.attributes) {
      await page
        .locator(`[data-option="${a.code}"]`)
        .getByRole('radio', { name: a.label, exact: true })
        .check();
    }
    await expect(page.getByTestId('product-sku')).toHaveText(facts.variantSku);
    await expect(page.getByTestId('stock-status')).toHaveText(/In stock|Out of stock/);
    const imageAfter = await page.getByTestId('gallery-main-image').getAttribute('src');
    expect(imageAfter).not.toBe(imageBefore);
  });

  test('sale product shows the regular price struck through and its custom options', async ({
    page,
  }) => {
    const facts = DEMO_FACTS.sale;
    await page.goto(`/${facts.urlKey}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(facts.name);
    const price = page.getByTestId('product-price');
    await expect(price).toContainText(
      `$${(facts.specialPrice / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await expect(price.locator('s')).toContainText(
      `$${(facts.price / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await expect(page.getByTestId('product-badges')).toContainText('Sale');
    const options = page.getByTestId('custom-options');
    await expect(options).toBeVisible();
    await expect(options.locator('input[type="text"], textarea').first()).toBeVisible();
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    await expect(page).toHaveTitle(new RegExp(facts.name));
  });

  test('gallery thumbnails are keyboard operable', async ({ page }) => {
    await page.goto(`/${DEMO_FACTS.configurable.requestPath}`);
    const thumbs = page.getByTestId('product-gallery').locator('ul button');
    expect(await thumbs.count()).toBeGreaterThan(1);
    await thumbs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumbs.nth(1)).toBeFocused();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('out-of-stock product says so; unknown product is not found', async ({ page }) => {
    await page.goto(`/${DEMO_FACTS.outOfStock.urlKey}.html`);
    await expect(page.getByTestId('stock-status')).toHaveText('Out of stock');
    const res = await page.goto('/no-such-product-anywhere.html');
    expect(res?.status()).toBe(404);
  });

  test('an old product URL redirects to the current one', async ({ page }) => {
    await page.goto(`/${DEMO_FACTS.productRedirect.from}`);
    await expect(page).toHaveURL(
      new RegExp(`/${DEMO_FACTS.productRedirect.to.replace('.', '\\.')}$`),
    );
  });
});
