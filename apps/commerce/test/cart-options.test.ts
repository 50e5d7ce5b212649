// Configurable lines (both input styles and the legacy mutation) and custom option prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { decodeUid } from '../src/shared/ids.js';
import { testDbKinds } from './support/db.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { CART_FIELDS, optionUids, type OptionUids } from './support/cart.js';

const PARENT = DEMO_FACTS.configurable.sku;

describe.each(testDbKinds())('cart options (%s)', (kind) => {
  let t: TestApp;
  /** Variant sku -> its configurable value uids. */
  let variantUids: Map<string, string[]>;
  let sale: OptionUids;
  beforeAll(async () => {
    t = await startApp(kind);
    const r = await t.gql(
      `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct { variants { product { sku } attributes { uid } } } } } }`,
      { sku: PARENT },
    );
    variantUids = new Map(
      r.data.products.items[0].variants.map((v: AnyJson) => [
        v.product.sku,
        v.attributes.map((a: AnyJson) => a.uid),
      ]),
    );
    sale = await optionUids(t, DEMO_FACTS.sale.sku);
  });
  afterAll(async () => t?.close());

  const newCart = async (): Promise<string> =>
    (await t.gql('mutation { createEmptyCart }')).data.createEmptyCart;
  const add = async (id: string, items: AnyJson[]) => {
    const r = await t.gql(
      `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } } }`,
      { id, items },
    );
    expect(r.errors).toBeUndefined();
    return r.data.addProductsToCart;
  };

  describe('configurable products', () => {
    it('adds by parent_sku + variant sku, using the variant for sku, name and price', async () => {
      const r = await add(await newCart(), [
        { parent_sku: PARENT, sku: DEMO_FACTS.configurable.variantSku, quantity: 2 },
      ]);
      expect(r.user_errors).toEqual([]);
      const item = r.cart.items[0];
      expect(item.__typename).toBe('ConfigurableCartItem');
      expect(item.product.sku).toBe(PARENT);
      expect(item.configured_variant.sku).toBe(DEMO_FACTS.configurable.variantSku);
      expect(item.variant_product.sku).toBe(DEMO_FACTS.configurable.variantSku);
      expect(item.prices.price.value).toBe(1450);
      expect(item.prices.row_total.value).toBe(2900);
      // Finish first, fabric second (configurable_attribute positions).
      expect(item.configurable_options).toHaveLength(2);
      for (const o of item.configurable_options) {
        expect(o.option_label).not.toBe('');
        expect(o.value_label).not.toBe('');
        expect(decodeUid(o.configurable_product_option_value_uid)).toMatch(
          /^configurable\/\d+\/\d+$/,
        );
      }
      expect(variantUids.get(DEMO_FACTS.configurable.variantSku)?.sort()).toEqual(
        item.configurable_options
          .map((o: AnyJson) => o.configurable_product_option_value_uid)
          .sort(),
      );
    });

    it('adds by parent sku + selected_options uids, and the other style merges into the same line', async () => {
      const id = await newCart();
      const uids = variantUids.get('CH-LC-1001-CHR-BRS') as string[];
      const r = await add(id, [{ sku: PARENT, quantity: 1, selected_options: uids }]);
      expect(r.user_errors).toEqual([]);
      expect(r.cart.items[0].configured_variant.sku).toBe('CH-LC-1001-CHR-BRS');
      expect(r.cart.items[0].prices.price.value).toBe(1525);
      const again = await add(id, [{ parent_sku: PARENT, sku: 'CH-LC-1001-CHR-BRS', quantity: 1 }]);
      expect(again.cart.items.map((i: AnyJson) => i.quantity)).toEqual([2]);
      expect(again.cart.prices.subtotal_excluding_tax.value).toBe(3050);
    });

    it('reports missing options, foreign children and out-of-stock variants as user errors', async () => {
      const id = await newCart();
      const r = await add(id, [
        {
          sku: PARENT,
          quantity: 1,
          selected_options: [(variantUids.get('CH-LC-1001-CHR-BRS') as string[])[0]],
        },
        { parent_sku: PARENT, sku: DEMO_FACTS.sale.sku, quantity: 1 },
        { sku: DEMO_FACTS.configurableOutOfStock.sku, quantity: 1, selected_options: [] },
      ]);
      expect(r.user_errors).toEqual([
        { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' },
        {
          code: 'PRODUCT_NOT_FOUND',
          message: `Could not find a product with SKU "${DEMO_FACTS.sale.sku}"`,
        },
        { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' },
      ]);
      const oosVariant = await t.handle.db
        .selectFrom('product as v')
        .innerJoin('product as p', 'p.id', 'v.parent_id')
        .select('v.sku')
        .where('p.sku', '=', DEMO_FACTS.configurableOutOfStock.sku)
        .executeTakeFirstOrThrow();
      const oos = await add(id, [
        { parent_sku: DEMO_FACTS.configurableOutOfStock.sku, sku: oosVariant.sku, quantity: 1 },
      ]);
      expect(oos.user_errors).toEqual([
        { code: 'INSUFFICIENT_STOCK', message: 'This product is out of stock.' },
      ]);
    });

    it('legacy addConfigurableProductsToCart adds a variant and throws Magento texts', async () => {
      const id = await newCart();
      const ADD = `mutation($id: String!, $items: [ConfigurableProductCartItemInput]!) { addConfigurableProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { items { __typename quantity ... on ConfigurableCartItem { configured_variant { sku } } } } } }`;
      const ok = await t.gql(ADD, {
        id,
        items: [{ parent_sku: PARENT, data: { sku: 'CH-LC-1001-CML-TEK', quantity: 3 } }],
      });
      expect(ok.data.addConfigurableProductsToCart.cart.items).toEqual([
        {
          __typename: 'ConfigurableCartItem',
          quantity: 3,
          configured_variant: { sku: 'CH-LC-1001-CML-TEK' },
        },
      ]);
      const foreign = await t.gql(ADD, {
        id,
        items: [{ parent_sku: PARENT, data: { sku: DEMO_FACTS.sale.sku, quantity: 1 } }],
      });
      expect(foreign.errors?.[0]).toMatchObject({
        message: 'Could not find specified product.',
        extensions: { category: 'graphql-input' },
      });
    });
  });

  describe('custom options', () => {
    it('counts FIXED and PERCENT option prices (of the final price) in the item price and totals', async () => {
      const id = await newCart();
      const r = await add(id, [
        {
          sku: DEMO_FACTS.sale.sku,
          quantity: 2,
          selected_options: [
            sale.value['Caster type/Locking casters'],
            sale.value['Add-ons/Felt glides'],
            sale.value['Add-ons/Moisture barrier'],
          ],
          entered_options: [{ uid: sale.option.Monogram, value: 'CHARTER' }],
        },
      ]);
      expect(r.user_errors).toEqual([]);
      const item = r.cart.items[0];
      // 416.00 final + 5 % (20.80) + 8.00 + 2.5 % (10.40) + monogram 25.00 = 480.20
      expect(item.prices.price.value).toBe(480.2);
      expect(item.prices.row_total.value).toBe(960.4);
      // Regular 520.00 + 5 % (26.00) + 8.00 + 2.5 % (13.00) + 25.00 = 592.00
      expect(item.prices.original_item_price.value).toBe(592);
      expect(r.cart.prices.subtotal_excluding_tax.value).toBe(960.4);
      const byLabel = Object.fromEntries(
        item.customizable_options.map((o: AnyJson) => [o.label, o]),
      );
      expect(byLabel['Caster type'].values).toEqual([
        {
          label: 'Locking casters',
          value: expect.any(String),
          price: { type: 'PERCENT', units: '%', value: 5 },
        },
      ]);
      expect(byLabel.Monogram).toMatchObject({
        type: 'field',
        values: [{ label: '', value: 'CHARTER', price: { type: 'FIXED', units: '$', value: 25 } }],
      });
      expect(byLabel['Add-ons'].values.map((v: AnyJson) => v.label)).toEqual([
        'Felt glides',
        'Moisture barrier',
      ]);
    });

    it('keeps lines with different options apart and merges identical ones', async () => {
      const id = await newCart();
      const glide = sale.value['Caster type/Standard glides (no casters)'];
      await add(id, [{ sku: DEMO_FACTS.sale.sku, quantity: 1, selected_options: [glide] }]);
      await add(id, [
        {
          sku: DEMO_FACTS.sale.sku,
          quantity: 1,
          selected_options: [sale.value['Caster type/Hard-floor casters']],
        },
      ]);
      const r = await add(id, [
        { sku: DEMO_FACTS.sale.sku, quantity: 2, selected_options: [glide] },
      ]);
      expect(r.cart.items.map((i: AnyJson) => [i.quantity, i.prices.price.value])).toEqual([
        [3, 416],
        [1, 431],
      ]);
    });

    it('rejects text over max_characters, foreign option uids and two values for a drop-down', async () => {
      const r = await add(await newCart(), [
        {
          sku: DEMO_FACTS.sale.sku,
          quantity: 1,
          selected_options: [sale.value['Caster type/Locking casters']],
          entered_options: [{ uid: sale.option.Monogram, value: 'X'.repeat(13) }],
        },
        {
          sku: DEMO_FACTS.sale.sku,
          quantity: 1,
          selected_options: [
            sale.value['Caster type/Locking casters'],
            sale.value['Caster type/Hard-floor casters'],
          ],
        },
        {
          sku: DEMO_FACTS.virtual.sku,
          quantity: 1,
          selected_options: [sale.value['Caster type/Locking casters']],
        },
      ]);
      expect(r.user_errors).toEqual([
        { code: 'UNDEFINED', message: 'The text is too long. Shorten the text and try again.' },
        {
          code: 'INVALID_PARAMETER_VALUE',
          message: 'The product option you selected is not valid.',
        },
        {
          code: 'INVALID_PARAMETER_VALUE',
          message: 'The product option you selected is not valid.',
        },
      ]);
      expect(r.cart.items).toEqual([]);
    });

    it('accepts legacy customizable_options (option id + value_string)', async () => {
      const ids = await t.handle.db
        .selectFrom('custom_option as o')
        .innerJoin('custom_option_value as v', 'v.option_id', 'o.id')
        .innerJoin('product as p', 'p.id', 'o.product_id')
        .select(['o.id as optionId', 'v.id as valueId'])
        .where('p.sku', '=', DEMO_FACTS.sale.sku)
        .where('v.title', '=', 'Hard-floor casters')
        .executeTakeFirstOrThrow();
      const r = await t.gql(
        `mutation($id: String!, $items: [SimpleProductCartItemInput]!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { items { prices { price { value } } } } } }`,
        {
          id: await newCart(),
          items: [
            {
              data: { sku: DEMO_FACTS.sale.sku, quantity: 1 },
              customizable_options: [{ id: ids.optionId, value_string: String(ids.valueId) }],
            },
          ],
        },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data.addSimpleProductsToCart.cart.items[0].prices.price.value).toBe(431);
      const missing = await t.gql(
        `mutation($id: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "${DEMO_FACTS.sale.sku}", quantity: 1 } }] }) { cart { id } } }`,
        { id: await newCart() },
      );
      expect(missing.errors?.[0]).toMatchObject({
        message:
          "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
        extensions: { category: 'graphql-input' },
      });
    });
  });
});
