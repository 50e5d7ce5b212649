// Product search for operators reads a page in one of three ways (docs/decisions/1490): every
// match sorted when few match, a window of the sort order's first rows when many do (with every
// match sorted when the window does not fill the page), or the sort order's index walked from
// its start for deep pages. With small limits the demo catalogue reaches each of them, and all
// give the pages the plain walk gives: same products, same order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { openDb } from '../src/db/index.js';
import {
  AdminProductSearch,
  type ProductSearchInput,
} from '../src/modules/catalog/admin/product-search.js';
import { createTestDb, testDbKinds } from './support/db.js';

type Handle = Awaited<ReturnType<typeof openDb>>;

describe.each(testDbKinds())('operator product search: every way to a page (%s)', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
  });
  afterAll(async () => handle?.close());

  const cases: ProductSearchInput[] = [];
  for (const query of ['chair', 'lounge', 'aria lounge', 'table', 'ch-', 'CH-LC-10', 'zzz', ''])
    for (const sort of ['NEWEST', 'SKU', 'NAME'] as const)
      for (const page of [1, 2, 5]) cases.push({ query, sort, page, pageSize: 5 });
  cases.push({ query: 'chair', status: 'ENABLED', sort: 'SKU', pageSize: 7, page: 3 });
  cases.push({ type: 'simple', sort: 'NAME', pageSize: 5, page: 2 });
  cases.push({ status: 'ENABLED', sort: 'SKU', pageSize: 10, page: 9 });

  it('gives the pages of the plain walk, whichever way it reads them', async () => {
    // countCap 0 with no window: the walk, the request of decision 1430 as it was.
    const walk = new AdminProductSearch(handle.db, { countCap: 0, windows: [] });
    const sorted = new AdminProductSearch(handle.db, { countCap: 1_000_000, windows: [] });
    const windowed = new AdminProductSearch(handle.db, { countCap: 3, windows: [5, 40] });
    const real = new AdminProductSearch(handle.db);
    let compared = 0;
    for (const input of cases) {
      const expected = (await walk.search(input)).items;
      for (const other of [sorted, windowed, real]) {
        const got = await other.search(input);
        expect(got.items, JSON.stringify(input)).toEqual(expected);
      }
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('counts the matches up to the cap, whichever way it reads them', async () => {
    const all = await new AdminProductSearch(handle.db, {
      countCap: 1_000_000,
      windows: [],
    }).search({ query: 'chair' });
    expect(all.totalExact).toBe(true);
    expect(all.total).toBeGreaterThan(3);
    const capped = await new AdminProductSearch(handle.db, {
      countCap: 3,
      windows: [5, 40],
    }).search({ query: 'chair' });
    expect(capped).toMatchObject({ total: 3, totalExact: false });
  });
});
