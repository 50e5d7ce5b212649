// Gift cards are money (docs/decisions/0506, 0507): coupons never discount gift card lines, gift
// card balance never pays for them, an order that takes less than their face value issues none,
// and one order holds a bounded number of them. Through GraphQL on the seeded demo data.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { DEMO_PROMOTIONS as P } from '../src/seed/promotions.js';
import { encodeUid } from '../src/shared/ids.js';
import type * as Totals from '../src/modules/cart/totals.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';
import { CART_FIELDS, simpleProduct, type SimpleFixture } from './support/cart.js';
import {
  ADDRESS,
  placeOrder,
  readyForPayment,
  setPayment,
  step,
  tokenize,
} from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

// A switch that makes the cart totals forget which lines are gift cards, as a future bug in the
// totals could: the order's own check must then still refuse to issue underpaid cards.
const totalsBug = vi.hoisted(() => ({ on: false }));
vi.mock('../src/modules/cart/totals.js', async (importOriginal) => {
  const real = await importOriginal<typeof Totals>();
  return {
    ...real,
    computeTotals: (input: Totals.TotalsInput) =>
      real.computeTotals(
        totalsBug.on
          ? { ...input, items: input.items.map((i) => ({ ...i, isGiftCard: false })) }
          : input,
      ),
  };
});

const C = P.coupons;
const G = P.giftCards;
const SKU = DEMO_FACTS.giftCard.sku;
const cents = (v: number) => Math.round(v * 100);
const QTY_ABOVE_MAX = {
  code: 'INSUFFICIENT_STOCK',
  message: 'The requested qty exceeds the maximum qty allowed in shopping cart',
};
const COUPON_INVALID = "The coupon code isn't valid. Verify the code and try again.";
const UNDERPAID =
  'Gift cards can only be bought for their full value, paid by card or offline. Review the cart and try again.';

const ADD = `mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) {
  user_errors { code message } cart { ${CART_FIELDS} } } }`;
const APPLY_COUPON = `mutation ($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { ${CART_FIELDS} } } }`;
const APPLY_CARD = `mutation ($c: String!, $k: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: $k }) { cart { ${CART_FIELDS} } } }`;
const UPDATE = `mutation ($c: String!, $u: ID, $q: Float) { updateCartItems(input: { cart_id: $c, cart_items: [{ cart_item_uid: $u, quantity: $q }] }) {
  errors { code message } cart { items { uid quantity } } } }`;
const READ = `query ($c: String!) { cart(cart_id: $c) { ${CART_FIELDS} available_payment_methods { code } } }`;

const field = (name: string) => encodeUid(`giftcard/${name}`);

describe.each(testDbKinds())('gift cards cannot be minted (%s)', (kind) => {
  let t: TestApp;
  let chair: SimpleFixture;
  /** A plain product cheaper than TRADE50's $50. */
  let cheap: SimpleFixture;
  beforeAll(async () => {
    t = await startApp(kind, {
      env: { ...OFFLINE_FOR_EVERYONE, OUTBOX_DIR: `/tmp/charter-test-outbox-money-gc-${kind}` },
      // A second plain product at $30, priced before the server reads any product.
      prepare: async (handle) => {
        const seeded = { handle } as TestApp;
        chair = await simpleProduct(seeded);
        cheap = { ...(await simpleProduct(seeded, [chair.sku])), priceCents: 3000 };
        await handle.db
          .updateTable('product')
          .set({ price: 3000 })
          .where('sku', '=', cheap.sku)
          .execute();
      },
    });
  });
  afterAll(async () => t?.close());

  const newCart = async (): Promise<string> =>
    (await t.gql('mutation { createEmptyCart }')).data.createEmptyCart;
  const giftCard = (amount: number, quantity = 1, recipient = 'grace@example.com') => ({
    sku: SKU,
    quantity,
    selected_options: [encodeUid(`giftcard/giftcard_amount/${amount}.0000`)],
    entered_options: [
      { uid: field('giftcard_sender_name'), value: 'Ada' },
      { uid: field('giftcard_sender_email'), value: 'ada@example.com' },
      { uid: field('giftcard_recipient_name'), value: 'Grace' },
      { uid: field('giftcard_recipient_email'), value: recipient },
    ],
  });
  const add = async (id: string, items: AnyJson[]) =>
    (await t.gql(ADD, { c: id, i: items })).data.addProductsToCart;
  const cartWith = async (items: AnyJson[]): Promise<string> => {
    const id = await newCart();
    expect((await add(id, items)).user_errors).toEqual([]);
    return id;
  };
  const read = async (id: string) => (await t.gql(READ, { c: id })).data.cart;
  const lineOf = (cart: AnyJson, sku: string) =>
    cart.items.find((i: AnyJson) => i.product.sku === sku);
  const itemDiscount = (cart: AnyJson, sku: string) =>
    cents(lineOf(cart, sku).prices.total_item_discount.value);
  /** A virtual cart (gift cards only) with e-mail and billing address, ready for a payment method. */
  const virtualCheckout = async (id: string, email: string) => {
    expect((await step(t, 'setGuestEmailOnCart', { cart_id: id, email })).errors).toBeUndefined();
    expect(
      (
        await step(t, 'setBillingAddressOnCart', {
          cart_id: id,
          billing_address: { address: ADDRESS },
        })
      ).errors,
    ).toBeUndefined();
  };
  const payByCard = async (id: string) => {
    const token = await tokenize(t, '4242424242424242');
    const r = await setPayment(t, id, {
      code: 'braintree',
      braintree: { payment_method_nonce: token, is_active_payment_token_enabler: false },
    });
    expect(r.errors).toBeUndefined();
  };
  const cardsIssuedBy = async (number: string) =>
    t.handle.db
      .selectFrom('gift_card_account as g')
      .innerJoin('sales_order as o', 'o.id', 'g.order_id')
      .select(['g.balance', 'g.is_active'])
      .where('o.number', '=', number)
      .execute();
  const cardCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('gift_card_account')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const balanceOf = async (code: string) =>
    (
      await t.handle.db
        .selectFrom('gift_card_account')
        .select('balance')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).balance;

  describe('coupons never discount gift card lines', () => {
    it('TRADE50 on a $50 gift card is refused: the cart still costs $50 and only paying methods are offered', async () => {
      const id = await cartWith([giftCard(50)]);
      const r = await t.gql(APPLY_COUPON, { c: id, k: C.fixedCart.code });
      expect(r.errors?.[0]).toMatchObject({
        message: COUPON_INVALID,
        extensions: { category: 'graphql-no-such-entity' },
      });
      const cart = await read(id);
      expect(cart.applied_coupon).toBeNull();
      expect(cart.prices.discounts).toBeNull();
      expect(cart.prices.grand_total.value).toBe(50);
      expect(cart.available_payment_methods.map((m: AnyJson) => m.code)).not.toContain('free');
    });

    it('a coupon kept from a mixed cart stops applying once only gift cards are left', async () => {
      const id = await cartWith([{ sku: chair.sku, quantity: 1 }, giftCard(50)]);
      const applied = await t.gql(APPLY_COUPON, { c: id, k: C.fixedCart.code });
      expect(applied.errors).toBeUndefined();
      const uid = lineOf(applied.data.applyCouponToCart.cart, chair.sku).uid;
      await t.gql(UPDATE, { c: id, u: uid, q: 0 });
      const cart = await read(id);
      expect(cart.applied_coupon).toBeNull();
      expect(cart.prices.grand_total.value).toBe(50);
      expect(cart.available_payment_methods.map((m: AnyJson) => m.code)).not.toContain('free');
    });

    it('TRADE50 on a $30 product beside a $50 gift card takes $30 off the product only', async () => {
      const id = await cartWith([{ sku: cheap.sku, quantity: 1 }, giftCard(50)]);
      const cart = (await t.gql(APPLY_COUPON, { c: id, k: C.fixedCart.code })).data
        .applyCouponToCart.cart;
      expect(itemDiscount(cart, cheap.sku)).toBe(3000);
      expect(itemDiscount(cart, SKU)).toBe(0);
      expect(cents(cart.prices.discounts[0].amount.value)).toBe(3000);
      expect(cart.prices.grand_total.value).toBe(50);
    });

    it('WELCOME10 takes 10 % of the other products, not of the gift cards', async () => {
      const id = await cartWith([{ sku: chair.sku, quantity: 1 }, giftCard(100, 2)]);
      const cart = (await t.gql(APPLY_COUPON, { c: id, k: C.percent.code })).data.applyCouponToCart
        .cart;
      const discount = Math.round(chair.priceCents / 10);
      expect(itemDiscount(cart, chair.sku)).toBe(discount);
      expect(itemDiscount(cart, SKU)).toBe(0);
      expect(cents(cart.prices.grand_total.value)).toBe(chair.priceCents - discount + 20000);
    });

    it('UNIT5 takes $5 off each unit of the other products only, and is refused on gift cards alone', async () => {
      const id = await cartWith([{ sku: chair.sku, quantity: 2 }, giftCard(50, 3)]);
      const cart = (await t.gql(APPLY_COUPON, { c: id, k: C.fixedPerItem.code })).data
        .applyCouponToCart.cart;
      expect(itemDiscount(cart, chair.sku)).toBe(1000);
      expect(itemDiscount(cart, SKU)).toBe(0);
      expect(cents(cart.prices.grand_total.value)).toBe(chair.priceCents * 2 - 1000 + 15000);
      const only = await cartWith([giftCard(50, 3)]);
      expect(
        (await t.gql(APPLY_COUPON, { c: only, k: C.fixedPerItem.code })).errors?.[0]?.message,
      ).toBe(COUPON_INVALID);
      expect((await read(only)).prices.grand_total.value).toBe(150);
    });

    it('a minimum subtotal is not reached with gift cards: BIGORDER needs $5,000 of other products', async () => {
      const id = await cartWith([{ sku: cheap.sku, quantity: 1 }, giftCard(250, 20)]);
      expect(
        (await t.gql(APPLY_COUPON, { c: id, k: C.minSubtotal.code })).errors?.[0]?.message,
      ).toBe(COUPON_INVALID);
    });
  });

  describe('gift card balance never pays for gift cards', () => {
    it('is refused on a cart of gift cards only, with a message that says why', async () => {
      const id = await cartWith([giftCard(50)]);
      const r = await t.gql(APPLY_CARD, { c: id, k: G.large.code });
      expect(r.errors?.[0]).toMatchObject({
        message:
          "Gift cards can't be used to pay for gift cards. Add other products to use this gift card.",
        extensions: { category: 'graphql-input' },
      });
      const cart = await read(id);
      expect(cart.applied_gift_cards).toEqual([]);
      expect(cart.prices.grand_total.value).toBe(50);
    });

    it('pays a mixed cart only up to the other products, their tax and shipping; the order charges the gift card lines', async () => {
      const id = await cartWith([{ sku: chair.sku, quantity: 1 }, giftCard(50)]);
      const noAddress = (await t.gql(APPLY_CARD, { c: id, k: G.large.code })).data
        .applyGiftCardToCart.cart;
      expect(cents(noAddress.applied_gift_cards[0].applied_balance.value)).toBe(chair.priceCents);
      expect(noAddress.prices.grand_total.value).toBe(50);

      // With New York tax and flat-rate shipping: the card covers the chair, its tax and shipping.
      const ready = await readyForPayment(t, id, 'flatrate', 'mixed-gc@example.com');
      const shipping = cents(ready.shipping_addresses[0].selected_shipping_method.amount.value);
      const cart = await read(id);
      const total =
        cents(cart.prices.subtotal_excluding_tax.value) +
        cents(cart.prices.applied_taxes[0].amount.value) +
        shipping;
      const applied = cents(cart.applied_gift_cards[0].applied_balance.value);
      const due = cents(cart.prices.grand_total.value);
      // The gift card line's share of the tax: 8.88 % of $50 is $4.44, give or take the cent the split moves.
      expect(Math.abs(due - (5000 + 444))).toBeLessThanOrEqual(1);
      expect(applied + due).toBe(total);
      expect(cart.available_payment_methods.map((m: AnyJson) => m.code)).toContain('braintree');

      const before = await balanceOf(G.large.code);
      await payByCard(id);
      const placed = await placeOrder(t, id);
      expect(placed.data.placeOrder.errors).toEqual([]);
      const order = placed.data.placeOrder.orderV2;
      expect(cents(order.total.grand_total.value)).toBe(due);
      expect(cents(order.total.total_giftcard.value)).toBe(applied);
      expect(before - (await balanceOf(G.large.code))).toBe(applied);
      expect(await cardsIssuedBy(order.number)).toEqual([{ balance: 5000, is_active: true }]);
    });

    it('gift card + WELCOME10 + another gift card as payment: the coupon skips the gift cards and the card pays only the rest', async () => {
      const id = await cartWith([{ sku: chair.sku, quantity: 1 }, giftCard(100)]);
      expect((await t.gql(APPLY_COUPON, { c: id, k: C.percent.code })).errors).toBeUndefined();
      const cart = (await t.gql(APPLY_CARD, { c: id, k: G.hundred.code })).data.applyGiftCardToCart
        .cart;
      const discount = Math.round(chair.priceCents / 10);
      expect(itemDiscount(cart, SKU)).toBe(0);
      expect(cents(cart.applied_gift_cards[0].applied_balance.value)).toBe(
        Math.min(10000, chair.priceCents - discount),
      );
      expect(cents(cart.prices.grand_total.value)).toBe(
        10000 + Math.max(0, chair.priceCents - discount - 10000),
      );

      await readyForPayment(t, id, 'flatrate', 'welcome-gc@example.com');
      await payByCard(id);
      const placed = await placeOrder(t, id);
      expect(placed.data.placeOrder.errors).toEqual([]);
      const order = placed.data.placeOrder.orderV2;
      expect(cents(order.total.grand_total.value)).toBeGreaterThanOrEqual(10000);
      expect(await cardsIssuedBy(order.number)).toEqual([{ balance: 10000, is_active: true }]);
    });
  });

  describe('an order that takes less than the face value issues no card', () => {
    it('a $50 gift card with TRADE50 cannot become a $0 order paid by `free`', async () => {
      const id = await cartWith([giftCard(50, 1, 'free-gc@example.com')]);
      await t.gql(APPLY_COUPON, { c: id, k: C.fixedCart.code });
      await virtualCheckout(id, 'free-gc@example.com');
      const free = await setPayment(t, id, { code: 'free' });
      expect(free.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
      // Even with `free` written on the cart behind the API's back, the order is refused.
      await t.handle.db
        .updateTable('cart')
        .set({ payment_method_code: 'free' })
        .where('masked_id', '=', id)
        .execute();
      const cards = await cardCount();
      const placed = await placeOrder(t, id);
      expect(placed.data.placeOrder.errors).toEqual([
        { code: 'UNABLE_TO_PLACE_ORDER', message: 'Enter a valid payment method and try again.' },
      ]);
      expect(await cardCount()).toBe(cards);
    });

    it('refuses to issue cards the order did not pay for in full, even if the cart totals discounted them', async () => {
      const id = await cartWith([giftCard(50, 1, 'bug-gc@example.com')]);
      await virtualCheckout(id, 'bug-gc@example.com');
      totalsBug.on = true;
      try {
        const coupon = await t.gql(APPLY_COUPON, { c: id, k: C.fixedCart.code });
        expect(coupon.errors).toBeUndefined();
        // The (simulated) totals bug: the gift card costs nothing, so only `free` is offered.
        expect((await read(id)).prices.grand_total.value).toBe(0);
        expect((await setPayment(t, id, { code: 'free' })).errors).toBeUndefined();
        const cards = await cardCount();
        const placed = await placeOrder(t, id);
        expect(placed.data.placeOrder.errors).toEqual([
          { code: 'UNABLE_TO_PLACE_ORDER', message: UNDERPAID },
        ]);
        expect(placed.data.placeOrder.orderV2).toBeNull();
        expect(await cardCount()).toBe(cards);
        const rule = await t.handle.db
          .selectFrom('sales_rule')
          .select('times_used')
          .where('coupon_code', '=', C.fixedCart.code)
          .executeTakeFirstOrThrow();
        expect(rule.times_used).toBe(0);
      } finally {
        totalsBug.on = false;
      }
    });
  });

  describe('gift card quantity caps', () => {
    it('allows 50 cards on a line and 100 in a cart, and answers more with the maximum-quantity error', async () => {
      const id = await newCart();
      expect((await add(id, [giftCard(50, 51, 'a@example.com')])).user_errors).toEqual([
        QTY_ABOVE_MAX,
      ]);
      expect((await add(id, [giftCard(50, 50, 'a@example.com')])).user_errors).toEqual([]);
      expect((await add(id, [giftCard(50, 1, 'a@example.com')])).user_errors).toEqual([
        QTY_ABOVE_MAX,
      ]);
      expect((await add(id, [giftCard(50, 50, 'b@example.com')])).user_errors).toEqual([]);
      const out = await add(id, [
        giftCard(50, 1, 'c@example.com'),
        { sku: chair.sku, quantity: 1 },
      ]);
      expect(out.user_errors).toEqual([QTY_ABOVE_MAX]);
      // The other product in the same request is still added.
      expect(out.cart.items.map((i: AnyJson) => [i.product.sku, i.quantity])).toEqual([
        [SKU, 50],
        [SKU, 50],
        [chair.sku, 1],
      ]);
      expect(out.cart.total_quantity).toBe(101);
    });

    it('refuses an update above the caps and keeps the quantity', async () => {
      const id = await cartWith([
        giftCard(50, 40, 'a@example.com'),
        giftCard(50, 40, 'b@example.com'),
      ]);
      const [first, second] = (await read(id)).items.map((i: AnyJson) => i.uid);
      const up = (uid: string, q: number) =>
        t.gql(UPDATE, { c: id, u: uid, q }).then((r) => r.data.updateCartItems);
      expect((await up(first, 51)).errors).toEqual([QTY_ABOVE_MAX]);
      expect((await up(first, 61)).errors).toEqual([QTY_ABOVE_MAX]);
      const ok = await up(first, 50);
      expect(ok.errors).toEqual([]);
      expect((await up(second, 51)).errors).toEqual([QTY_ABOVE_MAX]);
      const last = await up(second, 50);
      expect(last.errors).toEqual([]);
      expect(last.cart.items.map((i: AnyJson) => i.quantity)).toEqual([50, 50]);
      expect((await up(second, 51)).cart.items.map((i: AnyJson) => i.quantity)).toEqual([50, 50]);
    });

    it('checks the caps again when the order is placed', async () => {
      const id = await cartWith([giftCard(50, 1, 'caps@example.com')]);
      // A cart filled before the caps existed (or behind the API's back).
      await t.handle.db
        .updateTable('cart_item')
        .set({ quantity: 101 })
        .where(
          'cart_id',
          '=',
          t.handle.db.selectFrom('cart').select('id').where('masked_id', '=', id),
        )
        .execute();
      await virtualCheckout(id, 'caps@example.com');
      expect((await setPayment(t, id, { code: 'checkmo' })).errors).toBeUndefined();
      const cards = await cardCount();
      const placed = await placeOrder(t, id);
      expect(placed.data.placeOrder.errors).toEqual([
        { code: 'UNABLE_TO_PLACE_ORDER', message: QTY_ABOVE_MAX.message },
      ]);
      expect(await cardCount()).toBe(cards);
    });
  });
});
