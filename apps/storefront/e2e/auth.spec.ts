// Sign-in side of customer accounts in a real browser: registration with e-mail confirmation,
// password reset, the login dialog keeping the guest cart, the session monitor and the auth-route
// redirects. E-mailed links are read from the API's outbox, as a customer would click them.
import { expect, test } from '@playwright/test';
import {
  api,
  cookieValue,
  customerToken,
  EXPIRY_COOKIE,
  headerLogin,
  myAccountLink,
  NEW_PASSWORD,
  registerConfirmedCustomer,
  revokeAllTokens,
  SESSION_COOKIE,
  signInWithCookie,
  submitLogin,
  uniqueEmail,
} from './auth-helpers';
import {
  fillAddressForm,
  orderNumberFromSuccess,
  toPaymentStepWithSavedAddress,
} from './account-helpers';
import { addConfigurableToCart, fillApprovedCard } from './cart-helpers';
import { elementHydrated } from './hydration';
import { waitForMailLink } from './outbox';

/** The session monitor validates the signed-in customer this often (spec: every 15000 ms). */
const VALIDATION_INTERVAL_MS = 15_000;
const INCORRECT = 'There was an error with your email/password combination. Please try again.';
/** Home is the remembered landing view: Hospitality (/) or Senior Living. */
const HOME = /\/(senior-living)?$/;

test('register, confirm through the e-mailed link, sign in, and order with an address from the new address book', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/customer/account/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Customer Account');

  await page.getByRole('button', { name: 'Create an Account' }).click();
  const summary = page.getByTestId('error-summary');
  for (const message of [
    'First name is required.',
    'Last name is required.',
    'Please enter a valid email.',
    'Please enter the password.',
    'Please retype the password.',
  ]) {
    await expect(summary).toContainText(message);
  }

  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Last Name').fill('Oak');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpass');
  await page.getByLabel('Confirm Password').fill('weakpass');
  await page.getByRole('button', { name: 'Create an Account' }).click();
  await expect(page.getByTestId('create-password-error')).toContainText('at least 8 characters');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${NEW_PASSWORD}x`);
  await expect(page.getByTestId('create-password_confirmation-error')).toHaveText(
    'The passwords must match.',
  );
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create an Account' }).click();

  await expect(page).toHaveURL(/\/customer\/account\/confirmation\?email=/);
  await expect(page.getByTestId('confirmation-required')).toContainText(
    'You must confirm your account.',
  );

  // Before confirming, sign-in says so and offers a new link.
  await page.goto('/customer/account/login');
  await submitLogin(page, email, NEW_PASSWORD);
  const unconfirmed = page
    .getByRole('alert')
    .filter({ hasText: "This account isn't confirmed. Verify and try again." });
  await expect(unconfirmed).toBeVisible();
  await expect(
    unconfirmed.getByRole('link', { name: 'Send the confirmation link again' }),
  ).toHaveAttribute('href', /confirmation\?email=/);

  const link = await waitForMailLink('account_confirmation', email, '/customer/account/confirm');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/customer\/account\/confirm$/);
  await expect(page.getByTestId('confirm-success')).toContainText('Thank you for registering');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  // This page loads no tag manager (an e-mailed secret opened it): wait for the form itself.
  await elementHydrated(page.getByRole('button', { name: 'Login' }));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/customer\/account\/dashboard$/);
  await expect(myAccountLink(page)).toBeVisible();
  expect(await page.evaluate(() => window.dataLayer)).toContainEqual({
    event: 'login',
    method: 'email',
  });

  // The new customer's first address, then a first order shipped to it, found in the order history.
  await page.goto('/customer/account/addresses/add');
  await fillAddressForm(page, { street: '12 Orchard Lane' });
  await page.getByTestId('save-address').click();
  await expect(page.getByTestId('address-saved')).toHaveText('You saved the address.');
  await toPaymentStepWithSavedAddress(page, '12 Orchard Lane');
  // A new account is in the General group: the card, as the offline methods are for trade accounts.
  await fillApprovedCard(page);
  await page.getByTestId('place-order').click();
  const number = await orderNumberFromSuccess(page);
  await page.goto('/customer/account/orders');
  const order = page.locator(`[data-order-number="${number}"]`);
  await expect(order).toBeVisible();
  await order.getByText(`Details of ${number}`).click();
  await expect(order).toContainText('12 Orchard Lane');
});

test('a used or made-up confirmation link is expired or incorrect', async ({ page }) => {
  await page.goto('/customer/account/confirm?email=nobody%40example.com&key=not-a-real-key');
  // The link's address and key move out of the URL before the page renders.
  await expect(page).toHaveURL(/\/customer\/account\/confirm$/);
  const invalid = page.getByTestId('confirm-invalid');
  await expect(invalid).toContainText('This confirmation link has expired or is incorrect.');
  await invalid.getByRole('link', { name: 'Send a new confirmation link' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/confirmation\?email=nobody/);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByTestId('confirmation-sent')).toContainText('nobody@example.com');
});

test('an e-mail that already has an account offers to sign in or reset the password', async ({
  page,
}) => {
  await page.goto('/customer/account/create');
  await page.getByLabel('First Name').fill('Dup');
  await page.getByLabel('Last Name').fill('Licate');
  await page.getByLabel('Email').fill('buyer@charter.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create an Account' }).click();
  const exists = page.getByTestId('account-exists');
  await expect(exists).toContainText('There is already an account with this email address.');
  await expect(exists.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/customer/account/login',
  );
  await expect(exists.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
    'href',
    /forgotpassword\?email=buyer%40charter\.example/,
  );
});

test('sign-in validates its fields and reports a wrong password in a toast', async ({ page }) => {
  await page.goto('/customer/account/login');
  await expect(page.getByRole('link', { name: 'Forgot Your Password?' })).toHaveAttribute(
    'href',
    '/customer/account/forgotpassword',
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Create account' }),
  ).toHaveAttribute('href', '/customer/account/create');
  await expect(page.getByTestId('captcha')).toHaveCount(0);

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-email-error')).toHaveText('Please enter a valid email.');
  await expect(page.getByTestId('login-password-error')).toHaveText('Please enter the password.');
  await expect(page.getByLabel('Email')).toBeFocused();

  await submitLogin(page, 'buyer@charter.example', 'NotTheRightOne1');
  await expect(page.getByTestId('toast').filter({ hasText: INCORRECT })).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/account\/login$/);
  expect(await cookieValue(page.context(), SESSION_COOKIE)).toBeUndefined();
});

test('forgot password, reset through the e-mailed link, sign in with the new password', async ({
  page,
  context,
}) => {
  const { email } = await registerConfirmedCustomer('reset');
  const changed = 'Changed2026Pass';
  await page.goto('/customer/account/login');
  await page.getByRole('link', { name: 'Forgot Your Password?' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/forgotpassword$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset My Password' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText(
    `If there is an account associated with ${email}`,
  );

  const link = await waitForMailLink('password_reset', email, '/customer/account/resetpassword');
  await page.goto(link.pathname + link.search);
  // The token and address move out of the URL into the page's own cookie before it renders.
  await expect(page).toHaveURL(/\/customer\/account\/resetpassword$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change Password');
  // No tag manager on this page either. Before the form hydrates, the browser would post it and
  // the answer would come back without the passwords typed.
  await elementHydrated(page.getByRole('button', { name: 'Change Password' }));
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(changed);
  await page.getByLabel('Confirm New Password').fill('Different2026');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByTestId('reset-password-confirmation-error')).toHaveText(
    'The passwords must match.',
  );
  await page.getByLabel('Confirm New Password').fill(changed);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByTestId('reset-done')).toContainText('You updated your password.');

  // The link is spent: a second use reads as expired and offers a new one.
  const again = await context.newPage();
  await again.goto(link.pathname + link.search);
  await expect(again).toHaveURL(/\/customer\/account\/resetpassword$/);
  await elementHydrated(again.getByRole('button', { name: 'Change Password' }));
  await again.getByRole('textbox', { name: 'New Password', exact: true }).fill('Another2026Pass');
  await again.getByLabel('Confirm New Password').fill('Another2026Pass');
  await again.getByRole('button', { name: 'Change Password' }).click();
  const expired = again.getByTestId('reset-expired');
  await expect(expired).toContainText('Your password reset link has expired.');
  await expect(expired.getByRole('link', { name: 'Get New Link' })).toHaveAttribute(
    'href',
    /forgotpassword\?email=/,
  );
  await again.close();

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: INCORRECT })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(changed);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/dashboard$/);
  await expect(myAccountLink(page)).toBeVisible();
});

test('the login dialog signs in where the visitor is and keeps the guest cart', async ({
  page,
}) => {
  const { email, password } = await registerConfirmedCustomer('cart');
  const sku = await addConfigurableToCart(page);
  await page.keyboard.press('Escape');
  const productUrl = page.url();

  await headerLogin(page).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Login' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await submitLogin(dialog, email, password);
  await expect(dialog).toBeHidden();
  await expect(myAccountLink(page)).toBeVisible();
  expect(page.url()).toBe(productUrl);
  expect(await cookieValue(page.context(), EXPIRY_COOKIE)).toMatch(/^\d{10}$/);

  await page.goto('/cart');
  await expect(page.locator(`[data-testid="cart-item"][data-sku="${sku}"]`)).toBeVisible();
});

test('sign-in returns to the page the visitor was sent from', async ({ page }) => {
  const { email, password } = await registerConfirmedCustomer('return');
  await page.goto('/customer/account/login?redirect=%2Fcart');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(myAccountLink(page)).toBeVisible();
});

test('without script, the sign-in form still signs in and goes on to the page asked for', async ({
  browser,
}) => {
  const { email, password } = await registerConfirmedCustomer('noscript');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/customer/account/login?redirect=%2Fcart');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(myAccountLink(page)).toBeVisible();
  await context.close();
});

test('a session that stops validating shows the signed-out dialog; signing in hides it, closing it signs out', async ({
  page,
  context,
}) => {
  const { email, password } = await registerConfirmedCustomer('expiry');
  // The page's clock runs from now, and the test moves it past each validation tick instead of
  // waiting for it in real time.
  await page.clock.install();
  await page.goto('/customer/account/login?redirect=%2Fcart');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/cart$/);

  await revokeAllTokens((await cookieValue(context, SESSION_COOKIE))!);
  const dialog = page.getByRole('dialog', { name: 'Customer Login' });
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(VALIDATION_INTERVAL_MS);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been signed out, please sign in again.');
  await submitLogin(dialog, email, password);
  await expect(dialog).toBeHidden();
  await expect(myAccountLink(page)).toBeVisible();

  await revokeAllTokens((await cookieValue(context, SESSION_COOKIE))!);
  await page.clock.fastForward(VALIDATION_INTERVAL_MS);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(HOME);
  await expect(headerLogin(page)).toBeVisible();
  expect(await cookieValue(context, SESSION_COOKIE)).toBeUndefined();
  expect(await cookieValue(context, 'cart_id')).toBeUndefined();
});

test('a signed-in visitor on an auth route lands on Home, and a token without expiry is refreshed at once', async ({
  page,
  context,
  baseURL,
}) => {
  const token = await customerToken('buyer@charter.example', 'BuyerDemo2025');
  await signInWithCookie(context, baseURL!, token);
  await page.goto('/customer/account/login');
  await expect(page).toHaveURL(HOME);
  await expect(myAccountLink(page)).toBeVisible();

  // No expiry cookie: the session monitor refreshes straight away and stores the new expiry.
  await expect.poll(() => cookieValue(context, EXPIRY_COOKIE)).toMatch(/^\d{10}$/);
  const refreshed = await cookieValue(context, SESSION_COOKIE);
  expect(refreshed).not.toBe(token);

  for (const route of [
    '/customer/account/create',
    '/customer/account/forgotpassword',
    '/customer/account/resetpassword?email=a%40b.c&token=x',
  ]) {
    await page.goto(route);
    await expect(page).toHaveURL(HOME);
  }
});

test("'Sign Out' in the account navigation ends the session: token refused, cookies gone, Home, account pages ask to sign in", async ({
  page,
  context,
}) => {
  const { email, password } = await registerConfirmedCustomer('signout');
  await page.goto('/customer/account/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/customer\/account\/dashboard$/);
  const token = (await cookieValue(context, SESSION_COOKIE))!;

  const signOut = page
    .getByRole('navigation', { name: 'My Account' })
    .getByRole('button', { name: 'Sign Out' });
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(HOME);
  await expect(headerLogin(page)).toBeVisible();
  expect(await cookieValue(context, SESSION_COOKIE)).toBeUndefined();
  expect(await cookieValue(context, 'cart_id')).toBeUndefined();

  const answer = await api<{ customer: { email: string } | null }>(
    '{ customer { email } }',
    {},
    token,
  );
  expect(answer.data?.customer ?? null).toBeNull();
  expect(answer.errors?.[0]?.extensions?.category).toBe('graphql-authentication');

  await page.goto('/customer/account/dashboard');
  await expect(page).toHaveURL(/\/customer\/account\/login/);
});
