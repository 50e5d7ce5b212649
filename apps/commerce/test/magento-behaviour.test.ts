// Behaviour Magento's own clients depend on (docs/decisions/1301): SKUs in cart and wish list
// operations match regardless of case, estimateShippingMethods takes the country as Magento types
// it (a CountryCodeEnum literal), and validation errors read as Magento's server (graphql-php)
// words them, and Magento's own texts keep their punctuation; ratings_breakdown follows the ratings' positions. Sorting by several fields, relevance order and its reversal, and price range bounds
// are covered in catalog-sorting.test.ts; another customer's address id in customer-addresses.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { addItem, newCart, pickSimpleProduct } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

/** "ab-12" -> "Ab-12" style: the same SKU written in another case. */
const otherCase = (sku: string) =>
  [...sku].map((c, i) => (i % 2 === 0 ? c.toLowerCase() : c.toUpperCase())).join('');

describe.each(testDbKinds())('Magento client behaviour (%s)', (kind) => {
  let t: TestApp;
  let sku: string;
  beforeAll(async () => {
    t = await startApp(kind);
    sku = (await pickSimpleProduct(t)).sku;
    expect(otherCase(sku)).not.toBe(sku);
  });
  afterAll(async () => t?.close());

  const items = async (cart: string) =>
    (
      await t.gql(
        'query($c: String!) { cart(cart_id: $c) { items { quantity product { sku } } } }',
        { c: cart },
      )
    ).data.cart.items.map((i: AnyJson) => [i.product.sku, i.quantity]);

  it('cart operations find a SKU written in another case, and add to the same line', async () => {
    const cart = await newCart(t);
    await addItem(t, cart, otherCase(sku), 1);
    await addItem(t, cart, sku.toUpperCase(), 2);
    const legacy = await t.gql(
      'mutation($c: String!, $s: String!) { addSimpleProductsToCart(input: { cart_id: $c, cart_items: [{ data: { sku: $s, quantity: 1 } }] }) { cart { id } } }',
      { c: cart, s: sku.toLowerCase() },
    );
    expect(legacy.errors).toBeUndefined();
    expect(await items(cart)).toEqual([[sku, 4]]);

    // An unknown SKU still reads as Magento's message, with the SKU as written.
    const r = await t.gql(
      'mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "no-SUCH-sku", quantity: 1 }]) { user_errors { code message } } }',
      { c: cart },
    );
    expect(r.data.addProductsToCart.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "no-SUCH-sku"' },
    ]);
  });

  it('the wish list finds a SKU written in another case', async () => {
    const token = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      {
        e: DEMO_CUSTOMERS.buyer.email,
        p: DEMO_CUSTOMERS.buyer.password,
      },
    );
    const headers = { authorization: `Bearer ${token.data.generateCustomerToken.token}` };
    const id = (await t.gql('{ customer { wishlists { id } } }', {}, headers)).data.customer
      .wishlists[0].id;
    const r = await t.gql(
      'mutation($w: ID!, $s: String!) { addProductsToWishlist(wishlistId: $w, wishlistItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } wishlist { items_v2 { items { product { sku } } } } } }',
      { w: id, s: otherCase(sku) },
      headers,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.addProductsToWishlist.user_errors).toEqual([]);
    expect(
      r.data.addProductsToWishlist.wishlist.items_v2.items.map((i: AnyJson) => i.product.sku),
    ).toContain(sku);
  });

  it('estimateShippingMethods takes the country as a CountryCodeEnum literal, as Magento types it', async () => {
    const cart = await newCart(t);
    await addItem(t, cart, sku, 1);
    const r = await t.gql(
      `mutation { estimateShippingMethods(input: { cart_id: "${cart}", address: { country_code: US } }) { carrier_code } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.estimateShippingMethods.length).toBeGreaterThan(0);
    // A variable carries the code as a string, as before.
    const v = await t.gql(
      'mutation($i: EstimateTotalsInput!) { estimateShippingMethods(input: $i) { carrier_code } }',
      { i: { cart_id: cart, address: { country_code: 'US' } } },
    );
    expect(v.data.estimateShippingMethods).toEqual(r.data.estimateShippingMethods);
    const missing = await t.gql(
      `mutation { estimateShippingMethods(input: { cart_id: "${cart}", address: { postcode: "10001" } }) { carrier_code } }`,
    );
    expect(missing.errors?.[0]?.message).toBe(
      'Field EstimateAddressInput.country_code of required type CountryCodeEnum! was not provided.',
    );
  });

  it("words validation and syntax errors as Magento's server does", async () => {
    const noArg = await t.gql('{ cart { id } }');
    expect(noArg.status).toBe(400);
    expect(noArg.errors?.map((e) => e.message)).toEqual([
      'Field "cart" argument "cart_id" of type "String!" is required but not provided.',
    ]);
    const noField = await t.gql(
      'mutation { applyCouponToCart(input: { coupon_code: "SAVE" }) { cart { id } } }',
    );
    expect(noField.errors?.map((e) => e.message)).toEqual([
      'Field ApplyCouponToCartInput.cart_id of required type String! was not provided.',
    ]);
    const syntax = await t.gql('{ cart(');
    expect(syntax.errors?.[0]?.message).toBe('Syntax Error: Expected Name, found <EOF>');
    const unknown = await t.gql('{ storeConfig { no_such_field } }');
    expect(unknown.errors?.[0]?.message).toBe(
      'Cannot query field "no_such_field" on type "StoreConfig".',
    );
  });

  it("words a missing cart id as each of Magento 2.4.8's resolvers does, period included", async () => {
    const cases: [string, string][] = [
      ['{ cart(cart_id: "") { id } }', 'Required parameter "cart_id" is missing'],
      [
        'mutation { updateCartItems(input: { cart_id: "", cart_items: [{ cart_item_uid: "MQ==", quantity: 1 }] }) { cart { id } } }',
        'Required parameter "cart_id" is missing.',
      ],
      [
        'mutation { removeItemFromCart(input: { cart_id: "", cart_item_uid: "MQ==" }) { cart { id } } }',
        'Required parameter "cart_id" is missing.',
      ],
      [
        'mutation { setPaymentMethodOnCart(input: { cart_id: "", payment_method: { code: "checkmo" } }) { cart { id } } }',
        'Required parameter "cart_id" is missing.',
      ],
      [
        'mutation { setShippingMethodsOnCart(input: { cart_id: "", shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
        'Required parameter "cart_id" is missing',
      ],
      [
        'mutation { applyCouponToCart(input: { cart_id: "", coupon_code: "X" }) { cart { id } } }',
        'Required parameter "cart_id" is missing',
      ],
      [
        'mutation { placeOrder(input: { cart_id: "" }) { orderV2 { number } } }',
        'Required parameter "cart_id" is missing',
      ],
      [
        'mutation { addProductsToCart(cartId: "", cartItems: [{ sku: "X", quantity: 1 }]) { cart { id } } }',
        'Required parameter "cartId" is missing',
      ],
    ];
    for (const [query, message] of cases) {
      const r = await t.gql(query);
      expect(r.errors?.[0]?.message, query).toBe(message);
      expect(r.errors?.[0]?.extensions?.category, query).toBe('graphql-input');
    }
  });

  it("lists a review's ratings_breakdown in the ratings' own position order", async () => {
    const db = t.handle.db;
    const before = await db.selectFrom('rating').select(['id', 'position']).execute();
    const reviewed = await db
      .selectFrom('review as r')
      .innerJoin('product as p', 'p.id', 'r.product_id')
      .select('p.sku')
      .where('r.status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const names = async () =>
      (
        await t.gql(
          'query($s: String) { products(filter: { sku: { eq: $s } }) { items { reviews(pageSize: 3) { items { ratings_breakdown { name } } } } } }',
          { s: reviewed.sku },
        )
      ).data.products.items[0].reviews.items.map((r: AnyJson) =>
        r.ratings_breakdown.map((b: AnyJson) => b.name),
      );
    try {
      for (const [code, position] of [
        ['Price', 1],
        ['Quality', 2],
        ['Value', 3],
      ] as const)
        await db.updateTable('rating').set({ position }).where('code', '=', code).execute();
      const lists = await names();
      expect(lists.length).toBeGreaterThan(0);
      for (const l of lists) expect(l).toEqual(['Price', 'Quality', 'Value']);
    } finally {
      for (const r of before)
        await db
          .updateTable('rating')
          .set({ position: r.position })
          .where('id', '=', r.id)
          .execute();
    }
  });
});
