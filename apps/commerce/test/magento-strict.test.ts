// Strict Magento mode (MAGENTO_STRICT=true, docs/decisions/1320): the service serves Magento Open
// Source 2.4.8's schema only, and a client that knows nothing else browses, fills a cart and checks
// out with check / money order.
import {
  buildClientSchema,
  getIntrospectionQuery,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magentoOpenSourceSchema } from '../src/graphql/strict-magento.js';
import { startApp, type TestApp } from './support/app.js';
import { pickSimpleProduct, readyForPayment } from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const PRODUCT_TYPES = /Product$|^ProductInterface$/;

describe.each(testDbKinds())('strict Magento mode (%s)', (kind) => {
  let t: TestApp;
  let attributeCodes: Set<string>;
  beforeAll(async () => {
    t = await startApp(kind, { env: { MAGENTO_STRICT: 'true', ...OFFLINE_FOR_EVERYONE } });
    const rows = await t.handle.db.selectFrom('attribute').select('code').execute();
    attributeCodes = new Set(rows.map((r) => r.code));
  });
  afterAll(async () => t?.close());

  it('serves on every Magento type only the fields and arguments Magento Open Source 2.4.8 has', async () => {
    const r = await t.gql(getIntrospectionQuery({ descriptions: false }));
    expect(r.errors).toBeUndefined();
    const served = buildClientSchema(r.data);
    const reference = magentoOpenSourceSchema();
    let checked = 0;
    for (const type of Object.values(served.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      const ref = reference.getType(type.name);
      if (!ref) continue;
      if (
        (isObjectType(type) || isInterfaceType(type)) &&
        (isObjectType(ref) || isInterfaceType(ref))
      ) {
        const refFields = ref.getFields();
        for (const [name, field] of Object.entries(type.getFields())) {
          checked++;
          if (!refFields[name]) {
            expect(
              PRODUCT_TYPES.test(type.name) && attributeCodes.has(name),
              `${type.name}.${name} is not Magento's`,
            ).toBe(true);
            continue;
          }
          const refArgs = new Set(refFields[name].args.map((a) => a.name));
          for (const a of field.args)
            expect(refArgs.has(a.name), `${type.name}.${name}(${a.name})`).toBe(true);
        }
      }
      if (isInputObjectType(type) && isInputObjectType(ref)) {
        const refFields = ref.getFields();
        for (const name of Object.keys(type.getFields())) {
          checked++;
          if (!refFields[name])
            expect(
              type.name === 'ProductAttributeFilterInput' && attributeCodes.has(name),
              `${type.name}.${name}`,
            ).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('refuses the specification extensions as unknown fields, as Magento would', async () => {
    for (const [query, field] of [
      ['{ visitureProducts(search: "chair") { total_count } }', 'visitureProducts'],
      ['{ getVisitureAttributesFields { attribute_code } }', 'getVisitureAttributesFields'],
      ['{ searchTerm(Search: "caster") { redirect } }', 'searchTerm'],
    ] as const) {
      const r = await t.gql(query);
      expect(r.errors?.[0]?.message).toBe(`Cannot query field "${field}" on type "Query".`);
    }
    const p = await t.gql(
      '{ products(search: "chair", pageSize: 1) { items { sku review_summary { reviews_count } } } }',
    );
    expect(p.errors?.[0]?.message).toBe(
      'Cannot query field "review_summary" on type "ProductInterface".',
    );
  });

  it('browses: a category listing with layered navigation, a search and a product by URL key', async () => {
    const cat = await t.gql(
      '{ categoryList(filters: { url_path: { eq: "seating" } }) { uid name } }',
    );
    expect(cat.errors).toBeUndefined();
    const uid = cat.data.categoryList[0]?.uid;
    expect(uid).toBeTruthy();
    const list = await t.gql(
      `query ($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 5, sort: { price: ASC }) {
        total_count items { sku name url_key price_range { minimum_price { final_price { value currency } } } }
        aggregations { attribute_code count options { label value count } } } }`,
      { uid },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.products.total_count).toBeGreaterThan(0);
    expect(list.data.products.aggregations.length).toBeGreaterThan(0);
    const prices = list.data.products.items.map(
      (i: { price_range: { minimum_price: { final_price: { value: number } } } }) =>
        i.price_range.minimum_price.final_price.value,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const search = await t.gql(
      '{ products(search: "chair", pageSize: 3) { total_count items { sku } } }',
    );
    expect(search.errors).toBeUndefined();
    expect(search.data.products.total_count).toBeGreaterThan(0);

    const key = list.data.products.items[0].url_key;
    const one = await t.gql(
      'query ($k: String!) { products(filter: { url_key: { eq: $k } }) { items { sku name description { html } } } }',
      { k: key },
    );
    expect(one.errors).toBeUndefined();
    expect(one.data.products.items).toHaveLength(1);
  });

  it('checks out a guest cart with check / money order', async () => {
    const product = await pickSimpleProduct(t);
    const created = await t.gql('mutation { createGuestCart { cart { id } } }');
    expect(created.errors).toBeUndefined();
    const cartId = created.data.createGuestCart.cart.id as string;
    const added = await t.gql(
      'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { cart { total_quantity } user_errors { message } } }',
      { c: cartId, i: [{ sku: product.sku, quantity: 2 }] },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.addProductsToCart.cart.total_quantity).toBe(2);
    await readyForPayment(t, cartId);
    const pay = await t.gql(
      'mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "checkmo" } }) { cart { selected_payment_method { code } } } }',
      { c: cartId },
    );
    expect(pay.errors).toBeUndefined();
    expect(pay.data.setPaymentMethodOnCart.cart.selected_payment_method.code).toBe('checkmo');
    const order = await t.gql(
      'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { errors { code message } orderV2 { number grand_total } } }',
      { c: cartId },
    );
    expect(order.errors).toBeUndefined();
    expect(order.data.placeOrder.errors).toEqual([]);
    expect(order.data.placeOrder.orderV2.number).toMatch(/\d+/);
  });

  it('keeps the full schema when strict mode is off', async () => {
    const off = await startApp(kind, { seed: false });
    try {
      const r = await off.gql('{ __type(name: "Query") { fields { name } } }');
      expect(r.data.__type.fields.map((f: { name: string }) => f.name)).toContain(
        'visitureProducts',
      );
    } finally {
      await off.close();
    }
  });
});
