// The payment step's gift message: From, To and Message are each required once the box is
// ticked ('Please complete this field'), and an order with a complete message is placed, paid by
// check / money order, which the demo offers to trade partners (docs/decisions/0558).
import { expect, test } from '@playwright/test';
import { signInAsTradePartner, toPaymentStepWithSavedAddress } from './account-helpers';
import { expectNoSeriousA11yViolations } from './cart-helpers';

test('a gift message needs From, To and Message, and goes with the order', async ({
  page,
  context,
}) => {
  await toPaymentStepWithSavedAddress(page, await signInAsTradePartner(context));
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
