// The signed-in customer's cart: customerCart, createCustomerCart (sign-in keeps the guest cart's
// lines) and mergeCarts, and that one customer can neither read nor merge another's cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_FACTS } from '../src/seed/index.js';
import { DEMO_PROMOTIONS } from '../src/seed/promotions.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { addItem, newCart, pickSimpleProduct } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

const NOT_AUTHORIZED = "The current customer isn't authorized.";
const FORBIDDEN = (id: string) => `The current user cannot perform operations on cart "${id}"`;
const CART =
  'id total_quantity applied_coupon { code } items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } }';

describe.each(testDbKinds())('customer cart and merging (%s)', (kind) => {
  let t: TestApp;
  let a: Record<string, string>;
  let b: Record<string, string>;
  let x: string;
  let y: string;

  const signIn = async (email: string, password: string) => {
    const r = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
    expect(r.errors).toBeUndefined();
    return { authorization: `Bearer ${r.data.generateCustomerToken.token}` };
  };
  const customerCart = (as?: Record<string, string>) =>
    t.gql(`{ customerCart { ${CART} } }`, undefined, as);
  const createCustomerCart = (guestId: string | null, as?: Record<string, string>) =>
    t.gql(
      `mutation($g: String) { createCustomerCart(input: { guest_cart_id: $g }) { cart_id cart { ${CART} } } }`,
      { g: guestId },
      as,
    );
  const mergeCarts = (
    source: string,
    destination: string | undefined,
    as?: Record<string, string>,
  ) =>
    t.gql(
      `mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { ${CART} } }`,
      { s: source, d: destination },
      as,
    );
  const readCart = (id: string, as?: Record<string, string>) =>
    t.gql(`query($c: String!) { cart(cart_id: $c) { ${CART} } }`, { c: id }, as);
  const addAs = (
    id: string,
    sku: string,
    quantity: number,
    as: Record<string, string>,
    parent?: string,
  ) =>
    t.gql(
      'mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } cart { total_quantity } } }',
      {
        c: id,
        i: [{ sku, quantity, ...(parent ? { parent_sku: parent } : {}) }],
      },
      as,
    );
  const qtyOf = (cart: AnyJson, sku: string) =>
    cart.items
      .filter((i: AnyJson) => (i.configured_variant?.sku ?? i.product.sku) === sku)
      .reduce((n: number, i: AnyJson) => n + i.quantity, 0);
  const errorOf = (r: AnyJson) => ({
    status: r.status,
    message: r.errors?.[0]?.message,
    category: r.errors?.[0]?.extensions?.category,
  });
  const register = async (email: string) => {
    const r = await t.gql(
      'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
      {
        i: { email, firstname: 'Cara', lastname: 'Way', password: 'CartMerge123' },
      },
    );
    expect(r.errors).toBeUndefined();
    // Stands for following the e-mailed confirmation link, when the store asks for one.
    await t.handle.db
      .updateTable('customer')
      .set({ confirmation_required: false })
      .where('email', '=', email)
      .execute();
    return signIn(email, 'CartMerge123');
  };

  beforeAll(async () => {
    t = await startApp(kind);
    a = await signIn(DEMO_CUSTOMERS.trade.email, DEMO_CUSTOMERS.trade.password);
    b = await signIn(DEMO_CUSTOMERS.design.email, DEMO_CUSTOMERS.design.password);
    x = (await pickSimpleProduct(t)).sku;
    y = (await pickSimpleProduct(t, [x])).sku;
  });
  afterAll(async () => t?.close());

  it('customerCart is for signed-in customers and returns the same active cart every time', async () => {
    const guest = await customerCart();
    expect(errorOf(guest)).toEqual({
      status: 403,
      message: 'The request is allowed for logged in customer',
      category: 'graphql-authorization',
    });
    const first = await customerCart(a);
    expect(first.errors).toBeUndefined();
    expect(first.data.customerCart.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect((await customerCart(a)).data.customerCart.id).toBe(first.data.customerCart.id);
    expect((await t.gql('mutation { createEmptyCart }', undefined, a)).data.createEmptyCart).toBe(
      first.data.customerCart.id,
    );
    expect((await customerCart(b)).data.customerCart.id).not.toBe(first.data.customerCart.id);
  });

  it('createCustomerCart merges the guest cart into the customer cart, summing identical lines', async () => {
    const mine = (await customerCart(a)).data.customerCart.id as string;
    await addAs(mine, x, 1, a);
    const guest = await newCart(t);
    await addItem(t, guest, x, 2);
    await addItem(t, guest, y, 1);
    const r = await t.gql(
      'mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }',
      {
        c: guest,
        i: [
          {
            parent_sku: DEMO_FACTS.configurable.sku,
            sku: DEMO_FACTS.configurable.variantSku,
            quantity: 1,
          },
        ],
      },
    );
    expect(r.data.addProductsToCart.user_errors).toEqual([]);

    const merged = await createCustomerCart(guest, a);
    expect(merged.errors).toBeUndefined();
    const out = merged.data.createCustomerCart;
    expect(out.cart_id).toBe(mine);
    expect(out.cart.id).toBe(mine);
    expect(qtyOf(out.cart, x)).toBe(3);
    expect(qtyOf(out.cart, y)).toBe(1);
    expect(qtyOf(out.cart, DEMO_FACTS.configurable.variantSku)).toBe(1);
    expect(out.cart.items.filter((i: AnyJson) => i.product.sku === x)).toHaveLength(1);

    // The guest cart is closed; signing in again with the stale cookie changes nothing.
    expect(errorOf(await readCart(guest))).toEqual({
      status: 200,
      message: "The cart isn't active.",
      category: 'graphql-no-such-entity',
    });
    const again = await createCustomerCart(guest, a);
    expect(again.errors).toBeUndefined();
    expect(again.data.createCustomerCart.cart.total_quantity).toBe(out.cart.total_quantity);
  });

  it('createCustomerCart ignores unknown, empty or own cart ids and refuses guests', async () => {
    const mine = (await customerCart(a)).data.customerCart;
    for (const id of ['NoSuchCartIdNoSuchCartIdNoSuchCa', '', null, mine.id]) {
      const r = await createCustomerCart(id, a);
      expect(r.errors, String(id)).toBeUndefined();
      expect(r.data.createCustomerCart.cart_id).toBe(mine.id);
      expect(r.data.createCustomerCart.cart.total_quantity).toBe(mine.total_quantity);
    }
    const guest = await createCustomerCart(await newCart(t));
    expect(errorOf(guest)).toEqual({
      status: 403,
      message: NOT_AUTHORIZED,
      category: 'graphql-authorization',
    });
  });

  it('keeps the customer cart coupon, or brings the guest cart coupon when the customer has none', async () => {
    const fresh = await register('coupon-merge@example.com');
    const guest = await newCart(t);
    await addItem(t, guest, x, 1);
    const applied = await t.gql(
      'mutation($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { id } } }',
      { c: guest, k: DEMO_PROMOTIONS.coupons.percent.code },
    );
    expect(applied.errors).toBeUndefined();
    const merged = await createCustomerCart(guest, fresh);
    expect(merged.data.createCustomerCart.cart.applied_coupon).toEqual({
      code: DEMO_PROMOTIONS.coupons.percent.code,
    });

    const other = await newCart(t);
    await addItem(t, other, y, 1);
    await t.gql(
      'mutation($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { id } } }',
      { c: other, k: DEMO_PROMOTIONS.coupons.fixedCart.code },
    );
    const kept = await createCustomerCart(other, fresh);
    expect(kept.data.createCustomerCart.cart.applied_coupon).toEqual({
      code: DEMO_PROMOTIONS.coupons.percent.code,
    });
    expect(qtyOf(kept.data.createCustomerCart.cart, y)).toBe(1);
  });

  it('two sign-ins at once with the same guest cart make one customer cart and merge it once', async () => {
    const fresh = await register('twice-at-once@example.com');
    const guest = await newCart(t);
    await addItem(t, guest, x, 2);
    const [one, two] = await Promise.all([
      createCustomerCart(guest, fresh),
      createCustomerCart(guest, fresh),
    ]);
    expect(one.errors).toBeUndefined();
    expect(two.errors).toBeUndefined();
    expect(one.data.createCustomerCart.cart_id).toBe(two.data.createCustomerCart.cart_id);
    const cart = (await customerCart(fresh)).data.customerCart;
    expect(cart.id).toBe(one.data.createCustomerCart.cart_id);
    expect(qtyOf(cart, x)).toBe(2);
    const customer = await t.handle.db
      .selectFrom('customer')
      .select('id')
      .where('email', '=', 'twice-at-once@example.com')
      .executeTakeFirstOrThrow();
    const active = await t.handle.db
      .selectFrom('cart')
      .select('id')
      .where('customer_id', '=', customer.id)
      .where('is_active', '=', true)
      .execute();
    expect(active).toHaveLength(1);
  });

  it('mergeCarts moves a guest cart into the active or the named customer cart, with Magento messages', async () => {
    expect(errorOf(await mergeCarts('x'.repeat(32), undefined))).toEqual({
      status: 403,
      message: NOT_AUTHORIZED,
      category: 'graphql-authorization',
    });
    const guest = await newCart(t);
    await addItem(t, guest, y, 2);
    const mine = (await customerCart(a)).data.customerCart;
    expect(errorOf(await mergeCarts(guest, '', a))).toEqual({
      status: 200,
      message: 'The parameter "destination_cart_id" cannot be empty',
      category: 'graphql-input',
    });
    expect(errorOf(await mergeCarts('', undefined, a))).toMatchObject({
      message: 'Required parameter "source_cart_id" is missing',
      category: 'graphql-input',
    });
    expect(
      errorOf(await mergeCarts('UnknownCartUnknownCartUnknownCar', undefined, a)),
    ).toMatchObject({
      message: 'Could not find a cart with ID "UnknownCartUnknownCartUnknownCar"',
      category: 'graphql-no-such-entity',
    });
    const r = await mergeCarts(guest, mine.id, a);
    expect(r.errors).toBeUndefined();
    expect(r.data.mergeCarts.id).toBe(mine.id);
    expect(qtyOf(r.data.mergeCarts, y)).toBe(qtyOf(mine, y) + 2);
    expect(errorOf(await mergeCarts(guest, undefined, a))).toMatchObject({
      message: "The cart isn't active.",
      category: 'graphql-no-such-entity',
    });

    const another = await newCart(t);
    await addItem(t, another, x, 1);
    const implicit = await mergeCarts(another, undefined, a);
    expect(implicit.data.mergeCarts.id).toBe(mine.id);
    expect(qtyOf(implicit.data.mergeCarts, x)).toBe(qtyOf(mine, x) + 1);
  });

  it("one customer cannot read, fill, merge from or merge into another customer's cart", async () => {
    const cartA = (await customerCart(a)).data.customerCart;
    const idA = cartA.id as string;
    const forbidden = { status: 403, message: FORBIDDEN(idA), category: 'graphql-authorization' };
    expect(errorOf(await readCart(idA, b))).toEqual(forbidden);
    expect(errorOf(await readCart(idA))).toEqual(forbidden);
    expect(errorOf(await addAs(idA, x, 1, b))).toEqual(forbidden);
    expect(errorOf(await createCustomerCart(idA, b))).toEqual(forbidden);
    expect(errorOf(await mergeCarts(idA, undefined, b))).toEqual(forbidden);

    const guest = await newCart(t);
    await addItem(t, guest, y, 1);
    const cartB = (await customerCart(b)).data.customerCart;
    expect(errorOf(await mergeCarts(guest, idA, b))).toEqual(forbidden);
    // A's own cart id as the source is not a guest cart either.
    expect(errorOf(await mergeCarts(idA, undefined, a))).toEqual(forbidden);

    // Nothing moved: A's cart, B's cart and the guest cart are as they were.
    expect((await customerCart(a)).data.customerCart).toEqual(cartA);
    expect((await customerCart(b)).data.customerCart).toEqual(cartB);
    expect(qtyOf((await readCart(guest)).data.cart, y)).toBe(1);
  });
});
