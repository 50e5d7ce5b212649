// Guest checkout journeys: shipping step (also keyboard only), payment with the sandbox cards
// (approved and declined), validation and axe on each step. Guests are offered the card only: the
// offline methods are for trade and design partners (docs/decisions/0558, checkout-offline.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { addConfigurableToCart, expectNoSeriousA11yViolations } from './cart-helpers';

const ADDRESS = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Street: '100 Congress Ave',
  City: 'Austin',
  'Zip Code': '78701',
  'Phone Number': '5125550100',
};

async function fillShipping(page: Page, email = 'buyer@example.com') {
  await page.getByLabel('Email').fill(email);
  for (const [label, value] of Object.entries(ADDRESS))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State').selectOption('TX');
}

async function toPaymentStep(page: Page) {
  await addConfigurableToCart(page);
  await page.goto('/checkout');
  await page.getByTestId('continue-as-guest').click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await fillShipping(page);
  await page.getByTestId('save-shipping').click();
  await expect(page.getByTestId('shipping-method-form')).toBeVisible();
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);
}

async function payByCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiration Month').fill('12');
  await page.getByLabel('Expiration Year').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVV').fill('123');
  await page.getByTestId('place-order').click();
}

test.describe('checkout', () => {
  test('entry offers guest checkout or sign in; empty cart has nothing to check out', async ({
    page,
  }) => {
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-empty')).toBeVisible();
    await addConfigurableToCart(page);
    await page.goto('/checkout');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Continue as Guest' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      /\/customer\/account\/login/,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('guest checkout with an approved card ends on the success page with the order number', async ({
    page,
  }) => {
    await toPaymentStep(page);
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByTestId('order-summary')).toContainText('Order Total');
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const number = new URL(page.url()).searchParams.get('order')!;
    expect(number).toMatch(/^\d{6,}$/);
    await expect(page.getByTestId('order-number')).toContainText(number);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });

  test('the place-order button shows Processing... while the order is being placed', async ({
    page,
  }) => {
    await toPaymentStep(page);
    // Hold the place-order submit (the server action's POST) until the button has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(
      (url) => url.pathname === '/checkout/billing',
      async (route) => {
        const request = route.request();
        if (request.method() === 'POST' && request.headers()['next-action']) {
          held = true;
          await released;
        }
        await route.continue();
      },
    );
    const button = page.getByTestId('place-order');
    await expect(button).toHaveText('Complete order');
    await payByCard(page, '4242 4242 4242 4242');
    await expect(button).toHaveText('Processing...');
    await expect(button).toBeDisabled();
    expect(held).toBe(true);
    release();
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  });

  test('a declined card shows the declined message, clears the card fields, and places no order', async ({
    page,
  }) => {
    await toPaymentStep(page);
    await payByCard(page, '4000 0000 0000 0002');
    await expect(page.getByTestId('checkout-error')).toHaveText(
      'We are sorry, your transaction has been declined. Please try again later.',
    );
    await expect(page).toHaveURL(/\/checkout\/billing$/);
    await expect(page.getByLabel('Card Number')).toHaveValue('');
    await expect(page.getByLabel('CVV')).toHaveValue('');
    // The cart is still active: no order was created from it.
    await page.goto('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
  });

  test('card validation messages; a guest is offered no offline payment method', async ({
    page,
  }) => {
    await toPaymentStep(page);
    await expect(page.getByRole('radio', { name: 'Check / Money order' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Purchase Order' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await page.getByLabel('Card Number').fill('4242 4242 4242 4241');
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('error-summary')).toContainText(
      'Please enter a valid card number.',
    );
    await expect(page.getByTestId('error-summary')).toContainText('Please enter a valid month.');
    await expect(page.getByLabel('Card Number')).toBeFocused();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  });

  test('shipping step: errors only after touch, focus to the first error, all by keyboard', async ({
    page,
  }) => {
    await addConfigurableToCart(page);
    await page.goto('/checkout/shipping');
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByTestId('email-error')).toHaveCount(0);
    await page.getByTestId('save-shipping').click();
    await expect(page.getByTestId('error-summary')).toContainText('Please enter a valid email.');
    await expect(page.getByLabel('Email')).toBeFocused();

    // Keyboard only from here: type, Tab between fields, Enter to submit.
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    const values = ['Ada', 'Lovelace', '', '100 Congress Ave', '', 'Austin'];
    for (const v of values) {
      if (v) await page.keyboard.type(v);
      await page.keyboard.press('Tab');
    }
    // Country select (United States is the default), then State.
    await expect(page.getByLabel('Country')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('State')).toBeFocused();
    await page.keyboard.type('Texas');
    await page.keyboard.press('Tab');
    await page.keyboard.type('78701');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5125550100');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('shipping-method-form')).toBeVisible();
    await expect(page.getByLabel('State')).toHaveValue('TX');
    // Saving the address takes focus on to the shipping methods.
    await expect(page.locator('#shipping-methods-title')).toBeFocused();
    const firstMethod = page.getByTestId('shipping-method-form').getByRole('radio').first();
    await firstMethod.focus();
    await expect(firstMethod).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('continue-to-payment')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/billing$/);
  });
});
