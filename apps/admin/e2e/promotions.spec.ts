// Promotions in the console, against the real API and database: a coupon created in the form and
// found with the list's filters, edited (the change still there after a reload, and in the audit
// log), refused with the API's own words beside the field (a negative amount, a code another rule
// has), used by a guest order through the storefront API and linked to that order, then disabled
// by keyboard only, after which the storefront refuses it on a new guest cart with Magento's
// message. axe on every page and state. Codes start with E2E-PROMO- so no other journey sees them.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations, signInFromStart, tabTo } from './helpers';
import type { AnyJson } from './storefront';

const COUPON_INVALID = "The coupon code isn't valid. Verify the code and try again.";
const ADDRESS = {
  firstname: 'Pia',
  lastname: 'Moreau',
  street: ['4 Quay Lane'],
  city: 'Albany',
  region: 'NY',
  postcode: '12207',
  country_code: 'US',
  telephone: '5551234567',
};

const newCode = () =>
  `E2E-PROMO-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

type GqlAnswer = { data: AnyJson; errors?: { message: string }[] };

async function storefront(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlAnswer> {
  const r = await request.post('/graphql', { data: { query, variables } });
  return (await r.json()) as GqlAnswer;
}

async function ok(request: APIRequestContext, query: string, variables = {}): Promise<AnyJson> {
  const body = await storefront(request, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A new guest cart holding one simple chair in stock. */
async function guestCart(request: APIRequestContext): Promise<string> {
  const { products } = await ok(
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
  const cart: string = (await ok(request, 'mutation { createEmptyCart }')).createEmptyCart;
  const added = await ok(
    request,
    'mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } } }',
    { c: cart, s: simple.sku },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  return cart;
}

const APPLY =
  'mutation ($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { applied_coupons { code } } } }';

/** A guest order with the coupon, paid by a sandbox card; answers its number. */
async function orderWithCoupon(request: APIRequestContext, code: string): Promise<string> {
  const cart = await guestCart(request);
  await ok(request, APPLY, { c: cart, k: code });
  const steps: [string, Record<string, unknown>][] = [
    [
      'mutation ($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: "e2e-promo@example.com" }) { cart { id } } }',
      { c: cart },
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
  ];
  for (const [query, variables] of steps) await ok(request, query, variables);
  const token = await request.post('/payments/sandbox/tokens', {
    data: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvv: '123' },
  });
  expect(token.status()).toBe(201);
  const nonce = ((await token.json()) as { token: string }).token;
  await ok(
    request,
    'mutation ($c: String!, $n: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "braintree", braintree: { payment_method_nonce: $n, is_active_payment_token_enabler: false } } }) { cart { id } } }',
    { c: cart, n: nonce },
  );
  const { placeOrder } = await ok(
    request,
    'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { errors { message } orderV2 { number } } }',
    { c: cart },
  );
  expect(placeOrder.errors).toEqual([]);
  return placeOrder.orderV2.number as string;
}

async function noSeriousViolations(page: Page, where: string) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  expect(await seriousViolations(page), where).toEqual([]);
}

/** Fills the new coupon form and creates it; answers on the coupon's page. */
async function createCoupon(page: Page, code: string, name: string, percent: string) {
  await page.goto('/admin/promotions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New coupon' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Coupon code').fill(code);
  await page.getByLabel('Discount type').selectOption('PERCENT');
  await page.getByLabel('Discount amount').fill(percent);
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Coupon ${code}` })).toBeVisible();
}

test('create a coupon with its conditions and find it with the filters', async ({ page }) => {
  const code = newCode();
  const csp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) csp.push(m.text());
  });
  await signInFromStart(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await noSeriousViolations(page, 'coupon list');

  await page.getByRole('link', { name: 'New coupon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New coupon' })).toBeVisible();
  await noSeriousViolations(page, 'new coupon form');
  await page.getByLabel('Name', { exact: true }).fill('E2E ten percent');
  await page.getByLabel('Label').fill('Ten off');
  await page.getByLabel('Coupon code').fill(code);
  await page.getByLabel('Discount type').selectOption('PERCENT');
  await page.getByLabel('Discount amount').fill('10');
  await page.getByLabel('Minimum subtotal').fill('20');
  await page.getByLabel('Valid from (UTC)').fill(isoDay(-1));
  await page.getByLabel('Valid to (UTC)').fill(isoDay(30));
  await page.getByLabel('Uses per coupon').fill('50');
  await page.getByLabel('Uses per customer').fill('2');
  await page.getByRole('button', { name: 'Create coupon' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Coupon ${code}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'is created' })).toBeVisible();
  await expect(page.getByTestId('rule-status')).toHaveText('Active');
  await expect(page.getByTestId('rule-discount')).toHaveText('10 % off');
  await expect(page.getByTestId('rule-uses')).toHaveText('0 of 50');
  await expect(page.getByText('No order has used this coupon yet.')).toBeVisible();
  await noSeriousViolations(page, 'coupon page');

  await page.getByRole('link', { name: 'All coupons' }).click();
  await page.getByLabel('Code or name starts with').fill(code.toLowerCase());
  await page.getByLabel('Status').selectOption('active');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(page.getByText('1 coupon, page 1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code }) });
  await expect(row).toContainText('E2E ten percent');
  await expect(row).toContainText('10 % off');
  await page.reload();
  await expect(page.getByLabel('Code or name starts with')).toHaveValue(code.toLowerCase());
  await expect(row).toContainText('0 of 50');
  await page.getByLabel('Status').selectOption('disabled');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('0 coupons, page 1 of 1')).toBeVisible();
  expect(csp, 'no page breaks the console’s Content-Security-Policy').toEqual([]);
});

test('edit a coupon: the change is there after a reload and in the audit log', async ({ page }) => {
  const code = newCode();
  await signInFromStart(page);
  await createCoupon(page, code, 'E2E before the edit', '10');
  const url = page.url();
  await page.getByLabel('Name', { exact: true }).fill('E2E after the edit');
  await page.getByLabel('Discount type').selectOption('FIXED_CART');
  await page.getByLabel('Discount amount').fill('7.50');
  await page.getByLabel('Free shipping').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The changes are saved.' }),
  ).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('rule-name')).toHaveText('E2E after the edit');
  await expect(page.getByTestId('rule-discount')).toHaveText('$7.50 off the cart, free shipping');
  await expect(page.getByLabel('Discount amount')).toHaveValue('7.5');
  await expect(page.getByLabel('Free shipping')).toBeChecked();

  const id = url.split('/').pop() ?? '';
  await page.goto(`/admin/audit-log?entity_type=cart_price_rule&entity_id=${id}`);
  const entry = page.getByRole('row').filter({ hasText: 'cart_rule_updated' });
  await expect(entry).toContainText('admin@charter.example');
  await expect(entry).toContainText('E2E after the edit');
});

test('the API’s refusals show beside their fields', async ({ page }) => {
  const code = newCode();
  await signInFromStart(page);
  await createCoupon(page, code, 'E2E taken code', '5');

  await page.goto('/admin/promotions/new');
  await page.getByLabel('Name', { exact: true }).fill('E2E refused');
  await page.getByLabel('Coupon code').fill(`${code}-B`);
  await page.getByLabel('Discount type').selectOption('FIXED_PER_ITEM');
  const amount = page.getByLabel('Discount amount');
  await amount.fill('-5');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAccessibleDescription(/A fixed discount is from \$0\.01 to/);
  await noSeriousViolations(page, 'refused amount');

  await amount.fill('5');
  const codeField = page.getByLabel('Coupon code');
  await codeField.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(
    new RegExp(`"${code.toLowerCase()}" is already used by the rule "E2E taken code"`),
  );
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');

  await page.goto(`/admin/promotions?search=${encodeURIComponent(code)}`);
  await expect(page.getByText('1 coupon, page 1 of 1')).toBeVisible();
});

test('a used coupon links to its order; disabled by keyboard, the storefront refuses it', async ({
  page,
  request,
}) => {
  const code = newCode();
  await signInFromStart(page);
  await createCoupon(page, code, 'E2E to disable', '10');
  const number = await orderWithCoupon(request, code);

  await page.reload();
  await expect(page.getByTestId('rule-uses')).toHaveText('1 (no limit)');
  const use = page.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
  await expect(use).toContainText('e2e-promo@example.com');
  await expect(use).toContainText('Processing');

  const disable = page.getByRole('button', { name: 'Disable coupon' });
  await tabTo(page, disable, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rule-status')).toHaveText('Disabled');
  await expect(page.getByRole('status').filter({ hasText: 'no longer applies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable coupon' })).toBeFocused();
  await noSeriousViolations(page, 'disabled coupon');
  await page.reload();
  await expect(page.getByTestId('rule-status')).toHaveText('Disabled');

  const cart = await guestCart(request);
  const refused = await storefront(request, APPLY, { c: cart, k: code });
  expect(refused.errors?.[0]?.message).toBe(COUPON_INVALID);

  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
});
