// Purchase Order payment and a gift card account applied in the cart, through to the order.
// The offline methods are offered to trade and design partners only (docs/decisions/0558): these
// journeys are the seeded trade partner's; a guest sees only the card (checkout.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { signInAsTradePartner } from './account-helpers';
import {
  addConfigurableToCart,
  DEMO_PROMOTIONS,
  expectNoSeriousA11yViolations,
} from './cart-helpers';

/** From a cart with items to the payment step, shipping to the trade partner's saved address. */
async function toPaymentStep(page: Page, street: string) {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(
    page.getByTestId('address_choice-choices').getByRole('radio', { name: new RegExp(street) }),
  ).toBeChecked();
  await page.getByTestId('save-shipping').click();
  await expect(page.getByTestId('shipping-method-form')).toBeVisible();
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);
}

test.describe('offline payment and gift card accounts', () => {
  let street: string;
  test.beforeEach(async ({ context }) => {
    street = await signInAsTradePartner(context);
  });

  test('Purchase Order asks for its number, then places the order', async ({ page }) => {
    await addConfigurableToCart(page);
    await toPaymentStep(page, street);
    await page.getByRole('radio', { name: 'Purchase Order' }).check();
    const po = page.getByRole('textbox', { name: 'Purchase Order Number' });
    await expect(po).toBeVisible();
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('error-summary')).toContainText(
      'Please enter a purchase order number.',
    );
    await expect(page).toHaveURL(/\/checkout\/billing$/);
    await po.fill('PO-2026-0042');
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
    await expect(page.getByTestId('order-number')).toBeVisible();
  });

  test('a gift card account applied in the cart reduces the total and the rest is paid offline', async ({
    page,
  }) => {
    const card = DEMO_PROMOTIONS.giftCards.hundred;
    await addConfigurableToCart(page);
    await page.goto('/cart');
    const box = page.getByTestId('gift-card');
    await box.getByRole('button', { name: 'Apply' }).click();
    await expect(box).toContainText('Please enter a gift card code');
    await box.getByLabel('Enter gift card code').fill('GIFT-NOT-A-CARD');
    await box.getByRole('button', { name: 'Apply' }).click();
    await expect(
      box.getByText('The gift card code couldn’t be added. Verify your information and try again.'),
    ).toBeVisible();
    await box.getByLabel('Enter gift card code').fill(card.code);
    await box.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('gift-card-applied')).toHaveText(card.code);
    await expect(box).toContainText('Applied $100.00');
    await expect(page.getByTestId('cart-totals')).toContainText('Gift Card');
    await expectNoSeriousA11yViolations(page);

    await toPaymentStep(page, street);
    await expect(page.getByTestId('order-summary')).toContainText('Gift Card');
    await page.getByRole('radio', { name: 'Check / Money order' }).check();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  });
});
