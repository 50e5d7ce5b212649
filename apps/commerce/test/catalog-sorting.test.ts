// Listing rules the catalogue index must keep: dated special prices switch exactly at their window's
// edges as the clock moves, sort keys apply in the written order, relevance honours its direction,
// and both price bounds are inclusive.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/index.js';
import { createServer } from '../src/server.js';
import { NOW, type AnyJson } from './support/app.js';
import { createTestDb, testDbKinds } from './support/db.js';

const LIST = `query L($filter: ProductAttributeFilterInput, $search: String, $sort: ProductAttributeSortInput) {
  products(filter: $filter, search: $search, pageSize: 300, sort: $sort) {
    total_count
    items { sku name special_price new_from_date
      price { regularPrice { amount { value } } maximalPrice { amount { value } } }
      price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code options { value count } }
  }
}`;

const HOUR = 3_600_000;

describe.each(testDbKinds())('listing rules over the index (%s)', (kind) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let at = NOW.getTime();
  let sku = '';
  const price = 80_000;
  const special = 35_000;

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    const p = await handle.db
      .selectFrom('product as p')
      .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
      .innerJoin('category as c', 'c.id', 'pc.category_id')
      .select(['p.id', 'p.sku'])
      .where('c.url_path', 'like', 'seating/%')
      .where('p.type_id', '=', 'simple')
      .where('p.parent_id', 'is', null)
      .where('p.status', '=', 1)
      .where('p.visibility', '=', 4)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    sku = p.sku;
    await handle.db
      .updateTable('product')
      .set({
        price,
        special_price: special,
        special_from_date: new Date(NOW.getTime() + HOUR),
        special_to_date: new Date(NOW.getTime() + 2 * HOUR),
        new_from_date: new Date(NOW.getTime() + HOUR),
      })
      .where('id', '=', p.id)
      .execute();
    app = await createServer({
      db: handle.db,
      config: loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/' }),
      clock: { now: () => new Date(at) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const list = async (variables: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: LIST, variables }),
    });
    const body = JSON.parse(res.body) as AnyJson;
    expect(body.errors).toBeUndefined();
    return body.data.products as AnyJson;
  };
  const seating = { category_url_path: { eq: 'seating' } };
  const dollars = (cents: number) => (cents / 100).toFixed(2);

  it('switches a dated special price on and off at the window edges, in filters, sorting and the Sale inputs', async () => {
    const state = async () => {
      const item = (await list({ filter: { sku: { eq: sku } } })).items[0];
      const atSpecial = await list({
        filter: { ...seating, price: { from: dollars(special), to: dollars(special) } },
      });
      const cheapest = (await list({ filter: seating, sort: { price: 'ASC' } })).items.map(
        (i: AnyJson) => i.sku,
      );
      return {
        item,
        inSpecialRange: atSpecial.items.some((i: AnyJson) => i.sku === sku),
        rank: cheapest.indexOf(sku),
      };
    };
    const steps: [number, boolean][] = [
      [NOW.getTime(), false],
      [NOW.getTime() + HOUR - 1, false],
      [NOW.getTime() + HOUR, true],
      [NOW.getTime() + 2 * HOUR, true],
      [NOW.getTime() + 2 * HOUR + 1, false],
    ];
    let offRank = -1;
    for (const [t, on] of steps) {
      at = t;
      const s = await state();
      expect(s.item.price_range.minimum_price.final_price.value, new Date(t).toISOString()).toBe(
        (on ? special : price) / 100,
      );
      expect(s.item.special_price).toBe(on ? special / 100 : null);
      // The storefront's Sale badge: highest final price below the regular price.
      expect(s.item.price.maximalPrice.amount.value < s.item.price.regularPrice.amount.value).toBe(
        on,
      );
      expect(s.inSpecialRange).toBe(on);
      if (!on) offRank = offRank < 0 ? s.rank : offRank;
      if (on) expect(s.rank).toBeLessThan(offRank);
      else expect(s.rank).toBe(offRank);
      // The New badge's start date is served as stored; the storefront compares it with its clock.
      expect(s.item.new_from_date).toBe('2025-06-15 13:00:00');
    }
    at = NOW.getTime();
  });

  it('applies several sort keys in order: price then name, name then price', async () => {
    // Three products at one price so the second key decides between them.
    const tied = await handle.db
      .selectFrom('product as p')
      .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
      .innerJoin('category as c', 'c.id', 'pc.category_id')
      .select('p.id')
      .where('c.url_path', 'like', 'seating/%')
      .where('p.type_id', '=', 'simple')
      .where('p.parent_id', 'is', null)
      .where('p.special_price', 'is', null)
      .where('p.sku', '!=', sku)
      .orderBy('p.id', 'desc')
      .limit(3)
      .execute();
    await handle.db
      .updateTable('product')
      .set({ price: 12_300 })
      .where(
        'id',
        'in',
        tied.map((r) => r.id),
      )
      .execute();
    const key = (i: AnyJson) => ({
      price: i.price_range.minimum_price.final_price.value as number,
      name: (i.name as string).toLowerCase(),
    });
    const priceName = (
      await list({ filter: seating, sort: { price: 'ASC', name: 'DESC' } })
    ).items.map(key);
    for (let k = 1; k < priceName.length; k++) {
      const [a, b] = [priceName[k - 1], priceName[k]];
      expect(
        a.price < b.price || (a.price === b.price && a.name >= b.name),
        JSON.stringify([a, b]),
      ).toBe(true);
    }
    expect(priceName.filter((x: AnyJson) => x.price === 123).length).toBeGreaterThanOrEqual(3);
    const namePrice = (
      await list({ filter: seating, sort: { name: 'ASC', price: 'DESC' } })
    ).items.map(key);
    for (let k = 1; k < namePrice.length; k++) {
      const [a, b] = [namePrice[k - 1], namePrice[k]];
      expect(
        a.name < b.name || (a.name === b.name && a.price >= b.price),
        JSON.stringify([a, b]),
      ).toBe(true);
    }
  });

  it('honours the relevance direction: ASC puts the weakest matches first', async () => {
    const desc = (await list({ search: 'walnut', sort: { relevance: 'DESC' } })).items.map(
      (i: AnyJson) => i.name as string,
    );
    const asc = (await list({ search: 'walnut', sort: { relevance: 'ASC' } })).items.map(
      (i: AnyJson) => i.name as string,
    );
    expect(asc.length).toBe(desc.length);
    expect([...asc].sort()).toEqual([...desc].sort());
    const inName = (names: string[]) => names.map((n) => /walnut/i.test(n));
    expect(inName(desc)[0]).toBe(true);
    expect(inName(desc).includes(false)).toBe(true);
    expect(inName(asc)[0]).toBe(false);
    expect(inName(asc).at(-1)).toBe(true);
  });

  it('answers relevance ASC with exactly the reverse of relevance DESC, ties included', async () => {
    for (const search of ['walnut', 'chair', 'oak table']) {
      const skus = async (dir: string) =>
        (await list({ search, sort: { relevance: dir } })).items.map((i: AnyJson) => i.sku);
      const desc = await skus('DESC');
      expect(desc.length, search).toBeGreaterThan(2);
      expect(await skus('ASC'), search).toEqual([...desc].reverse());
    }
  });

  it('prices a gift card by its lowest amount in price filters and sorting, as the Magento price index does', async () => {
    // The e-gift card's price column is its first fixed amount ($50); its open amount starts at $25.
    const pair = { sku: { in: ['GC-VR-1001', 'OP-CW-1001'] } };
    const cheap = await list({ filter: { ...pair, price: { from: '0', to: '25' } } });
    expect(cheap.items.map((i: AnyJson) => i.sku)).toEqual(['GC-VR-1001']);
    const ascending = await list({ filter: pair, sort: { price: 'ASC' } });
    expect(
      ascending.items.map((i: AnyJson) => [i.sku, i.price_range.minimum_price.final_price.value]),
    ).toEqual([
      ['GC-VR-1001', 25],
      ['OP-CW-1001', 49],
    ]);
    // A change to the card's amounts reaches the index without a rebuild.
    await handle.db
      .updateTable('product')
      .set({
        giftcard: JSON.stringify({
          amounts: [7500, 2000],
          allow_open_amount: false,
          open_amount_min: null,
          open_amount_max: null,
          giftcard_type: 'PHYSICAL',
        }),
      })
      .where('sku', '=', 'GC-PH-1002')
      .execute();
    const updated = await list({
      filter: { sku: { in: ['GC-PH-1002'] }, price: { from: '0', to: '20' } },
    });
    expect(updated.items.map((i: AnyJson) => i.sku)).toEqual(['GC-PH-1002']);
  });

  it('includes a product priced exactly at either bound of a price range', async () => {
    const skus = async (from: string | null, to: string | null) =>
      (
        await list({
          filter: { sku: { eq: sku }, price: { ...(from ? { from } : {}), ...(to ? { to } : {}) } },
        })
      ).items.map((i: AnyJson) => i.sku);
    expect(await skus(null, dollars(price))).toEqual([sku]);
    expect(await skus(dollars(price), null)).toEqual([sku]);
    expect(await skus(dollars(price), dollars(price))).toEqual([sku]);
    expect(await skus(null, dollars(price - 1))).toEqual([]);
    expect(await skus(dollars(price + 1), null)).toEqual([]);
  });
});
