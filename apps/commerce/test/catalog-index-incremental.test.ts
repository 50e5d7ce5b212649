// Incremental index updates: after each kind of catalogue write, an index that applied only the
// changed products answers exactly what an index built from scratch over the same data answers
// (matches, category members and positions, facet sets, prices, name order, text search and
// relevance), and it got there without a rebuild. A second index on its own connection (a second
// API process) follows the same writes through the version's change log.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../src/db/index.js';
import { CatalogIndex } from '../src/modules/search/index/catalog-index.js';
import { match, sortedPage, type IndexQuery } from '../src/modules/search/index/query.js';
import type { CatalogSnapshot } from '../src/modules/search/index/snapshot.js';
import { buildSnapshot } from '../src/modules/search/index/snapshot-build.js';
import { NOW } from './support/app.js';
import { createTestDb, testDbKinds } from './support/db.js';

const TERMS = ['chair', 'lounge', 'quillfeath', 'oak table', 'sofa', 'lamp'];

const query = (over: Partial<IndexQuery> = {}): IndexQuery => ({
  search: null,
  physicalOnly: false,
  categorySets: [],
  skus: [],
  urlKeys: [],
  archive: [],
  price: null,
  options: [],
  allowedIds: null,
  ...over,
});

/** Everything listings can observe of a snapshot, by product id. */
function observe(s: CatalogSnapshot) {
  const prices = s.prices.at(NOW);
  const ids = (dense: Iterable<number>) => [...dense].map((d) => s.ids[d] as number);
  const all = match(s, query(), prices);
  const byCategory = [...s.categories.keys()]
    .sort((a, b) => a - b)
    .map((c) => {
      const m = s.members.get(c);
      const q = query({ categorySets: [[c]] });
      const hit = match(s, q, prices);
      return {
        c,
        members: m ? ids(m.dense).map((id, k) => [id, m.position[k]]) : [],
        subtree: ids(s.subtree.get(c)?.toArray() ?? []),
        byPosition: ids(sortedPage(s, hit, [{ field: 'position', dir: 'ASC' }], q, prices, 0, 50)),
      };
    });
  const options = [...s.options.entries()]
    .map(([o, b]) => [o, ids(b.toArray())] as const)
    .filter(([, list]) => list.length > 0)
    .sort((a, b) => a[0] - b[0]);
  const search = TERMS.map((t) => {
    const q = query({ search: t });
    const hit = match(s, q, prices);
    return {
      t,
      page: ids(sortedPage(s, hit, [{ field: 'relevance', dir: 'DESC' }], q, prices, 0, 100)),
      scores: ids(hit.bits.toArray()).map((id) => [id, hit.relevance?.get(s.denseOf(id))]),
    };
  });
  return {
    listing: ids(all.bits.toArray()),
    searchable: ids(s.enabledForSearch.toArray()),
    physical: ids(s.physical.toArray()).filter(
      (id) => s.enabledForListing.has(s.denseOf(id)) || s.enabledForSearch.has(s.denseOf(id)),
    ),
    byName: ids(sortedPage(s, all, [{ field: 'name', dir: 'ASC' }], query(), prices, 0, 10_000)),
    byPriceThenName: ids(
      sortedPage(
        s,
        all,
        [
          { field: 'price', dir: 'DESC' },
          { field: 'name', dir: 'ASC' },
        ],
        query(),
        prices,
        0,
        10_000,
      ),
    ),
    minPrice: ids(all.bits.toArray()).map((id) => [id, prices.min[s.denseOf(id)]]),
    skus: [...s.bySku.entries()]
      .filter(([, d]) => s.enabledForListing.has(d) || s.enabledForSearch.has(d))
      .map(([k, d]) => [k, s.ids[d]])
      .sort(),
    byCategory,
    options,
    search,
  };
}

describe.each(testDbKinds())('incremental catalogue index updates (%s)', (kind) => {
  let handle: DbHandle;
  let second: DbHandle;
  const builds: { first: { changed?: number }[]; second: { changed?: number }[] } = {
    first: [],
    second: [],
  };
  let first: CatalogIndex;
  let other: CatalogIndex;

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    if (kind === 'postgres') {
      const name = (await sql<{ db: string }>`select current_database() as db`.execute(handle.db))
        .rows[0]?.db as string;
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      second = await openDb({ url: url.toString(), poolSize: 2 });
    } else second = handle;
    first = await CatalogIndex.open(handle.db, {
      checkIntervalMs: 0,
      onBuild: (b) => builds.first.push(b),
    });
    other = await CatalogIndex.open(second.db, {
      checkIntervalMs: 0,
      onBuild: (b) => builds.second.push(b),
    });
  });
  afterAll(async () => {
    if (second && second !== handle) await second.close();
    await handle?.close();
  });

  /** Both indexes applied the write incrementally and equal a fresh build. */
  const expectIncrementalAndExact = async () => {
    const before = { first: builds.first.length, second: builds.second.length };
    const [a, b] = [await first.current(), await other.current()];
    const fresh = await buildSnapshot(handle.db, 7);
    expect(a.version).toBe(fresh.version);
    expect(b.version).toBe(fresh.version);
    expect(builds.first.slice(before.first).map((x) => x.changed !== undefined)).toEqual([true]);
    expect(builds.second.slice(before.second).map((x) => x.changed !== undefined)).toEqual([true]);
    const expected = observe(fresh);
    expect(observe(a)).toEqual(expected);
    expect(observe(b)).toEqual(expected);
    return { snapshot: a, expected };
  };

  const simpleIn = async (urlPath: string, offset = 0) =>
    handle.db
      .selectFrom('product as p')
      .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
      .innerJoin('category as c', 'c.id', 'pc.category_id')
      .select(['p.id', 'p.sku', 'p.name', 'p.price'])
      .where('c.url_path', 'like', `${urlPath}%`)
      .where('p.type_id', '=', 'simple')
      .where('p.parent_id', 'is', null)
      .where('p.status', '=', 1)
      .orderBy('p.id')
      .offset(offset)
      .executeTakeFirstOrThrow();

  it('starts from a full build that a chunked build reproduces', async () => {
    const s = await first.current();
    expect(observe(await buildSnapshot(handle.db, 3))).toEqual(observe(s));
    expect(s.size).toBeGreaterThan(20);
  });

  it('applies a price and a special price change', async () => {
    const p = await simpleIn('seating');
    await handle.db.updateTable('product').set({ price: 1 }).where('id', '=', p.id).execute();
    const { expected } = await expectIncrementalAndExact();
    expect(expected.minPrice).toContainEqual([p.id, 1]);
    const q = await simpleIn('seating', 1);
    await handle.db
      .updateTable('product')
      .set({
        special_price: 2,
        special_from_date: new Date(NOW.getTime() - 1000),
        special_to_date: new Date(NOW.getTime() + 1000),
      })
      .where('id', '=', q.id)
      .execute();
    const after = await expectIncrementalAndExact();
    expect(after.expected.minPrice).toContainEqual([q.id, 2]);
  });

  it('applies a variant price change to its configurable', async () => {
    const v = await handle.db
      .selectFrom('product')
      .select(['id', 'parent_id'])
      .where('parent_id', 'is not', null)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await handle.db.updateTable('product').set({ price: 3 }).where('id', '=', v.id).execute();
    const { expected } = await expectIncrementalAndExact();
    expect(expected.minPrice).toContainEqual([v.parent_id, 3]);
  });

  it('ignores a stock change (no new version)', async () => {
    const p = await simpleIn('seating', 2);
    const version = (await first.current()).version;
    await handle.db
      .updateTable('product')
      .set({ qty: 0, is_in_stock: false })
      .where('id', '=', p.id)
      .execute();
    expect((await first.current()).version).toBe(version);
  });

  it('applies category membership and position changes', async () => {
    const lounge = await handle.db
      .selectFrom('category')
      .select('id')
      .where('url_path', '=', 'seating/lounge-chairs')
      .executeTakeFirstOrThrow();
    const outsider = await handle.db
      .selectFrom('product')
      .select('id')
      .where('parent_id', 'is', null)
      .where('id', 'not in', (eb) =>
        eb.selectFrom('product_category').select('product_id').where('category_id', '=', lounge.id),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('product_category')
      .values({ product_id: outsider.id, category_id: lounge.id, position: -5 })
      .execute();
    const { expected } = await expectIncrementalAndExact();
    expect(expected.byCategory.find((c) => c.c === lounge.id)?.byPosition[0]).toBe(outsider.id);
    const member = await handle.db
      .selectFrom('product_category')
      .select(['product_id', 'category_id'])
      .where('category_id', '=', lounge.id)
      .orderBy('product_id', 'desc')
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('product_category')
      .set({ position: -10 })
      .where('product_id', '=', member.product_id)
      .where('category_id', '=', lounge.id)
      .execute();
    const moved = await expectIncrementalAndExact();
    expect(moved.expected.byCategory.find((c) => c.c === lounge.id)?.byPosition[0]).toBe(
      member.product_id,
    );
    await handle.db
      .deleteFrom('product_category')
      .where('product_id', '=', outsider.id)
      .where('category_id', '=', lounge.id)
      .execute();
    const removed = await expectIncrementalAndExact();
    expect(
      removed.expected.byCategory.find((c) => c.c === lounge.id)?.members.map(([id]) => id),
    ).not.toContain(outsider.id);
  });

  it('applies attribute option changes', async () => {
    const p = await simpleIn('seating');
    const option = await handle.db
      .selectFrom('attribute_option')
      .select(['id', 'attribute_id'])
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('product_attribute_option')
          .select('option_id')
          .where('product_id', '=', p.id),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('product_attribute_option')
      .values({ product_id: p.id, attribute_id: option.attribute_id, option_id: option.id })
      .execute();
    const { expected } = await expectIncrementalAndExact();
    expect(expected.options.find(([o]) => o === option.id)?.[1]).toContain(p.id);
    await handle.db
      .deleteFrom('product_attribute_option')
      .where('product_id', '=', p.id)
      .where('option_id', '=', option.id)
      .execute();
    await expectIncrementalAndExact();
  });

  it('applies status, visibility, name and text changes', async () => {
    const p = await simpleIn('seating', 3);
    await handle.db.updateTable('product').set({ status: 2 }).where('id', '=', p.id).execute();
    expect((await expectIncrementalAndExact()).expected.listing).not.toContain(p.id);
    await handle.db
      .updateTable('product')
      .set({ status: 1, visibility: 3 })
      .where('id', '=', p.id)
      .execute();
    const searchOnly = await expectIncrementalAndExact();
    expect(searchOnly.expected.listing).not.toContain(p.id);
    expect(searchOnly.expected.searchable).toContain(p.id);
    await handle.db
      .updateTable('product')
      .set({ visibility: 4, name: 'Aardvark Quillfeather Lounge Chair', sku: 'IDX-RENAMED' })
      .where('id', '=', p.id)
      .execute();
    const renamed = await expectIncrementalAndExact();
    expect(renamed.expected.byName[0]).toBe(p.id);
    expect(renamed.expected.search.find((s) => s.t === 'quillfeath')?.page).toEqual([p.id]);
    await handle.db
      .updateTable('product')
      .set({ description: '<p>Sturdy oak table legs.</p>' })
      .where('id', '=', p.id)
      .execute();
    const described = await expectIncrementalAndExact();
    expect(described.expected.search.find((s) => s.t === 'oak table')?.page).toContain(p.id);
  });

  it('applies a new product with its links, then its deletion', async () => {
    const lounge = await handle.db
      .selectFrom('category')
      .select('id')
      .where('url_path', '=', 'seating/lounge-chairs')
      .executeTakeFirstOrThrow();
    const template = await handle.db
      .selectFrom('product')
      .selectAll()
      .where('id', '=', (await simpleIn('seating')).id)
      .executeTakeFirstOrThrow();
    const {
      id: _id,
      search_vector: _sv,
      ...rest
    } = template as typeof template & { search_vector?: unknown };
    const created = await handle.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('product')
        .values({
          ...rest,
          sku: 'IDX-INC-NEW',
          url_key: 'idx-inc-new',
          name: 'Quillfeather Footstool',
          price: 12_345,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_category')
        .values({ product_id: row.id, category_id: lounge.id, position: 2 })
        .execute();
      return row;
    });
    const { expected } = await expectIncrementalAndExact();
    expect(expected.listing).toContain(created.id);
    expect(expected.byCategory.find((c) => c.c === lounge.id)?.members.map(([id]) => id)).toContain(
      created.id,
    );
    expect(expected.search.find((s) => s.t === 'quillfeath')?.page).toContain(created.id);

    await handle.db.deleteFrom('product').where('id', '=', created.id).execute();
    const gone = await expectIncrementalAndExact();
    expect(gone.expected.listing).not.toContain(created.id);
    expect(gone.expected.search.find((s) => s.t === 'quillfeath')?.page).not.toContain(created.id);
    expect(gone.snapshot.bySku.has('IDX-INC-NEW')).toBe(false);
  });

  it('rebuilds whole after a category write or when the log no longer reaches back', async () => {
    await handle.db
      .updateTable('category')
      .set({ position: sql`position + 1` })
      .where('url_path', '=', 'seating/lounge-chairs')
      .execute();
    const n = builds.first.length;
    const s = await first.current();
    expect(builds.first.slice(n).map((x) => x.changed)).toEqual([undefined]);
    expect(observe(s)).toEqual(observe(await buildSnapshot(handle.db)));

    // Another process's index that fell behind the kept log rebuilds too.
    await handle.db
      .updateTable('product')
      .set({ price: 4 })
      .where('id', '=', (await simpleIn('seating')).id)
      .execute();
    await sql`delete from catalog_change`.execute(handle.db);
    const m = builds.second.length;
    await other.current();
    expect(builds.second.slice(m).map((x) => x.changed)).toEqual([undefined]);
    expect(observe(await other.current())).toEqual(observe(await buildSnapshot(handle.db)));
  });
});
