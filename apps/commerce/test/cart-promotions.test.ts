// Coupons, sales tax by shipping state and gift cards through GraphQL on the seeded demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { DEMO_PROMOTIONS as P } from '../src/seed/promotions.js';
import { testDbKinds } from './support/db.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { CART_FIELDS, simpleProduct, type SimpleFixture } from './support/cart.js';

const C = P.coupons;
const G = P.giftCards;

describe.each(testDbKinds())('cart promotions, tax and gift cards (%s)', (kind) => {
  let t: TestApp;
  let simple: SimpleFixture;
  beforeAll(async () => {
    t = await startApp(kind);
    simple = await simpleProduct(t);
  });
  afterAll(async () => t?.close());

  const cents = (v: number) => Math.round(v * 100);
  /** A cart holding `quantity` of the plain simple product (or the given items). */
  const cartWith = async (
    items: AnyJson[] = [{ sku: simple.sku, quantity: 3 }],
  ): Promise<string> => {
    const id = (await t.gql('mutation { createEmptyCart }')).data.createEmptyCart;
    const r = await t.gql(
      'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
      { id, items },
    );
    expect(r.data.addProductsToCart.user_errors).toEqual([]);
    return id;
  };
  const applyCoupon = (id: string, code: string) =>
    t.gql(
      `mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } } }`,
      { id, code },
    );
  const read = async (id: string) =>
    (await t.gql(`query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { id })).data
      .cart;
  const shipTo = async (id: string, region: string) => {
    const cart = await t.handle.db
      .selectFrom('cart')
      .select('id')
      .where('masked_id', '=', id)
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('cart_address')
      .values({
        cart_id: cart.id,
        kind: 'shipping',
        firstname: 'Ada',
        lastname: 'Lovelace',
        street: JSON.stringify(['1 Main St']),
        city: 'Town',
        region_code: region,
        country_code: 'US',
        postcode: '10001',
        customer_address_id: null,
        middlename: null,
        prefix: null,
        suffix: null,
        company: null,
        region_id: null,
        region_label: null,
        telephone: '5550100',
        fax: null,
        vat_id: null,
        customer_notes: null,
        shipping_carrier_code: null,
        shipping_method_code: null,
      })
      .execute();
  };
  const invalid = {
    message: "The coupon code isn't valid. Verify the code and try again.",
    extensions: { category: 'graphql-no-such-entity' },
  };

  describe('coupons', () => {
    it('applies a percent coupon (case-insensitively), refuses a second one and removes it', async () => {
      const id = await cartWith();
      const r = await applyCoupon(id, C.percent.code.toLowerCase());
      expect(r.errors).toBeUndefined();
      const cart = r.data.applyCouponToCart.cart;
      const subtotal = simple.priceCents * 3;
      const discount = Math.round(subtotal / 10);
      expect(cart.applied_coupon).toEqual({ code: C.percent.code });
      expect(cart.applied_coupons).toEqual([{ code: C.percent.code }]);
      expect(cart.prices.discounts).toEqual([
        {
          amount: { value: discount / 100, currency: 'USD' },
          label: C.percent.label,
          applied_to: 'ITEM',
        },
      ]);
      expect(cents(cart.prices.subtotal_with_discount_excluding_tax.value)).toBe(
        subtotal - discount,
      );
      expect(cents(cart.prices.grand_total.value)).toBe(subtotal - discount);
      expect(cents(cart.items[0].prices.total_item_discount.value)).toBe(discount);
      expect(cart.items[0].prices.discounts).toEqual([
        { amount: { value: discount / 100 }, label: C.percent.label },
      ]);

      const second = await applyCoupon(id, C.fixedCart.code);
      expect(second.errors?.[0]).toMatchObject({
        message: 'A coupon is already applied to the cart. Please remove it to apply another',
        extensions: { category: 'graphql-input' },
      });
      const removed = await t.gql(
        `mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { applied_coupon { code } prices { discounts { label } grand_total { value } } } } }`,
        { id },
      );
      expect(removed.data.removeCouponFromCart.cart).toEqual({
        applied_coupon: null,
        prices: { discounts: null, grand_total: { value: subtotal / 100 } },
      });
    });

    it('fixed cart amount and fixed amount per unit split exactly across lines', async () => {
      const other = await simpleProduct(t, [simple.sku]);
      const items = [
        { sku: simple.sku, quantity: 1 },
        { sku: other.sku, quantity: 2 },
      ];
      const fixed = (await applyCoupon(await cartWith(items), C.fixedCart.code)).data
        .applyCouponToCart.cart;
      expect(fixed.prices.discounts[0].amount.value).toBe(50);
      expect(
        fixed.items.reduce(
          (n: number, i: AnyJson) => n + cents(i.prices.total_item_discount.value),
          0,
        ),
      ).toBe(5000);
      const perUnit = (await applyCoupon(await cartWith(items), C.fixedPerItem.code)).data
        .applyCouponToCart.cart;
      expect(perUnit.items.map((i: AnyJson) => i.prices.total_item_discount.value)).toEqual([
        5, 10,
      ]);
      expect(perUnit.prices.discounts[0].amount.value).toBe(15);
    });

    it('rejects unknown, expired, inactive and empty codes, and coupons on an empty cart', async () => {
      const id = await cartWith();
      for (const code of ['NOPE', C.expired.code, C.inactive.code])
        expect((await applyCoupon(id, code)).errors?.[0]).toMatchObject(invalid);
      expect((await applyCoupon(id, '')).errors?.[0]?.message).toBe(
        'Required parameter "coupon_code" is missing',
      );
      const empty = (await t.gql('mutation { createEmptyCart }')).data.createEmptyCart;
      expect((await applyCoupon(empty, C.percent.code)).errors?.[0]).toMatchObject({
        message: 'Cart does not contain products.',
        extensions: { category: 'graphql-no-such-entity' },
      });
      const rm = await t.gql(
        `mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { id } } }`,
        { id: empty },
      );
      expect(rm.errors?.[0]?.message).toBe('Cart does not contain products.');
    });

    it('needs the minimum subtotal, and stops applying when the cart falls below it', async () => {
      const small = await cartWith([
        {
          parent_sku: DEMO_FACTS.configurable.sku,
          sku: DEMO_FACTS.configurable.variantSku,
          quantity: 1,
        },
      ]);
      expect((await applyCoupon(small, C.minSubtotal.code)).errors?.[0]).toMatchObject(invalid);
      const big = await cartWith([
        {
          parent_sku: DEMO_FACTS.configurable.sku,
          sku: DEMO_FACTS.configurable.variantSku,
          quantity: 4,
        },
      ]);
      const cart = (await applyCoupon(big, C.minSubtotal.code)).data.applyCouponToCart.cart;
      expect(cart.prices.discounts[0].amount.value).toBe(250);
      expect(cart.prices.grand_total.value).toBe(5800 - 250);
      const uid = cart.items[0].uid;
      const upd = await t.gql(
        `mutation($id: String!, $uid: ID) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 1 }] }) { cart { applied_coupon { code } prices { discounts { label } grand_total { value } } } } }`,
        { id: big, uid },
      );
      expect(upd.data.updateCartItems.cart).toEqual({
        applied_coupon: null,
        prices: { discounts: null, grand_total: { value: 1450 } },
      });
    });

    it('honours total and per-customer usage limits', async () => {
      await t.handle.db
        .updateTable('sales_rule')
        .set({ times_used: 1 })
        .where('coupon_code', '=', C.singleUse.code)
        .execute();
      try {
        expect((await applyCoupon(await cartWith(), C.singleUse.code)).errors?.[0]).toMatchObject(
          invalid,
        );
      } finally {
        await t.handle.db
          .updateTable('sales_rule')
          .set({ times_used: 0 })
          .where('coupon_code', '=', C.singleUse.code)
          .execute();
      }
      expect((await applyCoupon(await cartWith(), C.singleUse.code)).errors).toBeUndefined();

      const rule = await t.handle.db
        .selectFrom('sales_rule')
        .select('id')
        .where('coupon_code', '=', C.oncePerCustomer.code)
        .executeTakeFirstOrThrow();
      await t.handle.db
        .insertInto('sales_rule_customer_usage')
        .values({ rule_id: rule.id, customer_key: 'email:used@example.com', times_used: 1 })
        .execute();
      const used = await cartWith();
      await t.handle.db
        .updateTable('cart')
        .set({ email: 'Used@Example.com' })
        .where('masked_id', '=', used)
        .execute();
      expect((await applyCoupon(used, C.oncePerCustomer.code)).errors?.[0]).toMatchObject(invalid);
      const fresh = await cartWith();
      await t.handle.db
        .updateTable('cart')
        .set({ email: 'new@example.com' })
        .where('masked_id', '=', fresh)
        .execute();
      expect((await applyCoupon(fresh, C.oncePerCustomer.code)).errors).toBeUndefined();
    });
  });

  describe('sales tax', () => {
    it('charges no tax without a shipping address, and the state rate on discounted rows with one', async () => {
      const id = await cartWith();
      expect((await read(id)).prices.applied_taxes).toEqual([]);
      await shipTo(id, 'NY');
      const subtotal = simple.priceCents * 3;
      const tax = Math.round((subtotal * 888) / 10000);
      const cart = await read(id);
      expect(cart.prices.applied_taxes).toEqual([
        { label: 'US-NY-*-Rate 1', amount: { value: tax / 100, currency: 'USD' } },
      ]);
      expect(cents(cart.prices.grand_total.value)).toBe(subtotal + tax);
      expect(cents(cart.prices.grand_total_excluding_tax.value)).toBe(subtotal);
      expect(cents(cart.prices.subtotal_including_tax.value)).toBe(subtotal + tax);
      expect(cents(cart.items[0].prices.price_including_tax.value)).toBe(
        simple.priceCents + Math.round((simple.priceCents * 888) / 10000),
      );

      const withCoupon = (await applyCoupon(id, C.percent.code)).data.applyCouponToCart.cart;
      const discount = Math.round(subtotal / 10);
      const discountedTax = Math.round(((subtotal - discount) * 888) / 10000);
      expect(cents(withCoupon.prices.applied_taxes[0].amount.value)).toBe(discountedTax);
      expect(cents(withCoupon.prices.grand_total.value)).toBe(subtotal - discount + discountedTax);
    });

    it('uses each state rate and charges nothing where no rate exists', async () => {
      for (const [region, rate] of [
        ['CA', 725],
        ['TX', 625],
        ['OR', 0],
      ] as const) {
        const id = await cartWith([{ sku: simple.sku, quantity: 1 }]);
        await shipTo(id, region);
        const cart = await read(id);
        const tax = Math.round((simple.priceCents * rate) / 10000);
        expect(cents(cart.prices.grand_total.value)).toBe(simple.priceCents + tax);
        expect(cart.prices.applied_taxes).toHaveLength(rate ? 1 : 0);
      }
    });
  });

  describe('gift cards', () => {
    const APPLY = `mutation($id: String!, $code: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: $code }) { cart { ${CART_FIELDS} } } }`;
    const REMOVE = `mutation($id: String!, $code: String!) { removeGiftCardFromCart(input: { cart_id: $id, gift_card_code: $code }) { cart { ${CART_FIELDS} } } }`;
    const bigCart = () =>
      cartWith([
        {
          parent_sku: DEMO_FACTS.configurable.sku,
          sku: DEMO_FACTS.configurable.variantSku,
          quantity: 1,
        },
      ]);

    it('applies a card partially after tax, then a second one covers the rest without going below zero', async () => {
      const id = await bigCart();
      await shipTo(id, 'CA');
      const total = 145000 + Math.round((145000 * 725) / 10000);
      const r = await t.gql(APPLY, { id, code: G.hundred.code });
      expect(r.errors).toBeUndefined();
      const cart = r.data.applyGiftCardToCart.cart;
      expect(cart.applied_gift_cards).toEqual([
        {
          code: G.hundred.code,
          applied_balance: { value: 100 },
          current_balance: { value: 100 },
          expiration_date: null,
        },
      ]);
      expect(cents(cart.prices.grand_total.value)).toBe(total - 10000);
      const both = (await t.gql(APPLY, { id, code: G.large.code.toLowerCase() })).data
        .applyGiftCardToCart.cart;
      expect(
        both.applied_gift_cards.map((g: AnyJson) => [
          g.code,
          cents(g.applied_balance.value),
          cents(g.current_balance.value),
        ]),
      ).toEqual([
        [G.hundred.code, 10000, 10000],
        [G.large.code, total - 10000, G.large.balanceCents],
      ]);
      expect(both.applied_gift_cards[1].expiration_date).toBe('2026-06-15');
      expect(both.prices.grand_total.value).toBe(0);
      const removed = (await t.gql(REMOVE, { id, code: G.hundred.code })).data
        .removeGiftCardFromCart.cart;
      expect(
        removed.applied_gift_cards.map((g: AnyJson) => cents(g.applied_balance.value)),
      ).toEqual([total]);
    });

    it('rejects expired, empty, inactive, unknown and repeated cards, and removing one not applied', async () => {
      const id = await bigCart();
      for (const code of [G.expired.code, G.empty.code, G.inactive.code, 'NO-SUCH-CARD']) {
        expect((await t.gql(APPLY, { id, code })).errors?.[0]).toMatchObject({
          message: "The gift card code couldn't be added. Verify your information and try again.",
          extensions: { category: 'graphql-input' },
        });
      }
      expect((await t.gql(APPLY, { id, code: '' })).errors?.[0]?.message).toBe(
        'Required parameter "gift_card_code" is missing',
      );
      await t.gql(APPLY, { id, code: G.hundred.code });
      expect((await t.gql(APPLY, { id, code: G.hundred.code })).errors?.[0]?.message).toBe(
        'This gift card account is already in the quote.',
      );
      expect((await t.gql(REMOVE, { id, code: G.large.code })).errors?.[0]).toMatchObject({
        message: "The gift card couldn't be deleted from the quote.",
        extensions: { category: 'graphql-input' },
      });
    });
  });
});
