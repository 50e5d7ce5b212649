// Checkout-facing helpers under concurrency (coupon use counter, gift card redemption) and the
// shipping contract (a rater passed to CartService), called directly on a seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../src/context.js';
import { AttributeCatalog } from '../src/modules/catalog/attribute.service.js';
import { assertCouponUsable, recordCouponUse } from '../src/modules/cart/coupons.js';
import { CartService } from '../src/modules/cart/cart.service.js';
import { redeemGiftCard } from '../src/modules/cart/gift-cards.js';
import type { RaterInput, ShippingRater } from '../src/modules/cart/shipping-contract.js';
import { DEMO_PROMOTIONS as P } from '../src/seed/promotions.js';
import { testDbKinds } from './support/db.js';
import { NOW, startApp, type TestApp } from './support/app.js';
import { simpleProduct } from './support/cart.js';

describe.each(testDbKinds())('cart concurrency and shipping contract (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t?.close());

  const ruleOf = (code: string) =>
    t.handle.db
      .selectFrom('sales_rule')
      .selectAll()
      .where('coupon_code', '=', code)
      .executeTakeFirstOrThrow();

  it('20 simultaneous orders with a single-use coupon record exactly one use', async () => {
    const rule = await ruleOf(P.coupons.singleUse.code);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.handle.db
          .transaction()
          .execute(async (trx) => {
            if (!(await assertCouponUsable(trx, rule, `email:buyer${i}@example.com`, NOW)).ok)
              return false;
            if (!(await recordCouponUse(trx, rule.id, `email:buyer${i}@example.com`)))
              throw new Error('exhausted');
            return true;
          })
          .catch(() => false),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await ruleOf(P.coupons.singleUse.code)).times_used).toBe(1);
    expect((await assertCouponUsable(t.handle.db, rule, 'email:late@example.com')).ok).toBe(false);
  });

  it('a once-per-customer coupon is counted once for the same customer under concurrency', async () => {
    const rule = await ruleOf(P.coupons.oncePerCustomer.code);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.handle.db
          .transaction()
          .execute(async (trx) => {
            if (!(await recordCouponUse(trx, rule.id, 'customer:7'))) throw new Error('limit');
            return true;
          })
          .catch(() => false),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const usage = await t.handle.db
      .selectFrom('sales_rule_customer_usage')
      .selectAll()
      .where('rule_id', '=', rule.id)
      .where('customer_key', '=', 'customer:7')
      .executeTakeFirstOrThrow();
    expect(usage.times_used).toBe(1);
    // The total counter moved only for the committed use.
    expect((await ruleOf(P.coupons.oncePerCustomer.code)).times_used).toBe(1);
    expect(await assertCouponUsable(t.handle.db, rule, 'customer:7')).toEqual({
      ok: false,
      failure: 'customer_limit',
    });
    expect((await assertCouponUsable(t.handle.db, rule, 'customer:8')).ok).toBe(true);
  });

  it('10 simultaneous redemptions beyond a gift card balance never take it below zero', async () => {
    const card = await t.handle.db
      .selectFrom('gift_card_account')
      .selectAll()
      .where('code', '=', P.giftCards.hundred.code)
      .executeTakeFirstOrThrow();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.handle.db
          .transaction()
          .execute(async (trx) => {
            if (!(await redeemGiftCard(trx, card.id, 3000))) throw new Error('insufficient');
            return 3000;
          })
          .catch(() => 0),
      ),
    );
    const spent = results.reduce((a, b) => a + b, 0);
    const after = await t.handle.db
      .selectFrom('gift_card_account')
      .select('balance')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(spent).toBeLessThanOrEqual(card.balance);
    expect(spent).toBe(9000);
    expect(after.balance).toBe(card.balance - spent);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(await redeemGiftCard(t.handle.db, card.id, after.balance + 1)).toBe(false);
  });

  it('prices the selected shipping method through the injected rater; a free-shipping coupon makes it 0', async () => {
    const simple = await simpleProduct(t);
    const seen: RaterInput[] = [];
    const rater: ShippingRater = (input) => {
      seen.push(input);
      return [
        {
          carrierCode: 'flatrate',
          methodCode: 'flatrate',
          amountCents: input.freeShipping
            ? 0
            : 500 * input.items.reduce((n, i) => n + i.quantity, 0),
        },
        { carrierCode: 'freight', methodCode: 'ltl', amountCents: 9900 },
      ];
    };
    const attributes = await AttributeCatalog.load(t.handle.db);
    const carts = new CartService(t.handle.db, attributes, rater);
    const store = await t.handle.db
      .selectFrom('store')
      .selectAll()
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    const ctx = {
      now: NOW,
      customerId: null,
      customerGroupId: 0,
      currency: 'USD',
      storeView: { store, config: {} },
      loaders: new Map(),
    } as unknown as RequestContext;

    const id = (await t.gql('mutation { createEmptyCart }')).data.createEmptyCart as string;
    await t.gql(
      'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { user_errors { message } } }',
      { id, sku: simple.sku },
    );
    const row = await t.handle.db
      .selectFrom('cart')
      .selectAll()
      .where('masked_id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await carts.view(ctx, row)).totals.shippingCents).toBe(0);
    expect(seen).toHaveLength(0); // no address, no rating

    await t.handle.db
      .insertInto('cart_address')
      .values({
        cart_id: row.id,
        kind: 'shipping',
        firstname: 'A',
        lastname: 'B',
        street: JSON.stringify(['1 Main St']),
        city: 'Austin',
        region_code: 'TX',
        country_code: 'US',
        postcode: '73301',
        customer_address_id: null,
        middlename: null,
        prefix: null,
        suffix: null,
        company: null,
        region_id: null,
        region_label: null,
        telephone: null,
        fax: null,
        vat_id: null,
        customer_notes: null,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      })
      .execute();
    const view = await carts.view(ctx, row);
    expect(view.selectedShipping).toEqual({
      carrierCode: 'flatrate',
      methodCode: 'flatrate',
      amountCents: 1000,
    });
    expect(view.shippingQuotes).toHaveLength(2);
    const subtotal = simple.priceCents * 2;
    const tax = Math.round((subtotal * 625) / 10000);
    // Shipping is not taxed.
    expect(view.totals).toMatchObject({
      shippingCents: 1000,
      taxCents: tax,
      grandTotalCents: subtotal + tax + 1000,
    });
    expect(seen.at(-1)).toMatchObject({
      subtotalCents: subtotal,
      freeShipping: false,
      address: { countryCode: 'US', regionCode: 'TX', postcode: '73301' },
    });
    expect(seen.at(-1)?.items[0]).toMatchObject({
      sku: simple.sku,
      quantity: 2,
      weight: simple.weight,
      isVirtual: false,
    });

    const applied = await carts.applyCoupon(ctx, id, P.coupons.freeShipping.code);
    expect(applied.ok).toBe(true);
    const reloaded = await carts.getCartForUser(ctx, id);
    if (!reloaded.ok) throw new Error(reloaded.failure.message);
    const freeView = await carts.view(ctx, reloaded.value);
    expect(freeView.totals).toMatchObject({
      freeShipping: true,
      shippingCents: 0,
      grandTotalCents: subtotal + tax,
      discounts: [],
    });
    expect(freeView.rule?.coupon_code).toBe(P.coupons.freeShipping.code);
    expect(seen.at(-1)?.freeShipping).toBe(true);
  });
});
