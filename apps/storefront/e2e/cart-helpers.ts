// Helpers for the cart and checkout journeys. Facts come from the seed (DEMO_FACTS,
// DEMO_PROMOTIONS) and from the commerce API itself.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_FACTS, gql } from './catalog-helpers';
export { DEMO_PROMOTIONS } from '../../commerce/src/seed/promotions';

/** An in-stock variant of the demo configurable product, with the labels that select it. */
export async function inStockVariant(): Promise<{ sku: string; attributes: { code: string; label: string }[] }> {
  const data = await gql<{
    products: { items: { variants: { attributes: { code: string; label: string }[]; product: { sku: string; stock_status: string } }[] }[] };
  }>(
    `query ($k: String!) { products(filter: { url_key: { eq: $k } }) { items { ... on ConfigurableProduct {
       variants { attributes { code label } product { sku stock_status } } } } } }`,
    { k: DEMO_FACTS.configurable.urlKey },
  );
  const variants = data.products.items[0]!.variants.filter((v) => v.product.stock_status === 'IN_STOCK');
  const v = variants.find((x) => x.product.sku === DEMO_FACTS.configurable.variantSku) ?? variants[0];
  if (!v) throw new Error('No in-stock variant');
  return { sku: v.product.sku, attributes: v.attributes };
}

/** Adds the demo configurable product (chosen by its swatches) from its product page. */
export async function addConfigurableToCart(page: Page): Promise<string> {
  const variant = await inStockVariant();
  await page.goto(`/${DEMO_FACTS.configurable.requestPath}`);
  const button = page.getByTestId('add-to-cart');
  await expect(button).toBeDisabled();
  for (const a of variant.attributes) {
    await page.locator(`[data-option="${a.code}"]`).getByRole('radio', { name: a.label, exact: true }).check();
  }
  await expect(page.getByTestId('product-sku')).toHaveText(variant.sku);
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Product Added to Cart' });
  await expect(dialog).toBeVisible();
  return variant.sku;
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(blocking).toEqual([]);
}
