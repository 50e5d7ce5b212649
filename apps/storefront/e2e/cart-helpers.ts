// Helpers for the cart and checkout journeys. Facts come from the seed (DEMO_FACTS,
// DEMO_PROMOTIONS) and from the commerce API itself.
import { expect, type Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { DEMO_FACTS, gql } from './catalog-helpers';
export { DEMO_PROMOTIONS } from '../../commerce/src/seed/promotions';

/** An in-stock variant of the demo configurable product, with the labels that select it. */
export async function inStockVariant(): Promise<{
  sku: string;
  attributes: { code: string; label: string }[];
}> {
  const data = await gql<{
    products: {
      items: {
        variants: {
          attributes: { code: string; label: string }[];
          product: { sku: string; stock_status: string };
        }[];
      }[];
    };
  }>(
    `query ($k: String!) { products(filter: { url_key: { eq: $k } }) { items { ... on ConfigurableProduct {
       variants { attributes { code label } product { sku stock_status } } } } } }`,
    { k: DEMO_FACTS.configurable.urlKey },
  );
  const variants = data.products.items[0]!.variants.filter(
    (v) => v.product.stock_status === 'IN_STOCK',
  );
  const v =
    variants.find((x) => x.product.sku === DEMO_FACTS.configurable.variantSku) ?? variants[0];
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
    await page
      .locator(`[data-option="${a.code}"]`)
      .getByRole('radio', { name: a.label, exact: true })
      .check();
  }
  await expect(page.getByTestId('product-sku')).toHaveText(variant.sku);
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Product Added to Cart' });
  await expect(dialog).toBeVisible();
  return variant.sku;
}

/** A shipping address the checkout journeys type in (TX: sales tax applies). */
export const GUEST_ADDRESS = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Street: '100 Congress Ave',
  City: 'Austin',
  'Zip Code': '78701',
  'Phone Number': '5125550100',
  country: 'US',
  state: 'TX',
};

/** On /checkout/shipping as a guest: types the e-mail and address, saves, and waits for the methods. */
export async function fillGuestShipping(
  page: Page,
  email: string,
  address = GUEST_ADDRESS,
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  const { country, state, ...fields } = address;
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByLabel('Country').selectOption(country);
  await page.getByLabel('State').selectOption(state);
  await page.getByTestId('save-shipping').click();
  await expect(page.getByTestId('shipping-method-form')).toBeVisible();
}

/** From a filled cart to /checkout/billing as a guest, with the first shipping method. */
export async function guestToPaymentStep(
  page: Page,
  email: string,
  address = GUEST_ADDRESS,
): Promise<void> {
  await page.goto('/checkout');
  await page.getByTestId('continue-as-guest').click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await fillGuestShipping(page, email, address);
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(blocking).toEqual([]);
}

/**
 * Chooses the card on the payment step and types the sandbox's approved test card (no order is
 * placed yet). Guests and General customers are offered the card only (docs/decisions/0558).
 */
export async function fillApprovedCard(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration Month').fill('12');
  await page.getByLabel('Expiration Year').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVV').fill('123');
}
