// Card payments through Braintree's browser SDK against the local fake of Braintree
// (apps/commerce/test/support/braintree-fake.ts), on the storefront and API configured for it in
// playwright.config.ts. braintree-web only talks to Braintree's own https hosts, so the test routes
// Braintree's sandbox client API host to the fake inside the browser: Chromium, the CSP and the SDK
// all see Braintree's address. docs/decisions/1324, 1325.
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { cardNumbersIn } from '@/lib/security/card-numbers';
import { DEMO_CUSTOMERS } from '../../commerce/src/seed/customers';
import { addConfigurableToCart, guestToPaymentStep } from './cart-helpers';

const FAKE = `http://127.0.0.1:${process.env.E2E_BT_FAKE_PORT}`;
const API = `http://127.0.0.1:${process.env.E2E_BT_API_PORT}/graphql`;
const WEB = `http://127.0.0.1:${process.env.E2E_BT_WEB_PORT}`;
const DECLINED = 'We are sorry, your transaction has been declined. Please try again later.';
const PROCESSING = 'Something went wrong with the payment method.';
/** CVVs typed in these journeys (Amex takes four digits); the scan looks for them. */
const CVV = { card: '482', amex: '4821' };

test.use({ baseURL: WEB });

interface Received {
  api: 'gateway' | 'client';
  method: string;
  path: string;
  body: string;
}
const received = async (): Promise<Received[]> =>
  (await fetch(`${FAKE}/__fake/received`)).json() as Promise<Received[]>;
const transactions = async (): Promise<
  { id: string; status: string; orderId: string | null; paymentMethodToken: string | null }[]
> => (await fetch(`${FAKE}/__fake/transactions`)).json() as never;
const failNext = (op: string) =>
  fetch(`${FAKE}/__fake/fail?op=${op}&fault=http500`, { method: 'POST' });

/** Every request the storefront's own server received from the browser (pages, server actions). */
const toOurServer: { url: string; body: string }[] = [];

/** Braintree's client API host answers from the fake; its analytics logger is swallowed. */
async function routeBraintree(context: BrowserContext): Promise<void> {
  await context.route('https://api.sandbox.braintreegateway.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${FAKE}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await context.route('https://www.paypal.com/**', (route) => route.fulfill({ status: 204 }));
  context.on('request', (req: Request) => {
    if (req.url().startsWith(WEB)) toOurServer.push({ url: req.url(), body: req.postData() ?? '' });
  });
}

async function api<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(API, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Store: 'charter_hospitality',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data;
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiration Month').fill('12');
  await page.getByLabel('Expiration Year').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVV').fill(number.replace(/\D/g, '').length === 15 ? CVV.amex : CVV.card);
}

async function guestPays(page: Page, number: string) {
  await routeBraintree(page.context());
  await addConfigurableToCart(page);
  await guestToPaymentStep(page, 'braintree.guest@example.com');
  await fillCard(page, number);
  await page.getByTestId('place-order').click();
}

/** The demo trade customer's cart on the Braintree API, ready for payment; signed in on the storefront. */
async function customerAtPaymentStep(page: Page): Promise<string> {
  const { generateCustomerToken } = await api<{ generateCustomerToken: { token: string } }>(
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: DEMO_CUSTOMERS.trade.email, p: DEMO_CUSTOMERS.trade.password },
  );
  const token = generateCustomerToken.token;
  const { customerCart } = await api<{ customerCart: { id: string; items: unknown[] } }>(
    '{ customerCart { id items { uid } } }',
    {},
    token,
  );
  const cartId = customerCart.id;
  if (customerCart.items.length === 0) {
    // A simple product in stock without required custom options, under $1,000: Braintree's sandbox
    // (and the fake) declines amounts from $2,000.00 to $3,000.99 by design.
    type Item = {
      __typename: string;
      sku: string;
      stock_status: string;
      options?: { required: boolean }[] | null;
      price_range: { minimum_price: { final_price: { value: number } } };
    };
    const { products } = await api<{ products: { items: Item[] } }>(
      '{ products(search: "table", pageSize: 60) { items { __typename sku stock_status price_range { minimum_price { final_price { value } } } ... on CustomizableProductInterface { options { required } } } } }',
    );
    const simple = products.items.find(
      (p) =>
        p.__typename === 'SimpleProduct' &&
        p.stock_status === 'IN_STOCK' &&
        !(p.options ?? []).some((o) => o.required) &&
        p.price_range.minimum_price.final_price.value < 1000,
    );
    const added = await api<{ addProductsToCart: { user_errors: unknown[] } }>(
      'mutation($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } } }',
      { c: cartId, s: simple!.sku },
      token,
    );
    expect(added.addProductsToCart.user_errors).toEqual([]);
  }
  const address = {
    firstname: 'Theo',
    lastname: 'Marsh',
    street: ['100 Congress Ave'],
    city: 'Austin',
    region: 'TX',
    postcode: '78701',
    country_code: 'US',
    telephone: '5125550100',
  };
  await api(
    'mutation($i: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $i) { cart { id } } }',
    { i: { cart_id: cartId, shipping_addresses: [{ address }] } },
    token,
  );
  await api(
    'mutation($i: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $i) { cart { id } } }',
    { i: { cart_id: cartId, billing_address: { same_as_shipping: true } } },
    token,
  );
  await api(
    'mutation($i: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $i) { cart { id } } }',
    {
      i: {
        cart_id: cartId,
        shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
      },
    },
    token,
  );
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const cookie = {
    domain: '127.0.0.1',
    path: '/',
    httpOnly: true,
    sameSite: 'Lax' as const,
    expires,
  };
  await page.context().addCookies([
    { ...cookie, name: 'customer_token', value: token },
    { ...cookie, name: 'customer_token_expires', value: String(expires) },
    // The storefront reads the cart by its id cookie (as after signing in, which merges and keeps it).
    { ...cookie, name: 'cart_id', value: cartId },
  ]);
  await routeBraintree(page.context());
  await page.goto('/checkout/billing');
  await expect(page.getByTestId('payment-form')).toBeVisible();
  return token;
}

const orderNumberOf = (page: Page) => new URL(page.url()).searchParams.get('order')!;

test.describe.configure({ mode: 'serial' });

test.describe('Braintree card payments', () => {
  test('a guest pays by card through braintree-web; only the nonce reaches our server', async ({
    page,
  }) => {
    const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/api\.sandbox\.braintreegateway\.com https:\/\/payments\.sandbox\.braintree-api\.com https:\/\/www\.paypal\.com\/xoplatform\/logger\/api\/logger(;|$)/,
    );
    await guestPays(page, '4111 1111 1111 1111');
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const number = orderNumberOf(page);
    const sale = (await transactions()).find((t) => t.orderId === number);
    expect(sale?.status).toBe('submitted_for_settlement');
    // The card went from the browser to Braintree's client API (the fake), and nowhere of ours.
    const cardRequests = (await received()).filter(
      (r) => r.api === 'client' && r.path.endsWith('/payment_methods/credit_cards'),
    );
    expect(cardRequests.at(-1)?.body).toContain('4111111111111111');
    const placing = toOurServer.filter((r) => r.body.includes('payment_nonce'));
    expect(placing.length).toBeGreaterThan(0);
    for (const r of placing) {
      expect(r.body).not.toMatch(/card_number|card_cvv|4111/);
      expect(r.body).toMatch(/tokencc_/);
    }
  });

  test('a declined card shows the spec message and places no order', async ({ page }) => {
    const before = (await transactions()).length;
    await guestPays(page, '4000 1111 1111 1115');
    await expect(page.getByTestId('checkout-error')).toHaveText(DECLINED);
    await expect(page).toHaveURL(/\/checkout\/billing$/);
    const after = await transactions();
    expect(after.slice(before).map((t) => t.status)).toEqual(['processor_declined']);
    expect(await page.content()).not.toContain('Do Not Honor');
  });

  test('when settlement fails after the authorisation, the authorisation is voided and no order is placed', async ({
    page,
  }) => {
    await failNext('submit_for_settlement');
    const before = (await transactions()).length;
    await guestPays(page, '5555 5555 5555 4444');
    await expect(page.getByTestId('checkout-error')).toHaveText(PROCESSING);
    const mine = (await transactions()).slice(before);
    expect(mine.map((t) => t.status)).toEqual(['voided']);
    expect(
      (await received()).some(
        (r) => r.path === `/merchants/charter_fake_merchant/transactions/${mine[0]!.id}/void`,
      ),
    ).toBe(true);
  });

  test('a signed-in customer saves a card and pays with it next time', async ({ page }) => {
    await customerAtPaymentStep(page);
    await fillCard(page, '3782 822463 10005');
    await page.getByTestId('save-card').check();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const first = (await transactions()).find((t) => t.orderId === orderNumberOf(page));
    expect(first?.paymentMethodToken).toBeTruthy();

    await customerAtPaymentStep(page);
    const saved = page.getByRole('radio', { name: /ending in 0005/ });
    await expect(saved).toBeVisible();
    await saved.check();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const second = (await transactions()).find((t) => t.orderId === orderNumberOf(page));
    expect(second?.paymentMethodToken).toBe(first?.paymentMethodToken);
  });

  test('no card number or CVV reached our API, its log or our storefront server', async () => {
    const all = await received();
    // What the fake's gateway API got came from our API: nonces and tokens only.
    const gateway = all.filter((r) => r.api === 'gateway');
    expect(gateway.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const r of gateway) {
      for (const n of cardNumbersIn(r.body)) found.push(`gateway ${r.path}: ${n}`);
      if (/cvv/i.test(r.body)) found.push(`gateway ${r.path}: cvv`);
    }
    const log = process.env.E2E_BT_API_LOG!;
    expect(existsSync(log)).toBe(true);
    const logText = readFileSync(log, 'utf8');
    expect(logText.length).toBeGreaterThan(0);
    for (const n of cardNumbersIn(logText)) found.push(`api log: ${n}`);
    if (/cvv[^a-z]{0,6}\d{3,4}/i.test(logText)) found.push('api log: cvv');
    for (const r of toOurServer) {
      for (const n of cardNumbersIn(r.body)) found.push(`storefront ${r.url}: ${n}`);
      if (new RegExp(`(^|[^0-9a-f])(${CVV.card}|${CVV.amex})([^0-9a-f]|$)`, 'i').test(r.body))
        found.push(`storefront ${r.url}: cvv`);
    }
    // The scan looks at real traffic: the browser did send cards, to Braintree's side only.
    expect(
      all.filter((r) => r.api === 'client' && cardNumbersIn(r.body).length > 0).length,
    ).toBeGreaterThanOrEqual(4);
    expect(found).toEqual([]);
  });
});
