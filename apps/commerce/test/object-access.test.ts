// Object access generated from the schema: every root operation whose arguments (or input fields,
// at any depth) take a cart id, address id, order number, wish list id or saved-card hash is called
// with customer A's object by another customer, by a guest, and with a guessed id. Every call must
// be refused (or leave A's object untouched and unseen), and no response may carry A's data. The
// list of operations comes from the live schema, so a new operation is covered without editing
// this file. docs/decisions/0973-object-access-test-from-the-schema.md.
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { ADDRESS, pickSimpleProduct, tokenize } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import {
  buildArgs,
  discoverTargets,
  liveSchema,
  selectionFor,
  type ObjectKind,
  type Samples,
  type Target,
} from './support/schema-walk.js';

/** Operations the schema had when this test was written; fewer found means the walk broke. */
const KNOWN_MINIMUM = [
  'cart',
  'addProductsToCart',
  'setShippingAddressesOnCart',
  'setBillingAddressOnCart',
  'setPaymentMethodOnCart',
  'placeOrder',
  'mergeCarts',
  'updateCustomerAddress',
  'deleteCustomerAddress',
  'addProductsToWishlist',
  'removeProductsFromWishlist',
  'deletePaymentToken',
];

// What only customer A's objects contain: any of these in a response is a leak.
const A_MARK = {
  lastname: 'Idorowner',
  street: '77 Private Idor Lane',
  telephone: '5550197733',
  company: 'Owner Only Hotels',
};
const A_ADDRESS = {
  ...ADDRESS,
  lastname: A_MARK.lastname,
  street: [A_MARK.street],
  telephone: A_MARK.telephone,
  company: A_MARK.company,
};
const B_ADDRESS = { ...ADDRESS, lastname: 'Intruder', street: ['1 Other St'] };
const BOOK_ADDRESS = (a: typeof ADDRESS) => ({ ...a, region: { region_code: a.region } });

interface Identity {
  label: 'other customer' | 'guest' | 'guessed id';
  headers: Record<string, string>;
  /** The caller's own objects, used for every id position but the one under test. */
  own: Partial<Record<ObjectKind, unknown>>;
  /** The value put at the position under test. */
  targetValue: (kind: ObjectKind) => unknown;
}

describe.each(testDbKinds())('object access from the schema (%s)', (kind) => {
  let t: TestApp;
  let schema: GraphQLSchema;
  let targets: Target[];
  let sku: string;
  const a: Record<ObjectKind, unknown> & { headers: Record<string, string>; email: string } = {
    headers: {},
    email: DEMO_CUSTOMERS.trade.email,
  } as never;

  const signIn = async (email: string, password: string) => {
    const r = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
    expect(r.errors).toBeUndefined();
    return { authorization: `Bearer ${r.data.generateCustomerToken.token}` };
  };
  const ok = async (
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string>,
  ) => {
    const r = await t.gql(query, variables, headers);
    expect(r.errors, query).toBeUndefined();
    return r.data as AnyJson;
  };
  /** The customer's active cart with an item and A-marked (or other) addresses and a shipping method. */
  const fillCart = async (id: string, headers: Record<string, string>, address: typeof ADDRESS) => {
    await ok(
      'mutation($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { cart { id } } }',
      { c: id, s: sku },
      headers,
    );
    await ok(
      'mutation($i: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $i) { cart { id } } }',
      { i: { cart_id: id, shipping_addresses: [{ address }] } },
      headers,
    );
    await ok(
      'mutation($i: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $i) { cart { id } } }',
      { i: { cart_id: id, billing_address: { same_as_shipping: true } } },
      headers,
    );
    await ok(
      'mutation($i: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $i) { cart { id } } }',
      {
        i: {
          cart_id: id,
          shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
        },
      },
      headers,
    );
  };
  const customerCart = async (headers: Record<string, string>) =>
    (await ok('{ customerCart { id } }', {}, headers)).customerCart.id as string;
  const wishlistId = async (headers: Record<string, string>) =>
    (await ok('{ customer { wishlists { id } } }', {}, headers)).customer.wishlists[0].id as string;
  const newAddress = async (headers: Record<string, string>, address: typeof ADDRESS) =>
    (
      await ok(
        'mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }',
        { i: BOOK_ADDRESS(address) },
        headers,
      )
    ).createCustomerAddress.id as number;

  /** A's objects as A sees them; compared before and after the attacks. */
  const aState = async () => {
    const q = `{ customer { email addresses { id lastname street } wishlists { id items_count }
      orders(filter: { number: { eq: "${String(a.order)}" } }) { items { number } } }
      customerPaymentTokens { items { public_hash } }
      cart(cart_id: "${String(a.cart)}") { id email total_quantity shipping_addresses { lastname street } } }`;
    return ok(q, {}, a.headers);
  };

  let samples: Samples;
  let identities: Identity[];

  beforeAll(async () => {
    t = await startApp(kind);
    sku = (await pickSimpleProduct(t)).sku;
    a.headers = await signIn(DEMO_CUSTOMERS.trade.email, DEMO_CUSTOMERS.trade.password);
    const bHeaders = await signIn(DEMO_CUSTOMERS.design.email, DEMO_CUSTOMERS.design.password);

    // A: an order paid by a saved card, then a new active cart, an address and a wish list item.
    const first = await customerCart(a.headers);
    await fillCart(first, a.headers, A_ADDRESS);
    const card = await tokenize(t, '4242 4242 4242 4242');
    await ok(
      'mutation($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) { cart { id } } }',
      {
        i: {
          cart_id: first,
          payment_method: {
            code: 'braintree',
            braintree: { payment_method_nonce: card, is_active_payment_token_enabler: true },
          },
        },
      },
      a.headers,
    );
    const placed = await ok(
      'mutation($c: String!) { placeOrder(input: { cart_id: $c }) { errors { message } orderV2 { number } } }',
      { c: first },
      a.headers,
    );
    expect(placed.placeOrder.errors).toEqual([]);
    a.order = placed.placeOrder.orderV2.number;
    a.savedCard = (
      await ok('{ customerPaymentTokens { items { public_hash } } }', {}, a.headers)
    ).customerPaymentTokens.items[0].public_hash;
    a.cart = await customerCart(a.headers);
    await fillCart(String(a.cart), a.headers, A_ADDRESS);
    a.address = await newAddress(a.headers, A_ADDRESS);
    a.wishlist = await wishlistId(a.headers);
    await ok(
      'mutation($w: ID!, $s: String!) { addProductsToWishlist(wishlistId: $w, wishlistItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } } }',
      { w: a.wishlist, s: sku },
      a.headers,
    );

    // B: their own cart, address and wish list. The guest: a cart of their own.
    const bCart = await customerCart(bHeaders);
    await fillCart(bCart, bHeaders, B_ADDRESS);
    const bOwn = {
      cart: bCart,
      address: await newAddress(bHeaders, B_ADDRESS),
      wishlist: await wishlistId(bHeaders),
    };
    const guestCart = (await ok('mutation { createEmptyCart }', {}, {})).createEmptyCart as string;
    await fillCart(guestCart, {}, B_ADDRESS);

    const aIds = a as unknown as Record<ObjectKind, unknown>;
    const guessed: Record<ObjectKind, unknown> = {
      cart: 'Zq8v1XbT4mLk2Pw9Rs6Yd3Nc7Hf5Jg0A',
      address: 987654,
      order: '900000999',
      wishlist: '987654',
      savedCard: 'f'.repeat(64),
    };
    identities = [
      { label: 'other customer', headers: bHeaders, own: bOwn, targetValue: (k) => aIds[k] },
      { label: 'guest', headers: {}, own: { cart: guestCart }, targetValue: (k) => aIds[k] },
      { label: 'guessed id', headers: bHeaders, own: bOwn, targetValue: (k) => guessed[k] },
    ];
    samples = {
      sku,
      email: 'someone.else@example.com',
      inputs: {
        CartAddressInput: B_ADDRESS,
        CustomerAddressInput: BOOK_ADDRESS(B_ADDRESS),
        ShippingAddressInput: { address: B_ADDRESS },
        BillingAddressInput: { address: B_ADDRESS },
        ShippingMethodInput: { carrier_code: 'flatrate', method_code: 'flatrate' },
        PaymentMethodInput: { code: 'checkmo' },
        CartItemInput: { sku, quantity: 1 },
        WishlistItemInput: { sku, quantity: 1 },
      },
    };

    schema = await liveSchema(t);
    targets = discoverTargets(schema);
  }, 120_000);
  afterAll(async () => t?.close());

  it('finds the operations in the schema', () => {
    const operations = [...new Set(targets.map((x) => x.operation))].sort();
    console.info(
      `object access (${kind}): ${operations.length} operations, ${targets.length} id positions:\n  ${targets.map((x) => `${x.operation}(${x.path.join('.')}) [${x.kind}]`).join('\n  ')}`,
    );
    expect(operations.length).toBeGreaterThan(0);
    for (const name of KNOWN_MINIMUM) expect(operations, name).toContain(name);
  });

  it("refuses every one of them to another customer, a guest and a guessed id, and returns none of A's data", async () => {
    const before = await aState();
    const leaks: string[] = [];
    let calls = 0;
    let refused = 0;
    const ignored: string[] = [];
    const categories = new Map<string, number>();
    // Magento answers another customer's wish list in the input category, with this text: it is
    // the ownership check's refusal, not input validation.
    let wishListNotFound = 0;
    for (const target of targets) {
      for (const who of identities) {
        const { args, signature } = buildArgs(
          schema,
          target,
          who.own as Record<ObjectKind, unknown>,
          who.targetValue(target.kind),
          samples,
        );
        const call = Object.keys(args)
          .map((n) => `${n}: $${n}`)
          .join(', ');
        const query = `${target.type} ${signature ? `(${signature})` : ''} { ${target.operation}${call ? `(${call})` : ''} ${selectionFor(schema, target)} }`;
        const r = await t.gql(query, args, who.headers);
        calls++;
        const body = r.res.body;
        const where = `${who.label}: ${target.operation}(${target.path.join('.')}) -> ${body.slice(0, 300)}`;
        expect(r.status, where).toBeLessThan(500);
        for (const mark of [a.email, ...Object.values(A_MARK)])
          if (body.includes(mark)) leaks.push(`${where} [shows ${mark}]`);
        const data = r.data?.[target.operation];
        // Refused: a GraphQL error, or (placeOrder) a typed error in place of the result.
        const typedErrors =
          data && typeof data === 'object' && Array.isArray(data.errors) && data.errors.length > 0;
        if ((r.errors?.length && (data === null || data === undefined)) || typedErrors) {
          refused++;
          const category = r.errors?.[0]?.extensions?.category ?? data?.errors?.[0]?.code ?? 'none';
          categories.set(category, (categories.get(category) ?? 0) + 1);
          const message = r.errors?.[0]?.message ?? data?.errors?.[0]?.message;
          if (category === 'graphql-input' && message === 'The wishlist was not found.')
            wishListNotFound++;
        } else ignored.push(where);
      }
    }
    console.info(
      `object access (${kind}): ${calls} calls, ${refused} refused with an error, ${ignored.length} answered without A's object`,
    );
    console.info(`  refusals by category: ${JSON.stringify(Object.fromEntries(categories))}`);
    // Most refusals must come from the ownership and existence checks, not from input validation
    // that would hide whether the check is there at all.
    const ownership =
      (categories.get('graphql-authorization') ?? 0) +
      (categories.get('graphql-no-such-entity') ?? 0) +
      (categories.get('graphql-authentication') ?? 0) +
      (categories.get('CART_NOT_FOUND') ?? 0) +
      wishListNotFound;
    expect(ownership / calls).toBeGreaterThan(0.8);
    expect(leaks).toEqual([]);
    // An answer without an error is allowed only where A's object was ignored, never touched:
    // A's objects are exactly as before.
    expect(await aState()).toEqual(before);
    for (const line of ignored) console.info(`  answered: ${line}`);
    expect(calls).toBe(targets.length * identities.length);
  }, 300_000);
});
