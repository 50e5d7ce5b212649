// GroupedProduct (docs/decisions/0508): a furniture set answered in Magento's shape, its members
// with their default quantities, bought as the members themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { testDbKinds } from './support/db.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';

const SET = DEMO_FACTS.grouped;

const PRODUCT = `query P($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
  __typename sku type_id stock_status
  price_range { minimum_price { final_price { value currency } } }
  ... on PhysicalProductInterface { weight }
  ... on GroupedProduct { items { qty position product { __typename sku name price_range { minimum_price { final_price { value } } } } } }
} } }`;

describe.each(testDbKinds())('grouped product (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers as a GroupedProduct with its members by position and their default quantities', async () => {
    const r = await t.gql(PRODUCT, { sku: SET.sku });
    expect(r.errors).toBeUndefined();
    const p = r.data.products.items[0] as AnyJson;
    expect(p).toMatchObject({
      __typename: 'GroupedProduct',
      type_id: 'grouped',
      stock_status: 'IN_STOCK',
      weight: null,
      price_range: {
        minimum_price: {
          final_price: {
            value: Math.min(...SET.members.map((m) => m.price)) / 100,
            currency: 'USD',
          },
        },
      },
    });
    expect(p.items).toEqual(
      SET.members.map((m, i) => ({
        qty: m.qty,
        position: i + 1,
        product: {
          __typename: 'SimpleProduct',
          sku: m.sku,
          name: m.name,
          price_range: { minimum_price: { final_price: { value: m.price / 100 } } },
        },
      })),
    );
  });

  it('is found by search and listed in its category', async () => {
    const search = await t.gql(
      `{ products(search: "Linden Dining Set", pageSize: 5) { items { __typename sku } } }`,
    );
    expect(search.errors).toBeUndefined();
    expect(search.data.products.items).toContainEqual({
      __typename: 'GroupedProduct',
      sku: SET.sku,
    });
    const listing = await t.gql(
      `{ categoryList(filters: { url_path: { eq: "tables/dining-tables" } }) { uid } }`,
    );
    const uid = listing.data.categoryList[0].uid as string;
    const page = await t.gql(
      `query($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 50) { items { sku } } }`,
      { uid },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data.products.items.map((i: AnyJson) => i.sku)).toContain(SET.sku);
  });

  it('is bought as its members: the set itself asks for quantities, the members are added', async () => {
    const cart = await t.gql('mutation { createEmptyCart }');
    const id = cart.data.createEmptyCart as string;
    const add = (items: AnyJson[]) =>
      t.gql(
        `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
          cart { total_quantity items { quantity product { sku } } } user_errors { code message } } }`,
        { id, items },
      );
    const whole = await add([{ sku: SET.sku, quantity: 1 }]);
    expect(whole.errors).toBeUndefined();
    expect(whole.data.addProductsToCart.user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'Please specify the quantity of product(s).' },
    ]);
    expect(whole.data.addProductsToCart.cart.items).toEqual([]);

    const members = await add(SET.members.map((m) => ({ sku: m.sku, quantity: m.qty })));
    expect(
      members.data.addProductsToCart.user_errors,
      JSON.stringify(members.data.addProductsToCart.user_errors),
    ).toEqual([]);
    expect(members.data.addProductsToCart.cart.items).toEqual(
      SET.members.map((m) => ({ quantity: m.qty, product: { sku: m.sku } })),
    );
  });
});
