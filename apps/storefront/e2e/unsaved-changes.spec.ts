// Unsaved changes at checkout (spec §4 Checkout order: a confirm-before-clear prompt): a click on
// the logo or any in-app link with a half-filled form asks first, with the catalogue's text;
// refusing keeps the shopper and what they typed, accepting leaves.
import { expect, test } from '@playwright/test';
import { addConfigurableToCart } from './cart-helpers';

const PROMPT = 'You have unsaved changes. Leave this page?';

test('a half-filled shipping form asks before an in-app link leaves it', async ({ page }) => {
  await addConfigurableToCart(page);
  await page.goto('/checkout');
  await page.getByTestId('continue-as-guest').click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  const logo = page.getByTestId('logo');

  // Nothing typed yet: the logo simply goes home.
  let asked = 0;
  page.on('dialog', () => void asked++);
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  expect(asked).toBe(0);
  page.removeAllListeners('dialog');

  await page.goto('/checkout/shipping');
  const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
  await firstName.fill('Ada');

  // Refused: the shopper stays, with what they typed.
  const refused = page.waitForEvent('dialog');
  const clickRefused = logo.click();
  const dialog = await refused;
  expect(dialog.type()).toBe('confirm');
  expect(dialog.message()).toBe(PROMPT);
  await dialog.dismiss();
  await clickRefused;
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(firstName).toHaveValue('Ada');

  // Accepted: the link goes on.
  page.once('dialog', (d) => void d.accept());
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
});
