// The cart page's gift card balance check (commerce docs/decisions/1306): a code in, its balance
// out, or why there is none; checking does not apply the card.
import { expect, test } from '@playwright/test';
import { api } from './auth-helpers';
import { addConfigurableToCart, DEMO_PROMOTIONS } from './cart-helpers';

test('checks a gift card balance on the cart page without applying the card', async ({ page }) => {
  const card = DEMO_PROMOTIONS.giftCards.hundred;
  await addConfigurableToCart(page);
  await page.goto('/cart');
  const box = page.getByTestId('gift-card-balance');
  await box.getByRole('button', { name: 'Check balance' }).click();
  await expect(box).toContainText('Please enter a gift card code');
  const field = box.getByLabel('Gift card code');
  await field.fill('GIFT-NOT-A-CARD');
  await box.getByRole('button', { name: 'Check balance' }).click();
  await expect(
    box.getByText('The gift card code is either incorrect or expired. Verify and try again.'),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Other journeys spend this demo card in the same run: the balance the API holds now is the
  // one the shopper must be told.
  const held = await api<{ giftCardAccount: { balance: { value: number } } }>(
    'query ($c: String!) { giftCardAccount(input: { gift_card_code: $c }) { balance { value } } }',
    { c: card.code },
  );
  expect(held.errors).toBeUndefined();
  const balance = held.data!.giftCardAccount.balance.value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  });
  await field.fill(card.code.toLowerCase());
  await box.getByRole('button', { name: 'Check balance' }).click();
  await expect(box.getByRole('status')).toHaveText(
    `Gift card ${card.code} has a balance of ${balance}.`,
  );
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  // Checking is not applying: the cart has no gift card.
  await expect(page.getByTestId('gift-card-applied')).toHaveCount(0);
});
