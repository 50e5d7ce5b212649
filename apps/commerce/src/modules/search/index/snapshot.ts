// One immutable picture of the catalogue for listings: every listing product (parent_id is null)
// numbered densely in id order, with bitsets per category and attribute option, sort keys, price
// sources and the text index. Built from a handful of whole-table reads in one repeatable-read
// transaction, so it is consistent with a single catalogue version.
import { sql } from 'kysely';
import type { Db } from '../../../db/index.js';
import type { PriceSource } from '../../catalog/pricing.js';
import { Bitset } from './bitset.js';
import { buildPriceSources, PriceClock } from './prices.js';
import { TextIndex } from './text-index.js';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  path: string;
  level: number;
  position: number;
  name: string;
  urlPath: string;
  isActive: boolean;
  isAnchor: boolean;
}

export interface CategoryMembers {
  bits: Bitset;
  /** Dense numbers and positions of the category's direct members. */
  dense: Int32Array;
  position: Int32Array;
}

const NON_PHYSICAL = new Set(['virtual', 'giftcard']);

export class CatalogSnapshot {

  constructor(
    readonly version: number,
    /** Dense number -> product id, ascending. */
    readonly ids: Int32Array,
    readonly enabledForListing: Bitset,
    readonly enabledForSearch: Bitset,
    readonly physical: Bitset,
    /** Dense rank of lower(name) in byte order (equal names share a rank). */
    readonly nameRank: Int32Array,
    readonly bySku: Map<string, number>,
    readonly byUrlKey: Map<string, number>,
    /** archive attribute value ('0' when absent) -> products. */
    readonly archive: Map<string, Bitset>,
    readonly categories: Map<number, CategoryNode>,
    readonly members: Map<number, CategoryMembers>,
    /** A category's members plus, for an anchor, its active descendants' (the filter's expansion). */
    readonly subtree: Map<number, Bitset>,
    readonly options: Map<number, Bitset>,
    readonly prices: PriceClock,
    readonly priceStart: Int32Array,
    readonly text: TextIndex,
  ) {}

  get size(): number {
    return this.ids.length;
  }

  denseOf(id: number): number {
    let lo = 0;
    let hi = this.ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.ids[mid] as number;
      if (v === id) return mid;
      if (v < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}

interface ProductLoadRow extends PriceSource {
  id: number;
  parent_id: number | null;
  sku: string;
  name: string;
  url_key: string;
  status: number;
  visibility: number;
  archive: string | null;
  short_description: string | null;
  description: string | null;
}

export async function readCatalogVersion(db: Db): Promise<number> {
  const r = await sql<{ version: string | number }>`select version from catalog_version where id = 1`.execute(db);
  return Number(r.rows[0]?.version ?? 0);
}

export async function buildSnapshot(db: Db): Promise<CatalogSnapshot> {
  const data = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await readCatalogVersion(trx);
      const products = (await trx
        .selectFrom('product')
        .select(['id', 'parent_id', 'type_id', 'sku', 'name', 'url_key', 'status', 'visibility', 'price', 'special_price', 'special_from_date', 'special_to_date', 'short_description', 'description'])
        .select(sql<string | null>`attributes->>'archive'`.as('archive'))
        .orderBy('id')
        .execute()) as ProductLoadRow[];
      const memberships = await trx.selectFrom('product_category').select(['product_id', 'category_id', 'position']).execute();
      const options = await trx.selectFrom('product_attribute_option').select(['product_id', 'option_id']).execute();
      const categories = await trx
        .selectFrom('category')
        .select(['id', 'parent_id', 'path', 'level', 'position', 'name', 'url_path', 'is_active', 'is_anchor'])
        .orderBy('id')
        .execute();
      return { version, products, memberships, options, categories };
    });

  const parents = data.products.filter((p) => p.parent_id === null);
  const n = parents.length;
  const ids = Int32Array.from(parents.map((p) => p.id));
  const dense = new Map<number, number>();
  parents.forEach((p, i) => dense.set(p.id, i));

  const listing = new Bitset(n);
  const search = new Bitset(n);
  const physical = new Bitset(n);
  const bySku = new Map<string, number>();
  const byUrlKey = new Map<string, number>();
  const archive = new Map<string, Bitset>();
  parents.forEach((p, i) => {
    if (p.status === 1 && (p.visibility === 2 || p.visibility === 4)) listing.add(i);
    if (p.status === 1 && (p.visibility === 3 || p.visibility === 4)) search.add(i);
    if (!NON_PHYSICAL.has(p.type_id)) physical.add(i);
    bySku.set(p.sku, i);
    byUrlKey.set(p.url_key, i);
    const a = p.archive ?? '0';
    let bits = archive.get(a);
    if (!bits) archive.set(a, (bits = new Bitset(n)));
    bits.add(i);
  });

  // Names sort by their lower-cased text; equal names share a rank so a later sort key decides.
  const byName = parents.map((p, i) => ({ key: p.name.toLowerCase(), i })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const nameRank = new Int32Array(n);
  let rank = 0;
  byName.forEach((e, k) => {
    if (k > 0 && e.key !== (byName[k - 1] as { key: string }).key) rank++;
    nameRank[e.i] = rank;
  });

  // Price sources: a configurable sells through its enabled variants, anything else itself.
  const variants = new Map<number, ProductLoadRow[]>();
  for (const v of data.products) {
    if (v.parent_id === null || v.status !== 1 || v.type_id === 'configurable') continue;
    const list = variants.get(v.parent_id);
    if (list) list.push(v);
    else variants.set(v.parent_id, [v]);
  }
  const sources = buildPriceSources(
    parents.map((p) => (p.type_id === 'configurable' ? (variants.get(p.id) ?? []) : [p])),
    parents.map((p) => p.price),
  );

  const categories = new Map<number, CategoryNode>(
    data.categories.map((c) => [
      c.id,
      { id: c.id, parentId: c.parent_id, path: c.path, level: c.level, position: c.position, name: c.name, urlPath: c.url_path, isActive: c.is_active, isAnchor: c.is_anchor },
    ]),
  );
  const grouped = new Map<number, { d: number; pos: number }[]>();
  for (const m of data.memberships) {
    const d = dense.get(m.product_id);
    if (d === undefined) continue;
    const list = grouped.get(m.category_id);
    if (list) list.push({ d, pos: m.position });
    else grouped.set(m.category_id, [{ d, pos: m.position }]);
  }
  const members = new Map<number, CategoryMembers>();
  for (const [categoryId, list] of grouped) {
    list.sort((a, b) => a.d - b.d);
    members.set(categoryId, {
      bits: Bitset.of(n, list.map((m) => m.d)),
      dense: Int32Array.from(list.map((m) => m.d)),
      position: Int32Array.from(list.map((m) => m.pos)),
    });
  }
  // What filtering by a category matches: its own members and, for an anchor, every active
  // descendant's, the same expansion the category filter uses, so a facet count equals the
  // total_count of applying it.
  const subtree = new Map<number, Bitset>();
  for (const [categoryId, m] of members) {
    const c = categories.get(categoryId);
    if (!c) continue;
    const ancestors = c.path.split('/').map(Number);
    for (const a of ancestors) {
      const anc = categories.get(a);
      if (!anc) continue;
      if (a !== categoryId && !(c.isActive && anc.isAnchor)) continue;
      let bits = subtree.get(a);
      if (!bits) subtree.set(a, (bits = new Bitset(n)));
      bits.or(m.bits);
    }
  }

  const optionBits = new Map<number, Bitset>();
  for (const o of data.options) {
    const d = dense.get(o.product_id);
    if (d === undefined) continue;
    let bits = optionBits.get(o.option_id);
    if (!bits) optionBits.set(o.option_id, (bits = new Bitset(n)));
    bits.add(d);
  }

  // Built here rather than on the first search: holding the descriptions until then costs more
  // memory (~100 MB at 100,000 products) than the index built from them (~30 MB).
  const text = new TextIndex(parents.map((p, i) => ({ id: i, name: p.name, sku: p.sku, short_description: p.short_description ?? '', description: p.description ?? '' })));
  return new CatalogSnapshot(data.version, ids, listing, search, physical, nameRank, bySku, byUrlKey, archive, categories, members, subtree, optionBits, new PriceClock(sources), sources.start, text);
}
