// Layered navigation: option counts over the whole matching set (all filters applied), counted in
// distinct products, so every count equals the total_count the client gets by applying that option.
import { sql, type RawBuilder } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { encodeUid } from '../../shared/ids.js';
import type { AttributeCatalog } from '../catalog/attribute.service.js';
import { bucketOf, initialRange, nextRange } from './price-buckets.js';
import { finalPriceSql, type ResolvedQuery } from './product-query.js';

/** `any($1::int[])`: the result set as one array parameter. */
type IdSet = RawBuilder<number>;

export interface AggregationOption {
  label: string;
  value: string;
  count: number;
}

export interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: AggregationOption[];
}

const agg = (code: string, label: string, position: number, options: AggregationOption[]): Aggregation => ({
  attribute_code: code,
  label,
  position,
  count: options.length,
  options,
});

export class AggregationService {
  constructor(
    private readonly db: Db,
    private readonly attributes: AttributeCatalog,
  ) {}

  /** `ids`: every product of the result (SearchResult.allIds). */
  async aggregate(ctx: RequestContext, q: ResolvedQuery, ids: readonly number[], directChildrenOnly: boolean): Promise<Aggregation[]> {
    if (ids.length === 0) return [];
    const set = sql<number>`any(${[...ids]}::int[])`;
    const [categories, price, attributes] = await Promise.all([
      this.categoryBuckets(ctx, q, set, directChildrenOnly),
      this.priceBuckets(q, set),
      this.attributeBuckets(set),
    ]);
    return [categories, price, ...attributes].filter((a): a is Aggregation => a !== null && a.options.length > 0);
  }

  private async attributeBuckets(ids: IdSet): Promise<Aggregation[]> {
    const filterable = this.attributes.filterable();
    if (filterable.length === 0) return [];
    const rows = await this.db
      .selectFrom('product_attribute_option as pao')
      .select(['pao.attribute_id', 'pao.option_id', (eb) => eb.fn.count<number>('pao.product_id').distinct().as('n')])
      .where('pao.product_id', '=', ids)
      .where('pao.attribute_id', 'in', filterable.map((a) => a.id))
      .groupBy(['pao.attribute_id', 'pao.option_id'])
      .execute();
    const counts = new Map(rows.map((r) => [r.option_id, Number(r.n)]));
    return filterable.map((a) =>
      agg(
        a.code,
        a.label,
        a.position,
        a.options.flatMap((o) => {
          const count = counts.get(o.id);
          return count ? [{ label: o.label, value: String(o.id), count }] : [];
        }),
      ),
    );
  }

  /** Every active category below the store root that holds a match directly or in a descendant. */
  private async categoryBuckets(ctx: RequestContext, q: ResolvedQuery, ids: IdSet, directChildrenOnly: boolean): Promise<Aggregation | null> {
    const root = ctx.storeView.store.root_category_id;
    const rows = await sql<{ category_id: number; n: number }>`
      select a.category_id, count(distinct pc.product_id) as n
      from product_category pc
      join category c on c.id = pc.category_id
      cross join lateral unnest(string_to_array(c.path, '/')::int[]) as a(category_id)
      where pc.product_id = ${ids}
      group by a.category_id`.execute(this.db);
    const counts = new Map(rows.rows.map((r) => [Number(r.category_id), Number(r.n)]));
    let cats = await this.db
      .selectFrom('category')
      .select(['id', 'name', 'parent_id', 'level', 'position'])
      .where('id', 'in', counts.size > 0 ? [...counts.keys()] : [-1])
      .where('is_active', '=', true)
      .where('level', '>=', 2)
      .where('path', 'like', `1/${root}/%`)
      .orderBy('level')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const filtered = q.categorySets.length > 0 ? new Set(q.filter.categoryIds.flat()) : null;
    if (directChildrenOnly && filtered) cats = cats.filter((c) => c.parent_id !== null && filtered.has(c.parent_id));
    const options = cats.map((c) => ({ label: c.name, value: encodeUid(c.id), count: counts.get(c.id) ?? 0 }));
    return agg('category_uid', 'Category', 0, options);
  }

  private async priceBuckets(q: ResolvedQuery, ids: IdSet): Promise<Aggregation | null> {
    // One row per (product, sellable price): a configurable contributes each enabled variant.
    const priceRows = sql`(
      select v.id as pid, ${finalPriceSql('v', q.now)} as price from product v
        where v.type_id <> 'configurable' and v.id = ${ids}
      union all
      select v.parent_id as pid, ${finalPriceSql('v', q.now)} as price from product v
        where v.status = 1 and v.parent_id = ${ids})`;
    const max = await sql<{ max: number | null }>`select max(price) as max from ${priceRows} pr`.execute(this.db);
    const maxPrice = max.rows[0]?.max;
    if (maxPrice === null || maxPrice === undefined) return null;
    let range: number | null = initialRange(Number(maxPrice));
    let buckets: { b: number; n: number }[] = [];
    while (range !== null) {
      const step = range * 100;
      const res = await sql<{ b: number; n: number }>`
        select floor(price / ${step})::int as b, count(distinct pid) as n from ${priceRows} pr group by 1 order by 1`.execute(this.db);
      buckets = res.rows.map((r) => ({ b: Number(r.b), n: Number(r.n) }));
      const next = nextRange(range, buckets.length);
      if (next === null) break;
      range = next;
    }
    const width = range ?? 1;
    return agg('price', 'Price', 1, buckets.map((x) => bucketOf(x.b, width, x.n)));
  }
}
