// Cart basics through GraphQL: create, read, add, update, remove, ownership (Magento 2.4.8 wire).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { encodeUid } from '../src/shared/ids.js';
import { testDbKinds } from './support/db.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { CART_FIELDS, optionUids, simpleProduct, type SimpleFixture } from './support/cart.js';

describe.each(testDbKinds())('cart basics (%s)', (kind) => {
  let t: TestApp;
  let simple: SimpleFixture;
  /** The virtual product's required "Session length" choice. */
  let oneHour: string;
  beforeAll(async () => {
    t = await startApp(kind);
    simple = await simpleProduct(t);
    oneHour = (await optionUids(t, DEMO_FACTS.virtual.sku)).value[
      'Session length/One hour'
    ] as string;
  });
  afterAll(async () => t?.close());

  const newCart = async (): Promise<string> => {
    const r = await t.gql('mutation { createEmptyCart }');
    expect(r.errors).toBeUndefined();
    return r.data.createEmptyCart;
  };
  const add = async (cartId: string, cartItems: AnyJson[]) => {
    const r = await t.gql(
      `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { __typename code message ... on InsufficientStockError { quantity } } } }`,
      { id: cartId, items: cartItems },
    );
    expect(r.errors).toBeUndefined();
    return r.data.addProductsToCart;
  };
  const read = async (cartId: string) =>
    t.gql(`query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { id: cartId });

  describe('creation', () => {
    it('createEmptyCart and createGuestCart return fresh 32-character ids of empty carts', async () => {
      const a = await newCart();
      const g = await t.gql(
        'mutation { createGuestCart { cart { id total_quantity is_virtual items { uid } prices { grand_total { value currency } discounts { label } applied_taxes { amount { value } } } } } }',
      );
      expect(g.errors).toBeUndefined();
      const b = g.data.createGuestCart.cart;
      expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(b.id).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(a).not.toBe(b.id);
      expect(b).toMatchObject({
        total_quantity: 0,
        is_virtual: false,
        items: [],
        prices: { grand_total: { value: 0, currency: 'USD' }, discounts: null, applied_taxes: [] },
      });
    });

    it('accepts a client id of 32 characters once; other lengths and duplicates fail with Magento texts', async () => {
      const id = 'ClientChosenCartId00000000000001';
      const ok = await t.gql('mutation($id: String) { createEmptyCart(input: { cart_id: $id }) }', {
        id,
      });
      expect(ok.data.createEmptyCart).toBe(id);
      const dup = await t.gql(
        'mutation($id: ID) { createGuestCart(input: { cart_uid: $id }) { cart { id } } }',
        { id },
      );
      expect(dup.errors?.[0]).toMatchObject({
        message: `Cart with ID "${id}" already exists.`,
        extensions: { category: 'graphql-already-exists' },
      });
      const short = await t.gql('mutation { createEmptyCart(input: { cart_id: "short" }) }');
      expect(short.errors?.[0]).toMatchObject({
        message: 'Cart ID length should to be 32 symbols.',
        extensions: { category: 'graphql-input' },
      });
    });
  });

  describe('ownership (reference 3.1)', () => {
    it('rejects a missing id, an unknown id, an inactive cart and a customer cart used by a guest', async () => {
      const missing = await read('');
      expect(missing.errors?.[0]).toMatchObject({
        message: 'Required parameter "cart_id" is missing',
        extensions: { category: 'graphql-input' },
      });
      const unknown = await read('NoSuchCartNoSuchCartNoSuchCart00');
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'Could not find a cart with ID "NoSuchCartNoSuchCartNoSuchCart00"',
        extensions: { category: 'graphql-no-such-entity' },
      });
      expect(unknown.data.cart).toBeNull();

      const ordered = await newCart();
      await t.handle.db
        .updateTable('cart')
        .set({ is_active: false })
        .where('masked_id', '=', ordered)
        .execute();
      const inactive = await read(ordered);
      expect(inactive.errors?.[0]).toMatchObject({
        message: "The cart isn't active.",
        extensions: { category: 'graphql-no-such-entity' },
      });

      const owned = await newCart();
      await t.handle.db
        .updateTable('cart')
        .set({ customer_id: 42 })
        .where('masked_id', '=', owned)
        .execute();
      const forbidden = await read(owned);
      expect(forbidden.status).toBe(403);
      expect(forbidden.errors?.[0]).toMatchObject({
        message: `The current user cannot perform operations on cart "${owned}"`,
        extensions: { category: 'graphql-authorization' },
      });
      const addToForeign = await t.gql(
        'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "X", quantity: 1 }]) { cart { id } } }',
        { id: owned },
      );
      expect(addToForeign.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
      const foreignItems = await t.handle.db
        .selectFrom('cart_item as i')
        .innerJoin('cart as c', 'c.id', 'i.cart_id')
        .select('i.id')
        .where('c.masked_id', '=', owned)
        .execute();
      expect(foreignItems).toEqual([]);
    });
  });

  describe('adding, updating and removing lines', () => {
    it('counts the same items whether total_quantity is asked alone (the header badge) or with the priced lines', async () => {
      const id = await newCart();
      const counts = async () => {
        const alone = await t.gql(
          'query($id: String!) { cart(cart_id: $id) { total_quantity total_summary_quantity_including_config } }',
          { id },
        );
        const withLines = await t.gql(
          'query($id: String!) { cart(cart_id: $id) { items { quantity } total_quantity prices { grand_total { value } } } }',
          { id },
        );
        expect(alone.errors).toBeUndefined();
        expect(withLines.errors).toBeUndefined();
        const sum = withLines.data.cart.items.reduce(
          (n: number, i: { quantity: number }) => n + i.quantity,
          0,
        );
        expect(withLines.data.cart.total_quantity).toBe(sum);
        expect(alone.data.cart).toEqual({
          total_quantity: sum,
          total_summary_quantity_including_config: sum,
        });
        return sum;
      };
      expect(await counts()).toBe(0);
      const added = await t.gql(
        'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { total_quantity } user_errors { code } } }',
        {
          id,
          items: [
            { sku: simple.sku, quantity: 2 },
            {
              parent_sku: DEMO_FACTS.configurable.sku,
              sku: DEMO_FACTS.configurable.variantSku,
              quantity: 3,
            },
          ],
        },
      );
      expect(added.data.addProductsToCart).toEqual({
        cart: { total_quantity: 5 },
        user_errors: [],
      });
      expect(await counts()).toBe(5);
    });

    it('adds a simple product, merges a second add into the same line and prices it', async () => {
      const id = await newCart();
      const first = await add(id, [{ sku: simple.sku, quantity: 2 }]);
      expect(first.user_errors).toEqual([]);
      const again = await add(id, [{ sku: simple.sku, quantity: 1 }]);
      const cart = again.cart;
      expect(cart.items).toHaveLength(1);
      const item = cart.items[0];
      expect(item).toMatchObject({
        __typename: 'SimpleCartItem',
        quantity: 3,
        product: { sku: simple.sku },
        customizable_options: [],
      });
      expect(item.uid).toBe(encodeUid(Number(item.id)));
      const unit = simple.priceCents / 100;
      expect(item.prices.price.value).toBe(unit);
      expect(item.prices.row_total.value).toBeCloseTo(unit * 3, 2);
      expect(item.prices.total_item_discount.value).toBe(0);
      expect(cart.total_quantity).toBe(3);
      expect(cart.prices.subtotal_excluding_tax.value).toBeCloseTo(unit * 3, 2);
      expect(cart.prices.grand_total.value).toBeCloseTo(unit * 3, 2);
    });

    it('returns item problems as user_errors with Magento codes, adding the good lines', async () => {
      const id = await newCart();
      const r = await add(id, [
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku: simple.sku, quantity: 0 },
        { sku: DEMO_FACTS.outOfStock.sku, quantity: 1 },
        { sku: simple.sku, quantity: simple.qty + 1 },
        { sku: DEMO_FACTS.minimumOrder.sku, quantity: 2 },
        { sku: DEMO_FACTS.sale.sku, quantity: 1 },
        { sku: DEMO_FACTS.disabled.sku, quantity: 1 },
        { sku: simple.sku, quantity: 1 },
      ]);
      expect(r.user_errors).toEqual([
        {
          __typename: 'CartUserInputError',
          code: 'PRODUCT_NOT_FOUND',
          message: 'Could not find a product with SKU "NO-SUCH-SKU"',
        },
        {
          __typename: 'CartUserInputError',
          code: 'INVALID_PARAMETER_VALUE',
          message: 'The product quantity should be greater than 0',
        },
        {
          __typename: 'InsufficientStockError',
          code: 'INSUFFICIENT_STOCK',
          message: 'This product is out of stock.',
          quantity: null,
        },
        {
          __typename: 'InsufficientStockError',
          code: 'INSUFFICIENT_STOCK',
          message: 'The requested qty is not available',
          quantity: simple.qty,
        },
        {
          __typename: 'InsufficientStockError',
          code: 'INSUFFICIENT_STOCK',
          message: 'The fewest you may purchase is 12.',
          quantity: null,
        },
        {
          __typename: 'CartUserInputError',
          code: 'UNDEFINED',
          message:
            "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
        },
        {
          __typename: 'CartUserInputError',
          code: 'PRODUCT_NOT_FOUND',
          message: `Could not find a product with SKU "${DEMO_FACTS.disabled.sku}"`,
        },
      ]);
      expect(r.cart.items.map((i: AnyJson) => [i.product.sku, i.quantity])).toEqual([
        [simple.sku, 1],
      ]);
    });

    it('enforces the maximum sale quantity with the storefront text', async () => {
      await t.handle.db
        .updateTable('product')
        .set({ max_sale_qty: 5 })
        .where('sku', '=', simple.sku)
        .execute();
      try {
        const id = await newCart();
        const r = await add(id, [{ sku: simple.sku, quantity: 6 }]);
        expect(r.user_errors[0]).toMatchObject({
          code: 'INSUFFICIENT_STOCK',
          message: 'The requested qty exceeds the maximum qty allowed in shopping cart',
        });
        await add(id, [{ sku: simple.sku, quantity: 4 }]);
        const over = await add(id, [{ sku: simple.sku, quantity: 2 }]);
        expect(over.user_errors[0]?.message).toBe(
          'The requested qty exceeds the maximum qty allowed in shopping cart',
        );
        expect(over.cart.items[0].quantity).toBe(4);
        const huge = await add(id, [
          { sku: DEMO_FACTS.virtual.sku, quantity: 1e10, selected_options: [oneHour] },
        ]);
        expect(huge.user_errors[0]?.message).toBe(
          'The requested qty exceeds the maximum qty allowed in shopping cart',
        );
      } finally {
        await t.handle.db
          .updateTable('product')
          .set({ max_sale_qty: 10000 })
          .where('sku', '=', simple.sku)
          .execute();
      }
    });

    it('updates quantities, removes a line with quantity 0 and reports item problems in errors', async () => {
      const id = await newCart();
      const { cart } = await add(id, [
        { sku: simple.sku, quantity: 1 },
        { sku: DEMO_FACTS.virtual.sku, quantity: 1, selected_options: [oneHour] },
      ]);
      const [a, b] = cart.items;
      const UPDATE = `mutation($id: String!, $items: [CartItemUpdateInput]!) { updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { ${CART_FIELDS} } errors { code message } } }`;
      const r = await t.gql(UPDATE, {
        id,
        items: [
          { cart_item_uid: a.uid, quantity: 4 },
          { cart_item_uid: encodeUid(999999), quantity: 1 },
          { cart_item_uid: b.uid },
        ],
      });
      expect(r.errors).toBeUndefined();
      expect(r.data.updateCartItems.errors).toEqual([
        { code: 'COULD_NOT_FIND_CART_ITEM', message: 'Could not find cart item with id: 999999.' },
        {
          code: 'REQUIRED_PARAMETER_MISSING',
          message: 'Required parameter "quantity" for "cart_items" is missing.',
        },
      ]);
      expect(r.data.updateCartItems.cart.items.map((i: AnyJson) => i.quantity)).toEqual([4, 1]);
      const tooMany = await t.gql(UPDATE, {
        id,
        items: [{ cart_item_uid: a.uid, quantity: simple.qty + 1 }],
      });
      expect(tooMany.data.updateCartItems.errors).toEqual([
        { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      ]);
      const removed = await t.gql(UPDATE, { id, items: [{ cart_item_uid: b.uid, quantity: 0 }] });
      expect(removed.data.updateCartItems.cart.items.map((i: AnyJson) => i.uid)).toEqual([a.uid]);
      expect(removed.data.updateCartItems.cart.total_quantity).toBe(4);
    });

    it('removes a line by uid and rejects an unknown one', async () => {
      const id = await newCart();
      const { cart } = await add(id, [{ sku: simple.sku, quantity: 1 }]);
      const REMOVE = `mutation($id: String!, $uid: ID) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { total_quantity items { uid } } } }`;
      const r = await t.gql(REMOVE, { id, uid: cart.items[0].uid });
      expect(r.data.removeItemFromCart.cart).toEqual({ total_quantity: 0, items: [] });
      const again = await t.gql(REMOVE, { id, uid: cart.items[0].uid });
      expect(again.errors?.[0]).toMatchObject({
        message: "The cart doesn't contain the item",
        extensions: { category: 'graphql-no-such-entity' },
      });
    });

    it('clearCart empties the cart', async () => {
      const id = await newCart();
      await add(id, [{ sku: simple.sku, quantity: 2 }]);
      const r = await t.gql(
        'mutation($id: ID!) { clearCart(input: { uid: $id }) { cart { total_quantity items { uid } } errors { message } } }',
        { id },
      );
      expect(r.data.clearCart).toEqual({ cart: { total_quantity: 0, items: [] }, errors: [] });
    });

    it('legacy addSimpleProductsToCart and addVirtualProductsToCart throw Magento errors and write nothing on failure', async () => {
      const id = await newCart();
      const SIMPLE = `mutation($id: String!, $items: [SimpleProductCartItemInput]!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { total_quantity items { product { sku } quantity } } } }`;
      const good = await t.gql(SIMPLE, { id, items: [{ data: { sku: simple.sku, quantity: 2 } }] });
      expect(good.data.addSimpleProductsToCart.cart.total_quantity).toBe(2);
      const bad = await t.gql(SIMPLE, {
        id,
        items: [{ data: { sku: simple.sku, quantity: 1 } }, { data: { sku: 'NOPE', quantity: 1 } }],
      });
      expect(bad.errors?.[0]).toMatchObject({
        message: 'Could not find a product with SKU "NOPE"',
        extensions: { category: 'graphql-no-such-entity' },
      });
      const stock = await t.gql(SIMPLE, {
        id,
        items: [{ data: { sku: simple.sku, quantity: simple.qty } }],
      });
      expect(stock.errors?.[0]).toMatchObject({
        message: 'The requested qty is not available',
        extensions: { category: 'graphql-input' },
      });
      const empty = await t.gql(SIMPLE, { id, items: [] });
      expect(empty.errors?.[0]?.message).toBe('Required parameter "cart_items" is missing');
      expect((await read(id)).data.cart.total_quantity).toBe(2);

      const VIRTUAL = `mutation($id: String!, $items: [VirtualProductCartItemInput]!) { addVirtualProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { is_virtual items { __typename product { sku } } } } }`;
      const v = await t.gql(VIRTUAL, {
        id: await newCart(),
        items: [
          { data: { sku: DEMO_FACTS.virtual.sku, quantity: 1, selected_options: [oneHour] } },
        ],
      });
      expect(v.data.addVirtualProductsToCart.cart).toEqual({
        is_virtual: true,
        items: [{ __typename: 'VirtualCartItem', product: { sku: DEMO_FACTS.virtual.sku } }],
      });
    });
  });
});
