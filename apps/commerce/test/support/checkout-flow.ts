// Guest checkout steps through GraphQL, shared by the checkout, order and concurrency tests.
import { expect } from 'vitest';
import type { AnyJson, TestApp } from './app.js';

export const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  company: 'Analytical Hotels',
  street: ['1 Main St', 'Suite 2'],
  city: 'Albany',
  region: 'NY',
  postcode: '12207',
  country_code: 'US',
  telephone: '5551234567',
};

/** A simple, enabled, visible, weighed product without required options, with plenty of stock. */
export async function pickSimpleProduct(
  t: TestApp,
  exclude: string[] = [],
): Promise<{ id: number; sku: string; weight: number; price: number }> {
  const rows = await t.handle.db
    .selectFrom('product as p')
    .select(['p.id', 'p.sku', 'p.weight', 'p.price'])
    .where('p.type_id', '=', 'simple')
    .where('p.status', '=', 1)
    .where('p.visibility', 'in', [2, 3, 4])
    .where('p.qty', '>=', 50)
    .where('p.is_in_stock', '=', true)
    .where('p.weight', 'is not', null)
    .where('p.min_sale_qty', '<=', 1)
    .where('p.special_price', 'is', null)
    .where('p.price', '<', 200_000)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('custom_option as o')
            .select('o.id')
            .whereRef('o.product_id', '=', 'p.id')
            .where('o.is_required', '=', true),
        ),
      ),
    )
    .orderBy('p.id')
    .execute();
  const row = rows.find((r) => !exclude.includes(r.sku));
  if (!row) throw new Error('no suitable product in the seed');
  return { id: row.id, sku: row.sku, weight: Number(row.weight), price: row.price };
}

export async function newCart(t: TestApp): Promise<string> {
  const r = await t.gql('mutation { createEmptyCart }');
  expect(r.errors).toBeUndefined();
  return r.data.createEmptyCart as string;
}

export async function addItem(
  t: TestApp,
  cartId: string,
  sku: string,
  quantity = 1,
): Promise<void> {
  const r = await t.gql(
    'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { code message } } }',
    {
      c: cartId,
      i: [{ sku, quantity }],
    },
  );
  expect(r.errors).toBeUndefined();
  expect(r.data.addProductsToCart.user_errors).toEqual([]);
}

export const CART_FIELDS = `id email
  prices { grand_total { value currency } subtotal_excluding_tax { value } applied_taxes { amount { value } label } }
  shipping_addresses { firstname lastname street city postcode telephone company region { code label region_id } country { code label }
    available_shipping_methods { carrier_code carrier_title method_code method_title available error_message amount { value currency } price_excl_tax { value } price_incl_tax { value } }
    selected_shipping_method { carrier_code method_code carrier_title method_title amount { value } } }
  billing_address { firstname lastname city region { code } country { code } }
  available_payment_methods { code title }
  selected_payment_method { code title purchase_order_number }
  gift_message { from to message }`;

export async function step(
  t: TestApp,
  mutation: string,
  input: Record<string, unknown>,
): Promise<AnyJson> {
  const r = await t.gql(
    `mutation ($input: ${inputType(mutation)}) { ${mutation}(input: $input) { cart { ${CART_FIELDS} } } }`,
    { input },
  );
  return r;
}

function inputType(mutation: string): string {
  const name = mutation.charAt(0).toUpperCase() + mutation.slice(1);
  return `${name}Input${mutation === 'estimateShippingMethods' ? '!' : ''}`;
}

/** e-mail, shipping address, billing same as shipping, a shipping method: ready for a payment method. */
export async function readyForPayment(
  t: TestApp,
  cartId: string,
  carrier = 'flatrate',
  email = 'ada@example.com',
): Promise<AnyJson> {
  for (const [m, input] of [
    ['setGuestEmailOnCart', { cart_id: cartId, email }],
    ['setShippingAddressesOnCart', { cart_id: cartId, shipping_addresses: [{ address: ADDRESS }] }],
    ['setBillingAddressOnCart', { cart_id: cartId, billing_address: { same_as_shipping: true } }],
    [
      'setShippingMethodsOnCart',
      { cart_id: cartId, shipping_methods: [{ carrier_code: carrier, method_code: carrier }] },
    ],
  ] as const) {
    const r = await step(t, m, input);
    expect(r.errors, m).toBeUndefined();
    if (m === 'setShippingMethodsOnCart') return r.data[m].cart;
  }
}

export async function setPayment(
  t: TestApp,
  cartId: string,
  payment_method: Record<string, unknown>,
): Promise<AnyJson> {
  return step(t, 'setPaymentMethodOnCart', { cart_id: cartId, payment_method });
}

export async function tokenize(
  t: TestApp,
  number: string,
  cvv = number.length === 15 ? '1234' : '123',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/payments/sandbox/tokens',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ number, exp_month: 12, exp_year: 2030, cvv }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().token as string;
}

export const PLACE_ORDER = `mutation ($c: String!) { placeOrder(input: { cart_id: $c }) {
  errors { code message }
  order { order_number }
  orderV2 { number token status email grand_total is_virtual shipping_method carrier
    total { grand_total { value currency } subtotal_excl_tax { value } total_shipping { value } total_tax { value } total_giftcard { value } discounts { amount { value } label } }
    items { __typename product_name product_sku quantity_ordered product_sale_price { value } selected_options { label value } ... on ConfigurableOrderItem { parent_sku } }
    shipping_address { firstname lastname street city region region_id postcode country_code telephone }
    billing_address { firstname city country_code }
    payment_methods { name type additional_data { name value } }
    gift_message { from to message } }
} }`;

export async function placeOrder(t: TestApp, cartId: string): Promise<AnyJson> {
  return t.gql(PLACE_ORDER, { c: cartId });
}
