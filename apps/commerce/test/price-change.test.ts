// A price that changes between the checkout and placeOrder is never charged silently: the order
// is refused with the new prices and total, nothing is reserved or charged, the cart shows the
// new total, and the next attempt goes through with capture = order total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from './support/db.js';
import { startApp, type TestApp } from './support/app.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
  tokenize,
} from './support/checkout-flow.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

describe.each(testDbKinds())('price changes at placeOrder (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, {
      env: {
        OUTBOX_DIR: `/tmp/charter-test-outbox-price-${kind}-${process.pid}`,
        ...OFFLINE_FOR_EVERYONE,
      },
    });
  });
  afterAll(async () => t?.close());

  const grandTotal = async (cartId: string) =>
    (
      await t.gql(
        `{ cart(cart_id: "${cartId}") { prices { grand_total { value } } items { prices { price { value } } } } }`,
      )
    ).data.cart;
  const stock = async (id: number) =>
    (
      await t.handle.db
        .selectFrom('product')
        .select('qty')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).qty;

  it('refuses the order with the new price and total, then places it at the new price; capture = order total', async () => {
    const product = await pickSimpleProduct(t);
    const id = await newCart(t);
    await addItem(t, id, product.sku, 2);
    await readyForPayment(t, id, 'flatrate', 'price@example.com');
    const before = await grandTotal(id);
    const qty = await stock(product.id);

    // The catalogue price moves after the shopper has seen the totals.
    const newPrice = product.price + 1000;
    await t.handle.db
      .updateTable('product')
      .set({ price: newPrice })
      .where('id', '=', product.id)
      .execute();
    const token = await tokenize(t, '4242424242424242');
    expect(
      (
        await setPayment(t, id, {
          code: 'braintree',
          braintree: { payment_method_nonce: token, is_active_payment_token_enabler: false },
        })
      ).errors,
    ).toBeUndefined();
    const refused = await placeOrder(t, id);
    expect(refused.errors).toBeUndefined();
    const after = await grandTotal(id);
    expect(after.prices.grand_total.value).toBeGreaterThan(before.prices.grand_total.value);
    const money = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(refused.data.placeOrder).toMatchObject({ order: null, orderV2: null });
    expect(refused.data.placeOrder.errors).toHaveLength(1);
    const err = refused.data.placeOrder.errors[0];
    expect(err.code).toBe('UNABLE_TO_PLACE_ORDER');
    expect(err.message).toContain(`${money(product.price)} is now ${money(newPrice)}`);
    expect(err.message).toContain(
      `The order total is now ${money(Math.round(after.prices.grand_total.value * 100))}`,
    );
    // Nothing happened: no order, no stock taken, no charge; the card token is still usable.
    const cart = await t.handle.db
      .selectFrom('cart')
      .select(['id', 'is_active'])
      .where('masked_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(cart.is_active).toBe(true);
    expect(
      await t.handle.db
        .selectFrom('sales_order')
        .select('id')
        .where('cart_id', '=', cart.id)
        .execute(),
    ).toEqual([]);
    expect(
      await t.handle.db
        .selectFrom('payment_transaction')
        .select('id')
        .where('cart_id', '=', cart.id)
        .execute(),
    ).toEqual([]);
    expect(await stock(product.id)).toBe(qty);

    // The shopper has been told: the next attempt is charged the new total, exactly.
    const placed = await placeOrder(t, id);
    expect(placed.data.placeOrder.errors).toEqual([]);
    const order = await t.handle.db
      .selectFrom('sales_order')
      .select(['id', 'grand_total'])
      .where('cart_id', '=', cart.id)
      .executeTakeFirstOrThrow();
    expect(order.grand_total).toBe(Math.round(after.prices.grand_total.value * 100));
    const captures = await t.handle.db
      .selectFrom('payment_transaction')
      .select(['amount'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'capture')
      .execute();
    expect(captures).toEqual([{ amount: order.grand_total }]);
    expect(await stock(product.id)).toBe(qty - 2);
  });

  it('a lower price is announced too; an unchanged price and a new quantity go straight through', async () => {
    const product = await pickSimpleProduct(t);
    const cheaper = await newCart(t);
    await addItem(t, cheaper, product.sku, 1);
    await readyForPayment(t, cheaper, 'flatrate', 'cheaper@example.com');
    await t.handle.db
      .updateTable('product')
      .set({ price: product.price - 500 })
      .where('id', '=', product.id)
      .execute();
    await setPayment(t, cheaper, { code: 'checkmo' });
    const r = await placeOrder(t, cheaper);
    expect(r.data.placeOrder.errors[0].message).toMatch(
      /The price of some products in your cart has changed/,
    );

    // Same price: no refusal. A quantity changed after the quote is priced (and quoted) afresh.
    const steady = await newCart(t);
    await addItem(t, steady, product.sku, 1);
    await readyForPayment(t, steady, 'flatrate', 'steady@example.com');
    await addItem(t, steady, product.sku, 1);
    await setPayment(t, steady, { code: 'checkmo' });
    expect((await placeOrder(t, steady)).data.placeOrder.errors).toEqual([]);
  });
});
