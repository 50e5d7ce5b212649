// Compare lists through GraphQL (reference 4.5): create / add / remove / read / delete / assign
// with Magento's messages, the comparable attributes and their values, a guest list reachable only
// by its uid, a customer's list only with that customer's token, merging at sign-in and the bounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_MAX_ITEMS } from '../src/modules/compare/compare.service.js';
import { DEMO_CUSTOMERS, DEMO_FACTS } from '../src/seed/index.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { testDbKinds } from './support/db.js';

const NOT_AUTHORIZED = 'This customer is not authorized to access this list';
const LIST = `uid item_count attributes { code label } items { uid attributes { code value } product { sku name stock_status price_range { minimum_price { final_price { value } } } small_image { url } } }`;

describe.each(testDbKinds())('compare lists (%s)', (kind) => {
  let t: TestApp;
  let a: Record<string, string>;
  let b: Record<string, string>;
  /** Numeric ids (as strings) of enabled products shown on their own, by sku. */
  const idOf = new Map<string, string>();
  let ids: string[];

  const signIn = async (email: string, password: string) => {
    const r = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
    return { authorization: `Bearer ${r.data.generateCustomerToken.token}` };
  };
  const errorOf = (r: AnyJson) => ({
    message: r.errors?.[0]?.message,
    category: r.errors?.[0]?.extensions?.category,
  });
  const create = (products: string[] | undefined, as?: Record<string, string>) =>
    t.gql(
      `mutation($p: [ID]) { createCompareList(input: { products: $p }) { ${LIST} } }`,
      { p: products },
      as,
    );
  const add = (uid: string, products: string[], as?: Record<string, string>) =>
    t.gql(
      `mutation($u: ID!, $p: [ID]!) { addProductsToCompareList(input: { uid: $u, products: $p }) { ${LIST} } }`,
      { u: uid, p: products },
      as,
    );
  const remove = (uid: string, products: string[], as?: Record<string, string>) =>
    t.gql(
      `mutation($u: ID!, $p: [ID]!) { removeProductsFromCompareList(input: { uid: $u, products: $p }) { ${LIST} } }`,
      { u: uid, p: products },
      as,
    );
  const read = (uid: string, as?: Record<string, string>) =>
    t.gql(`query($u: ID!) { compareList(uid: $u) { ${LIST} } }`, { u: uid }, as);
  const del = (uid: string, as?: Record<string, string>) =>
    t.gql('mutation($u: ID!) { deleteCompareList(uid: $u) { result } }', { u: uid }, as);
  const assign = (uid: string, as?: Record<string, string>) =>
    t.gql(
      `mutation($u: ID!) { assignCompareListToCustomer(uid: $u) { result compare_list { ${LIST} } } }`,
      { u: uid },
      as,
    );
  const customerList = async (as: Record<string, string>) => {
    const r = await t.gql(`{ customer { compare_list { ${LIST} } } }`, undefined, as);
    expect(r.errors).toBeUndefined();
    return r.data.customer.compare_list;
  };
  const skus = (list: AnyJson) => list.items.map((i: AnyJson) => i.product.sku);
  const randomUid = () =>
    Array.from(
      { length: 32 },
      () =>
        'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'[Math.floor(Math.random() * 56)],
    ).join('');

  beforeAll(async () => {
    t = await startApp(kind);
    a = await signIn(DEMO_CUSTOMERS.trade.email, DEMO_CUSTOMERS.trade.password);
    b = await signIn(DEMO_CUSTOMERS.design.email, DEMO_CUSTOMERS.design.password);
    const rows = await t.handle.db
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('status', '=', 1)
      .where('parent_id', 'is', null)
      .where('visibility', '!=', 1)
      .orderBy('id')
      .limit(40)
      .execute();
    for (const p of [
      ...rows,
      ...(await t.handle.db
        .selectFrom('product')
        .select(['id', 'sku'])
        .where('sku', 'in', [
          DEMO_FACTS.configurable.sku,
          DEMO_FACTS.sale.sku,
          DEMO_FACTS.outOfStock.sku,
        ])
        .execute()),
    ]) {
      idOf.set(p.sku, String(p.id));
    }
    ids = [
      ...new Set([
        idOf.get(DEMO_FACTS.configurable.sku)!,
        idOf.get(DEMO_FACTS.sale.sku)!,
        idOf.get(DEMO_FACTS.outOfStock.sku)!,
        ...idOf.values(),
      ]),
    ];
    expect(ids.length).toBeGreaterThan(COMPARE_MAX_ITEMS + 3);
    for (const id of ids) expect(id).toMatch(/^\d+$/);
  });
  afterAll(async () => t?.close());

  it('creates a guest list with a 32-character uid, its products in order, the comparable attributes and their values', async () => {
    const r = await create([ids[0]!, ids[1]!]);
    expect(r.errors).toBeUndefined();
    const list = r.data.createCompareList;
    expect(list.uid).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(list.item_count).toBe(2);
    expect(skus(list)).toEqual([DEMO_FACTS.configurable.sku, DEMO_FACTS.sale.sku]);
    expect(list.items[0].uid).toBe(Buffer.from(ids[0]!).toString('base64'));
    // Magento's default comparable attributes first, then the seed's comparable furniture
    // attributes, in position order; name and collection are not comparable.
    const codes = list.attributes.map((x: AnyJson) => x.code);
    expect(list.attributes.slice(0, 3)).toEqual([
      { code: 'sku', label: 'SKU' },
      { code: 'description', label: 'Description' },
      { code: 'short_description', label: 'Short Description' },
    ]);
    expect(codes.slice(3)).not.toContain('sku');
    expect(list.items[0].attributes[0]).toEqual({
      code: 'sku',
      value: DEMO_FACTS.configurable.sku,
    });
    expect(codes).toEqual(expect.arrayContaining(['price', 'finish', 'fabric']));
    expect(codes).not.toContain('name');
    expect(codes).not.toContain('collection');
    expect(list.attributes.find((x: AnyJson) => x.code === 'finish').label).toBe('Finish');
    for (const item of list.items) {
      expect(item.attributes.map((x: AnyJson) => x.code)).toEqual(codes);
      for (const v of item.attributes) expect(v.value).not.toBe('');
    }
    const price = list.items[1].attributes.find((x: AnyJson) => x.code === 'price').value;
    expect(price).toBe((DEMO_FACTS.sale.price / 100).toFixed(2));
    expect(list.items[0].product.price_range.minimum_price.final_price.value).toBeGreaterThan(0);

    const again = await read(list.uid);
    expect(again.errors).toBeUndefined();
    expect(again.data.compareList).toEqual(list);
  });

  it('adds products once each, ignores unknown ids and removes products', async () => {
    const uid = (await create([ids[0]!])).data.createCompareList.uid;
    const r = await add(uid, [ids[2]!, ids[0]!, ids[2]!, '999999', 'not-a-number', ids[1]!]);
    expect(r.errors).toBeUndefined();
    expect(skus(r.data.addProductsToCompareList)).toEqual([
      DEMO_FACTS.configurable.sku,
      DEMO_FACTS.outOfStock.sku,
      DEMO_FACTS.sale.sku,
    ]);
    expect(r.data.addProductsToCompareList.item_count).toBe(3);
    expect(r.data.addProductsToCompareList.items[1].product.stock_status).toBe('OUT_OF_STOCK');

    const removed = await remove(uid, [ids[2]!, '999999']);
    expect(removed.errors).toBeUndefined();
    expect(skus(removed.data.removeProductsFromCompareList)).toEqual([
      DEMO_FACTS.configurable.sku,
      DEMO_FACTS.sale.sku,
    ]);
    expect(skus((await read(uid)).data.compareList)).toEqual([
      DEMO_FACTS.configurable.sku,
      DEMO_FACTS.sale.sku,
    ]);
  });

  it('does not let a guessed uid reach anything', async () => {
    const guess = randomUid();
    const r = await read(guess);
    expect(r.errors).toBeUndefined();
    expect(r.data.compareList).toBeNull();
    expect(errorOf(await add(guess, [ids[0]!]))).toEqual({
      message: '"uid" value does not exist',
      category: 'graphql-input',
    });
    expect(errorOf(await remove(guess, [ids[0]!]))).toEqual({
      message: '"uid" value does not exist',
      category: 'graphql-input',
    });
    expect((await del(guess)).data.deleteCompareList).toEqual({ result: false });
    expect(errorOf(await read(''))).toEqual({
      message: '"uid" value must be specified',
      category: 'graphql-input',
    });
    expect(errorOf(await add(' ', [ids[0]!]))).toEqual({
      message: '"uid" value must be specified.',
      category: 'graphql-input',
    });
    // A signed-in customer reaches only their own list by uid.
    const other = await read(guess, a);
    expect(errorOf(other)).toEqual({ message: NOT_AUTHORIZED, category: 'graphql-authorization' });
    expect(other.data?.compareList ?? null).toBeNull();
  });

  it('assigns a guest list at sign-in, keeps it from everyone else and merges a later guest list into it', async () => {
    const guestUid = (await create([ids[0]!, ids[1]!])).data.createCompareList.uid;
    expect(await customerList(a)).toBeNull();
    expect(errorOf(await assign(guestUid))).toEqual({
      message: 'Customer must be logged',
      category: 'graphql-input',
    });

    const r = await assign(guestUid, a);
    expect(r.errors).toBeUndefined();
    expect(r.data.assignCompareListToCustomer.result).toBe(true);
    expect(r.data.assignCompareListToCustomer.compare_list.uid).toBe(guestUid);
    const mine = await customerList(a);
    expect(mine.uid).toBe(guestUid);
    expect(skus(mine)).toEqual([DEMO_FACTS.configurable.sku, DEMO_FACTS.sale.sku]);
    expect((await read(guestUid, a)).data.compareList.uid).toBe(guestUid);

    // Nobody else gets it: not the guest who made it, not another customer; and nobody can change it.
    for (const as of [undefined, b]) {
      const seen = await read(guestUid, as);
      expect(errorOf(seen)).toEqual({ message: NOT_AUTHORIZED, category: 'graphql-authorization' });
      expect(seen.data?.compareList ?? null).toBeNull();
      expect(JSON.stringify(seen.data ?? null)).not.toContain(DEMO_FACTS.sale.sku);
      expect(errorOf(await add(guestUid, [ids[3]!], as)).message).toBe(NOT_AUTHORIZED);
      expect(errorOf(await remove(guestUid, [ids[0]!], as)).message).toBe(NOT_AUTHORIZED);
      expect(errorOf(await del(guestUid, as)).message).toBe(NOT_AUTHORIZED);
    }
    const stolen = await assign(guestUid, b);
    expect(errorOf(stolen)).toEqual({ message: NOT_AUTHORIZED, category: 'graphql-authorization' });
    expect(await customerList(b)).toBeNull();
    expect(skus(await customerList(a))).toEqual([DEMO_FACTS.configurable.sku, DEMO_FACTS.sale.sku]);

    // A second guest list (one product already in the customer's list) is merged into it and is gone.
    const second = (await create([ids[1]!, ids[2]!])).data.createCompareList.uid;
    const merged = await assign(second, a);
    expect(merged.errors).toBeUndefined();
    expect(merged.data.assignCompareListToCustomer.compare_list.uid).toBe(guestUid);
    expect(skus(merged.data.assignCompareListToCustomer.compare_list)).toEqual([
      DEMO_FACTS.configurable.sku,
      DEMO_FACTS.sale.sku,
      DEMO_FACTS.outOfStock.sku,
    ]);
    expect((await read(second)).data.compareList).toBeNull();
    expect((await assign(second, a)).data.assignCompareListToCustomer).toEqual({
      result: false,
      compare_list: null,
    });

    // createCompareList for a customer adds to the customer's one list.
    const created = await create([ids[3]!], a);
    expect(created.data.createCompareList.uid).toBe(guestUid);
    expect(created.data.createCompareList.item_count).toBe(4);
  });

  it('deletes a list once: the owner only', async () => {
    const guestUid = (await create([ids[0]!])).data.createCompareList.uid;
    expect((await del(guestUid)).data.deleteCompareList).toEqual({ result: true });
    expect((await del(guestUid)).data.deleteCompareList).toEqual({ result: false });
    expect((await read(guestUid)).data.compareList).toBeNull();

    const uidA = (await customerList(a)).uid;
    expect(errorOf(await del(uidA, b))).toEqual({
      message: NOT_AUTHORIZED,
      category: 'graphql-authorization',
    });
    expect((await customerList(a)).uid).toBe(uidA);
    expect((await del(uidA, a)).data.deleteCompareList).toEqual({ result: true });
    expect(await customerList(a)).toBeNull();
  });

  it(`holds at most ${COMPARE_MAX_ITEMS} products and bounds the input`, async () => {
    const full = await create(ids.slice(0, COMPARE_MAX_ITEMS));
    expect(full.errors).toBeUndefined();
    const uid = full.data.createCompareList.uid;
    expect(full.data.createCompareList.item_count).toBe(COMPARE_MAX_ITEMS);
    const over = await add(uid, [ids[COMPARE_MAX_ITEMS]!, ids[COMPARE_MAX_ITEMS + 1]!]);
    expect(errorOf(over)).toEqual({
      message: `A compare list can hold at most ${COMPARE_MAX_ITEMS} products. Remove one to add another.`,
      category: 'graphql-input',
    });
    expect((await read(uid)).data.compareList.item_count).toBe(COMPARE_MAX_ITEMS);
    // Products already in the list are no change, so they are accepted.
    expect((await add(uid, [ids[0]!])).errors).toBeUndefined();
    expect(errorOf(await create(ids.slice(0, COMPARE_MAX_ITEMS + 1))).message).toContain(
      `at most ${COMPARE_MAX_ITEMS} products`,
    );

    const huge = await add(
      uid,
      Array.from({ length: 101 }, (_, i) => String(i + 1)),
    );
    expect(errorOf(huge)).toEqual({
      message: '"variables.p" accepts at most 100 values.',
      category: 'graphql-input',
    });
    expect((await read(uid)).data.compareList.item_count).toBe(COMPARE_MAX_ITEMS);
  });

  it('throttles guest list creation per client address', async () => {
    const inject = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          query: 'mutation { createCompareList(input: { products: [] }) { uid } }',
        }),
      });
    let refused: AnyJson = null;
    for (let i = 0; i < 61 && !refused; i++) {
      const body = JSON.parse((await inject('10.20.30.40')).body);
      if (body.errors) refused = { i, error: body.errors[0] };
    }
    expect(refused).toMatchObject({
      i: 60,
      error: {
        message:
          'Too many compare lists were created from your network. Please wait and try again later.',
        extensions: { category: 'graphql-input' },
      },
    });
    expect(JSON.parse((await inject('10.20.30.41')).body).data.createCompareList.uid).toMatch(
      /^[A-Za-z0-9]{32}$/,
    );
  });
});
