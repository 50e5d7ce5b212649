// Facet counts are exact on a 10,000-product generated catalogue: for every option of every
// aggregation (categories, price buckets, attributes), applying that option gives a total_count
// equal to the option's count, for a category listing and for a search.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/index.js';
import { generateProducts } from '../src/seed/index.js';
import {
  match,
  sortComparator,
  sortedPage,
  type IndexQuery,
  type SortKey,
} from '../src/modules/search/index/query.js';
import { buildSnapshot } from '../src/modules/search/index/snapshot-build.js';
import { createServer } from '../src/server.js';
import { NOW, type AnyJson } from './support/app.js';
import { createTestDb, testDbKinds } from './support/db.js';

const Q = `query Q($search: String, $filter: ProductAttributeFilterInput) {
  products(search: $search, filter: $filter, pageSize: 1) { total_count aggregations { attribute_code options { value count } } }
}`;

type Filter = Record<string, Record<string, unknown>>;

describe.each(testDbKinds())('facet counts on 10,000 generated products (%s)', (kind) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let seatingId = 0;

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    await generateProducts(handle.db, 10_000, { now: NOW, chunkSize: 2_000 });
    seatingId = (
      await handle.db
        .selectFrom('category')
        .select('id')
        .where('url_path', '=', 'seating')
        .executeTakeFirstOrThrow()
    ).id;
    app = await createServer({
      db: handle.db,
      config: loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/' }),
      clock: { now: () => NOW },
    });
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const run = async (variables: { search?: string; filter: Filter }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: Q, variables }),
    });
    const body = JSON.parse(res.body) as AnyJson;
    expect(body.errors).toBeUndefined();
    return body.data.products as {
      total_count: number;
      aggregations: { attribute_code: string; options: { value: string; count: number }[] }[];
    };
  };

  /** The filter a client sends to apply one option on top of `base`. */
  const applied = (base: Filter, code: string, value: string): Filter => {
    if (code === 'price') {
      const [from, to] = value.split('_');
      return { ...base, price: { from, to } };
    }
    if (code === 'category_uid') {
      const id = Buffer.from(value, 'base64').toString();
      return {
        ...base,
        category_id: base.category_id ? { ...base.category_id, in: [id] } : { eq: id },
      };
    }
    return { ...base, [code]: { eq: value } };
  };

  const expectExactCounts = async (search: string | undefined, base: Filter) => {
    const all = await run({ search, filter: base });
    expect(all.total_count).toBeGreaterThan(500);
    const codes = all.aggregations.map((a) => a.attribute_code);
    expect(codes).toEqual(expect.arrayContaining(['category_uid', 'price']));
    expect(codes.length).toBeGreaterThan(3);
    let checked = 0;
    for (const a of all.aggregations) {
      for (const o of a.options) {
        const r = await run({ search, filter: applied(base, a.attribute_code, o.value) });
        expect(r.total_count, `${a.attribute_code}=${o.value}`).toBe(o.count);
        checked++;
      }
    }
    return checked;
  };

  it('category listing: every option count equals the total_count of applying it', async () => {
    expect(
      await expectExactCounts(undefined, { category_id: { eq: String(seatingId) } }),
    ).toBeGreaterThan(20);
  }, 300_000);

  it('search: every option count equals the total_count of applying it', async () => {
    expect(await expectExactCounts('chair', {})).toBeGreaterThan(20);
  }, 300_000);

  it('pages of large matches (walked along cached orders) equal a full sort of the match', async () => {
    const s = await buildSnapshot(handle.db);
    const prices = s.prices.at(NOW);
    const q = (categories: number[]): IndexQuery => ({
      search: null,
      physicalOnly: false,
      categorySets: categories.length ? [categories] : [],
      skus: [],
      urlKeys: [],
      archive: [],
      price: null,
      options: [],
      allowedIds: null,
    });
    const seatingSet = [...s.categories.values()]
      .filter(
        (c) => c.id === seatingId || c.path.startsWith(`${s.categories.get(seatingId)?.path}/`),
      )
      .map((c) => c.id);
    const sorts: SortKey[][] = [
      [{ field: 'position', dir: 'ASC' }],
      [{ field: 'name', dir: 'DESC' }],
      [
        { field: 'price', dir: 'ASC' },
        { field: 'name', dir: 'DESC' },
      ],
      [{ field: 'price', dir: 'DESC' }],
    ];
    let checked = 0;
    for (const query of [q([]), q(seatingSet)]) {
      const m = match(s, query, prices);
      expect(m.bits.count()).toBeGreaterThan(2_000);
      for (const sort of sorts) {
        const full = Array.from(m.bits.toArray().sort(sortComparator(s, m, sort, query, prices)));
        for (const offset of [0, 21, 1_000]) {
          // Twice: the second page is answered from the cached order.
          for (let i = 0; i < 2; i++)
            expect(sortedPage(s, m, sort, query, prices, offset, 21)).toEqual(
              full.slice(offset, offset + 21),
            );
          checked++;
        }
      }
    }
    expect(checked).toBe(24);
  });
});
