// Listing and search through GraphQL on the seeded demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { testDbKinds } from './support/db.js';
import { NOW, startApp, type AnyJson, type TestApp } from './support/app.js';

const LIST = `query List($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count
    page_info { page_size current_page total_pages }
    sort_fields { default options { value label } }
    items { uid sku name type_id description { html } price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } } }
  }
}`;

describe.each(testDbKinds())('products listing and search (%s)', (kind) => {
  let t: TestApp;
  let loungeId: number;
  beforeAll(async () => {
    t = await startApp(kind);
    const cat = await t.handle.db
      .selectFrom('category')
      .select('id')
      .where('url_path', '=', 'seating/lounge-chairs')
      .executeTakeFirstOrThrow();
    loungeId = cat.id;
  });
  afterAll(async () => t?.close());

  const list = async (vars: Record<string, unknown>) => {
    const r = await t.gql(LIST, vars);
    expect(r.errors).toBeUndefined();
    return r.data.products as AnyJson;
  };

  /** Visible parents in a category (with descendants), counted straight from the tables. */
  const sqlCategoryCount = async (categoryId: number, visibility = [2, 4]) => {
    const cat = await t.handle.db
      .selectFrom('category')
      .select('path')
      .where('id', '=', categoryId)
      .executeTakeFirstOrThrow();
    const rows = await t.handle.db
      .selectFrom('product as p')
      .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
      .innerJoin('category as c', 'c.id', 'pc.category_id')
      .select('p.id')
      .distinct()
      .where('p.parent_id', 'is', null)
      .where('p.status', '=', 1)
      .where('p.visibility', 'in', visibility)
      .where((eb) => eb.or([eb('c.id', '=', categoryId), eb('c.path', 'like', `${cat.path}/%`)]))
      .where('c.is_active', '=', true)
      .execute();
    return rows.map((r) => r.id);
  };

  describe('search', () => {
    it('finds products by a word and ranks name matches above description matches', async () => {
      const p = await list({ search: 'walnut', pageSize: 100 });
      expect(p.total_count).toBeGreaterThan(3);
      expect(p.items).toHaveLength(p.total_count);
      const inName = p.items.map((i: AnyJson) => /walnut/i.test(i.name));
      expect(inName[0]).toBe(true);
      // Once a name without the word appears, no later item has it in its name.
      const firstWithout = inName.indexOf(false);
      if (firstWithout >= 0)
        expect(inName.slice(firstWithout).every((x: boolean) => !x)).toBe(true);
      expect(p.sort_fields.default).toBe('relevance');
      expect(p.sort_fields.options.map((o: AnyJson) => o.value)).toContain('relevance');
    });

    it('matches a partial word (prefix) and tolerates a typo in a name', async () => {
      const prefix = await list({ search: 'swiv', pageSize: 50 });
      expect(prefix.items.map((i: AnyJson) => i.sku)).toContain(DEMO_FACTS.newProduct.sku);
      const typo = await list({ search: 'Meridan Swivel', pageSize: 50 });
      expect(typo.items[0].sku).toBe(DEMO_FACTS.newProduct.sku);
    });

    it('returns an empty result without error for a term that matches nothing', async () => {
      const p = await list({ search: 'qzxqzxv' });
      expect(p.total_count).toBe(0);
      expect(p.items).toEqual([]);
      expect(p.page_info.total_pages).toBe(0);
    });

    it('honours visibility: search-only products in search, catalog-only ones in listings, disabled nowhere', async () => {
      const searchOnly = await list({ search: DEMO_FACTS.searchOnly.sku });
      expect(searchOnly.items.map((i: AnyJson) => i.sku)).toContain(DEMO_FACTS.searchOnly.sku);
      const bySkuInCatalog = await list({
        filter: {
          sku: {
            in: [DEMO_FACTS.searchOnly.sku, DEMO_FACTS.catalogOnly.sku, DEMO_FACTS.disabled.sku],
          },
        },
      });
      expect(bySkuInCatalog.items.map((i: AnyJson) => i.sku)).toEqual([DEMO_FACTS.catalogOnly.sku]);
      const catalogOnlyInSearch = await list({ search: DEMO_FACTS.catalogOnly.sku });
      expect(catalogOnlyInSearch.items.map((i: AnyJson) => i.sku)).not.toContain(
        DEMO_FACTS.catalogOnly.sku,
      );
    });

    it('requires search or filter', async () => {
      const r = await t.gql('{ products { total_count } }');
      expect(r.errors?.[0]?.message).toBe("'search' or 'filter' input argument is required.");
      expect(r.errors?.[0]?.extensions?.category).toBe('graphql-input');
      expect(r.data.products).toBeNull();
    });
  });

  describe('filters', () => {
    it('filters by category id, uid and url path alike, counting descendants', async () => {
      const byId = await list({ filter: { category_id: { eq: String(loungeId) } }, pageSize: 100 });
      const byUid = await list({
        filter: { category_uid: { eq: Buffer.from(String(loungeId)).toString('base64') } },
        pageSize: 100,
      });
      const byPath = await list({
        filter: { category_url_path: { eq: DEMO_FACTS.configurable.categoryPath } },
        pageSize: 100,
      });
      const expected = await sqlCategoryCount(loungeId);
      expect(byId.total_count).toBe(expected.length);
      expect(byUid.items.map((i: AnyJson) => i.sku)).toEqual(byId.items.map((i: AnyJson) => i.sku));
      expect(byPath.items.map((i: AnyJson) => i.sku)).toEqual(
        byId.items.map((i: AnyJson) => i.sku),
      );
      const seating = await t.handle.db
        .selectFrom('category')
        .select('id')
        .where('url_path', '=', 'seating')
        .executeTakeFirstOrThrow();
      const top = await list({ filter: { category_id: { eq: String(seating.id) } }, pageSize: 1 });
      expect(top.total_count).toBe((await sqlCategoryCount(seating.id)).length);
      expect(top.total_count).toBeGreaterThan(byId.total_count);
    });

    it("rejects conflicting category filters and unknown paths with Magento's messages", async () => {
      const both = await t.gql(LIST, {
        filter: { category_id: { eq: '3' }, category_uid: { eq: 'Mw==' } },
      });
      expect(both.errors?.[0]?.message).toBe(
        "`category_id` and `category_uid` can't be used at the same time",
      );
      const both2 = await t.gql(LIST, {
        filter: { category_uid: { eq: 'Mw==' }, category_url_path: { eq: 'seating' } },
      });
      expect(both2.errors?.[0]?.message).toBe(
        "`category_uid` and `category_url_path` can't be used at the same time",
      );
      const unknown = await t.gql(LIST, { filter: { category_url_path: { eq: 'no/such/path' } } });
      expect(unknown.errors?.[0]?.message).toBe(
        'No category with the provided `category_url_path` was found',
      );
      expect(unknown.errors?.[0]?.extensions?.category).toBe('graphql-input');
    });

    it('filters by sku (eq and in), url_key and name', async () => {
      const eq = await list({ filter: { sku: { eq: DEMO_FACTS.sale.sku } } });
      expect(eq.items.map((i: AnyJson) => i.sku)).toEqual([DEMO_FACTS.sale.sku]);
      const inList = await list({
        filter: { sku: { in: [DEMO_FACTS.sale.sku, DEMO_FACTS.configurable.sku, 'NOPE'] } },
      });
      expect(inList.items.map((i: AnyJson) => i.sku).sort()).toEqual(
        [DEMO_FACTS.configurable.sku, DEMO_FACTS.sale.sku].sort(),
      );
      const key = await list({ filter: { url_key: { eq: DEMO_FACTS.giftCard.urlKey } } });
      expect(key.items.map((i: AnyJson) => i.sku)).toEqual([DEMO_FACTS.giftCard.sku]);
      const name = await list({ filter: { name: { match: 'Lounge' } }, pageSize: 100 });
      expect(name.total_count).toBeGreaterThan(1);
      for (const i of name.items) expect(i.name.toLowerCase()).toContain('lounge');
    });

    it('filters by the archive flag, counting against the stored attribute', async () => {
      const archived = await list({ filter: { archive: { eq: '1' } }, pageSize: 300 });
      const rows = await t.handle.db
        .selectFrom('product')
        .select(['sku', 'attributes'])
        .where('parent_id', 'is', null)
        .where('status', '=', 1)
        .where('visibility', 'in', [2, 4])
        .execute();
      const expected = rows
        .filter((r) => r.attributes.archive === '1')
        .map((r) => r.sku)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(archived.items.map((i: AnyJson) => i.sku).sort()).toEqual(expected);
      expect(expected).toContain(DEMO_FACTS.archived.sku);
      const current = await list({ filter: { archive: { eq: '0' } }, pageSize: 300 });
      expect(current.total_count).toBe(rows.length - expected.length);
      expect(current.items.map((i: AnyJson) => i.sku)).not.toContain(DEMO_FACTS.archived.sku);
    });

    it('filters by final price range, a configurable matching through any variant', async () => {
      const from = 500;
      const to = 900;
      const p = await list({
        filter: { price: { from: String(from), to: String(to) } },
        pageSize: 300,
      });
      // Independent computation: final price of every sellable row, grouped by its listing parent.
      const rows = await t.handle.db
        .selectFrom('product')
        .select([
          'id',
          'parent_id',
          'type_id',
          'status',
          'visibility',
          'price',
          'special_price',
          'special_from_date',
          'special_to_date',
        ])
        .execute();
      const parents = new Map(rows.filter((r) => r.parent_id === null).map((r) => [r.id, r]));
      const final = (r: (typeof rows)[number]) => {
        const active =
          r.special_price !== null &&
          (!r.special_from_date || r.special_from_date <= NOW) &&
          (!r.special_to_date || r.special_to_date >= NOW);
        return active ? Math.min(r.price, r.special_price as number) : r.price;
      };
      const expected = new Set<number>();
      for (const r of rows) {
        if (r.type_id === 'configurable' || r.status !== 1) continue;
        const parent = parents.get(r.parent_id ?? r.id);
        if (!parent || parent.status !== 1 || ![2, 4].includes(parent.visibility)) continue;
        const cents = final(r);
        if (cents >= from * 100 && cents <= to * 100) expected.add(parent.id);
      }
      expect(p.total_count).toBe(expected.size);
      expect(p.total_count).toBeGreaterThan(0);
      for (const i of p.items) {
        expect(i.price_range.minimum_price.final_price.value).toBeLessThanOrEqual(to);
        expect(i.price_range.maximum_price.final_price.value).toBeGreaterThanOrEqual(from);
      }
    });

    it('filters by a select attribute given as an option id string', async () => {
      const walnut = await t.handle.db
        .selectFrom('attribute_option as o')
        .innerJoin('attribute as a', 'a.id', 'o.attribute_id')
        .select('o.id')
        .where('a.code', '=', 'finish')
        .where('o.label', '=', 'American Walnut')
        .executeTakeFirstOrThrow();
      const p = await list({ filter: { finish: { eq: String(walnut.id) } }, pageSize: 300 });
      const expected = await t.handle.db
        .selectFrom('product_attribute_option as pao')
        .innerJoin('product as p', 'p.id', 'pao.product_id')
        .select('p.sku')
        .where('pao.option_id', '=', walnut.id)
        .where('p.parent_id', 'is', null)
        .where('p.status', '=', 1)
        .where('p.visibility', 'in', [2, 4])
        .execute();
      expect(p.items.map((i: AnyJson) => i.sku).sort()).toEqual(expected.map((e) => e.sku).sort());
      expect(p.total_count).toBeGreaterThan(0);
    });
  });

  describe('sorting and paging', () => {
    const seatingFilter = { category_url_path: { eq: 'seating' } };

    it('sorts by name both ways and by price', async () => {
      const asc = await list({ filter: seatingFilter, sort: { name: 'ASC' }, pageSize: 200 });
      const names = asc.items.map((i: AnyJson) => i.name.toLowerCase());
      expect(names).toEqual(
        [...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      const desc = await list({ filter: seatingFilter, sort: { name: 'DESC' }, pageSize: 200 });
      expect(desc.items.map((i: AnyJson) => i.sku)).toEqual(
        [...asc.items.map((i: AnyJson) => i.sku)].reverse(),
      );
      const cheap = await list({ filter: seatingFilter, sort: { price: 'ASC' }, pageSize: 200 });
      const prices = cheap.items.map((i: AnyJson) => i.price_range.minimum_price.final_price.value);
      expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
      const dear = await list({ filter: seatingFilter, sort: { price: 'DESC' }, pageSize: 200 });
      const dearPrices = dear.items.map(
        (i: AnyJson) => i.price_range.minimum_price.final_price.value,
      );
      expect(dearPrices).toEqual([...dearPrices].sort((a: number, b: number) => b - a));
    });

    it('applies sort keys in the order they are written, inline or in variables', async () => {
      const inline = (sort: string) =>
        `{ products(filter: { category_url_path: { eq: "seating" } }, pageSize: 200, sort: ${sort}) { items { sku } } }`;
      for (let run = 0; run < 2; run++) {
        // Run twice: the second execution uses the compiled (JIT) query.
        const byName = await t.gql(inline('{ name: ASC, price: DESC }'));
        const byPrice = await t.gql(inline('{ price: DESC, name: ASC }'));
        const nameFirst = await list({
          filter: seatingFilter,
          sort: { name: 'ASC', price: 'DESC' },
          pageSize: 200,
        });
        const priceFirst = await list({
          filter: seatingFilter,
          sort: { price: 'DESC', name: 'ASC' },
          pageSize: 200,
        });
        const skus = (r: AnyJson) => r.items.map((i: AnyJson) => i.sku);
        expect(skus(byName.data.products)).toEqual(skus(nameFirst));
        expect(skus(byPrice.data.products)).toEqual(skus(priceFirst));
        expect(skus(nameFirst)).not.toEqual(skus(priceFirst));
        const prices = priceFirst.items.map(
          (i: AnyJson) => i.price_range.minimum_price.final_price.value,
        );
        expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
      }
    });

    it('sorts a category by position by default', async () => {
      const p = await list({ filter: { category_id: { eq: String(loungeId) } }, pageSize: 100 });
      expect(p.sort_fields.default).toBe('position');
      const positions = await t.handle.db
        .selectFrom('product_category')
        .select(['product_id', 'position'])
        .where('category_id', '=', loungeId)
        .execute();
      const pos = new Map(positions.map((r) => [r.product_id, r.position]));
      const got = p.items.map(
        (i: AnyJson) => pos.get(Number(Buffer.from(i.uid, 'base64').toString())) ?? Infinity,
      );
      expect(got).toEqual([...got].sort((a: number, b: number) => a - b));
    });

    it('pages through results without repeats and reports page_info', async () => {
      const all = await list({ filter: seatingFilter, pageSize: 200 });
      const size = 4;
      const pages = Math.ceil(all.total_count / size);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const p = await list({ filter: seatingFilter, pageSize: size, currentPage: page });
        expect(p.page_info).toEqual({ page_size: size, current_page: page, total_pages: pages });
        seen.push(...p.items.map((i: AnyJson) => i.sku));
      }
      expect(seen).toEqual(all.items.map((i: AnyJson) => i.sku));
    });

    it('rejects out-of-range and non-positive pages', async () => {
      const total = (await list({ filter: seatingFilter, pageSize: 10 })).page_info.total_pages;
      const over = await t.gql(LIST, {
        filter: seatingFilter,
        pageSize: 10,
        currentPage: total + 1,
      });
      expect(over.errors?.[0]?.message).toBe(
        `currentPage value ${total + 1} specified is greater than the ${total} page(s) available.`,
      );
      const zero = await t.gql(LIST, { filter: seatingFilter, currentPage: 0 });
      expect(zero.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
      const size = await t.gql(LIST, { filter: seatingFilter, pageSize: 0 });
      expect(size.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    });
  });

  describe('aggregations', () => {
    const AGG = `query A($filter: ProductAttributeFilterInput) { products(filter: $filter, pageSize: 1) {
      total_count aggregations { attribute_code label count options { label value count } } } }`;

    it('counts each attribute option over the whole filtered set, matching the count of applying it', async () => {
      const filter = { category_url_path: { eq: 'seating' } };
      const r = await t.gql(AGG, { filter });
      const aggs = r.data.products.aggregations as AnyJson[];
      const fabric = aggs.find((a) => a.attribute_code === 'fabric');
      expect(fabric.options.length).toBeGreaterThan(1);
      expect(fabric.count).toBe(fabric.options.length);
      for (const option of fabric.options.slice(0, 3)) {
        const applied = await t.gql(AGG, { filter: { ...filter, fabric: { eq: option.value } } });
        expect(applied.data.products.total_count).toBe(option.count);
      }
      // Independent count for the first fabric option.
      const seatingIds = await sqlCategoryCount(
        (
          await t.handle.db
            .selectFrom('category')
            .select('id')
            .where('url_path', '=', 'seating')
            .executeTakeFirstOrThrow()
        ).id,
      );
      const first = fabric.options[0];
      const withOption = await t.handle.db
        .selectFrom('product_attribute_option')
        .select('product_id')
        .where('option_id', '=', Number(first.value))
        .where('product_id', 'in', seatingIds)
        .execute();
      expect(first.count).toBe(withOption.length);
    });

    it('buckets prices like Magento and counts each product once per bucket', async () => {
      const filter = { category_url_path: { eq: 'seating' } };
      const r = await t.gql(AGG, { filter });
      const price = (r.data.products.aggregations as AnyJson[]).find(
        (a) => a.attribute_code === 'price',
      );
      expect(price.label).toBe('Price');
      for (const o of price.options) expect(o.value).toMatch(/^\d+_\d+$/);
      expect(price.options[0].label).toBe(price.options[0].value.replace('_', '-'));
      const total = r.data.products.total_count;
      const sum = price.options.reduce((s: number, o: AnyJson) => s + o.count, 0);
      // Configurables whose variants straddle buckets count in each; every product counts at least once.
      expect(sum).toBeGreaterThanOrEqual(total);
    });

    it('counts a price on a bucket edge in both buckets that hold it, each count the total_count of applying the bucket', async () => {
      const filter = { category_url_path: { eq: 'seating' } };
      const priceAgg = async () => {
        const r = await t.gql(AGG, { filter });
        expect(r.errors).toBeUndefined();
        return (r.data.products.aggregations as AnyJson[]).find((a) => a.attribute_code === 'price')
          .options as AnyJson[];
      };
      const before = await priceAgg();
      expect(before.length).toBeGreaterThan(1);
      const [lowerValue, upperValue] = [before[0].value as string, before[1].value as string];
      const edge = Number(upperValue.split('_')[0]);
      expect(lowerValue.endsWith(`_${edge}`)).toBe(true);
      // A simple product of the lowest bucket, with one price and no special price, moves onto the edge.
      const cheap = await list({
        filter: { ...filter, price: { from: '0', to: String(edge - 1) } },
        pageSize: 100,
      });
      const skus = (cheap.items as AnyJson[])
        .filter((i) => i.type_id === 'simple')
        .map((i) => i.sku as string);
      const row = await t.handle.db
        .selectFrom('product')
        .select(['id', 'sku', 'price'])
        .where('sku', 'in', skus)
        .where('special_price', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.handle.db
        .updateTable('product')
        .set({ price: edge * 100 })
        .where('id', '=', row.id)
        .execute();
      try {
        const after = await priceAgg();
        const lower = after.find((o) => o.value === lowerValue);
        const upper = after.find((o) => o.value === upperValue);
        expect(lower.count).toBe(before[0].count);
        expect(upper.count).toBe(before[1].count + 1);
        for (const bucket of [lower, upper]) {
          const [from, to] = (bucket.value as string).split('_');
          const applied = await list({ filter: { ...filter, price: { from, to } }, pageSize: 1 });
          expect(applied.total_count).toBe(bucket.count);
          const withEdgeProduct = await list({
            filter: { ...filter, sku: { eq: row.sku }, price: { from, to } },
            pageSize: 1,
          });
          expect(withEdgeProduct.total_count).toBe(1);
        }
      } finally {
        await t.handle.db
          .updateTable('product')
          .set({ price: row.price })
          .where('id', '=', row.id)
          .execute();
      }
    });

    it('lists category buckets, direct children only when asked', async () => {
      const seating = await t.handle.db
        .selectFrom('category')
        .select('id')
        .where('url_path', '=', 'seating')
        .executeTakeFirstOrThrow();
      const q = `query { products(filter: { category_id: { eq: "${seating.id}" } }, pageSize: 1) {
        all: aggregations { attribute_code options { label value count } }
        direct: aggregations(filter: { category: { includeDirectChildrenOnly: true } }) { attribute_code options { label value count } } } }`;
      const r = await t.gql(q);
      const all = (r.data.products.all as AnyJson[]).find(
        (a) => a.attribute_code === 'category_uid',
      );
      const direct = (r.data.products.direct as AnyJson[]).find(
        (a) => a.attribute_code === 'category_uid',
      );
      const lounge = all.options.find((o: AnyJson) => o.label === 'Lounge Chairs');
      expect(lounge.count).toBe((await sqlCategoryCount(loungeId)).length);
      expect(direct.options.map((o: AnyJson) => o.label)).toEqual([
        'Dining Chairs',
        'Lounge Chairs',
        'Bar & Counter Stools',
        'Sofas & Loveseats',
      ]);
      expect(all.options.map((o: AnyJson) => o.label)).toContain('Sectionals');
    });
  });

  it('visitureProducts leaves out virtual and gift card products when asked', async () => {
    const q = `query V($p: Boolean) { visitureProducts(filter: { category_url_path: { eq: "services" } }, pageSize: 50, withPhysicalProduct: $p) { total_count items { sku type_id } } }`;
    const all = await t.gql(q, { p: false });
    const physical = await t.gql(q, { p: true });
    const types = all.data.visitureProducts.items.map((i: AnyJson) => i.type_id);
    expect(types).toEqual(expect.arrayContaining(['virtual', 'giftcard']));
    expect(
      physical.data.visitureProducts.items.every(
        (i: AnyJson) => !['virtual', 'giftcard'].includes(i.type_id),
      ),
    ).toBe(true);
    expect(physical.data.visitureProducts.total_count).toBeLessThan(
      all.data.visitureProducts.total_count,
    );
  });
});
