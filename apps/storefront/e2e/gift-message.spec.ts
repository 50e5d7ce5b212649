// The payment step's gift message: From, To and Message are each required once the box is
// ticked ('Please complete this field'), and an order with a complete message is placed.
import { expect, test, type Page } from '@playwright/test';
import { addConfigurableToCart, expectNoSeriousA11yViolations } from './cart-helpers';

async function toPaymentStep(page: Page) {
  await addConfigurableToCart(page);
  await page.goto('/checkout');
  await page.getByTestId('continue-as-guest').click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await page.getByLabel('Email').fill('gift@example.com');
  const address = { 'First Name': 'Ada', 'Last Name': 'Lovelace', Street: '100 Congress Ave', City: 'Austin', 'Zip Code': '78701', 'Phone Number': '5125550100' };
  for (const [label, value] of Object.entries(address)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State').selectOption('TX');
  await page.getByTestId('save-shipping').click();
  await expect(page.getByTestId('shipping-method-form')).toBeVisible();
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);
}

test('a gift message needs From, To and Message, and goes with the order', async ({ page }) => {
  await toPaymentStep(page);
  await page.getByRole('radio', { name: 'Check / Money order' }).check();
  await page.getByRole('checkbox', { name: 'Add a gift message' }).check();
  const gift = page.getByRole('group', { name: 'Gift Message' });
  await expect(gift.getByRole('textbox', { name: 'From' })).toBeVisible();

  await page.getByTestId('place-order').click();
  for (const name of ['From', 'To', 'Message']) {
    const field = gift.getByRole('textbox', { name, exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please complete this field');
  }
  await expect(page).toHaveURL(/\/checkout\/billing$/);
  await expectNoSeriousA11yViolations(page);

  await gift.getByRole('textbox', { name: 'From', exact: true }).fill('Ada');
  await gift.getByRole('textbox', { name: 'To', exact: true }).fill('Charles');
  await gift.getByRole('textbox', { name: 'Message', exact: true }).fill('For the new lobby.');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
});
