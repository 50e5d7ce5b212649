// Several wish lists (Adobe Commerce's createWishlist, updateWishlist, deleteWishlist;
// docs/decisions/1306): only where the store allows them, up to its maximum; the default list
// stays first and cannot be deleted; another customer's list answers as unknown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { WISHLIST_MSG } from '../src/modules/wishlist/wishlist.service.js';
import type { AnyJson } from './support/app.js';
import { startClockedApp, type ClockedApp } from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const LISTS = '{ customer { wishlists { id name visibility items_count } } }';
const CREATE = `mutation($n: String!, $v: WishlistVisibilityEnum!) {
  createWishlist(input: { name: $n, visibility: $v }) { wishlist { id name visibility items_count } } }`;
const UPDATE = `mutation($w: ID!, $n: String, $v: WishlistVisibilityEnum) {
  updateWishlist(wishlistId: $w, name: $n, visibility: $v) { uid name visibility } }`;
const DELETE = `mutation($w: ID!) { deleteWishlist(wishlistId: $w) { status wishlists { id name } } }`;
const SIGN_IN =
  'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';

const errorOf = (r: AnyJson) => [r.errors?.[0]?.message, r.errors?.[0]?.extensions?.category];

describe.each(testDbKinds())('several wish lists (%s)', (kind) => {
  let t: ClockedApp;
  let off: ClockedApp;
  let buyer: string;
  let other: string;
  beforeAll(async () => {
    t = await startClockedApp(kind, {
      storeConfig: { enable_multiple_wishlists: '1', maximum_number_of_wishlists: '3' },
    });
    off = await startClockedApp(kind);
    const token = async (app: ClockedApp, c: { email: string; password: string }) =>
      (await app.gql(SIGN_IN, { e: c.email, p: c.password })).data.generateCustomerToken.token;
    buyer = await token(t, DEMO_CUSTOMERS.buyer);
    other = await token(t, DEMO_CUSTOMERS.trade);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });

  it('makes a customer with no list their default one on first read, once, however many reads race', async () => {
    const design = (
      await t.gql(SIGN_IN, {
        e: DEMO_CUSTOMERS.design.email,
        p: DEMO_CUSTOMERS.design.password,
      })
    ).data.generateCustomerToken.token as string;
    const customer = await t.handle.db
      .selectFrom('customer')
      .select('id')
      .where('email', '=', DEMO_CUSTOMERS.design.email)
      .executeTakeFirstOrThrow();
    // Ten times over: a prepared statement is planned generically after its fifth run, where a
    // bound predicate could no longer be matched to the partial unique index.
    for (let round = 0; round < 10; round++) {
      await t.handle.db.deleteFrom('wishlist').where('customer_id', '=', customer.id).execute();
      const reads = await Promise.all([1, 2, 3].map(() => t.gql(LISTS, {}, { token: design })));
      for (const r of reads) {
        expect(r.errors, `round ${round}`).toBeUndefined();
        expect(r.data.customer.wishlists).toHaveLength(1);
        expect(r.data.customer.wishlists[0]).toMatchObject({ name: 'Wish List' });
      }
      const rows = await t.handle.db
        .selectFrom('wishlist')
        .select('id')
        .where('customer_id', '=', customer.id)
        .execute();
      expect(rows).toHaveLength(1);
    }
  });

  it('creates named lists up to the maximum, after the default one, and renames them', async () => {
    const before = (await t.gql(LISTS, {}, { token: buyer })).data.customer.wishlists;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ name: 'Wish List', visibility: 'PRIVATE' });
    const a = await t.gql(CREATE, { n: ' Lobby project ', v: 'PUBLIC' }, { token: buyer });
    expect(a.errors).toBeUndefined();
    expect(a.data.createWishlist.wishlist).toMatchObject({
      name: 'Lobby project',
      visibility: 'PUBLIC',
      items_count: 0,
    });
    const b = await t.gql(CREATE, { n: 'Dining room', v: 'PRIVATE' }, { token: buyer });
    expect(b.errors).toBeUndefined();
    // The default list and two more: the maximum of 3 is reached.
    const c = await t.gql(CREATE, { n: 'One too many', v: 'PRIVATE' }, { token: buyer });
    expect(errorOf(c)).toEqual([WISHLIST_MSG.limitReached(3), 'graphql-input']);
    const lists = (await t.gql(LISTS, {}, { token: buyer })).data.customer.wishlists;
    expect(lists.map((l: AnyJson) => l.name)).toEqual([
      'Wish List',
      'Lobby project',
      'Dining room',
    ]);

    const id = a.data.createWishlist.wishlist.id;
    const u = await t.gql(UPDATE, { w: id, n: 'Lobby', v: 'PRIVATE' }, { token: buyer });
    expect(u.data.updateWishlist).toEqual({ uid: id, name: 'Lobby', visibility: 'PRIVATE' });
    const v2 = await t.gql(
      'query($w: ID!) { customer { wishlist_v2(id: $w) { id name visibility } } }',
      { w: id },
      { token: buyer },
    );
    expect(v2.data.customer.wishlist_v2).toEqual({ id, name: 'Lobby', visibility: 'PRIVATE' });
    expect(errorOf(await t.gql(UPDATE, { w: id, n: '  ' }, { token: buyer }))).toEqual([
      WISHLIST_MSG.nameMissing,
      'graphql-input',
    ]);
    expect(errorOf(await t.gql(UPDATE, { w: id, n: 'x'.repeat(256) }, { token: buyer }))).toEqual([
      WISHLIST_MSG.nameTooLong,
      'graphql-input',
    ]);
  });

  it('deletes a list with its items, never the default one, and only the owner may touch it', async () => {
    const lists = (await t.gql(LISTS, {}, { token: buyer })).data.customer.wishlists;
    const [first, second] = [lists[0].id, lists[1].id];
    // Another customer sees the list as unknown.
    for (const r of [
      await t.gql(DELETE, { w: second }, { token: other }),
      await t.gql(UPDATE, { w: second, n: 'Mine now' }, { token: other }),
    ])
      expect(errorOf(r)).toEqual([WISHLIST_MSG.notFound, 'graphql-input']);
    expect(errorOf(await t.gql(DELETE, { w: second }))).toEqual([
      WISHLIST_MSG.guest,
      'graphql-authorization',
    ]);
    expect(errorOf(await t.gql(DELETE, { w: first }, { token: buyer }))).toEqual([
      WISHLIST_MSG.defaultUndeletable,
      'graphql-input',
    ]);
    const gone = await t.gql(DELETE, { w: second }, { token: buyer });
    expect(gone.errors).toBeUndefined();
    expect(gone.data.deleteWishlist.status).toBe(true);
    expect(gone.data.deleteWishlist.wishlists.map((l: AnyJson) => l.id)).not.toContain(second);
    // There is room for one more again.
    const again = await t.gql(CREATE, { n: 'Patio', v: 'PRIVATE' }, { token: buyer });
    expect(again.errors).toBeUndefined();
  });

  it('refuses createWishlist where the store keeps one list per customer (the default)', async () => {
    const token = (
      await off.gql(SIGN_IN, { e: DEMO_CUSTOMERS.buyer.email, p: DEMO_CUSTOMERS.buyer.password })
    ).data.generateCustomerToken.token;
    const r = await off.gql(CREATE, { n: 'Second', v: 'PRIVATE' }, { token });
    expect(errorOf(r)).toEqual([WISHLIST_MSG.multipleDisabled, 'graphql-input']);
    const config = await off.gql(
      '{ storeConfig { enable_multiple_wishlists maximum_number_of_wishlists } }',
    );
    expect(config.data.storeConfig).toEqual({
      enable_multiple_wishlists: '0',
      maximum_number_of_wishlists: '1',
    });
  });
});
