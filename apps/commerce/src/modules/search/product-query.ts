// SQL building blocks for listings: the visible-parent match query and price expressions.
// Every value from the request travels as a bound parameter.
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { escapeLike } from './filters.js';
import type { ProductFilter } from './filters.js';

export interface ResolvedQuery {
  /** Trimmed search text; null when no search was asked for. */
  search: string | null;
  tsquery: string | null;
  filter: ProductFilter;
  /** Category filter expanded to every category whose products count (anchor categories include descendants). */
  categorySets: number[][];
  physicalOnly: boolean;
  now: Date;
}

type PEB = ExpressionBuilder<Database & { p: Database['product'] }, 'p'>;

const ts = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Final price (cents) of the product row aliased `alias`, honouring the special price window. */
export function finalPriceSql(alias: string, now: Date): RawBuilder<number> {
  const c = (col: string) => sql.ref(`${alias}.${col}`);
  return sql<number>`(case when ${c('special_price')} is not null
    and (${c('special_from_date')} is null or ${c('special_from_date')} <= ${ts(now)})
    and (${c('special_to_date')} is null or ${c('special_to_date')} >= ${ts(now)})
    then least(${c('price')}, ${c('special_price')}) else ${c('price')} end)`;
}

/** Lowest final price of listing product p: its own, or its cheapest enabled variant's. */
export function minPriceSql(now: Date): RawBuilder<number> {
  return sql<number>`(case when p.type_id = 'configurable' then coalesce(
    (select min(${finalPriceSql('v', now)}) from product v where v.parent_id = p.id and v.status = 1), p.price)
    else ${finalPriceSql('p', now)} end)`;
}

export function tsqueryExpr(q: ResolvedQuery): RawBuilder<unknown> {
  return sql`(to_tsquery('english', ${q.tsquery}) || to_tsquery('simple', ${q.tsquery}))`;
}

/** Full-text rank plus trigram closeness of the name, so typos still rank sensibly. */
export function relevanceSql(q: ResolvedQuery): RawBuilder<number> {
  return sql<number>`(ts_rank_cd(p.search_vector, ${tsqueryExpr(q)}) + word_similarity(${q.search}, p.name))`;
}

/** Position inside the filtered categories; without a category filter, creation order. */
export function positionSql(q: ResolvedQuery): RawBuilder<number> {
  const set = q.categorySets.at(-1);
  if (!set || set.length === 0) return sql<number>`p.id`;
  return sql<number>`coalesce((select min(pc.position) from product_category pc
    where pc.product_id = p.id and pc.category_id in (${sql.join(set)})), 2147483647)`;
}

function priceCondition(eb: PEB, q: ResolvedQuery): Expression<SqlBool> {
  const { from, to } = q.filter.price ?? { from: null, to: null };
  const within = (alias: string) => {
    const parts = [sql<boolean>`true`];
    if (from !== null) parts.push(sql<boolean>`${finalPriceSql(alias, q.now)} >= ${from}`);
    if (to !== null) parts.push(sql<boolean>`${finalPriceSql(alias, q.now)} <= ${to}`);
    return sql.join(parts, sql` and `);
  };
  // A configurable matches when any enabled variant's final price is inside the range.
  return eb.or([
    eb.and([eb('p.type_id', '!=', 'configurable'), sql<SqlBool>`${within('p')}`]),
    eb.and([
      eb('p.type_id', '=', 'configurable'),
      sql<SqlBool>`exists (select 1 from product v where v.parent_id = p.id and v.status = 1 and ${within('v')})`,
    ]),
  ]);
}

/** Visible, enabled parents matching the search and every filter. */
export function matchQuery(db: Db, q: ResolvedQuery) {
  let qb = db
    .selectFrom('product as p')
    .where('p.parent_id', 'is', null)
    .where('p.status', '=', 1)
    // Catalogue listings show visibility 2/4, search results 3/4 (Magento's visibility values).
    .where('p.visibility', 'in', q.search !== null ? [3, 4] : [2, 4]);
  if (q.physicalOnly) qb = qb.where('p.type_id', 'not in', ['virtual', 'giftcard']);
  if (q.search !== null && q.search !== '') {
    const term = q.search;
    qb = qb.where((eb) =>
      eb.or([
        ...(q.tsquery ? [sql<SqlBool>`p.search_vector @@ ${tsqueryExpr(q)}`] : []),
        sql<SqlBool>`${term} <% p.name`,
        eb('p.sku', 'ilike', `${escapeLike(term)}%`),
      ]),
    );
  }
  for (const set of q.categorySets) {
    qb = qb.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_category as pc')
          .select(sql`1`.as('one'))
          .whereRef('pc.product_id', '=', 'p.id')
          .where('pc.category_id', 'in', set.length > 0 ? set : [-1]),
      ),
    );
  }
  for (const skus of q.filter.skus) qb = qb.where('p.sku', 'in', skus);
  for (const keys of q.filter.urlKeys) qb = qb.where('p.url_key', 'in', keys);
  // Not archived means the flag is absent or anything but '1', so '0' also matches products without it.
  for (const values of q.filter.archive) {
    qb = qb.where((eb) =>
      eb.or(
        values.map((v) =>
          v === '1'
            ? sql<SqlBool>`p.attributes->>'archive' = '1'`
            : sql<SqlBool>`coalesce(p.attributes->>'archive', '0') = ${v}`,
        ),
      ),
    );
  }
  for (const t of q.filter.text) {
    const like = `%${escapeLike(t.match)}%`;
    qb = t.partial
      ? qb.where(`p.${t.column}`, 'ilike', like)
      : qb.where((eb) =>
          eb.or([
            eb(`p.${t.column}`, 'ilike', like),
            sql<SqlBool>`to_tsvector('english', coalesce(${sql.ref(`p.${t.column}`)}, '')) @@ plainto_tsquery('english', ${t.match})`,
          ]),
        );
  }
  if (q.filter.price) qb = qb.where((eb) => priceCondition(eb, q));
  for (const a of q.filter.attributes) {
    qb = qb.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_attribute_option as pao')
          .select(sql`1`.as('one'))
          .whereRef('pao.product_id', '=', 'p.id')
          .where('pao.attribute_id', '=', a.attributeId)
          .where('pao.option_id', 'in', a.optionIds),
      ),
    );
  }
  return qb;
}
