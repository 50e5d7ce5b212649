// Product reads by id, in batches: every method takes many ids and returns a Map, so the
// per-request loaders (loaders.ts) can serve a whole listing with one query per relation.
import { sql, type Selectable } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { MAX_GROUPED_ITEMS, MAX_LINKED_PER_TYPE } from '../../graphql/fan-out.js';
import { groupBy } from '../../shared/loader.js';
import type {
  CustomOptionType,
  DownloadableLinkTable,
  DownloadableSampleTable,
  ProductLinkTable,
} from './tables.js';
import { PageCache, prefetchPage, RelationCache } from './page-read.js';

// The row shapes page-read.ts shares live in product-rows.ts, so the two files do not import each other.
export { PRODUCT_COLUMNS, type MediaRow, type ProductRow } from './product-rows.js';
import { PRODUCT_COLUMNS, type MediaRow, type ProductRow } from './product-rows.js';

export interface CustomOptionRow {
  id: number;
  product_id: number;
  type: CustomOptionType;
  title: string;
  is_required: boolean;
  sort_order: number;
  price_amount: number | null;
  price_type: 'FIXED' | 'PERCENT' | null;
  sku: string | null;
  max_characters: number | null;
  values: {
    id: number;
    title: string;
    price_amount: number;
    price_type: 'FIXED' | 'PERCENT';
    sku: string | null;
    sort_order: number;
  }[];
}

export interface LinkRow {
  product_id: number;
  link_type: Exclude<ProductLinkTable['link_type'], 'associated'>;
  position: number;
  linked: ProductRow;
}

/** A downloadable product's links and public samples (docs/decisions/0509), by sort order. */
export interface DownloadableRows {
  links: Selectable<DownloadableLinkTable>[];
  samples: Selectable<DownloadableSampleTable>[];
}

/** A grouped product's member: its position and default quantity in the group. */
export interface GroupedItemRow {
  product_id: number;
  position: number;
  qty: number;
  product: ProductRow;
}

export interface AttributeValueRow {
  product_id: number;
  attribute_id: number;
  option_id: number;
}

/** An option's values as JSON (the option aliased `o`), in sort order. */
const OPTION_VALUES_JSON = sql`coalesce((select jsonb_agg(to_jsonb(v) order by v.sort_order, v.id) from custom_option_value v where v.option_id = o.id), '[]'::jsonb)`;

export interface StockRow {
  id: number;
  qty: number;
  is_in_stock: boolean;
}

export class ProductService {
  private readonly pages = new PageCache();
  /** Relations kept per catalogue version for requests that read a page (page-read.ts). */
  readonly relations = new RelationCache();

  constructor(private readonly db: Db) {}

  /**
   * Reads a listing page's products, media and variants in one query for this request's loaders;
   * products read since catalogue `version` last changed are served from the process's page cache.
   */
  prefetchPage(ctx: RequestContext, ids: readonly number[], version: number): Promise<void> {
    return prefetchPage(ctx, this.db, ids, { pages: this.pages, version });
  }

  /** Current stock of products (stock writes do not move the catalogue version). */
  async stock(_ctx: RequestContext, ids: readonly number[]): Promise<Map<number, StockRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('product')
      .select(['id', 'qty', 'is_in_stock'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  }

  async byIds(_ctx: RequestContext, ids: readonly number[]): Promise<Map<number, ProductRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('product')
      .select(PRODUCT_COLUMNS)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Enabled variants of configurable parents, in id order (the order they were created). */
  async variants(
    _ctx: RequestContext,
    parentIds: readonly number[],
  ): Promise<Map<number, ProductRow[]>> {
    if (parentIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('product')
      .select(PRODUCT_COLUMNS)
      .where('parent_id', 'in', parentIds)
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
    return groupBy(rows, (r) => r.parent_id as number);
  }

  async media(_ctx: RequestContext, ids: readonly number[]): Promise<Map<number, MediaRow[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('product_media')
      .selectAll()
      .where('product_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return groupBy(rows, (r) => r.product_id);
  }

  /** Custom options with their values, in one query (each PGlite statement costs a round trip). */
  async customOptions(
    _ctx: RequestContext,
    ids: readonly number[],
  ): Promise<Map<number, CustomOptionRow[]>> {
    if (ids.length === 0) return new Map();
    const options = await this.db
      .selectFrom('custom_option as o')
      .selectAll('o')
      .select(sql<CustomOptionRow['values']>`${OPTION_VALUES_JSON}`.as('values'))
      .where('o.product_id', 'in', ids)
      .orderBy('o.sort_order')
      .orderBy('o.id')
      .execute();
    return groupBy(options, (o) => o.product_id);
  }

  /**
   * Products by SKU or id with the custom options (values included) of those without a parent,
   * in the same statement: one round trip instead of two (add to cart, cart reads).
   */
  async withOptions(
    _ctx: RequestContext,
    by: { skus: readonly string[] } | { ids: readonly number[] },
  ): Promise<{ rows: ProductRow[]; options: Map<number, CustomOptionRow[]> }> {
    const keys = 'skus' in by ? by.skus : by.ids;
    if (keys.length === 0) return { rows: [], options: new Map() };
    let q = this.db
      .selectFrom('product as p')
      .select(PRODUCT_COLUMNS.map((c) => `p.${c}` as const))
      .select(
        sql<
          CustomOptionRow[]
        >`case when p.parent_id is null then coalesce((select jsonb_agg(to_jsonb(o) || jsonb_build_object('values', ${OPTION_VALUES_JSON}) order by o.sort_order, o.id)
          from custom_option o where o.product_id = p.id), '[]'::jsonb) else '[]'::jsonb end`.as(
          'custom_options',
        ),
      );
    // SKUs match regardless of case, as in Magento (docs/decisions/1301); an index on lower(sku) serves it.
    q =
      'skus' in by
        ? q.where(sql<string>`lower(p.sku)`, 'in', [
            ...new Set(by.skus.map((s) => s.toLowerCase())),
          ])
        : q.where('p.id', 'in', by.ids);
    const rows: ProductRow[] = [];
    const options = new Map<number, CustomOptionRow[]>();
    for (const { custom_options, ...row } of await q.execute()) {
      rows.push(row);
      if (custom_options.length > 0) options.set(row.id, custom_options);
    }
    return { rows, options };
  }

  /** Linked products that a shopper may see: enabled and visible in the catalogue. */
  async links(_ctx: RequestContext, ids: readonly number[]): Promise<Map<number, LinkRow[]>> {
    if (ids.length === 0) return new Map();
    const links = await this.db
      .selectFrom('product_link as l')
      .innerJoin('product as p', 'p.id', 'l.linked_product_id')
      .select(['l.product_id', 'l.link_type', 'l.position', 'l.linked_product_id'])
      .where('l.product_id', 'in', ids)
      .where('l.link_type', '!=', 'associated')
      .where('p.status', '=', 1)
      .where('p.visibility', '!=', 1)
      .orderBy('l.position')
      .orderBy('l.linked_product_id')
      .execute();
    const linked = await this.byIds(_ctx, [...new Set(links.map((l) => l.linked_product_id))]);
    // At most MAX_LINKED_PER_TYPE of each type per product, the first by position: the request
    // guard prices link lists at that figure (graphql/fan-out.ts).
    const kept = new Map<string, number>();
    const rows: LinkRow[] = links.flatMap((l) => {
      const p = linked.get(l.linked_product_id);
      const key = `${l.product_id}:${l.link_type}`;
      const n = kept.get(key) ?? 0;
      if (!p || n >= MAX_LINKED_PER_TYPE) return [];
      kept.set(key, n + 1);
      // 'associated' rows are excluded by the query (a grouped product's members: groupedItems).
      const type = l.link_type as LinkRow['link_type'];
      return [{ product_id: l.product_id, link_type: type, position: l.position, linked: p }];
    });
    return groupBy(rows, (r) => r.product_id);
  }

  /**
   * A grouped product's members (link_type 'associated'), by position: enabled members only, of
   * any visibility (a member may be sold only in its group), at most MAX_GROUPED_ITEMS each.
   */
  async groupedItems(
    ctx: RequestContext,
    ids: readonly number[],
  ): Promise<Map<number, GroupedItemRow[]>> {
    if (ids.length === 0) return new Map();
    const links = await this.db
      .selectFrom('product_link as l')
      .innerJoin('product as p', 'p.id', 'l.linked_product_id')
      .select(['l.product_id', 'l.position', 'l.qty', 'l.linked_product_id'])
      .where('l.product_id', 'in', ids)
      .where('l.link_type', '=', 'associated')
      .where('p.status', '=', 1)
      .orderBy('l.position')
      .orderBy('l.linked_product_id')
      .execute();
    const members = await this.byIds(ctx, [...new Set(links.map((l) => l.linked_product_id))]);
    const kept = new Map<number, number>();
    const rows: GroupedItemRow[] = links.flatMap((l) => {
      const product = members.get(l.linked_product_id);
      const n = kept.get(l.product_id) ?? 0;
      if (!product || n >= MAX_GROUPED_ITEMS) return [];
      kept.set(l.product_id, n + 1);
      return [{ product_id: l.product_id, position: l.position, qty: l.qty ?? 0, product }];
    });
    return groupBy(rows, (r) => r.product_id);
  }

  /** Downloadable products' links and samples, by sort order. */
  async downloadables(
    _ctx: RequestContext,
    ids: readonly number[],
  ): Promise<Map<number, DownloadableRows>> {
    if (ids.length === 0) return new Map();
    const [links, samples] = await Promise.all([
      this.db
        .selectFrom('downloadable_link')
        .selectAll()
        .where('product_id', 'in', ids)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('downloadable_sample')
        .selectAll()
        .where('product_id', 'in', ids)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    ]);
    const out = new Map<number, DownloadableRows>();
    const entry = (id: number) => {
      let e = out.get(id);
      if (!e) out.set(id, (e = { links: [], samples: [] }));
      return e;
    };
    for (const l of links) entry(l.product_id).links.push(l);
    for (const x of samples) entry(x.product_id).samples.push(x);
    return out;
  }

  async attributeValues(
    _ctx: RequestContext,
    ids: readonly number[],
  ): Promise<Map<number, AttributeValueRow[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('product_attribute_option')
      .select(['product_id', 'attribute_id', 'option_id'])
      .where('product_id', 'in', ids)
      .orderBy('attribute_id')
      .orderBy('option_id')
      .execute();
    return groupBy(rows, (r) => r.product_id);
  }

  async configurableAttributes(_ctx: RequestContext, parentIds: readonly number[]) {
    if (parentIds.length === 0) return new Map<number, never[]>();
    const rows = await this.db
      .selectFrom('configurable_attribute')
      .selectAll()
      .where('product_id', 'in', parentIds)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return groupBy(rows, (r) => r.product_id);
  }

  /** Ids of the active categories (below the store root) each product is assigned to. */
  async categoryIds(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, number[]>> {
    if (ids.length === 0) return new Map();
    const root = ctx.storeView.store.root_category_id;
    const rows = await this.db
      .selectFrom('product_category as pc')
      .innerJoin('category as c', 'c.id', 'pc.category_id')
      .select(['pc.product_id', 'pc.category_id'])
      .where('pc.product_id', 'in', ids)
      .where('c.is_active', '=', true)
      .where('c.path', 'like', `1/${root}/%`)
      .orderBy('c.level')
      .orderBy('c.position')
      .execute();
    const grouped = groupBy(rows, (r) => r.product_id);
    return new Map([...grouped].map(([k, v]) => [k, v.map((r) => r.category_id)]));
  }

  async urlRewrites(_ctx: RequestContext, ids: readonly number[]): Promise<Map<number, string[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('url_rewrite')
      .select(['entity_id', 'request_path'])
      .where('entity_type', '=', 'product')
      .where('entity_id', 'in', ids)
      .where('redirect_type', '=', 0)
      .orderBy('id')
      .execute();
    const grouped = groupBy(rows, (r) => r.entity_id);
    return new Map([...grouped].map(([k, v]) => [k, v.map((r) => r.request_path)]));
  }
}
