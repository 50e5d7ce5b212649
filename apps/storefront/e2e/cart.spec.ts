// Cart journeys: empty cart, add a configurable product by its swatches, the added-to-cart dialog
// and toasts, the header badge, quantity update and removal, promo codes, stock failures, axe.
import { expect, test } from '@playwright/test';
import { DEMO_FACTS } from './catalog-helpers';
import {
  addConfigurableToCart,
  DEMO_PROMOTIONS,
  expectNoSeriousA11yViolations,
} from './cart-helpers';

test.describe('cart', () => {
  test('with no cart, /cart shows the empty message and the header has no badge', async ({
    page,
  }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByTestId('cart-empty')).toContainText(
      'You have no items in your shopping cart.',
    );
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a stale cart cookie is dropped and the cart shown empty', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'cart_id', value: 'NoSuchCartNoSuchCartNoSuchCart00', url: baseURL! },
    ]);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'cart_id'))
      .toBe(false);
  });

  test('add a configurable product, update its quantity, apply and remove a promo code', async ({
    page,
    context,
  }) => {
    const sku = await addConfigurableToCart(page);
    const dialog = page.getByRole('dialog', { name: 'Product Added to Cart' });
    await expect(dialog.getByRole('link', { name: 'View Cart' })).toBeVisible();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'was added to your cart.' }),
    ).toBeVisible();
    // The dialog keeps focus inside and closes on Escape.
    await expect(dialog.getByRole('button', { name: 'Continue Shopping' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    const cookie = (await context.cookies()).find((c) => c.name === 'cart_id');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    await page.goto('/cart');
    const item = page.getByTestId('cart-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('cart-item-sku')).toHaveText(sku);
    await expect(page.getByTestId('cart-count')).toHaveText('1 item');
    const rowBefore = await item.getByTestId('cart-item-row-total').textContent();

    await item.getByLabel(/^Quantity/).fill('2');
    await item.getByTestId('cart-item-update').click();
    await expect(page.getByTestId('cart-count')).toHaveText('2 items');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await expect(item.getByTestId('cart-item-row-total')).not.toHaveText(rowBefore ?? '');

    const promo = page.getByTestId('promo-code');
    await promo.getByRole('button', { name: 'Apply' }).click();
    await expect(promo).toContainText('Please enter a promo code');
    await promo.getByLabel('Enter promo code').fill('NOT-A-CODE');
    await promo.getByRole('button', { name: 'Apply' }).click();
    await expect(promo).toContainText('Invalid Promo Code.');

    const code = DEMO_PROMOTIONS.coupons.percent.code;
    await promo.getByLabel('Enter promo code').fill(code);
    await promo.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Promo Code applied successfully!' }),
    ).toBeVisible();
    await expect(page.getByTestId('promo-code-applied')).toHaveText(code);
    await expect(page.getByTestId('totals-discount')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await promo.getByRole('button', { name: `Remove promo code ${code}` }).click();
    await expect(page.getByTestId('promo-code-applied')).toHaveCount(0);
    await expect(page.getByTestId('totals-discount')).toHaveCount(0);

    await item.getByTestId('cart-item-remove').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('a quantity above stock shows the failure toast; the button waits for required options', async ({
    page,
  }) => {
    await page.goto(`/${DEMO_FACTS.sale.urlKey}.html`);
    const button = page.getByTestId('add-to-cart');
    await expect(button).toBeDisabled();
    const required = page.getByTestId('custom-options').locator('select[required]').first();
    await required.selectOption({ index: 1 });
    await expect(button).toBeEnabled();
    await page.getByTestId('add-to-cart-qty').fill('5000');
    await button.click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'This quantity is not available.' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Product Added to Cart' })).toBeHidden();
    // Toasts close themselves (2.5 s).
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 6_000 });
  });
});
