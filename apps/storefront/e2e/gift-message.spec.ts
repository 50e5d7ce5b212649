// The payment step's gift message: From, To and Message are each required once the box is
// ticked ('Please complete this field'), and an order with a complete message is placed.
import { expect, test, type Page } from '@playwright/test';
import { addConfigurableToCart, expectNoSeriousA11yViolations, guestToPaymentStep } from './cart-helpers';

async function toPaymentStep(page: Page) {
  await addConfigurableToCart(page);
  await guestToPaymentStep(page, 'gift@example.com');
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
