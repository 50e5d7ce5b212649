// Wish lists through GraphQL (reference 4.3): the customer's one list with its product summary,
// add / update / remove / add to cart with Magento's messages, configurable items, and that one
// customer can neither read nor change another's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_FACTS } from '../src/seed/index.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { pickSimpleProduct } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

const GUEST = 'The current user cannot perform operations on wishlist';
const NOT_FOUND = 'The wishlist was not found.';
const ITEM = `__typename id quantity description added_at customizable_options { label }
  product { sku name stock_status url_key url_rewrites { url } small_image { url } price_range { minimum_price { final_price { value currency } } } }
  ... on ConfigurableWishlistItem { child_sku configured_variant { sku } configurable_options { option_label value_label configurable_product_option_value_uid } }`;
const LIST = `id items_count sharing_code updated_at items_v2 { items { ${ITEM} } page_info { current_page page_size total_pages } }`;
const OUT = `wishlist { ${LIST} } user_errors { code message }`;

describe.each(testDbKinds())('wish lists (%s)', (kind) => {
  let t: TestApp;
  let a: Record<string, string>;
  let b: Record<string, string>;
  let listA: string;
  let listB: string;
  let x: string;
  let variantUids: string[];

  const signIn = async (email: string, password: string) => {
    const r = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
    return { authorization: `Bearer ${r.data.generateCustomerToken.token}` };
  };
  const errorOf = (r: AnyJson) => ({
    status: r.status,
    message: r.errors?.[0]?.message,
    category: r.errors?.[0]?.extensions?.category,
  });
  const mine = async (as: Record<string, string>) => {
    const r = await t.gql(`{ customer { wishlists { ${LIST} } } }`, undefined, as);
    expect(r.errors).toBeUndefined();
    return r.data.customer.wishlists[0];
  };
  const add = (list: string, items: Record<string, unknown>[], as?: Record<string, string>) =>
    t.gql(
      `mutation($w: ID!, $i: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $w, wishlistItems: $i) { ${OUT} } }`,
      { w: list, i: items },
      as,
    );
  const update = (list: string, items: Record<string, unknown>[], as?: Record<string, string>) =>
    t.gql(
      `mutation($w: ID!, $i: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $w, wishlistItems: $i) { ${OUT} } }`,
      { w: list, i: items },
      as,
    );
  const remove = (list: string, ids: string[], as?: Record<string, string>) =>
    t.gql(
      `mutation($w: ID!, $i: [ID!]!) { removeProductsFromWishlist(wishlistId: $w, wishlistItemsIds: $i) { ${OUT} } }`,
      { w: list, i: ids },
      as,
    );
  const toCart = (list: string, ids: string[] | undefined, as?: Record<string, string>) =>
    t.gql(
      `mutation($w: ID!, $i: [ID!]) { addWishlistItemsToCart(wishlistId: $w, wishlistItemIds: $i) { status add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } wishlist { ${LIST} } } }`,
      { w: list, i: ids },
      as,
    );
  const cartOf = async (as: Record<string, string>) =>
    (
      await t.gql(
        '{ customerCart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }',
        undefined,
        as,
      )
    ).data.customerCart;

  beforeAll(async () => {
    t = await startApp(kind);
    a = await signIn(DEMO_CUSTOMERS.trade.email, DEMO_CUSTOMERS.trade.password);
    b = await signIn(DEMO_CUSTOMERS.design.email, DEMO_CUSTOMERS.design.password);
    x = (await pickSimpleProduct(t)).sku;
    const r = await t.gql(
      'query($s: String) { products(filter: { sku: { eq: $s } }) { items { ... on ConfigurableProduct { variants { product { sku } attributes { uid } } } } } }',
      { s: DEMO_FACTS.configurable.sku },
    );
    variantUids = r.data.products.items[0].variants
      .find((v: AnyJson) => v.product.sku === DEMO_FACTS.configurable.variantSku)
      .attributes.map((u: AnyJson) => u.uid);
  });
  afterAll(async () => t?.close());

  it('gives each customer one list, created on first use and the same afterwards', async () => {
    const first = await mine(a);
    expect(first).toMatchObject({
      items_count: 0,
      items_v2: { items: [], page_info: { current_page: 1, page_size: 20, total_pages: 0 } },
    });
    expect(first.id).toMatch(/^\d+$/);
    expect(first.sharing_code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    listA = first.id;
    expect((await mine(a)).id).toBe(listA);
    const legacy = await t.gql('{ customer { wishlist { id } } }', undefined, a);
    expect(legacy.data.customer.wishlist.id).toBe(listA);
    listB = (await mine(b)).id;
    expect(listB).not.toBe(listA);
    const v2 = await t.gql(
      'query($i: ID!) { customer { wishlist_v2(id: $i) { id } } }',
      { i: listA },
      a,
    );
    expect(v2.data.customer.wishlist_v2).toEqual({ id: listA });
  });

  it('adds products with their summary, sums a product added twice and reports item problems', async () => {
    const r = await add(listA, [{ sku: x, quantity: 2 }], a);
    expect(r.errors).toBeUndefined();
    const out = r.data.addProductsToWishlist;
    expect(out.user_errors).toEqual([]);
    expect(out.wishlist.items_count).toBe(1);
    const item = out.wishlist.items_v2.items[0];
    expect(item).toMatchObject({
      __typename: 'SimpleWishlistItem',
      quantity: 2,
      description: null,
      added_at: '2025-06-15 12:00:00',
      customizable_options: [],
    });
    expect(item.product).toMatchObject({ sku: x, stock_status: 'IN_STOCK' });
    expect(item.product.name).toEqual(expect.any(String));
    expect(item.product.url_rewrites[0].url).toEqual(expect.stringContaining(item.product.url_key));
    expect(item.product.small_image.url).toMatch(/^http/);
    expect(item.product.price_range.minimum_price.final_price.value).toBeGreaterThan(0);

    const again = await add(
      listA,
      [
        { sku: x, quantity: 1 },
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku: x, quantity: 0 },
      ],
      a,
    );
    expect(again.data.addProductsToWishlist.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
    ]);
    expect(
      again.data.addProductsToWishlist.wishlist.items_v2.items.map((i: AnyJson) => [
        i.product.sku,
        i.quantity,
      ]),
    ).toEqual([[x, 3]]);

    const disabled = (await pickSimpleProduct(t, [x])).sku;
    await t.handle.db
      .updateTable('product')
      .set({ status: 2 })
      .where('sku', '=', disabled)
      .execute();
    const off = await add(listA, [{ sku: disabled, quantity: 1 }], a);
    expect(off.data.addProductsToWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The product is disabled' },
    ]);
    await t.handle.db
      .updateTable('product')
      .set({ status: 1 })
      .where('sku', '=', disabled)
      .execute();
  });

  it('keeps a configurable item as its variant, added by parent_sku or by option uids alike', async () => {
    const r = await add(
      listA,
      [
        {
          parent_sku: DEMO_FACTS.configurable.sku,
          sku: DEMO_FACTS.configurable.variantSku,
          quantity: 1,
        },
      ],
      a,
    );
    expect(r.data.addProductsToWishlist.user_errors).toEqual([]);
    const byUids = await add(
      listA,
      [{ sku: DEMO_FACTS.configurable.sku, selected_options: variantUids, quantity: 1 }],
      a,
    );
    const items = byUids.data.addProductsToWishlist.wishlist.items_v2.items;
    const conf = items.filter((i: AnyJson) => i.__typename === 'ConfigurableWishlistItem');
    expect(conf).toHaveLength(1);
    expect(conf[0]).toMatchObject({
      quantity: 2,
      child_sku: DEMO_FACTS.configurable.variantSku,
      configured_variant: { sku: DEMO_FACTS.configurable.variantSku },
    });
    expect(conf[0].product.sku).toBe(DEMO_FACTS.configurable.sku);
    expect(
      conf[0].configurable_options
        .map((o: AnyJson) => o.configurable_product_option_value_uid)
        .sort(),
    ).toEqual([...variantUids].sort());
    expect(
      conf[0].configurable_options.every((o: AnyJson) => o.option_label && o.value_label),
    ).toBe(true);
    const stored = await t.handle.db
      .selectFrom('wishlist_item as i')
      .innerJoin('product as p', 'p.id', 'i.product_id')
      .innerJoin('product as q', 'q.id', 'i.parent_product_id')
      .select(['p.sku as sku', 'q.sku as parent'])
      .where('i.id', '=', Number(conf[0].id))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      sku: DEMO_FACTS.configurable.variantSku,
      parent: DEMO_FACTS.configurable.sku,
    });
  });

  it('updates quantity and description, and removes items, with Magento user errors', async () => {
    const item = (await mine(a)).items_v2.items.find((i: AnyJson) => i.product.sku === x);
    const r = await update(
      listA,
      [{ wishlist_item_id: item.id, quantity: 5, description: 'For the lobby' }],
      a,
    );
    expect(r.data.updateProductsInWishlist.user_errors).toEqual([]);
    expect(
      r.data.updateProductsInWishlist.wishlist.items_v2.items.find(
        (i: AnyJson) => i.id === item.id,
      ),
    ).toMatchObject({ quantity: 5, description: 'For the lobby' });
    const zero = await update(
      listA,
      [
        { wishlist_item_id: item.id, quantity: 0 },
        { wishlist_item_id: '999999', quantity: 1 },
      ],
      a,
    );
    expect(zero.data.updateProductsInWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The quantity of a wishlist item cannot be 0' },
      {
        code: 'UNDEFINED',
        message: 'The wishlist item with ID "999999" does not belong to the wishlist',
      },
    ]);
    const cleared = await update(listA, [{ wishlist_item_id: item.id, description: '' }], a);
    expect(
      cleared.data.updateProductsInWishlist.wishlist.items_v2.items.find(
        (i: AnyJson) => i.id === item.id,
      ),
    ).toMatchObject({ quantity: 5, description: null });

    const extra = await add(listA, [{ sku: DEMO_FACTS.outOfStock.sku, quantity: 1 }], a);
    const extraItem = extra.data.addProductsToWishlist.wishlist.items_v2.items.find(
      (i: AnyJson) => i.product.sku === DEMO_FACTS.outOfStock.sku,
    );
    expect(extraItem.product.stock_status).toBe('OUT_OF_STOCK');
    const removed = await remove(listA, [extraItem.id, '999999'], a);
    expect(removed.data.removeProductsFromWishlist.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: 'The wishlist item with ID "999999" does not belong to the wishlist',
      },
    ]);
    expect(
      removed.data.removeProductsFromWishlist.wishlist.items_v2.items.some(
        (i: AnyJson) => i.id === extraItem.id,
      ),
    ).toBe(false);
  });

  it('adds items to the active cart; added items leave the list, refused ones stay with their error', async () => {
    const out = (await add(listA, [{ sku: DEMO_FACTS.outOfStock.sku, quantity: 1 }], a)).data
      .addProductsToWishlist.wishlist.items_v2.items;
    const blocked = out.find((i: AnyJson) => i.product.sku === DEMO_FACTS.outOfStock.sku);
    expect(errorOf(await toCart(listA, ['999999'], a))).toEqual({
      status: 200,
      message: 'The wishlist item ids "999999" were not found.',
      category: 'graphql-input',
    });

    const r = await toCart(listA, undefined, a);
    expect(r.errors).toBeUndefined();
    const res = r.data.addWishlistItemsToCart;
    expect(res.status).toBe(false);
    expect(res.add_wishlist_items_to_cart_user_errors).toEqual([
      {
        code: 'INSUFFICIENT_STOCK',
        message: 'This product is out of stock.',
        wishlistId: listA,
        wishlistItemId: blocked.id,
      },
    ]);
    expect(res.wishlist.items_v2.items.map((i: AnyJson) => i.id)).toEqual([blocked.id]);
    const cart = await cartOf(a);
    expect(cart.items.find((i: AnyJson) => i.product.sku === x)?.quantity).toBe(5);
    expect(
      cart.items.find(
        (i: AnyJson) => i.configured_variant?.sku === DEMO_FACTS.configurable.variantSku,
      )?.quantity,
    ).toBe(2);

    const single = (
      await add(listA, [{ sku: x, quantity: 1 }], a)
    ).data.addProductsToWishlist.wishlist.items_v2.items.find((i: AnyJson) => i.product.sku === x);
    const ok = await toCart(listA, [single.id], a);
    expect(ok.data.addWishlistItemsToCart).toMatchObject({
      status: true,
      add_wishlist_items_to_cart_user_errors: [],
    });
    expect((await cartOf(a)).items.find((i: AnyJson) => i.product.sku === x)?.quantity).toBe(6);
  });

  it('refuses guests every wish list operation', async () => {
    const forbidden = { status: 403, message: GUEST, category: 'graphql-authorization' };
    expect(errorOf(await add(listA, [{ sku: x, quantity: 1 }]))).toEqual(forbidden);
    expect(errorOf(await update(listA, [{ wishlist_item_id: '1', quantity: 1 }]))).toEqual(
      forbidden,
    );
    expect(errorOf(await remove(listA, ['1']))).toEqual(forbidden);
    expect(errorOf(await toCart(listA, undefined))).toEqual(forbidden);
    expect(errorOf(await t.gql('{ customer { wishlists { id } } }'))).toEqual({
      status: 403,
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
  });

  it("one customer cannot read or change another's list or its items", async () => {
    await add(listA, [{ sku: x, quantity: 1 }], a);
    const before = await mine(a);
    const itemA = before.items_v2.items[0].id as string;
    const notFound = { status: 200, message: NOT_FOUND, category: 'graphql-input' };
    expect(errorOf(await add(listA, [{ sku: x, quantity: 1 }], b))).toEqual(notFound);
    expect(errorOf(await update(listA, [{ wishlist_item_id: itemA, quantity: 9 }], b))).toEqual(
      notFound,
    );
    expect(errorOf(await remove(listA, [itemA], b))).toEqual(notFound);
    expect(errorOf(await toCart(listA, [itemA], b))).toEqual(notFound);
    expect(errorOf(await add('999999', [{ sku: x, quantity: 1 }], a))).toEqual(notFound);
    const v2 = await t.gql(
      'query($i: ID!) { customer { wishlist_v2(id: $i) { id items_count } } }',
      { i: listA },
      b,
    );
    expect(v2.data.customer.wishlist_v2).toBeNull();

    // A's item ids through B's own list: not B's items.
    const foreign = `The wishlist item with ID "${itemA}" does not belong to the wishlist`;
    expect(
      (await update(listB, [{ wishlist_item_id: itemA, quantity: 9 }], b)).data
        .updateProductsInWishlist.user_errors,
    ).toEqual([{ code: 'UNDEFINED', message: foreign }]);
    expect((await remove(listB, [itemA], b)).data.removeProductsFromWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: foreign },
    ]);
    expect(errorOf(await toCart(listB, [itemA], b))).toMatchObject({
      message: `The wishlist item ids "${itemA}" were not found.`,
    });

    const after = await mine(a);
    expect(after.items_v2.items).toEqual(before.items_v2.items);
    expect((await mine(b)).items_count).toBe(0);
  });
});
