// The catalogue index follows catalogue writes: after each kind of write, listings and facet counts
// equal plain SQL over the same tables, on this server and on a second one sharing the database
// (a second API process: its own connection pool on PostgreSQL).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDb, type DbHandle } from '../src/db/index.js';
import { createServer } from '../src/server.js';
import { NOW, type AnyJson } from './support/app.js';
import { oracleCategoryListing } from './support/catalog-oracle.js';
import { createTestDb, testDbKinds } from './support/db.js';

const LIST = `query L($filter: ProductAttributeFilterInput, $search: String) {
  products(filter: $filter, search: $search, pageSize: 300, sort: { price: ASC }) {
    total_count
    items { uid sku stock_status price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code options { value count } }
  }
}`;

const idOf = (uid: string) => Number(Buffer.from(uid, 'base64').toString());

describe.each(testDbKinds())('catalogue index consistency (%s)', (kind) => {
  let handle: DbHandle;
  let second: DbHandle;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    const config = loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/' });
    const clock = { now: () => NOW };
    if (kind === 'postgres') {
      const name = (await sql<{ db: string }>`select current_database() as db`.execute(handle.db))
        .rows[0]?.db as string;
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      second = await openDb({ url: url.toString(), poolSize: 4 });
    } else second = handle;
    apps.push(await createServer({ db: handle.db, config, clock }));
    apps.push(await createServer({ db: second.db, config, clock }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (second && second !== handle) await second.close();
    await handle?.close();
  });

  const gql = async (app: FastifyInstance, query: string, variables: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });
    const body = JSON.parse(res.body) as AnyJson;
    expect(body.errors).toBeUndefined();
    return body.data.products as AnyJson;
  };

  /** Both servers answer the seating listing exactly as plain SQL does. */
  const expectConsistent = async (urlPath = 'seating') => {
    const oracle = await oracleCategoryListing(handle.db, urlPath, NOW);
    for (const app of apps) {
      const p = await gql(app, LIST, { filter: { category_url_path: { eq: urlPath } } });
      expect(p.total_count).toBe(oracle.byPrice.length);
      expect(p.items.map((i: AnyJson) => idOf(i.uid))).toEqual(oracle.byPrice);
      for (const i of p.items)
        expect(Math.round(i.price_range.minimum_price.final_price.value * 100)).toBe(
          oracle.minPrice.get(idOf(i.uid)),
        );
      const cats = (p.aggregations as AnyJson[]).find((a) => a.attribute_code === 'category_uid');
      expect(new Map(cats.options.map((o: AnyJson) => [idOf(o.value), o.count]))).toEqual(
        oracle.categoryCounts,
      );
      for (const a of (p.aggregations as AnyJson[]).filter(
        (x) => !['category_uid', 'price'].includes(x.attribute_code),
      )) {
        for (const o of a.options)
          expect(o.count, `${a.attribute_code} ${o.value}`).toBe(
            oracle.optionCounts.get(Number(o.value)),
          );
      }
    }
    return oracle;
  };

  const seatingSimple = async () =>
    handle.db
      .selectFrom('product as p')
      .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
      .innerJoin('category as c', 'c.id', 'pc.category_id')
      .select(['p.id', 'p.sku', 'p.price'])
      .where('c.url_path', 'like', 'seating/%')
      .where('p.type_id', '=', 'simple')
      .where('p.parent_id', 'is', null)
      .where('p.status', '=', 1)
      .where('p.visibility', '=', 4)
      .where('p.special_price', 'is', null)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();

  it('starts consistent', async () => {
    const oracle = await expectConsistent();
    expect(oracle.byPrice.length).toBeGreaterThan(5);
  });

  it('follows a price change', async () => {
    const p = await seatingSimple();
    await handle.db.updateTable('product').set({ price: 1 }).where('id', '=', p.id).execute();
    const oracle = await expectConsistent();
    expect(oracle.byPrice[0]).toBe(p.id);
  });

  it('follows a stock change (still listed, shown out of stock)', async () => {
    const p = await seatingSimple();
    await handle.db
      .updateTable('product')
      .set({ qty: 0, is_in_stock: false })
      .where('id', '=', p.id)
      .execute();
    await expectConsistent();
    for (const app of apps) {
      const r = await gql(app, LIST, { filter: { sku: { eq: p.sku } } });
      expect(r.items[0].stock_status).toBe('OUT_OF_STOCK');
    }
  });

  it('follows a category membership change', async () => {
    const lounge = await handle.db
      .selectFrom('category')
      .select('id')
      .where('url_path', '=', 'seating/lounge-chairs')
      .executeTakeFirstOrThrow();
    const before = await oracleCategoryListing(handle.db, 'seating', NOW);
    const outsider = await handle.db
      .selectFrom('product')
      .select('id')
      .where('parent_id', 'is', null)
      .where('status', '=', 1)
      .where('visibility', 'in', [2, 4])
      .where('id', 'not in', before.byPrice)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('product_category')
      .values({ product_id: outsider.id, category_id: lounge.id, position: 0 })
      .execute();
    const after = await expectConsistent();
    expect(after.byPrice).toContain(outsider.id);
  });

  it('follows an attribute option change', async () => {
    const p = await seatingSimple();
    const fabric = await handle.db
      .selectFrom('attribute_option as o')
      .innerJoin('attribute as a', 'a.id', 'o.attribute_id')
      .select(['o.id', 'a.id as attribute_id'])
      .where('a.code', '=', 'fabric')
      .where('o.id', 'not in', (eb) =>
        eb
          .selectFrom('product_attribute_option')
          .select('option_id')
          .where('product_id', '=', p.id),
      )
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('product_attribute_option')
      .values({ product_id: p.id, attribute_id: fabric.attribute_id, option_id: fabric.id })
      .execute();
    await expectConsistent();
    for (const app of apps) {
      const r = await gql(app, LIST, {
        filter: { category_url_path: { eq: 'seating' }, fabric: { eq: String(fabric.id) } },
      });
      expect(r.items.map((i: AnyJson) => idOf(i.uid))).toContain(p.id);
    }
  });

  it('follows a status change', async () => {
    const p = await seatingSimple();
    await handle.db.updateTable('product').set({ status: 2 }).where('id', '=', p.id).execute();
    const oracle = await expectConsistent();
    expect(oracle.byPrice).not.toContain(p.id);
  });

  it('follows a new product, in listings and in search', async () => {
    const lounge = await handle.db
      .selectFrom('category')
      .select('id')
      .where('url_path', '=', 'seating/lounge-chairs')
      .executeTakeFirstOrThrow();
    const created = await handle.db
      .insertInto('product')
      .values({
        sku: 'IDX-NEW-1',
        type_id: 'simple',
        name: 'Quillfeather Reading Chair',
        url_key: 'quillfeather-reading-chair',
        price: 45_600,
        qty: 5,
        status: 1,
        visibility: 4,
        is_in_stock: true,
        min_sale_qty: 1,
        max_sale_qty: 100,
        gift_message_available: true,
        attributes: {},
        special_price: null,
        special_from_date: null,
        special_to_date: null,
        new_from_date: null,
        new_to_date: null,
        meta_title: null,
        meta_keyword: null,
        meta_description: null,
        weight: 20,
        parent_id: null,
        giftcard: null,
        description: 'A tall reading chair.',
        short_description: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('product_category')
      .values({ product_id: created.id, category_id: lounge.id, position: 1 })
      .execute();
    const oracle = await expectConsistent();
    expect(oracle.byPrice).toContain(created.id);
    for (const app of apps) {
      const r = await gql(app, LIST, { search: 'quillfeath' });
      expect(r.items.map((i: AnyJson) => i.sku)).toEqual(['IDX-NEW-1']);
    }
  });

  it('follows a deletion, in listings, search and lookups by SKU', async () => {
    const created = await handle.db
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('sku', '=', 'IDX-NEW-1')
      .executeTakeFirstOrThrow();
    for (const app of apps)
      expect((await gql(app, LIST, { search: 'quillfeath' })).total_count).toBe(1);
    await handle.db.deleteFrom('product').where('id', '=', created.id).execute();
    const oracle = await expectConsistent();
    expect(oracle.byPrice).not.toContain(created.id);
    for (const app of apps) {
      expect((await gql(app, LIST, { search: 'quillfeath' })).total_count).toBe(0);
      expect((await gql(app, LIST, { filter: { sku: { eq: created.sku } } })).total_count).toBe(0);
    }
  });
});
