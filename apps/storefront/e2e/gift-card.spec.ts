// Gift card journey: choose an amount and a recipient on the gift card's page, see them on the
// cart line, and check out without a shipping address (a cart of gift cards is virtual).
import { expect, test } from '@playwright/test';
import { fillApprovedCard } from './cart-helpers';
import { DEMO_FACTS } from './catalog-helpers';

test.describe('gift card', () => {
  test('adds a gift card for a recipient and checks out without shipping', async ({ page }) => {
    await page.goto(`/${DEMO_FACTS.giftCard.urlKey}.html`);
    const options = page.getByTestId('gift-card-options');
    await expect(options).toBeVisible();
    const button = page.getByTestId('add-to-cart');
    await expect(button).toBeDisabled();

    // Messages appear once a field has been left.
    const recipientEmail = options.getByLabel(/^Recipient Email/);
    await recipientEmail.focus();
    await recipientEmail.blur();
    await expect(options.getByText('This field is required.')).toBeVisible();
    await recipientEmail.fill('grace');
    await recipientEmail.blur();
    await expect(options.getByText('Please enter a valid email.')).toBeVisible();

    await options.getByRole('radio', { name: '$100.00' }).check();
    await options.getByLabel(/^Sender Name/).fill('Ada');
    await options.getByLabel(/^Sender Email/).fill('ada@example.com');
    await options.getByLabel(/^Recipient Name/).fill('Grace');
    await recipientEmail.fill('grace@example.com');
    await options.getByLabel(/^Message/).fill('Welcome to the new office');
    await expect(options.getByTestId('gift-card-error')).toHaveCount(0);
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Product Added to Cart' })).toBeVisible();

    await page.goto('/cart');
    const line = page.getByTestId('cart-item');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('$100.00');
    await expect(line).toContainText('Grace <grace@example.com>');
    await expect(line).toContainText('Welcome to the new office');

    await page.goto('/checkout');
    await page.getByTestId('continue-as-guest').click();
    // No shipping step: straight to payment, which asks for the e-mail and a billing address.
    await expect(page).toHaveURL(/\/checkout\/billing$/);
    await page.getByLabel('Email').fill('buyer@example.com');
    for (const [label, value] of Object.entries({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Street: '100 Congress Ave',
      City: 'Austin',
      'Zip Code': '78701',
      'Phone Number': '5125550100',
    })) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('State').selectOption('TX');
    // Guests pay by card (the offline methods are for trade accounts).
    await fillApprovedCard(page);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
    await expect(page.getByTestId('order-number')).toBeVisible();
  });
});
