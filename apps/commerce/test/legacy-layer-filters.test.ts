// The listing's legacy `filters` block (spec: "filters (name, filter_items_count, request_var,
// filter_items with label, value_string, items_count)"; deprecated in Magento 2.4 in favour of
// `aggregations`, still sent by older clients): the same layered navigation as `aggregations`,
// in Magento's older shape, with the category filter under Magento's request variable `cat`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from './support/db.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';

const BOTH = `query ($filter: ProductAttributeFilterInput, $search: String) {
  products(filter: $filter, search: $search, pageSize: 6) {
    total_count
    aggregations { attribute_code label count options { label value count } }
    filters { name request_var filter_items_count filter_items { label value_string items_count } }
  }
}`;

interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  options: { label: string; value: string; count: number }[];
}
interface LayerFilter {
  name: string;
  request_var: string;
  filter_items_count: number;
  filter_items: { label: string; value_string: string; items_count: number }[];
}

describe.each(testDbKinds())('legacy layered-navigation filters (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t?.close());

  const both = async (vars: Record<string, unknown>) => {
    const r = await t.gql(BOTH, vars);
    expect(r.errors).toBeUndefined();
    const p = r.data.products as AnyJson;
    return {
      total: p.total_count as number,
      aggregations: p.aggregations as Aggregation[],
      filters: p.filters as LayerFilter[],
    };
  };

  const expectSameNavigation = (aggregations: Aggregation[], filters: LayerFilter[]) => {
    expect(filters.length).toBe(aggregations.length);
    expect(filters.length).toBeGreaterThan(1);
    aggregations.forEach((a, i) => {
      const f = filters[i]!;
      expect(f.name).toBe(a.label);
      expect(f.request_var).toBe(a.attribute_code === 'category_uid' ? 'cat' : a.attribute_code);
      expect(f.filter_items_count).toBe(a.count);
      expect(f.filter_items_count).toBe(f.filter_items.length);
      expect(f.filter_items).toEqual(
        a.options.map((o) => ({ label: o.label, value_string: o.value, items_count: o.count })),
      );
      for (const item of f.filter_items) expect(item.items_count).toBeGreaterThan(0);
    });
  };

  it('a category listing answers its aggregations again in the older shape', async () => {
    const cat = await t.handle.db
      .selectFrom('category')
      .select('id')
      .where('url_path', '=', 'seating')
      .executeTakeFirstOrThrow();
    const { aggregations, filters } = await both({
      filter: { category_id: { eq: String(cat.id) } },
    });
    expectSameNavigation(aggregations, filters);
    // The price filter's items are ranges written as Magento writes them (from_to).
    const price = filters.find((f) => f.request_var === 'price');
    expect(price?.filter_items.length).toBeGreaterThan(0);
    for (const item of price!.filter_items)
      expect(item.value_string).toMatch(/^\d+(\.\d+)?_\d*(\.\d+)?$/);
  });

  it('a search answers them too, the category filter under `cat`, and follows the applied filters', async () => {
    const all = await both({ search: 'chair' });
    expectSameNavigation(all.aggregations, all.filters);
    const category = all.filters.find((f) => f.request_var === 'cat');
    expect(category?.filter_items.length).toBeGreaterThan(0);
    // Narrowed to one category: the counts follow, in both shapes alike.
    const first = category!.filter_items[0]!;
    const narrowed = await both({
      search: 'chair',
      filter: { category_uid: { eq: first.value_string } },
    });
    expectSameNavigation(narrowed.aggregations, narrowed.filters);
    // The category item counted exactly the products the narrowed search finds.
    expect(narrowed.total).toBe(first.items_count);
  });
});
