// Gateway faults: a gateway that times out (before or after doing its work), fails, or answers
// slowly on a share of calls. Shoppers retry (a new card token each time, sometimes a double
// submit): no cart is ever charged twice, every capture left standing belongs to an order and
// equals its total, and a checkout that gives up leaves its stock where it was and its cart open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyJson } from './support/app.js';
import { testDbKinds } from './support/db.js';
import {
  addItem,
  newCart,
  PLACE_ORDER,
  pickSimpleProduct,
  readyForPayment,
  setPayment,
  tokenize,
} from './support/checkout-flow.js';
import { FaultyGateway, rng } from './support/faulty-gateway.js';
import { inBatches } from './support/http-app.js';
import { startMovingApp, type MovingApp } from './support/moving-app.js';

const CARTS = Number(process.env.GATEWAY_FAULT_CARTS ?? (process.env.HARDENING_LONG ? 200 : 40));
const MAX_TRIES = 4;

describe.each(testDbKinds())('checkout against a faulty gateway (%s)', (kind) => {
  let t: MovingApp;
  const gateway = new FaultyGateway(rng(9), {
    slow: 0.1,
    error: 0.1,
    timeoutBefore: 0.1,
    timeoutAfter: 0.1,
  });
  beforeAll(async () => {
    t = await startMovingApp(kind, { gateway });
  });
  afterAll(async () => t?.close());

  it(`${CARTS} card checkouts with retries: no double charge, failures keep stock and cart`, async () => {
    const product = await pickSimpleProduct(t);
    const initial = 10_000;
    await t.handle.db
      .updateTable('product')
      .set({ qty: initial, is_in_stock: true })
      .where('id', '=', product.id)
      .execute();
    const carts = await inBatches(CARTS, 8, async (i) => {
      const id = await newCart(t);
      await addItem(t, id, product.sku, 1 + (i % 3));
      await readyForPayment(t, id, 'flatrate', `faulty${i}@example.com`);
      return id;
    });

    const outcomes = await inBatches(CARTS, 8, async (i) => {
      const cartId = carts[i] as string;
      const maxTries = i % 5 === 0 ? 1 : MAX_TRIES;
      for (let attempt = 1; attempt <= maxTries; attempt++) {
        const token = await tokenize(t, '4242424242424242');
        expect(
          (
            await setPayment(t, cartId, {
              code: 'braintree',
              braintree: { payment_method_nonce: token, is_active_payment_token_enabler: false },
            })
          ).errors,
        ).toBeUndefined();
        // Every third attempt is a double submit: two placeOrder calls at once.
        const calls = attempt % 3 === 0 ? 2 : 1;
        const results: AnyJson[] = await Promise.all(
          Array.from({ length: calls }, () => t.gql(PLACE_ORDER, { c: cartId })),
        );
        for (const r of results) {
          expect(r.status).toBeLessThan(500);
          expect(r.errors).toBeUndefined();
        }
        const ok = results.find((r) => r.data.placeOrder.errors.length === 0);
        if (ok)
          return { cartId, number: ok.data.placeOrder.orderV2.number as string, attempts: attempt };
        for (const r of results)
          expect(r.data.placeOrder.errors[0].code).toBe('UNABLE_TO_PLACE_ORDER');
        // A failed attempt leaves the cart open with its items.
        const cart = await t.handle.db
          .selectFrom('cart')
          .select(['id', 'is_active'])
          .where('masked_id', '=', cartId)
          .executeTakeFirstOrThrow();
        expect(cart.is_active).toBe(true);
      }
      return { cartId, number: null, attempts: maxTries };
    });

    const db = t.handle.db;
    const orders = await db
      .selectFrom('sales_order')
      .select(['number', 'cart_id', 'grand_total'])
      .where('payment_method_code', '=', 'braintree')
      .execute();
    const byNumber = new Map(orders.map((o) => [o.number, o]));
    const placed = outcomes.filter((o) => o.number !== null);
    const gaveUp = outcomes.filter((o) => o.number === null);
    expect(placed.length + gaveUp.length).toBe(CARTS);
    expect(orders).toHaveLength(placed.length);

    // The gateway's ledger: money stays captured only for orders, once, for the order's total.
    const standing = [...gateway.ledger.values()].filter((e) => e.captured > 0);
    const perOrder = new Map<string, number>();
    for (const e of standing) {
      const order = byNumber.get(e.reference);
      expect(order, `capture for ${e.reference} without an order`).toBeDefined();
      expect(e.captured).toBe(order?.grand_total);
      perOrder.set(e.reference, (perOrder.get(e.reference) ?? 0) + 1);
    }
    expect([...perOrder.values()].filter((n) => n > 1)).toEqual([]);
    expect(perOrder.size).toBe(orders.length);
    // Our records agree: one approved capture per order, equal to its total.
    const caps = await db
      .selectFrom('payment_transaction')
      .select(['order_id', 'cart_id', 'amount'])
      .where('kind', '=', 'capture')
      .where('status', '=', 'approved')
      .execute();
    expect(caps).toHaveLength(orders.length);
    for (const o of orders)
      expect(caps.filter((c) => c.cart_id === o.cart_id).map((c) => c.amount)).toEqual([
        o.grand_total,
      ]);

    // Stock: what is gone is exactly what was ordered; carts that gave up are open with their items.
    const sold = await db
      .selectFrom('sales_order_item')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('sku', '=', product.sku)
      .executeTakeFirstOrThrow();
    const qty = (
      await db
        .selectFrom('product')
        .select('qty')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow()
    ).qty;
    expect(qty + Number(sold.n ?? 0)).toBe(initial);
    for (const g of gaveUp) {
      const cart = await db
        .selectFrom('cart')
        .select(['id', 'is_active'])
        .where('masked_id', '=', g.cartId)
        .executeTakeFirstOrThrow();
      expect(cart.is_active).toBe(true);
      expect(
        await db.selectFrom('cart_item').select('id').where('cart_id', '=', cart.id).execute(),
      ).toHaveLength(1);
    }
    const f = gateway.faults;
    console.info(
      `gateway-faults (${kind}): ${CARTS} carts, ${placed.length} placed, ${gaveUp.length} gave up; ` +
        `gateway calls ok ${f.ok}, slow ${f.slow}, error ${f.error}, timeout before ${f.timeout_before}, timeout after ${f.timeout_after}; ` +
        `${[...gateway.ledger.values()].filter((e) => e.voided).length} authorisations voided`,
    );
    expect(f.timeout_after).toBeGreaterThan(0);
    expect(gaveUp.length).toBeGreaterThan(0);
  }, 600_000);
});
