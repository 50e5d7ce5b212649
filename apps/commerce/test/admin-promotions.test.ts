// Coupons and cart rules managed by an operator (issue 26, docs/decisions/1440 and 1442): the
// form's checks, the list with uses, and what an edit or a switch does to carts that hold the
// coupon and to orders placed with it, through the storefront API on the seeded demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponAdminService } from '../src/modules/cart/coupon-admin.service.js';
import { COUPON_MSG, type CouponInput } from '../src/modules/cart/coupon-input.js';
import { DEMO_FACTS } from '../src/seed/index.js';
import { encodeUid } from '../src/shared/ids.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { CART_FIELDS, simpleProduct, type SimpleFixture } from './support/cart.js';
import { placeOrder, readyForPayment, setPayment, tokenize } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

const cents = (v: number) => Math.round(v * 100);
const COUPON_INVALID = "The coupon code isn't valid. Verify the code and try again.";
const APPLY = `mutation ($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { ${CART_FIELDS} } } }`;
const READ = `query ($c: String!) { cart(cart_id: $c) { ${CART_FIELDS} } }`;

const base = (over: Partial<CouponInput> = {}): CouponInput => ({
  name: 'Operator test',
  code: 'OPS10',
  isActive: true,
  discountType: 'percent',
  discountAmount: 1000,
  freeShipping: false,
  ...over,
});

describe.each(testDbKinds())('operator coupons and cart rules (%s)', (kind) => {
  let t: TestApp;
  let coupons: CouponAdminService;
  let chair: SimpleFixture;
  beforeAll(async () => {
    t = await startApp(kind);
    coupons = new CouponAdminService(t.handle.db);
    chair = await simpleProduct(t);
  });
  afterAll(async () => t?.close());

  const db = () => t.handle.db;
  const cartWith = async (items: AnyJson[] = [{ sku: chair.sku, quantity: 2 }]) => {
    const id = (await t.gql('mutation { createEmptyCart }')).data.createEmptyCart as string;
    const r = await t.gql(
      'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }',
      { c: id, i: items },
    );
    expect(r.data.addProductsToCart.user_errors).toEqual([]);
    return id;
  };
  const read = async (id: string) => (await t.gql(READ, { c: id })).data.cart;
  const discountOf = (cart: AnyJson) =>
    cents(cart.prices.discounts?.reduce((n: number, d: AnyJson) => n + d.amount.value, 0) ?? 0);
  const create = async (over: Partial<CouponInput>) => {
    const r = await coupons.create(db(), base(over));
    if (!r.ok) throw new Error(r.failure.message);
    return r.value.after!;
  };
  const payByCard = async (id: string) => {
    const token = await tokenize(t, '4242424242424242');
    const r = await setPayment(t, id, {
      code: 'braintree',
      braintree: { payment_method_nonce: token, is_active_payment_token_enabler: false },
    });
    expect(r.errors).toBeUndefined();
  };
  /** A cart of two chairs with the coupon applied, addressed and paid by card: one step from an order. */
  const readyWith = async (code: string, email: string) => {
    const id = await cartWith();
    expect((await t.gql(APPLY, { c: id, k: code })).errors).toBeUndefined();
    await readyForPayment(t, id, 'flatrate', email);
    await payByCard(id);
    return id;
  };

  describe('the form', () => {
    it.each([
      ['a code with spaces', { code: 'TEN OFF' }, COUPON_MSG.code],
      ['a two-letter code', { code: 'AB' }, COUPON_MSG.code],
      ['no name', { name: '  ' }, COUPON_MSG.name],
      ['0 %', { discountAmount: 0 }, COUPON_MSG.percent],
      ['over 100 %', { discountAmount: 10_001 }, COUPON_MSG.percent],
      ['a fraction of a hundredth of a percent', { discountAmount: 10.5 }, COUPON_MSG.percent],
      ['nothing off the cart', { discountType: 'fixed_cart', discountAmount: 0 }, COUPON_MSG.fixed],
      [
        'a negative amount per unit',
        { discountType: 'fixed_per_item', discountAmount: -500 },
        COUPON_MSG.fixed,
      ],
      [
        'no discount and no free shipping',
        { discountType: 'none', discountAmount: 0 },
        COUPON_MSG.none,
      ],
      [
        'an end before the start',
        { fromDate: new Date('2025-07-01T00:00:00Z'), toDate: new Date('2025-06-01T00:00:00Z') },
        COUPON_MSG.dates,
      ],
      ['0 uses', { usesPerCoupon: 0 }, COUPON_MSG.uses('Uses per coupon')],
      ['1.5 uses per customer', { usesPerCustomer: 1.5 }, COUPON_MSG.uses('Uses per customer')],
      ['a negative minimum subtotal', { minSubtotalCents: -1 }, COUPON_MSG.minSubtotal],
    ] as const)('refuses %s with a message that says what to fix', async (_, over, message) => {
      const r = await coupons.create(db(), base(over as Partial<CouponInput>));
      expect(r).toEqual({ ok: false, failure: { category: 'graphql-input', message } });
    });

    it('refuses a code another rule has, whatever its case, and keeps the rule count', async () => {
      const before = (await coupons.list({ page: 1, pageSize: 100 })).total;
      const r = await coupons.create(db(), base({ code: 'welcome10' }));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.failure.category).toBe('graphql-already-exists');
        expect(r.failure.message).toMatch(/"welcome10" is already used by the rule/);
      }
      expect((await coupons.list({ page: 1, pageSize: 100 })).total).toBe(before);
    });

    it('creates a rule the storefront applies at once, and answers it for the audit entry', async () => {
      const r = await coupons.create(
        db(),
        base({ code: 'Fresh15', discountAmount: 1500, label: '' }),
      );
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value).toMatchObject({
        entityType: 'cart_price_rule',
        before: null,
        after: {
          coupon_code: 'Fresh15',
          label: 'Operator test',
          discount_amount: 1500,
          times_used: 0,
        },
      });
      expect(r.value.entityId).toBe(String(r.value.after?.id));
      const id = await cartWith();
      const cart = (await t.gql(APPLY, { c: id, k: 'FRESH15' })).data.applyCouponToCart.cart;
      expect(cart.applied_coupons).toEqual([{ code: 'Fresh15' }]);
      expect(discountOf(cart)).toBe(Math.round(chair.priceCents * 2 * 0.15));
    });
  });

  it('an edit reprices a cart that holds the coupon on its next read, and the order takes the rule as it is then', async () => {
    const rule = await create({ code: 'EDITME', discountAmount: 1000 });
    const id = await readyWith('EDITME', 'edit-coupon@example.com');
    const subtotal = chair.priceCents * 2;
    expect(discountOf(await read(id))).toBe(Math.round(subtotal * 0.1));

    const edited = await coupons.update(
      db(),
      rule.id,
      base({ code: 'EDITME', discountAmount: 2000 }),
    );
    expect(
      edited.ok && [edited.value.before?.discount_amount, edited.value.after?.discount_amount],
    ).toEqual([1000, 2000]);
    expect(discountOf(await read(id))).toBe(Math.round(subtotal * 0.2));

    // Changed again after the shopper's last read: the order applies 30 %, the rule as it is now.
    await coupons.update(db(), rule.id, base({ code: 'EDITME', discountAmount: 3000 }));
    const placed = await placeOrder(t, id);
    expect(placed.data.placeOrder.errors).toEqual([]);
    const discounts = placed.data.placeOrder.orderV2.total.discounts;
    expect(cents(discounts[0].amount.value)).toBe(Math.round(subtotal * 0.3));
    const uses = await coupons.uses(rule.id, 1, 10);
    expect(uses.ok && uses.value.items.map((u) => u.number)).toEqual([
      placed.data.placeOrder.orderV2.number,
    ]);
    const listed = await coupons.list({ search: 'editme', page: 1, pageSize: 10 });
    expect(listed.items.map((r) => [r.coupon_code, r.times_used])).toEqual([['EDITME', 1]]);

    // Orders refer to the code: it no longer changes, and the limit cannot go below the use made.
    const renamed = await coupons.update(
      db(),
      rule.id,
      base({ code: 'EDITED', discountAmount: 3000 }),
    );
    expect(renamed).toEqual({
      ok: false,
      failure: { category: 'graphql-input', message: COUPON_MSG.codeUsed(1) },
    });
    const below = await coupons.update(
      db(),
      rule.id,
      base({ code: 'EDITME', discountAmount: 3000, usesPerCoupon: 0 }),
    );
    expect(below.ok).toBe(false);
  });

  it('a code changed before any use moves with the carts that hold it', async () => {
    const rule = await create({ code: 'OLDNAME', discountAmount: 500 });
    const id = await cartWith();
    await t.gql(APPLY, { c: id, k: 'OLDNAME' });
    const r = await coupons.update(db(), rule.id, base({ code: 'NEWNAME', discountAmount: 500 }));
    expect(r.ok).toBe(true);
    const cart = await read(id);
    expect(cart.applied_coupons).toEqual([{ code: 'NEWNAME' }]);
    expect(discountOf(cart)).toBe(Math.round(chair.priceCents * 2 * 0.05));
  });

  it('a coupon disabled mid-checkout stops the order once and comes off the cart; the order then charges the full price', async () => {
    const rule = await create({ code: 'MIDWAY', discountAmount: 2500 });
    const id = await readyWith('MIDWAY', 'midway@example.com');
    const off = await coupons.setActive(db(), rule.id, false);
    expect(off.ok && [off.value.before?.is_active, off.value.after?.is_active]).toEqual([
      true,
      false,
    ]);

    const refused = await placeOrder(t, id);
    expect(refused.data.placeOrder.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: COUPON_INVALID },
    ]);
    const cart = await read(id);
    expect(cart.applied_coupons).toBeNull();
    expect(discountOf(cart)).toBe(0);
    const placed = await placeOrder(t, id);
    expect(placed.data.placeOrder.errors).toEqual([]);
    expect(placed.data.placeOrder.orderV2.total.discounts).toEqual([]);
    expect((await coupons.get(db(), rule.id))?.times_used).toBe(0);
    // Enabled again, a new cart may use it.
    await coupons.setActive(db(), rule.id, true);
    expect((await t.gql(APPLY, { c: await cartWith(), k: 'MIDWAY' })).errors).toBeUndefined();
  });

  it('max uses reached by two concurrent orders: one order gets the discount, the other is refused', async () => {
    const rule = await create({ code: 'LASTONE', discountAmount: 1000, usesPerCoupon: 1 });
    const a = await readyWith('LASTONE', 'last-a@example.com');
    const b = await readyWith('LASTONE', 'last-b@example.com');
    const results = await Promise.all([placeOrder(t, a), placeOrder(t, b)]);
    const placed = results.filter((r) => r.data.placeOrder.errors.length === 0);
    expect(placed).toHaveLength(1);
    expect(
      results.find((r) => r.data.placeOrder.errors.length > 0)?.data.placeOrder.errors,
    ).toEqual([{ code: 'UNABLE_TO_PLACE_ORDER', message: COUPON_INVALID }]);
    expect((await coupons.get(db(), rule.id))?.times_used).toBe(1);
    const uses = await coupons.uses(rule.id, 1, 10);
    expect(uses.ok && uses.value.total).toBe(1);
  });

  it('a coupon never discounts a gift card: refused on gift cards alone, and on a mixed cart it stops at the other products', async () => {
    await create({ code: 'BIGFIXED', discountType: 'fixed_cart', discountAmount: 5_000_000 });
    const card = {
      sku: DEMO_FACTS.giftCard.sku,
      quantity: 1,
      selected_options: [encodeUid('giftcard/giftcard_amount/50.0000')],
      entered_options: ['sender_name', 'sender_email', 'recipient_name', 'recipient_email'].map(
        (f) => ({
          uid: encodeUid(`giftcard/giftcard_${f}`),
          value: f.endsWith('email') ? 'ada@example.com' : 'Ada',
        }),
      ),
    };
    const only = await cartWith([card]);
    const refused = await t.gql(APPLY, { c: only, k: 'BIGFIXED' });
    expect(refused.errors?.[0]?.message).toBe(COUPON_INVALID);

    const mixed = await cartWith([card, { sku: chair.sku, quantity: 1 }]);
    const cart = (await t.gql(APPLY, { c: mixed, k: 'BIGFIXED' })).data.applyCouponToCart.cart;
    expect(discountOf(cart)).toBe(chair.priceCents);
    expect(cents(cart.prices.grand_total.value)).toBe(5000);
  });

  it('lists rules by a prefix of the code or the name, and only active ones when asked', async () => {
    await create({ code: 'LISTME1', name: 'Listing spring' });
    const off = await create({ code: 'LISTME2', name: 'Listing autumn' });
    await coupons.setActive(db(), off.id, false);
    const all = await coupons.list({ search: 'listme', page: 1, pageSize: 10 });
    expect(all.items.map((r) => r.coupon_code).sort()).toEqual(['LISTME1', 'LISTME2']);
    const active = await coupons.list({ search: 'listing', active: true, page: 1, pageSize: 10 });
    expect(active.items.map((r) => r.coupon_code)).toEqual(['LISTME1']);
    expect(await coupons.setActive(db(), 999_999, false)).toEqual({
      ok: false,
      failure: { category: 'graphql-no-such-entity', message: COUPON_MSG.notFound },
    });
  });
});
