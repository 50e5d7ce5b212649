// The storefront on a stock Magento 2.4 endpoint (docs/decisions/1320): a second storefront with
// COMMERCE_BACKEND=magento talks to a commerce API in strict Magento mode, which serves Magento Open
// Source 2.4.8's schema only. A shopper browses, filters, fills a cart and checks out with
// check / money order; what Open Source lacks (gift cards, gift messages) is not offered.
import { expect, test } from '@playwright/test';
import { myAccountLink, submitLogin } from './auth-helpers';
import { addConfigurableToCart, guestToPaymentStep } from './cart-helpers';
import { DEMO_FACTS, itemCount, tiles } from './catalog-helpers';

const strictWebPort = Number(process.env.E2E_STRICT_WEB_PORT);

test.use({ baseURL: `http://127.0.0.1:${strictWebPort}` });

test.describe('storefront on a stock Magento endpoint', () => {
  test('browses a category with filters, then checks out with check / money order', async ({
    page,
  }) => {
    expect(strictWebPort).toBeGreaterThan(0);
    await page.goto(`/${DEMO_FACTS.configurable.categoryPath}`);
    await expect(tiles(page).first()).toBeVisible();
    const total = await itemCount(page);
    expect(total).toBeGreaterThan(0);
    await expect(page.locator('details[data-filter]').first()).toBeAttached();

    await addConfigurableToCart(page);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-count')).toBeVisible();
    await expect(page.getByTestId('gift-card')).toHaveCount(0);

    await guestToPaymentStep(page, 'magento-buyer@example.com');
    await expect(page.locator('input[name="gift_enabled"]')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Check / Money order' }).check();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
    await expect(page.getByTestId('order-number')).toBeVisible();
  });

  test('pays by purchase order: Magento’s purchase_order_number is sent with the method', async ({
    page,
  }) => {
    await addConfigurableToCart(page);
    await guestToPaymentStep(page, 'magento-po@example.com');
    await page.getByRole('radio', { name: 'Purchase Order' }).check();
    const po = page.getByRole('textbox', { name: 'Purchase Order Number' });
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('error-summary')).toContainText(
      'Please enter a purchase order number.',
    );
    await po.fill('PO-MAGENTO-7');
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
    await expect(page.getByTestId('order-number')).toBeVisible();
  });

  test("searches: suggestions from Magento's products, and no search-term redirect where the endpoint has none", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('walnut');
    await expect(
      page.getByRole('list', { name: 'Suggested products' }).getByRole('link').first(),
    ).toBeVisible();
    // On our own endpoint 'caster' opens the Caster Wheels page (a search term); a stock Magento
    // has no search-term lookup, so it opens the results page.
    await box.fill('caster');
    await page.getByRole('button', { name: 'See All Results' }).click();
    await expect(page).toHaveURL(/\/search\/caster$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Search results for caster \(\d+\)$/,
    );
  });

  test('signing in keeps the guest cart: Magento’s customerCart and mergeCarts stand in for createCustomerCart', async ({
    page,
  }) => {
    const sku = await addConfigurableToCart(page);
    await page.goto('/customer/account/login?redirect=%2Fcart');
    // A demo account of the seed (README, 'Trying the shop').
    await submitLogin(page, 'buyer@charter.example', 'BuyerDemo2025');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(myAccountLink(page)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toBeVisible();
    await expect(page.locator(`[data-testid="cart-item"][data-sku="${sku}"]`)).toBeVisible();
  });
});
