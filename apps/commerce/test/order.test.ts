// placeOrder through GraphQL: every payment method start to finish, stock, the confirmation
// e-mail, idempotent retries, Magento's checks in order, sandbox declines, and cart ownership.
import { readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { testDbKinds } from './support/db.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import {
  ADDRESS,
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
  step,
  tokenize,
} from './support/checkout-flow.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const DECLINES: [string, string][] = [
  ['4000000000000002', 'We are sorry, your transaction has been declined. Please try again later.'],
  ['4000000000009995', 'We are sorry, your transaction has been declined. Please try again later.'],
  // Expired card and wrong security code read as the same decline (docs/decisions/0557).
  ['4000000000000069', 'We are sorry, your transaction has been declined. Please try again later.'],
  ['4000000000000127', 'We are sorry, your transaction has been declined. Please try again later.'],
  ['4000000000000119', 'Something went wrong with the payment method.'],
];

describe.each(testDbKinds())('placeOrder (%s)', (kind) => {
  let t: TestApp;
  let product: { id: number; sku: string; weight: number; price: number };
  const outbox = `/tmp/charter-test-outbox-order-${kind}-${process.pid}`;
  beforeAll(async () => {
    rmSync(outbox, { recursive: true, force: true });
    t = await startApp(kind, { env: { OUTBOX_DIR: outbox, ...OFFLINE_FOR_EVERYONE } });
    product = await pickSimpleProduct(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  const stock = async (id = product.id) =>
    (
      await t.handle.db
        .selectFrom('product')
        .select(['qty', 'is_in_stock'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).qty;
  const cartRow = (maskedId: string) =>
    t.handle.db
      .selectFrom('cart')
      .selectAll()
      .where('masked_id', '=', maskedId)
      .executeTakeFirstOrThrow();
  const captures = async (maskedId: string) => {
    const c = await cartRow(maskedId);
    return t.handle.db
      .selectFrom('payment_transaction')
      .selectAll()
      .where('cart_id', '=', c.id)
      .where('kind', '=', 'capture')
      .execute();
  };
  const ordersOf = async (maskedId: string) => {
    const c = await cartRow(maskedId);
    return t.handle.db.selectFrom('sales_order').selectAll().where('cart_id', '=', c.id).execute();
  };
  const ready = async (qty = 2) => {
    const id = await newCart(t);
    await addItem(t, id, product.sku, qty);
    await readyForPayment(t, id);
    return id;
  };
  const waitForSent = async (email: string) => {
    for (let i = 0; i < 100; i++) {
      const row = await t.handle.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to_address', '=', email)
        .executeTakeFirst();
      if (row?.sent_at || row?.error) return row;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('e-mail not delivered');
  };

  it('places a check / money order order: pending, stock down, cart closed, e-mail in the outbox', async () => {
    const id = await newCart(t);
    await addItem(t, id, product.sku, 2);
    await readyForPayment(t, id, 'flatrate', 'checkmo@example.com');
    await step(t, 'setGiftOptionsOnCart', {
      cart_id: id,
      gift_message: { from: 'Ada', to: 'Grace', message: '<b>Welcome</b>' },
      gift_receipt_included: false,
      printed_card_included: false,
    });
    expect((await setPayment(t, id, { code: 'checkmo' })).errors).toBeUndefined();
    const before = await stock();
    const r = await placeOrder(t, id);
    expect(r.errors).toBeUndefined();
    const out = r.data.placeOrder;
    expect(out.errors).toEqual([]);
    const o = out.orderV2;
    expect(out.order.order_number).toBe(o.number);
    expect(o.number).toMatch(/^\d{9}$/);
    expect(o.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(o).toMatchObject({
      status: 'Pending',
      email: 'checkmo@example.com',
      is_virtual: false,
      shipping_method: 'Flat Rate - Fixed',
      carrier: 'Flat Rate',
    });
    const rows = product.price * 2;
    const tax = Math.round((rows * 888) / 10_000);
    expect(o.total).toMatchObject({
      subtotal_excl_tax: { value: rows / 100 },
      total_shipping: { value: 50 },
      total_tax: { value: tax / 100 },
      grand_total: { value: (rows + tax + 5000) / 100, currency: 'USD' },
    });
    expect(o.items).toEqual([
      expect.objectContaining({
        __typename: 'OrderItem',
        product_sku: product.sku,
        quantity_ordered: 2,
        product_sale_price: { value: product.price / 100 },
      }),
    ]);
    expect(o.shipping_address).toMatchObject({
      firstname: 'Ada',
      street: ADDRESS.street,
      region: 'New York',
      country_code: 'US',
      postcode: '12207',
    });
    expect(o.payment_methods).toEqual([
      { name: 'Check / Money order', type: 'checkmo', additional_data: [] },
    ]);
    expect(o.gift_message).toEqual({ from: 'Ada', to: 'Grace', message: '<b>Welcome</b>' });
    expect(await stock()).toBe(before - 2);
    expect((await cartRow(id)).is_active).toBe(false);
    const cartQuery = await t.gql('query ($c: String!) { cart(cart_id: $c) { id } }', { c: id });
    expect(cartQuery.errors?.[0]?.message).toBe("The cart isn't active.");

    const mail = await waitForSent('checkmo@example.com');
    expect(mail.error).toBeNull();
    expect(mail.subject).toBe(`Your Charter Contract Furniture order confirmation #${o.number}`);
    expect(mail.text_body).toContain(`Order #${o.number}`);
    expect(mail.text_body).toContain(product.sku);
    expect(mail.html_body).toContain('&lt;b&gt;Welcome&lt;/b&gt;');
    expect(mail.html_body).not.toContain('<b>Welcome</b>');
    const files = readdirSync(outbox);
    expect(files.some((f) => f.endsWith('-order_confirmation.eml'))).toBe(true);

    // The guest can read the order back with its token.
    const byToken = await t.gql(
      'query ($t: String!) { guestOrderByToken(input: { token: $t }) { number status } }',
      { t: o.token },
    );
    expect(byToken.data.guestOrderByToken).toEqual({ number: o.number, status: 'Pending' });
    const wrong = await t.gql('query { guestOrderByToken(input: { token: "nope" }) { number } }');
    expect(wrong.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('a retry of a placed cart answers with the same order and changes nothing', async () => {
    const id = await ready(1);
    await setPayment(t, id, { code: 'checkmo' });
    const first = (await placeOrder(t, id)).data.placeOrder.orderV2.number;
    const before = await stock();
    const again = await placeOrder(t, id);
    expect(again.data.placeOrder.errors).toEqual([]);
    expect(again.data.placeOrder.orderV2.number).toBe(first);
    expect(await stock()).toBe(before);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('orders a configurable line from its variant: variant stock, parent SKU and options', async () => {
    const variant = await t.handle.db
      .selectFrom('product')
      .select(['id', 'qty', 'sku', 'name'])
      .where('sku', '=', DEMO_FACTS.configurable.variantSku)
      .executeTakeFirstOrThrow();
    const id = await newCart(t);
    await addItem(t, id, variant.sku, 1);
    await readyForPayment(t, id);
    await setPayment(t, id, { code: 'checkmo' });
    const o = (await placeOrder(t, id)).data.placeOrder.orderV2;
    expect(o.items[0]).toMatchObject({
      __typename: 'ConfigurableOrderItem',
      product_sku: variant.sku,
      product_name: variant.name,
      parent_sku: DEMO_FACTS.configurable.sku,
    });
    expect(o.items[0].selected_options.length).toBe(2);
    expect(await stock(variant.id)).toBe(variant.qty - 1);
  });

  it('places a purchase order order with its number', async () => {
    const id = await ready(1);
    await setPayment(t, id, { code: 'purchaseorder', purchase_order_number: 'PO-2025-17' });
    const o = (await placeOrder(t, id)).data.placeOrder.orderV2;
    expect(o.status).toBe('Pending');
    expect(o.payment_methods).toEqual([
      {
        name: 'Purchase Order',
        type: 'purchaseorder',
        additional_data: [{ name: 'purchase_order_number', value: 'PO-2025-17' }],
      },
    ]);
  });

  it('places a card order through the tokenisation endpoint: processing, one approved capture', async () => {
    const id = await ready(1);
    const token = await tokenize(t, '4242 4242 4242 4242');
    await setPayment(t, id, {
      code: 'braintree',
      braintree: { payment_method_nonce: token, is_active_payment_token_enabler: true },
    });
    const r = await placeOrder(t, id);
    expect(r.data.placeOrder.errors).toEqual([]);
    const o = r.data.placeOrder.orderV2;
    expect(o.status).toBe('Processing');
    expect(o.payment_methods[0]).toMatchObject({ name: 'Credit Card', type: 'braintree' });
    expect(o.payment_methods[0].additional_data).toEqual(
      expect.arrayContaining([
        { name: 'brand', value: 'VI' },
        { name: 'last4', value: '4242' },
      ]),
    );
    const caps = await captures(id);
    expect(caps).toHaveLength(1);
    expect(caps[0]).toMatchObject({
      status: 'approved',
      gateway: 'sandbox',
      amount: Math.round(o.total.grand_total.value * 100),
    });
    expect(caps[0]?.order_id).not.toBeNull();
    // The token was single use.
    expect(
      (
        await t.handle.db
          .selectFrom('payment_card_token')
          .select('used_at')
          .where('token', '=', token)
          .executeTakeFirstOrThrow()
      ).used_at,
    ).not.toBeNull();
    // Nothing of the card but brand and last four reaches the order or the e-mail.
    const dump = JSON.stringify([
      await ordersOf(id),
      await t.handle.db.selectFrom('email_outbox').selectAll().execute(),
    ]);
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain(token);
  });

  it('places an American Express order', async () => {
    const id = await ready(1);
    const token = await tokenize(t, '378282246310005');
    await setPayment(t, id, {
      code: 'braintree',
      braintree: { payment_method_nonce: token, is_active_payment_token_enabler: false },
    });
    expect((await placeOrder(t, id)).data.placeOrder.orderV2.status).toBe('Processing');
  });

  it('places a free order when a gift card covers everything, and spends the card', async () => {
    const id = await ready(1);
    await t.gql(
      'mutation ($c: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: "GIFT-10K-DEMO" }) { cart { id } } }',
      { c: id },
    );
    const before = await t.handle.db
      .selectFrom('gift_card_account')
      .select('balance')
      .where('code', '=', 'GIFT-10K-DEMO')
      .executeTakeFirstOrThrow();
    expect((await setPayment(t, id, { code: 'free' })).errors).toBeUndefined();
    const o = (await placeOrder(t, id)).data.placeOrder.orderV2;
    expect(o.total.grand_total.value).toBe(0);
    expect(o.payment_methods[0].type).toBe('free');
    const spent = Math.round(o.total.total_giftcard.value * 100);
    expect(spent).toBeGreaterThan(0);
    const after = await t.handle.db
      .selectFrom('gift_card_account')
      .select('balance')
      .where('code', '=', 'GIFT-10K-DEMO')
      .executeTakeFirstOrThrow();
    expect(after.balance).toBe(before.balance - spent);
  });

  it.each(DECLINES)(
    'declines %s with its message, leaving no order, no capture and the stock',
    async (number, message) => {
      const id = await ready(1);
      const token = await tokenize(t, number);
      await setPayment(t, id, {
        code: 'braintree',
        braintree: { payment_method_nonce: token, is_active_payment_token_enabler: false },
      });
      const before = await stock();
      const r = await placeOrder(t, id);
      expect(r.errors).toBeUndefined();
      expect(r.data.placeOrder).toEqual({
        errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message }],
        order: null,
        orderV2: null,
      });
      expect(await ordersOf(id)).toEqual([]);
      expect(await captures(id)).toEqual([]);
      expect(await stock()).toBe(before);
      expect((await cartRow(id)).is_active).toBe(true);
      // The attempt is on record, and the one-time token is spent: a new card entry is needed.
      const c = await cartRow(id);
      const attempts = await t.handle.db
        .selectFrom('payment_transaction')
        .selectAll()
        .where('cart_id', '=', c.id)
        .execute();
      expect(attempts.map((a) => [a.kind, a.status])).toEqual([
        ['authorization', number === '4000000000000119' ? 'error' : 'declined'],
      ]);
      const retry = await placeOrder(t, id);
      expect(retry.data.placeOrder.errors[0].message).toBe(
        'Please check your credit card information and billing address.',
      );
      // A good card then goes through on the same cart.
      const good = await tokenize(t, '5555555555554444');
      await setPayment(t, id, {
        code: 'braintree',
        braintree: { payment_method_nonce: good, is_active_payment_token_enabler: false },
      });
      expect((await placeOrder(t, id)).data.placeOrder.errors).toEqual([]);
      expect(await captures(id)).toHaveLength(1);
    },
  );

  it("reports Magento's checks in order with their codes", async () => {
    const codes = async (id: string) => (await placeOrder(t, id)).data.placeOrder.errors[0];
    const unknown = await placeOrder(t, 'y'.repeat(32));
    expect(unknown.data.placeOrder.errors).toEqual([
      { code: 'CART_NOT_FOUND', message: `Could not find a cart with ID "${'y'.repeat(32)}"` },
    ]);
    const empty = await t.gql(
      'mutation { placeOrder(input: { cart_id: "" }) { errors { code } } }',
    );
    expect(empty.errors?.[0]?.message).toBe('Required parameter "cart_id" is missing');

    const id = await newCart(t);
    expect(await codes(id)).toEqual({
      code: 'GUEST_EMAIL_MISSING',
      message: 'Guest email for cart is missing.',
    });
    await step(t, 'setGuestEmailOnCart', { cart_id: id, email: 'steps@example.com' });
    expect(await codes(id)).toEqual({
      code: 'UNABLE_TO_PLACE_ORDER',
      message:
        'A server error stopped your order from being placed. Please try to place your order again.',
    });
    await addItem(t, id, product.sku, 1);
    expect((await codes(id)).message).toBe(
      "Some addresses can't be used due to the configurations for specific countries.",
    );
    await step(t, 'setShippingAddressesOnCart', {
      cart_id: id,
      shipping_addresses: [{ address: ADDRESS }],
    });
    expect((await codes(id)).message).toBe(
      'The shipping method is missing. Select the shipping method and try again.',
    );
    await step(t, 'setShippingMethodsOnCart', {
      cart_id: id,
      shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
    });
    expect((await codes(id)).message).toBe('Please check the billing address information.');
    await step(t, 'setBillingAddressOnCart', {
      cart_id: id,
      billing_address: { same_as_shipping: true },
    });
    expect((await codes(id)).message).toBe('Enter a valid payment method and try again.');
    await setPayment(t, id, { code: 'checkmo' });
    await t.handle.db
      .updateTable('product')
      .set({ qty: 0, is_in_stock: false })
      .where('id', '=', product.id)
      .execute();
    try {
      expect((await codes(id)).message).toBe('Some of the products are out of stock.');
    } finally {
      await t.handle.db
        .updateTable('product')
        .set({ qty: 500, is_in_stock: true })
        .where('id', '=', product.id)
        .execute();
    }
    expect((await placeOrder(t, id)).data.placeOrder.errors).toEqual([]);
  });

  it("refuses another customer's cart and never leaks its order (IDOR)", async () => {
    const id = await ready(1);
    await setPayment(t, id, { code: 'checkmo' });
    // The cart belongs to a customer: a guest (no token) must not place it or read it.
    await t.handle.db
      .updateTable('cart')
      .set({ customer_id: 4242 })
      .where('masked_id', '=', id)
      .execute();
    const r = await placeOrder(t, id);
    expect(r.data?.placeOrder ?? null).toBeNull();
    expect(r.errors?.[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${id}"`,
      extensions: { category: 'graphql-authorization' },
    });
    expect(r.status).toBe(403);
    for (const m of ['setGuestEmailOnCart', 'setPaymentMethodOnCart'] as const) {
      const input =
        m === 'setGuestEmailOnCart'
          ? { cart_id: id, email: 'x@example.com' }
          : { cart_id: id, payment_method: { code: 'checkmo' } };
      expect((await step(t, m, input)).errors?.[0]?.extensions?.category).toBe(
        'graphql-authorization',
      );
    }
    expect(await ordersOf(id)).toEqual([]);

    // Once ordered, the retry shortcut still checks the owner first.
    await t.handle.db
      .updateTable('cart')
      .set({ customer_id: null })
      .where('masked_id', '=', id)
      .execute();
    expect((await placeOrder(t, id)).data.placeOrder.errors).toEqual([]);
    await t.handle.db
      .updateTable('cart')
      .set({ customer_id: 4242 })
      .where('masked_id', '=', id)
      .execute();
    const replay: AnyJson = await placeOrder(t, id);
    // Magento checks "inactive" before the owner: the stranger learns only that.
    expect(replay.data.placeOrder).toEqual({
      errors: [{ code: 'CART_NOT_ACTIVE', message: "The cart isn't active." }],
      order: null,
      orderV2: null,
    });
  });
});
