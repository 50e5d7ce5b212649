// A read that fails for one section of the account dashboard leaves the rest of the page working
// (docs/decisions/1340). The quiet storefront (E2E_QUIET_PORT) reaches the API through the
// pass-through proxy (e2e/fixtures/slow-api.ts), told to fail the dashboard's wish-list read for
// this journey's customer only.
import { expect, test } from '@playwright/test';
import { customerToken, registerConfirmedCustomer, signInWithCookie } from './auth-helpers';

const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const quietPort = Number(process.env.E2E_QUIET_PORT ?? webPort + 2);
const quietUrl = `http://127.0.0.1:${quietPort}`;
const proxy = `http://127.0.0.1:${Number(process.env.E2E_SLOW_API_PORT ?? apiPort + 2)}`;

test.use({ baseURL: quietUrl });

test('a failing wish-list read shows that section as unavailable and the rest of the dashboard', async ({
  page,
  context,
  request,
}) => {
  const { email, password } = await registerConfirmedCustomer('sections');
  const token = await customerToken(email, password);
  await signInWithCookie(context, quietUrl, token);

  const fail = await request.post(
    `${proxy}/__slow/fail?term=${encodeURIComponent(token)}&operation=DashboardWishlists`,
  );
  expect(fail.status()).toBe(204);
  try {
    await page.goto('/customer/account/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByTestId('contact-information')).toContainText(email);
    await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
    await expect(page.getByTestId('dashboard-section-unavailable')).toHaveText(
      "We can't show your wishlist right now. Please try again later.",
    );
    await expect(page.getByTestId('dashboard-wishlist-count')).toHaveCount(0);
    // A cookie without its expiry is renewed by the page once hydrated (a new token); let that
    // finish before the next visit, which would otherwise carry the token being replaced.
    await page.waitForLoadState('networkidle');
  } finally {
    await request.post(`${proxy}/__slow/recover?term=${encodeURIComponent(token)}`);
  }

  await page.goto('/customer/account/dashboard');
  await expect(page.getByTestId('dashboard-wishlist-count')).toHaveText('Your wishlist is empty.');
  await expect(page.getByTestId('dashboard-section-unavailable')).toHaveCount(0);
});
