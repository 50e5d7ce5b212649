// Helpers for the signed-in journeys: accounts are created and confirmed through the commerce API
// (following the e-mailed confirmation link, as a customer would), and the visitor is signed in by
// giving the browser the httpOnly session cookie the storefront itself would set.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { api as callApi, customerToken, registerConfirmedCustomer } from './auth-helpers';
import { addConfigurableToCart } from './cart-helpers';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
export const PASSWORD = 'Journey2026pass';

/** A GraphQL call that must succeed: its data, or a thrown error naming the API's messages. */
export async function api<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const json = await callApi<T>(query, variables, token);
  if (!json.data || json.errors?.length)
    throw new Error(`API error: ${JSON.stringify(json.errors)}`);
  return json.data;
}

export { customerToken as signInToken } from './auth-helpers';

export interface Account {
  email: string;
  password: string;
  token: string;
}

/** A new, confirmed account (the demo store asks new accounts to confirm their e-mail). */
export async function createAccount(label: string): Promise<Account> {
  const { email, password } = await registerConfirmedCustomer(label, {
    firstname: 'Ada',
    lastname: 'Lovelace',
    password: PASSWORD,
  });
  return { email, password, token: await customerToken(email, password) };
}

/**
 * Signs the browser in: the session cookies the storefront's sign-in would have written (the
 * token, and its expiry so the session is not refreshed at once).
 */
export async function signIn(context: BrowserContext, token: string): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const cookie = {
    domain: '127.0.0.1',
    path: '/',
    httpOnly: true,
    sameSite: 'Lax' as const,
    expires,
  };
  await context.addCookies([
    { ...cookie, name: 'customer_token', value: token },
    { ...cookie, name: 'customer_token_expires', value: String(expires) },
  ]);
}

export const TEXAS_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['100 Congress Ave'],
  city: 'Austin',
  region: { region_code: 'TX' },
  postcode: '78701',
  country_code: 'US',
  telephone: '5125550100',
};

/** An address book entry made through the API (for journeys that only need one to exist). */
export async function addAddress(
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const data = await api<{ createCustomerAddress: { id: number } }>(
    'mutation ($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }',
    { i: { ...TEXAS_ADDRESS, ...overrides } },
    token,
  );
  return data.createCustomerAddress.id;
}

/** Fills the storefront's address form (checkout labels) with a Texas address. */
export async function fillAddressForm(
  page: Page,
  values: { street: string; city?: string; zip?: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Street', exact: true }).fill(values.street);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(values.city ?? 'Austin');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State').selectOption('TX');
  await page.getByRole('textbox', { name: 'Zip Code', exact: true }).fill(values.zip ?? '78701');
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('5125550100');
}

export const webOrigin = `http://127.0.0.1:${webPort}`;

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}

/** Checkout for a signed-in customer with a cart, up to the payment step, shipping to a saved address. */
export async function toPaymentStepWithSavedAddress(page: Page, street = '100 Congress Ave') {
  await addConfigurableToCart(page);
  await page.goto('/checkout');
  // Signed in: no guest/sign-in choice, straight to shipping.
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  const saved = page
    .getByTestId('address_choice-choices')
    .getByRole('radio', { name: new RegExp(street) });
  await expect(saved).toBeChecked();
  await page.getByTestId('save-shipping').click();
  await expect(page.getByTestId('shipping-method-form')).toBeVisible();
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/checkout\/billing$/);
}

/**
 * The seeded trade partner (group 5; its password is the README's): the demo offers check / money
 * order and purchase order only to trade and design partners (docs/decisions/0558). Signs the
 * browser in and gives the account, once, a default address to ship to; returns its street.
 */
export const TRADE_PARTNER = { email: 'trade@charter.example', password: 'TradeDemo2025' } as const;
export const TRADE_STREET = '1 Trade Plaza';

export async function signInAsTradePartner(context: BrowserContext): Promise<string> {
  const token = await customerToken(TRADE_PARTNER.email, TRADE_PARTNER.password);
  await signIn(context, token);
  const { customer } = await api<{ customer: { addresses: { street: string[] }[] } }>(
    '{ customer { addresses { street } } }',
    {},
    token,
  );
  if (!customer.addresses.some((a) => a.street[0] === TRADE_STREET)) {
    await addAddress(token, {
      street: [TRADE_STREET],
      default_shipping: true,
      default_billing: true,
    });
  }
  return TRADE_STREET;
}

export async function orderNumberFromSuccess(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  return new URL(page.url()).searchParams.get('order')!;
}
