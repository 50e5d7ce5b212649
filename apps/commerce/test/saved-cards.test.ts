// Saved cards: 'save my card information' at checkout keeps the card for the signed-in customer,
// customerPaymentTokens lists it, braintree_cc_vault pays with it, deletePaymentToken removes it,
// and nobody else can list, delete or pay with it. The card number is never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { ADDRESS, pickSimpleProduct, tokenize } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const NOT_AUTHORIZED = "The current customer isn't authorized.";
const TOKENS = 'customerPaymentTokens { items { details payment_method_code public_hash type } }';

describe.each(testDbKinds())('saved cards (%s)', (kind) => {
  let t: TestApp;
  let a: Record<string, string>;
  let b: Record<string, string>;
  let sku: string;

  const signIn = async (email: string, password: string) => {
    const r = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
    return { authorization: `Bearer ${r.data.generateCustomerToken.token}` };
  };
  const errorOf = (r: AnyJson) => ({
    status: r.status,
    message: r.errors?.[0]?.message,
    category: r.errors?.[0]?.extensions?.category,
  });
  const tokens = async (as?: Record<string, string>) => t.gql(`{ ${TOKENS} }`, undefined, as);
  const hashesOf = async (as: Record<string, string>) =>
    ((await tokens(as)).data.customerPaymentTokens.items as AnyJson[]).map(
      (i) => i.public_hash as string,
    );
  const deleteToken = (hash: string, as?: Record<string, string>) =>
    t.gql(
      `mutation($h: String!) { deletePaymentToken(public_hash: $h) { result ${TOKENS} } }`,
      { h: hash },
      as,
    );

  /** The customer's active cart with one item, addresses and a shipping method: ready for a payment method. */
  const readyCart = async (as: Record<string, string>): Promise<string> => {
    const id = (await t.gql('{ customerCart { id } }', undefined, as)).data.customerCart
      .id as string;
    const steps: [string, string, Record<string, unknown>][] = [
      [
        'addProductsToCart',
        'mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "SKU", quantity: 1 }]) { user_errors { message } } }'.replace(
          'SKU',
          sku,
        ),
        { c: id },
      ],
      [
        'setShippingAddressesOnCart',
        'mutation($i: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $i) { cart { id } } }',
        { i: { cart_id: id, shipping_addresses: [{ address: ADDRESS }] } },
      ],
      [
        'setBillingAddressOnCart',
        'mutation($i: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $i) { cart { id } } }',
        { i: { cart_id: id, billing_address: { same_as_shipping: true } } },
      ],
      [
        'setShippingMethodsOnCart',
        'mutation($i: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $i) { cart { id } } }',
        {
          i: {
            cart_id: id,
            shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
          },
        },
      ],
    ];
    for (const [name, query, variables] of steps) {
      const r = await t.gql(query, variables, as);
      expect(r.errors, name).toBeUndefined();
    }
    return id;
  };
  const setPayment = (
    id: string,
    payment_method: Record<string, unknown>,
    as: Record<string, string>,
  ) =>
    t.gql(
      'mutation($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) { cart { selected_payment_method { code } } } }',
      { i: { cart_id: id, payment_method } },
      as,
    );
  const placeOrder = (id: string, as: Record<string, string>) =>
    t.gql(
      'mutation($c: String!) { placeOrder(input: { cart_id: $c }) { errors { code message } orderV2 { number status payment_methods { name type additional_data { name value } } } } }',
      { c: id },
      as,
    );
  const payByCard = async (as: Record<string, string>, save: boolean) => {
    const id = await readyCart(as);
    const token = await tokenize(t, '4242 4242 4242 4242');
    const set = await setPayment(
      id,
      {
        code: 'braintree',
        braintree: { payment_method_nonce: token, is_active_payment_token_enabler: save },
      },
      as,
    );
    expect(set.errors).toBeUndefined();
    const placed = await placeOrder(id, as);
    expect(placed.data.placeOrder.errors).toEqual([]);
    return placed.data.placeOrder.orderV2;
  };
  const captures = (number: string) =>
    t.handle.db
      .selectFrom('payment_transaction as p')
      .innerJoin('sales_order as o', 'o.id', 'p.order_id')
      .select(['p.kind', 'p.status', 'p.amount', 'o.grand_total'])
      .where('o.number', '=', number)
      .orderBy('p.id')
      .execute();

  beforeAll(async () => {
    t = await startApp(kind, { env: { ...OFFLINE_FOR_EVERYONE } });
    a = await signIn(DEMO_CUSTOMERS.trade.email, DEMO_CUSTOMERS.trade.password);
    b = await signIn(DEMO_CUSTOMERS.design.email, DEMO_CUSTOMERS.design.password);
    sku = (await pickSimpleProduct(t)).sku;
  });
  afterAll(async () => t?.close());

  it('keeps the card when the signed-in customer asks at checkout, once however often it is saved', async () => {
    expect((await tokens(a)).data.customerPaymentTokens.items).toEqual([]);
    await payByCard(a, false);
    expect((await tokens(a)).data.customerPaymentTokens.items).toEqual([]);
    await payByCard(a, true);
    const items = (await tokens(a)).data.customerPaymentTokens.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ payment_method_code: 'braintree', type: 'card' });
    expect(items[0].public_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(items[0].details)).toEqual({
      type: 'VI',
      maskedCC: '4242',
      expirationDate: '12/2030',
    });
    await payByCard(a, true);
    expect(await hashesOf(a)).toEqual([items[0].public_hash]);
    expect((await tokens(b)).data.customerPaymentTokens.items).toEqual([]);
    expect(errorOf(await tokens())).toEqual({
      status: 403,
      message: NOT_AUTHORIZED,
      category: 'graphql-authorization',
    });
  });

  it('offers the saved cards at checkout to their owner only', async () => {
    const methods = async (as: Record<string, string>) => {
      const id = (await t.gql('{ customerCart { id } }', undefined, as)).data.customerCart.id;
      const r = await t.gql(
        'query($c: String!) { cart(cart_id: $c) { available_payment_methods { code title } } }',
        { c: id },
        as,
      );
      expect(r.errors).toBeUndefined();
      return r.data.cart.available_payment_methods.map((m: AnyJson) => m.code);
    };
    await readyCart(a);
    await readyCart(b);
    expect(await methods(a)).toEqual([
      'braintree',
      'braintree_cc_vault',
      'checkmo',
      'purchaseorder',
    ]);
    expect(await methods(b)).toEqual(['braintree', 'checkmo', 'purchaseorder']);
  });

  it('pays a second order with the saved card: authorised and captured, processing', async () => {
    const hash = (await hashesOf(a))[0] as string;
    const id = await readyCart(a);
    const set = await setPayment(
      id,
      { code: 'braintree_cc_vault', braintree_cc_vault: { public_hash: hash } },
      a,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data.setPaymentMethodOnCart.cart.selected_payment_method.code).toBe(
      'braintree_cc_vault',
    );
    const placed = await placeOrder(id, a);
    expect(placed.data.placeOrder.errors).toEqual([]);
    const order = placed.data.placeOrder.orderV2;
    expect(order.status).toBe('Processing');
    expect(order.payment_methods[0]).toMatchObject({
      name: 'Stored Cards',
      type: 'braintree_cc_vault',
    });
    expect(order.payment_methods[0].additional_data).toEqual(
      expect.arrayContaining([
        { name: 'brand', value: 'VI' },
        { name: 'last4', value: '4242' },
      ]),
    );
    const rows = await captures(order.number);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['authorization', 'approved'],
      ['capture', 'approved'],
    ]);
    expect(rows.every((r) => r.amount === r.grand_total)).toBe(true);
    // The saved card stays usable for the next order.
    expect(await hashesOf(a)).toEqual([hash]);
  });

  it("nobody else can pay with, delete or list a customer's saved card", async () => {
    const hash = (await hashesOf(a))[0] as string;
    const idB = await readyCart(b);
    const set = await setPayment(
      idB,
      { code: 'braintree_cc_vault', braintree_cc_vault: { public_hash: hash } },
      b,
    );
    expect(errorOf(set)).toEqual({
      status: 200,
      message: 'The requested Payment Method is not available.',
      category: 'graphql-input',
    });

    // Even a cart whose stored payment names someone else's card cannot charge it.
    await t.handle.db
      .updateTable('cart')
      .set({
        payment_method_code: 'braintree_cc_vault',
        payment_data: JSON.stringify({ public_hash: hash }),
      })
      .where('masked_id', '=', idB)
      .execute();
    const placed = await placeOrder(idB, b);
    expect(placed.data.placeOrder.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message: 'Please check your credit card information and billing address.',
      },
    ]);
    expect(placed.data.placeOrder.orderV2).toBeNull();

    const notFound = {
      status: 200,
      message: `Could not find a token using public hash: ${hash}`,
      category: 'graphql-no-such-entity',
    };
    expect(errorOf(await deleteToken(hash, b))).toEqual(notFound);
    expect(errorOf(await deleteToken(hash))).toEqual({
      status: 403,
      message: NOT_AUTHORIZED,
      category: 'graphql-authorization',
    });
    expect(await hashesOf(a)).toEqual([hash]);
    expect(await hashesOf(b)).toEqual([]);
  });

  it('deletes a saved card: no longer listed, offered or usable', async () => {
    const hash = (await hashesOf(a))[0] as string;
    const id = await readyCart(a);
    expect(
      (
        await setPayment(
          id,
          { code: 'braintree_cc_vault', braintree_cc_vault: { public_hash: hash } },
          a,
        )
      ).errors,
    ).toBeUndefined();
    const r = await deleteToken(hash, a);
    expect(r.errors).toBeUndefined();
    expect(r.data.deletePaymentToken).toEqual({
      result: true,
      customerPaymentTokens: { items: [] },
    });
    expect(errorOf(await deleteToken(hash, a))).toMatchObject({
      message: `Could not find a token using public hash: ${hash}`,
      category: 'graphql-no-such-entity',
    });
    const placed = await placeOrder(id, a);
    expect(placed.data.placeOrder.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message: 'Please check your credit card information and billing address.',
      },
    ]);
    expect(
      errorOf(
        await setPayment(
          id,
          { code: 'braintree_cc_vault', braintree_cc_vault: { public_hash: hash } },
          a,
        ),
      ),
    ).toMatchObject({ message: 'The requested Payment Method is not available.' });
    expect(errorOf(await deleteToken('no-such-hash', a))).toMatchObject({
      message: 'Could not find a token using public hash: no-such-hash',
    });
  });

  it('keeps no card number anywhere', async () => {
    const dump = JSON.stringify([
      await t.handle.db.selectFrom('vault_payment_token').selectAll().execute(),
      await t.handle.db.selectFrom('sales_order').selectAll().execute(),
      await t.handle.db.selectFrom('payment_transaction').selectAll().execute(),
      await t.handle.db.selectFrom('cart').selectAll().execute(),
    ]);
    expect(dump).toContain('4242');
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('424242424242');
  });
});
