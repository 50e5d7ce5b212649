// Catalogue reads kept per catalogue version (docs/decisions/0820): repeated listings and product
// pages are answered from the process, and every kind of catalogue write shows at once, on this
// server and on a second one sharing the database (a second API process on PostgreSQL). Stock,
// which does not move the version, is always current.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDb, type DbHandle } from '../src/db/index.js';
import { createServer } from '../src/server.js';
import { NOW, type AnyJson, type TestApp } from './support/app.js';
import { countedServer } from './support/counted-server.js';
import { createTestDb, testDbKinds } from './support/db.js';

const LISTING = `query L($filter: ProductAttributeFilterInput) {
  products(filter: $filter, pageSize: 50) { items { sku name stock_status only_x_left_in_stock small_image { label } } } }`;
const PAGE = `query P($key: String!) { products(filter: { url_key: { eq: $key } }) { items { sku name stock_status
  media_gallery { label } categories { name } related_products { sku stock_status }
  ... on ConfigurableProduct { configurable_options { attribute_code label } variants { product { sku stock_status } } } } } }`;

describe.each(testDbKinds())('catalogue reads kept per version (%s)', (kind) => {
  let handle: DbHandle;
  let second: DbHandle;
  const apps: FastifyInstance[] = [];
  /** The servers' clock: moved by the facet-count test only, and put back after it. */
  let now = NOW;

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    const config = loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/' });
    const clock = { now: () => now };
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

  const post = async (app: FastifyInstance, query: string, variables: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });
    const body = JSON.parse(res.body) as AnyJson;
    expect(body.errors).toBeUndefined();
    return body.data.products.items as AnyJson[];
  };
  const get = async (
    app: FastifyInstance,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<{ res: LightMyRequestResponse; items: AnyJson[] }> => {
    const res = await app.inject({
      method: 'GET',
      url: '/graphql',
      query: { query, variables: JSON.stringify(variables) },
    });
    return { res, items: (JSON.parse(res.body) as AnyJson).data.products.items };
  };
  /** Each server's answer, read twice so the second one comes from what the first kept. */
  const bothTwice = async (query: string, variables: Record<string, unknown>) => {
    const out: AnyJson[][] = [];
    for (const app of apps) {
      await post(app, query, variables);
      out.push(await post(app, query, variables));
    }
    return out;
  };
  const seating = { filter: { category_url_path: { eq: 'seating' } } };
  const simpleInSeating = async () => {
    const items = (await post(apps[0] as FastifyInstance, LISTING, seating)).filter(
      (i) => i.stock_status === 'IN_STOCK',
    );
    const row = await handle.db
      .selectFrom('product')
      .select(['id', 'sku', 'url_key'])
      .where(
        'sku',
        'in',
        items.map((i) => i.sku),
      )
      .where('type_id', '=', 'simple')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row;
  };
  const configurable = () =>
    handle.db
      .selectFrom('product')
      .select(['id', 'sku', 'url_key'])
      .where('type_id', '=', 'configurable')
      .where('status', '=', 1)
      .where('visibility', '=', 4)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('shows a renamed product in listings and on its page at once', async () => {
    const p = await simpleInSeating();
    await bothTwice(PAGE, { key: p.url_key });
    await handle.db
      .updateTable('product')
      .set({ name: 'Renamed Chair' })
      .where('id', '=', p.id)
      .execute();
    for (const items of await bothTwice(LISTING, seating))
      expect(items.find((i) => i.sku === p.sku)?.name).toBe('Renamed Chair');
    for (const items of await bothTwice(PAGE, { key: p.url_key }))
      expect(items[0].name).toBe('Renamed Chair');
  });

  it('shows stock changes at once, though stock does not move the catalogue version', async () => {
    const p = await simpleInSeating();
    const version = async () =>
      (
        await sql<{ version: number }>`select version::int as version from catalog_version`.execute(
          handle.db,
        )
      ).rows[0]?.version;
    const before = await version();
    await handle.db
      .updateTable('product')
      .set({ qty: 3, is_in_stock: true })
      .where('id', '=', p.id)
      .execute();
    for (const items of await bothTwice(LISTING, seating)) {
      const item = items.find((i) => i.sku === p.sku);
      expect(item.stock_status).toBe('IN_STOCK');
      expect(item.only_x_left_in_stock).toBe(3);
    }
    await handle.db
      .updateTable('product')
      .set({ qty: 0, is_in_stock: false })
      .where('id', '=', p.id)
      .execute();
    expect(await version()).toBe(before);
    for (const items of await bothTwice(LISTING, seating)) {
      const item = items.find((i) => i.sku === p.sku);
      expect(item.stock_status).toBe('OUT_OF_STOCK');
      expect(item.only_x_left_in_stock).toBeNull();
    }
    for (const items of await bothTwice(PAGE, { key: p.url_key }))
      expect(items[0].stock_status).toBe('OUT_OF_STOCK');
  });

  it('shows a variant going out of stock on its configurable page', async () => {
    const c = await configurable();
    await bothTwice(PAGE, { key: c.url_key });
    const variant = await handle.db
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('parent_id', '=', c.id)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('product')
      .set({ qty: 0, is_in_stock: false })
      .where('id', '=', variant.id)
      .execute();
    for (const items of await bothTwice(PAGE, { key: c.url_key })) {
      expect(
        items[0].variants.find((v: AnyJson) => v.product.sku === variant.sku).product.stock_status,
      ).toBe('OUT_OF_STOCK');
    }
  });

  it('shows media, related product and configurable option changes at once', async () => {
    const c = await configurable();
    const p = await simpleInSeating();
    await bothTwice(PAGE, { key: c.url_key });
    await bothTwice(LISTING, seating);
    await handle.db
      .updateTable('product_media')
      .set({ label: 'New angle' })
      .where('product_id', '=', p.id)
      .execute();
    await handle.db
      .updateTable('product_media')
      .set({ label: 'Configurable angle' })
      .where('product_id', '=', c.id)
      .execute();
    await handle.db.deleteFrom('product_link').where('product_id', '=', c.id).execute();
    await handle.db
      .insertInto('product_link')
      .values({ product_id: c.id, linked_product_id: p.id, link_type: 'related', position: 1 })
      .execute();
    await handle.db
      .updateTable('configurable_attribute')
      .set({ label: 'Frame colour' })
      .where('product_id', '=', c.id)
      .execute();
    for (const items of await bothTwice(LISTING, seating))
      expect(items.find((i) => i.sku === p.sku)?.small_image.label).toBe('New angle');
    for (const items of await bothTwice(PAGE, { key: c.url_key })) {
      const page = items[0];
      expect(page.media_gallery.map((m: AnyJson) => m.label)).toContain('Configurable angle');
      expect(page.related_products.map((r: AnyJson) => r.sku)).toEqual([p.sku]);
      expect(page.configurable_options.every((o: AnyJson) => o.label === 'Frame colour')).toBe(
        true,
      );
    }
  });

  it('shows category changes on product pages at once', async () => {
    const p = await simpleInSeating();
    await bothTwice(PAGE, { key: p.url_key });
    const cats = await handle.db
      .selectFrom('product_category')
      .select('category_id')
      .where('product_id', '=', p.id)
      .execute();
    await handle.db
      .updateTable('category')
      .set({ name: 'Renamed Category' })
      .where(
        'id',
        'in',
        cats.map((r) => r.category_id),
      )
      .execute();
    for (const items of await bothTwice(PAGE, { key: p.url_key })) {
      expect(items[0].categories.map((x: AnyJson) => x.name)).toContain('Renamed Category');
    }
  });

  it('answers a repeated listing, suggestion and product page with at most the version and stock reads', async () => {
    // A server whose statements are counted: it reads the version row per request (no NOTIFY).
    const counted = await countedServer({
      handle,
      config: loadConfig({
        PUBLIC_BASE_URL: 'http://localhost:4000/',
        TRUST_PROXY: '127.0.0.1,::1',
      }),
    } as unknown as TestApp);
    try {
      const c = await configurable();
      const cases: [string, Record<string, unknown>, number][] = [
        [
          `query L($filter: ProductAttributeFilterInput) { products(filter: $filter, pageSize: 21) { items { sku name small_image { url } price_range { minimum_price { final_price { value } } } } } }`,
          seating,
          1,
        ],
        [
          `query S($search: String!) { products(search: $search, pageSize: 5) { items { sku name url_key small_image { url } } } }`,
          { search: 'chair' },
          1,
        ],
        [PAGE, { key: c.url_key }, 2],
      ];
      for (const [query, variables, most] of cases) {
        await post(counted.app, query, variables);
        counted.reset();
        const items = await post(counted.app, query, variables);
        expect(items.length).toBeGreaterThan(0);
        expect(counted.statements).toBeLessThanOrEqual(most);
      }
    } finally {
      await counted.app.close();
    }
  });

  it('serves a cached GET until the catalogue changes, then the new answer', async () => {
    const p = await simpleInSeating();
    for (const app of apps) {
      await get(app, PAGE, { key: p.url_key });
      expect((await get(app, PAGE, { key: p.url_key })).res.headers['x-cache']).toBe('HIT');
    }
    await handle.db
      .updateTable('product')
      .set({ name: 'Cached Then Renamed' })
      .where('id', '=', p.id)
      .execute();
    for (const app of apps) {
      const after = await get(app, PAGE, { key: p.url_key });
      expect(after.res.headers['x-cache']).toBe('MISS');
      expect(after.items[0].name).toBe('Cached Then Renamed');
      expect((await get(app, PAGE, { key: p.url_key })).res.headers['x-cache']).toBe('HIT');
    }
  });

  it('keeps the facet counts of a listing per catalogue version, and follows a special price that starts later', async () => {
    const FACETED = `query F($filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $page: Int) {
      products(filter: $filter, pageSize: 2, currentPage: $page, sort: $sort) { total_count items { sku }
        aggregations { attribute_code options { value count } } } }`;
    const facets = async (app: FastifyInstance, variables: Record<string, unknown>) => {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: FACETED, variables }),
      });
      const body = JSON.parse(res.body) as AnyJson;
      expect(body.errors).toBeUndefined();
      const p = body.data.products as AnyJson;
      return {
        total: p.total_count as number,
        skus: (p.items as AnyJson[]).map((i) => i.sku as string),
        counts: Object.fromEntries(
          (p.aggregations as AnyJson[]).map((a) => [
            a.attribute_code,
            Object.fromEntries((a.options as AnyJson[]).map((o) => [o.value, o.count])),
          ]),
        ),
      };
    };
    const p = await simpleInSeating();
    const { price } = await handle.db
      .selectFrom('product')
      .select('price')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    // A special price (cents) far below every seating price, starting tomorrow.
    const special = 50;
    await handle.db
      .updateTable('product')
      .set({ special_price: special, special_from_date: new Date(NOW.getTime() + 86_400_000) })
      .where('id', '=', p.id)
      .execute();
    const cheap = {
      filter: { category_url_path: { eq: 'seating' }, price: { from: '0', to: '1' } },
    };
    try {
      for (const app of apps) {
        now = NOW;
        // Every sort and page of the listing answers the same counts.
        const first = await facets(app, seating);
        for (const [sort, page] of [
          [{ name: 'ASC' }, 1],
          [{ price: 'DESC' }, 2],
          [{ position: 'ASC' }, 3],
        ] as const) {
          const again = await facets(app, { ...seating, sort, page });
          expect(again.total).toBe(first.total);
          expect(again.counts).toEqual(first.counts);
        }
        expect((await facets(app, cheap)).total).toBe(0);
        // The day after: same catalogue version, a later clock.
        now = new Date(NOW.getTime() + 2 * 86_400_000);
        const later = await facets(app, seating);
        expect(later.total).toBe(first.total);
        expect(later.counts.price).not.toEqual(first.counts.price);
        expect(Object.keys(later.counts.price ?? {})[0]).toMatch(/^0_/);
        const matched = await facets(app, cheap);
        expect(matched.total).toBe(1);
        expect(matched.skus).toEqual([p.sku]);
        expect(Object.values(matched.counts.price ?? {})).toEqual([1]);
      }
    } finally {
      now = NOW;
      await handle.db
        .updateTable('product')
        .set({ special_price: null, special_from_date: null })
        .where('id', '=', p.id)
        .execute();
    }
    expect(price).toBeGreaterThan(100);
  });
});
