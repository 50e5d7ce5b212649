// Orders in the console, against the real API and database: an order placed through the
// storefront API over HTTP (by the demo trade customer, who may pay by check), then found in the
// list with its filters, opened, paid, shipped with a tracking number, refunded in part and, for
// another order, cancelled after a confirmation. axe on every page and state; the ship and
// payment steps by keyboard only.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations, signInFromStart, tabTo } from './helpers';

test.describe.configure({ mode: 'serial' });

const TRADE = { email: 'trade@charter.example', password: 'TradeDemo2025' };
const ADDRESS = {
  firstname: 'Theo',
  lastname: 'Marsh',
  street: ['12 Harbour Row'],
  city: 'Albany',
  region: 'NY',
  postcode: '12207',
  country_code: 'US',
  telephone: '5551234567',
};

// The storefront API's answers are read field by field; typing each shape would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = Record<string, any>;

async function gql<T = AnyJson>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const r = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await r.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A check / money order order of the trade customer, placed through the storefront API. */
async function placeOrder(request: APIRequestContext): Promise<string> {
  const { generateCustomerToken } = await gql(
    request,
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: TRADE.email, p: TRADE.password },
  );
  const token: string = generateCustomerToken.token;
  const { products } = await gql(
    request,
    `{ products(search: "chair", pageSize: 40) { items { __typename sku stock_status
      ... on CustomizableProductInterface { options { required } } } } }`,
  );
  const simple = products.items.find(
    (p: { __typename: string; stock_status: string; options?: { required: boolean }[] }) =>
      p.__typename === 'SimpleProduct' &&
      p.stock_status === 'IN_STOCK' &&
      !(p.options ?? []).some((o) => o.required),
  );
  const { customerCart } = await gql(request, '{ customerCart { id } }', {}, token);
  const cart: string = customerCart.id;
  const steps: [string, Record<string, unknown>][] = [
    [
      'mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } } }',
      { c: cart, s: simple.sku },
    ],
    [
      'mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      { c: cart, a: ADDRESS },
    ],
    [
      'mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      { c: cart },
    ],
    [
      'mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
      { c: cart },
    ],
    [
      'mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "checkmo" } }) { cart { id } } }',
      { c: cart },
    ],
  ];
  for (const [query, variables] of steps) await gql(request, query, variables, token);
  const { placeOrder: placed } = await gql(
    request,
    'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { errors { message } orderV2 { number } } }',
    { c: cart },
    token,
  );
  expect(placed.errors).toEqual([]);
  return placed.orderV2.number as string;
}

async function noSeriousViolations(page: Page, where: string) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  expect(await seriousViolations(page), where).toEqual([]);
}

test('find an order with the filters and open it', async ({ page, request }) => {
  const number = await placeOrder(request);
  await signInFromStart(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await noSeriousViolations(page, 'order list');
  await page.getByLabel('Customer e-mail or name').fill('trade@charter');
  await page.getByLabel('Status').selectOption('pending');
  await page.getByLabel('Payment method').selectOption('checkmo');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/customer=trade%40charter/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
  await expect(row).toContainText('Theo Marsh');
  await page.getByLabel('Status').selectOption('canceled');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('0 orders, page 1 of 1')).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await noSeriousViolations(page, 'order page');
});

test('record the payment and ship by keyboard; the tracking number shows', async ({
  page,
  request,
}) => {
  const number = await placeOrder(request);
  await signInFromStart(page);
  await page.goto(`/admin/orders/${number}`);
  const pay = page.getByRole('button', { name: 'Record payment received' });
  await tabTo(page, pay, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-status')).toHaveText('Processing');
  await expect(page.getByRole('status').filter({ hasText: 'payment is recorded' })).toBeVisible();

  const carrier = page.getByLabel('Carrier', { exact: true });
  await tabTo(page, carrier, { max: 40 });
  await carrier.selectOption('ups');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Tracking number')).toBeFocused();
  await page.keyboard.type('1Z 999 AA1 0123456784');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-status')).toHaveText('Complete');
  await expect(page.getByTestId('order-tracking')).toContainText(
    'United Parcel Service 1Z 999 AA1 0123456784',
  );
  await expect(page.getByTestId('order-history')).toContainText('shipped');
  await expect(page.getByRole('button', { name: 'Cancel order…' })).toHaveCount(0);
  await noSeriousViolations(page, 'shipped order');
});

test('refund part of a paid order; more than is left is refused', async ({ page, request }) => {
  const number = await placeOrder(request);
  await signInFromStart(page);
  await page.goto(`/admin/orders/${number}`);
  await page.getByRole('button', { name: 'Record payment received' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Processing');
  const amount = page.getByLabel(/^Amount/);
  await amount.fill('999999');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/is left to refund/)).toBeVisible();
  await noSeriousViolations(page, 'refund error');
  await amount.fill('5.00');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByTestId('order-refunded')).toHaveText('$5.00');
  await expect(page.getByTestId('order-history')).toContainText('refunded $5.00');
});

test('cancel an order only after confirming it', async ({ page, request }) => {
  const number = await placeOrder(request);
  await signInFromStart(page);
  await page.goto(`/admin/orders/${number}`);
  await page.getByRole('button', { name: 'Cancel order…' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
  await expect(dialog).toBeVisible();
  await noSeriousViolations(page, 'cancel confirmation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await page.getByRole('button', { name: 'Cancel order…' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Canceled');
  await expect(page.getByRole('button', { name: 'Cancel order…' })).toHaveCount(0);
  await noSeriousViolations(page, 'cancelled order');
});
