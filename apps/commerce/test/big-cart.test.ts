// Order amounts are kept inside the 32-bit cent columns of orders: a cart past $1,000,000 is
// refused at placeOrder with a clear message, not a database overflow (docs/decisions/0903).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TOO_LARGE_MSG } from '../src/modules/sales/order-ceiling.js';
import { startApp, type TestApp } from './support/app.js';
import { newCart, placeOrder, readyForPayment, setPayment } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const ADD =
  'mutation($c: String!, $s: String!, $q: Float!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: $q }]) { cart { prices { grand_total { value } } } user_errors { message } } }';

describe.each(testDbKinds())('big carts (%s)', (kind) => {
  let t: TestApp;
  let sku: string;
  beforeAll(async () => {
    t = await startApp(kind, { env: { ...OFFLINE_FOR_EVERYONE } });
    const p = await t.handle.db
      .selectFrom('product')
      .select('sku')
      .where('type_id', '=', 'simple')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    sku = p.sku;
    // $90,000 a unit, plenty in stock, no per-line cap below the API's own.
    await t.handle.db
      .updateTable('product')
      .set({ price: 9_000_000, qty: 1_000_000, max_sale_qty: 100_000 })
      .where('sku', '=', sku)
      .execute();
  });
  afterAll(async () => t?.close());

  it('refuses an order past $1,000,000 with a clear message and places nothing', async () => {
    const cart = await newCart(t);
    for (let i = 0; i < 3; i++) {
      const r = await t.gql(ADD, { c: cart, s: sku, q: 10_000 });
      expect(r.data.addProductsToCart.user_errors).toEqual([]);
    }
    await readyForPayment(t, cart);
    await setPayment(t, cart, { code: 'checkmo' });
    const before = await t.handle.db
      .selectFrom('sales_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const o = await placeOrder(t, cart);
    expect(o.errors?.[0]).toMatchObject({
      message: ORDER_TOO_LARGE_MSG,
      extensions: { category: 'graphql-input' },
    });
    const after = await t.handle.db
      .selectFrom('sales_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a cart past the ceiling whose gift card pays it below $1,000,000, spending nothing', async () => {
    // 12 units at $90,000: a subtotal of $1,080,000. A $200,000 gift card brings the amount to pay
    // under the ceiling; the ceiling is on the order's value, so the order is still refused, and
    // the card's balance, the stock and the orders are as they were.
    const code = `GIFT-BIG-${kind}`;
    await t.handle.db
      .insertInto('gift_card_account')
      .values({
        code,
        balance: 20_000_000,
        initial_balance: 20_000_000,
        currency: 'USD',
        expires_at: null,
        is_active: true,
      })
      .execute();
    const cart = await newCart(t);
    expect(
      (await t.gql(ADD, { c: cart, s: sku, q: 12 })).data.addProductsToCart.user_errors,
    ).toEqual([]);
    const applied = await t.gql(
      'mutation($c: String!, $k: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: $k }) { cart { prices { grand_total { value } } } } }',
      { c: cart, k: code },
    );
    expect(applied.errors).toBeUndefined();
    await readyForPayment(t, cart);
    await setPayment(t, cart, { code: 'checkmo' });
    const due = await t.gql(
      'query($c: String!) { cart(cart_id: $c) { prices { grand_total { value } subtotal_excluding_tax { value } } } }',
      { c: cart },
    );
    expect(due.data.cart.prices.subtotal_excluding_tax.value).toBe(1_080_000);
    expect(due.data.cart.prices.grand_total.value).toBeLessThan(1_000_000);
    const stock = async () =>
      (
        await t.handle.db
          .selectFrom('product')
          .select('qty')
          .where('sku', '=', sku)
          .executeTakeFirstOrThrow()
      ).qty;
    const qtyBefore = await stock();
    const o = await placeOrder(t, cart);
    expect(o.errors?.[0]).toMatchObject({
      message: ORDER_TOO_LARGE_MSG,
      extensions: { category: 'graphql-input' },
    });
    const card = await t.handle.db
      .selectFrom('gift_card_account')
      .select('balance')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(card.balance).toBe(20_000_000);
    expect(await stock()).toBe(qtyBefore);
  });
});
