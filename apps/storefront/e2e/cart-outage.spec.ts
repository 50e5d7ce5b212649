// A brief commerce API outage must not cost a guest their cart (docs/decisions/0311). The quiet
// storefront (E2E_QUIET_PORT) reaches the API through the pass-through proxy
// (e2e/fixtures/slow-api.ts), which the journey tells to fail every request naming the cart.
import { expect, test } from '@playwright/test';
import { addConfigurableToCart } from './cart-helpers';

const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const quietPort = Number(process.env.E2E_QUIET_PORT ?? webPort + 2);
const proxy = `http://127.0.0.1:${Number(process.env.E2E_SLOW_API_PORT ?? apiPort + 2)}`;

test.use({ baseURL: `http://127.0.0.1:${quietPort}` });

test('an API outage shows the cart as unavailable and keeps it for when the API is back', async ({
  page,
  context,
  request,
}) => {
  const sku = await addConfigurableToCart(page);
  const cartId = (await context.cookies()).find((c) => c.name === 'cart_id')?.value;
  expect(cartId).toBeTruthy();

  const fail = await request.post(`${proxy}/__slow/fail?term=${cartId}`);
  expect(fail.status()).toBe(204);
  try {
    await page.goto('/cart');
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveText(
      'Your cart could not be loaded right now. Please try again in a moment.',
    );
    await expect(page.getByTestId('cart-empty')).toHaveCount(0);
    // Give a client-side cookie drop (the old behaviour) time to happen before checking for it.
    await page.waitForLoadState('networkidle');
    expect((await context.cookies()).find((c) => c.name === 'cart_id')?.value).toBe(cartId);
  } finally {
    await request.post(`${proxy}/__slow/recover?term=${cartId}`);
  }

  await page.goto('/cart');
  await expect(page.getByTestId('cart-item').getByTestId('cart-item-sku')).toHaveText(sku);
});
