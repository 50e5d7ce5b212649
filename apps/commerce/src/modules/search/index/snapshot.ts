// One immutable picture of the catalogue for listings: every listing product (parent_id is null)
// numbered densely in id order, with bitsets per category and attribute option, sort keys, price
// sources and the text index. Built by reading the catalogue in id-keyed chunks in one
// repeatable-read transaction (consistent with a single catalogue version), and then kept up to
// date by `applyChanges`, which derives a new snapshot from the old one and the current rows of
// the products changed since (docs/decisions/0810). Bitsets are sized for a capacity above the
// product count, so new products are appended without resizing every set; a deleted product keeps
// its number as an empty slot until the next full build.
import { sql } from 'kysely';
import type { Db } from '../../../db/index.js';
import { Bitset } from './bitset.js';
import { packedSource, packSources, PriceClock, type PackedSource, type PriceSources, type PriceView } from './prices.js';
import { LayeredText, TextIndexBuilder, type TextDoc, type TextMatch } from './text-index.js';

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
  /** Dense numbers and positions of the category's direct members, ascending by dense number. */
  dense: Int32Array;
  position: Int32Array;
}

const NON_PHYSICAL = new Set(['virtual', 'giftcard']);
/** Rows per read while building. */
export const BUILD_CHUNK = 5_000;
/** Sorted orders kept per snapshot (each one Int32Array over the products). */
const MAX_CACHED_ORDERS = 24;
/** Search terms whose text matches are kept per snapshot (suggestions repeat as shoppers type). */
const MAX_CACHED_TERMS = 16;

/** Per-product values an incremental update needs to undo (sku and url key map entries, names). */
export interface ProductKeys {
  sku: string[];
  urlKey: string[];
  /** lower(name); '' for an empty slot. */
  nameKey: string[];
  /** Hash of the searchable text, to tell whether the text index must follow a change. */
  textHash: Int32Array;
}

/**
 * A string -> dense number map that an incremental update extends with a small overlay instead of
 * copying (100,000 entries take ~20 ms to copy); flattened once the overlay grows.
 */
export class KeyMap {
  private constructor(
    private readonly base: Map<string, number>,
    /** -1: removed. */
    private readonly overlay: Map<string, number>,
  ) {}

  static of(entries: Iterable<[string, number]>): KeyMap {
    return new KeyMap(new Map(entries), new Map());
  }

  get(key: string): number | undefined {
    const v = this.overlay.get(key);
    if (v !== undefined) return v < 0 ? undefined : v;
    return this.base.get(key);
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  *entries(): IterableIterator<[string, number]> {
    for (const [k, v] of this.overlay) if (v >= 0) yield [k, v];
    for (const [k, v] of this.base) if (!this.overlay.has(k)) yield [k, v];
  }

  /** A new map with these keys set (a dense number) or removed (-1), applied in order. */
  with(changes: readonly [string, number][]): KeyMap {
    const overlay = new Map(this.overlay);
    for (const [k, v] of changes) overlay.set(k, v);
    if (overlay.size <= 4096) return new KeyMap(this.base, overlay);
    const flat = new Map(this.base);
    for (const [k, v] of overlay) {
      if (v < 0) flat.delete(k);
      else flat.set(k, v);
    }
    return new KeyMap(flat, new Map());
  }
}

export class CatalogSnapshot {
  private readonly orders = new Map<string, Int32Array>();
  private readonly priceOrders = new WeakMap<PriceView, Map<string, Int32Array>>();
  private readonly terms = new Map<string, TextMatch>();

  constructor(
    readonly version: number,
    /** Dense number -> product id, ascending (empty slots keep their id). */
    readonly ids: Int32Array,
    /** Bitset size: dense numbers below it can be appended without resizing. */
    readonly capacity: number,
    readonly enabledForListing: Bitset,
    readonly enabledForSearch: Bitset,
    readonly physical: Bitset,
    /** Dense numbers in lower(name) order (ties by dense number), and each one's rank. */
    readonly nameOrder: Int32Array,
    /** Dense rank of lower(name) in code-unit order (equal names share a rank). */
    readonly nameRank: Int32Array,
    readonly bySku: KeyMap,
    readonly byUrlKey: KeyMap,
    /** archive attribute value ('0' when absent) -> products. */
    readonly archive: Map<string, Bitset>,
    readonly categories: Map<number, CategoryNode>,
    readonly members: Map<number, CategoryMembers>,
    /** A category's members plus, for an anchor, its active descendants' (the filter's expansion). */
    readonly subtree: Map<number, Bitset>,
    readonly options: Map<number, Bitset>,
    readonly sources: PriceSources,
    readonly text: LayeredText,
    readonly keys: ProductKeys,
    /** Empty slots (deleted products, products that became variants). */
    readonly emptySlots: number,
    readonly prices = new PriceClock(sources),
  ) {}

  get size(): number {
    return this.ids.length;
  }

  get priceStart(): Int32Array {
    return this.sources.start;
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

  /** The text index's match for a term, kept for the most recent terms (read-only: do not modify). */
  searchText(term: string): TextMatch {
    const key = term.trim().toLowerCase();
    let hit = this.terms.get(key);
    if (hit) {
      this.terms.delete(key);
    } else {
      hit = this.text.search(key);
      if (this.terms.size >= MAX_CACHED_TERMS) this.terms.delete(this.terms.keys().next().value as string);
    }
    this.terms.set(key, hit);
    return hit;
  }

  /**
   * A cached order of products for a sort (per snapshot, and per price view for price sorts):
   * built once by `make`, then a page is a walk along it. Bounded: the oldest is dropped.
   */
  cachedOrder(key: string, view: PriceView | null, make: () => Int32Array): Int32Array {
    let cache = this.orders;
    if (view) {
      cache = this.priceOrders.get(view) ?? new Map();
      this.priceOrders.set(view, cache);
    }
    let order = cache.get(key);
    if (!order) {
      order = make();
      if (cache.size >= MAX_CACHED_ORDERS) cache.delete(cache.keys().next().value as string);
      cache.set(key, order);
    }
    return order;
  }
}

export interface ProductLoadRow {
  id: number;
  parent_id: number | null;
  type_id: string;
  sku: string;
  name: string;
  url_key: string;
  status: number;
  visibility: number;
  price: number;
  special_price: number | null;
  special_from_date: Date | null;
  special_to_date: Date | null;
  archive: string | null;
  short_description: string | null;
  description: string | null;
}

interface LinkRows {
  memberships: { product_id: number; category_id: number; position: number }[];
  options: { product_id: number; option_id: number }[];
}

export async function readCatalogVersion(db: Db): Promise<number> {
  const r = await sql<{ version: string | number }>`select version from catalog_version where id = 1`.execute(db);
  return Number(r.rows[0]?.version ?? 0);
}

const productColumns = (db: Db) =>
  db
    .selectFrom('product')
    .select(['id', 'parent_id', 'type_id', 'sku', 'name', 'url_key', 'status', 'visibility', 'price', 'special_price', 'special_from_date', 'special_to_date', 'short_description', 'description'])
    .select(sql<string | null>`attributes->>'archive'`.as('archive'));

async function readCategories(db: Db): Promise<Map<number, CategoryNode>> {
  const rows = await db.selectFrom('category').select(['id', 'parent_id', 'path', 'level', 'position', 'name', 'url_path', 'is_active', 'is_anchor']).orderBy('id').execute();
  return new Map(
    rows.map((c) => [c.id, { id: c.id, parentId: c.parent_id, path: c.path, level: c.level, position: c.position, name: c.name, urlPath: c.url_path, isActive: c.is_active, isAnchor: c.is_anchor }]),
  );
}

type Src = PackedSource;

const srcOf = (r: ProductLoadRow): Src => packedSource(r);

/** A configurable's sources are its enabled variants; anything else sells itself. */
const sellsThroughVariants = (r: ProductLoadRow) => r.type_id === 'configurable';
const isPriceVariant = (v: ProductLoadRow) => v.parent_id !== null && v.status === 1 && v.type_id !== 'configurable';

const textDocOf = (d: number, r: ProductLoadRow): TextDoc => ({ id: d, name: r.name, sku: r.sku, short_description: r.short_description ?? '', description: r.description ?? '' });

function textHash(r: ProductLoadRow): number {
  let h = 0x811c9dc5;
  for (const part of [r.name, r.sku, r.short_description ?? '', r.description ?? '']) {
    for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 16777619);
    h = Math.imul(h ^ 0xffff, 16777619);
  }
  return h | 0;
}

const capacityFor = (n: number) => n + Math.max(1024, n >>> 3);

/** The whole catalogue, read in chunks of `chunk` products keyed by id. */
export async function buildSnapshot(db: Db, chunk = BUILD_CHUNK): Promise<CatalogSnapshot> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await readCatalogVersion(trx);
      const categories = await readCategories(trx);
      const b = new Builder();
      let after = 0;
      for (;;) {
        const rows = (await productColumns(trx).where('id', '>', after).orderBy('id').limit(chunk).execute()) as ProductLoadRow[];
        if (rows.length === 0) break;
        const last = (rows.at(-1) as ProductLoadRow).id;
        for (const r of rows) b.addProduct(r);
        b.addLinks({
          memberships: await trx
            .selectFrom('product_category')
            .select(['product_id', 'category_id', 'position'])
            .where('product_id', '>', after)
            .where('product_id', '<=', last)
            .execute(),
          options: await trx.selectFrom('product_attribute_option').select(['product_id', 'option_id']).where('product_id', '>', after).where('product_id', '<=', last).execute(),
        });
        after = last;
        if (rows.length < chunk) break;
      }
      return b.finish(version, categories);
    });
}

/** Accumulates the catalogue product by product, keeping only what the index holds. */
class Builder {
  private readonly ids: number[] = [];
  private readonly dense = new Map<number, number>();
  private readonly listing: number[] = [];
  private readonly search: number[] = [];
  private readonly physical: number[] = [];
  private readonly archive = new Map<string, number[]>();
  private readonly keys: { sku: string[]; urlKey: string[]; nameKey: string[]; textHash: number[] } = { sku: [], urlKey: [], nameKey: [], textHash: [] };
  private readonly own: (Src | null)[] = [];
  private readonly ownPrice: number[] = [];
  private readonly variants = new Map<number, Src[]>();
  private readonly memberships = new Map<number, { d: number[]; pos: number[] }>();
  private readonly options = new Map<number, number[]>();
  private readonly text = new TextIndexBuilder();

  addProduct(r: ProductLoadRow): void {
    if (r.parent_id !== null) {
      if (!isPriceVariant(r)) return;
      const list = this.variants.get(r.parent_id);
      if (list) list.push(srcOf(r));
      else this.variants.set(r.parent_id, [srcOf(r)]);
      return;
    }
    const i = this.ids.length;
    this.ids.push(r.id);
    this.dense.set(r.id, i);
    if (r.status === 1 && (r.visibility === 2 || r.visibility === 4)) this.listing.push(i);
    if (r.status === 1 && (r.visibility === 3 || r.visibility === 4)) this.search.push(i);
    if (!NON_PHYSICAL.has(r.type_id)) this.physical.push(i);
    const a = r.archive ?? '0';
    const list = this.archive.get(a);
    if (list) list.push(i);
    else this.archive.set(a, [i]);
    this.keys.sku.push(r.sku);
    this.keys.urlKey.push(r.url_key);
    this.keys.nameKey.push(r.name.toLowerCase());
    this.keys.textHash.push(textHash(r));
    this.own.push(sellsThroughVariants(r) ? null : srcOf(r));
    this.ownPrice.push(r.price);
    this.text.add(textDocOf(i, r));
  }

  addLinks(links: LinkRows): void {
    for (const m of links.memberships) {
      const d = this.dense.get(m.product_id);
      if (d === undefined) continue;
      let e = this.memberships.get(m.category_id);
      if (!e) this.memberships.set(m.category_id, (e = { d: [], pos: [] }));
      e.d.push(d);
      e.pos.push(m.position);
    }
    for (const o of links.options) {
      const d = this.dense.get(o.product_id);
      if (d === undefined) continue;
      const list = this.options.get(o.option_id);
      if (list) list.push(d);
      else this.options.set(o.option_id, [d]);
    }
  }

  finish(version: number, categories: Map<number, CategoryNode>): CatalogSnapshot {
    const n = this.ids.length;
    const cap = capacityFor(n);
    const bits = (list: Iterable<number>) => Bitset.of(cap, list);
    const archive = new Map<string, Bitset>();
    for (const [v, list] of this.archive) archive.set(v, bits(list));
    const members = new Map<number, CategoryMembers>();
    for (const [c, e] of this.memberships) members.set(c, membersOf(cap, e.d, e.pos));
    const options = new Map<number, Bitset>();
    for (const [o, list] of this.options) options.set(o, bits(list));
    const perProduct = this.own.map((s, i) => (s ? [s] : (this.variants.get(this.ids[i] as number) ?? [])));
    const sources = packSources(perProduct, this.ownPrice);
    const nameKey = this.keys.nameKey;
    const nameOrder = Int32Array.from(nameKey.keys()).sort((a, b) => compareKeys(nameKey, a, b));
    return new CatalogSnapshot(
      version,
      Int32Array.from(this.ids),
      cap,
      bits(this.listing),
      bits(this.search),
      bits(this.physical),
      nameOrder,
      ranksOf(nameKey, nameOrder),
      KeyMap.of(this.keys.sku.map((s, i) => [s, i])),
      KeyMap.of(this.keys.urlKey.map((s, i) => [s, i])),
      archive,
      categories,
      members,
      subtreesOf(cap, categories, members),
      options,
      sources,
      new LayeredText(this.text.build(cap)),
      { sku: this.keys.sku, urlKey: this.keys.urlKey, nameKey, textHash: Int32Array.from(this.keys.textHash) },
      0,
    );
  }
}

function compareKeys(keys: readonly string[], a: number, b: number): number {
  const x = keys[a] as string;
  const y = keys[b] as string;
  return x < y ? -1 : x > y ? 1 : a - b;
}

/** Names sort by their lower-cased text; equal names share a rank so a later sort key decides. */
function ranksOf(keys: readonly string[], order: Int32Array): Int32Array {
  const rank = new Int32Array(keys.length);
  let r = 0;
  for (let k = 0; k < order.length; k++) {
    const d = order[k] as number;
    if (k > 0 && keys[d] !== keys[order[k - 1] as number]) r++;
    rank[d] = r;
  }
  return rank;
}

function membersOf(cap: number, d: number[], pos: number[]): CategoryMembers {
  const idx = d.map((_, k) => k).sort((a, b) => (d[a] as number) - (d[b] as number));
  const dense = Int32Array.from(idx.map((k) => d[k] as number));
  return { bits: Bitset.of(cap, dense), dense, position: Int32Array.from(idx.map((k) => pos[k] as number)) };
}

/**
 * `src` with the touched products' sources replaced: the untouched runs between them are copied
 * as whole typed-array ranges.
 */
function patchSources(src: PriceSources, n: number, touched: ReadonlyMap<number, ProductLoadRow | null>, sourcesOf: (r: ProductLoadRow) => Src[]): PriceSources {
  const oldN = src.start.length - 1;
  const replaced = new Map<number, Src[]>();
  let total = src.price.length;
  for (const [d, r] of touched) {
    const list = r ? sourcesOf(r) : [];
    replaced.set(d, list);
    if (d < oldN) total -= (src.start[d + 1] as number) - (src.start[d] as number);
    total += list.length;
  }
  const out: PriceSources = {
    start: new Int32Array(n + 1),
    price: new Int32Array(total),
    special: new Int32Array(total),
    from: new Float64Array(total),
    to: new Float64Array(total),
    ownPrice: new Int32Array(n),
  };
  out.ownPrice.set(src.ownPrice.subarray(0, Math.min(oldN, n)));
  const copy = (a: number, b: number, at: number) => {
    out.price.set(src.price.subarray(a, b), at);
    out.special.set(src.special.subarray(a, b), at);
    out.from.set(src.from.subarray(a, b), at);
    out.to.set(src.to.subarray(a, b), at);
  };
  let k = 0;
  let d = 0;
  for (const t of [...replaced.keys()].sort((a, b) => a - b)) {
    // Untouched run d .. t-1, copied whole.
    const runEnd = Math.min(t, oldN);
    if (d < runEnd) {
      const a = src.start[d] as number;
      const b = src.start[runEnd] as number;
      for (let i = d; i < runEnd; i++) out.start[i] = (src.start[i] as number) - a + k;
      copy(a, b, k);
      k += b - a;
    }
    d = t;
    out.start[t] = k;
    for (const x of replaced.get(t) as Src[]) {
      out.price[k] = x.price;
      out.special[k] = x.special;
      out.from[k] = x.from;
      out.to[k] = x.to;
      k++;
    }
    const r = touched.get(t);
    out.ownPrice[t] = r ? r.price : 0;
    d = t + 1;
  }
  if (d < oldN) {
    const a = src.start[d] as number;
    const b = src.start[oldN] as number;
    for (let i = d; i < oldN; i++) out.start[i] = (src.start[i] as number) - a + k;
    copy(a, b, k);
    k += b - a;
  }
  out.start[n] = k;
  return out;
}

/**
 * What filtering by a category matches: its own members and, for an anchor, every active
 * descendant's, the same expansion the category filter uses, so a facet count equals the
 * total_count of applying it.
 */
function subtreesOf(cap: number, categories: Map<number, CategoryNode>, members: Map<number, CategoryMembers>): Map<number, Bitset> {
  const subtree = new Map<number, Bitset>();
  for (const [categoryId, m] of members) {
    const c = categories.get(categoryId);
    if (!c) continue;
    for (const a of c.path.split('/').map(Number)) {
      const anc = categories.get(a);
      if (!anc) continue;
      if (a !== categoryId && !(c.isActive && anc.isAnchor)) continue;
      let bits = subtree.get(a);
      if (!bits) subtree.set(a, (bits = new Bitset(cap)));
      bits.or(m.bits);
    }
  }
  return subtree;
}

/** The current rows of some listing products (and their variants and links). */
export interface ChangedRows extends LinkRows {
  /** Listing products among the changed ids (parent_id is null). */
  products: ProductLoadRow[];
  /** Variants of the changed ids. */
  variants: ProductLoadRow[];
}

export async function readChangedRows(db: Db, ids: readonly number[]): Promise<ChangedRows> {
  if (ids.length === 0) return { products: [], variants: [], memberships: [], options: [] };
  const list = [...ids];
  const rows = (await productColumns(db)
    .where((eb) => eb.or([eb('id', 'in', list), eb('parent_id', 'in', list)]))
    .orderBy('id')
    .execute()) as ProductLoadRow[];
  return {
    products: rows.filter((r) => r.parent_id === null && list.includes(r.id)),
    variants: rows.filter((r) => r.parent_id !== null),
    memberships: await db.selectFrom('product_category').select(['product_id', 'category_id', 'position']).where('product_id', 'in', list).execute(),
    options: await db.selectFrom('product_attribute_option').select(['product_id', 'option_id']).where('product_id', 'in', list).execute(),
  };
}

/**
 * A new snapshot at `version`: `s` with the listing products `ids` replaced by their current rows
 * (`rows`, read at `version`). Null when the change needs a full build instead (a new product
 * numbered below existing ones, the capacity reached, too many empty slots).
 */
export function applyChanges(s: CatalogSnapshot, version: number, ids: readonly number[], rows: ChangedRows): CatalogSnapshot | null {
  const lastId = s.ids.length > 0 ? (s.ids[s.ids.length - 1] as number) : 0;
  const current = new Map(rows.products.map((r) => [r.id, r]));
  const added = rows.products.filter((r) => s.denseOf(r.id) < 0).sort((a, b) => a.id - b.id);
  if (added.length > 0 && (added[0] as ProductLoadRow).id <= lastId) return null;
  const n = s.size + added.length;
  const cap = s.capacity;
  if (n > cap) return null;

  const idsOut = new Int32Array(n);
  idsOut.set(s.ids);
  added.forEach((r, k) => (idsOut[s.size + k] = r.id));
  // Every listing product touched, with its dense number and current row (null: gone).
  const touched = new Map<number, ProductLoadRow | null>();
  for (const id of ids) {
    const d = s.denseOf(id);
    if (d >= 0) touched.set(d, current.get(id) ?? null);
  }
  added.forEach((r, k) => touched.set(s.size + k, r));
  let emptySlots = s.emptySlots;
  for (const [d, r] of touched) if (!r && s.keys.nameKey[d] !== '' && d < s.size) emptySlots++;
  if (emptySlots > Math.max(1000, n >>> 3)) return null;

  const listing = s.enabledForListing.clone();
  const search = s.enabledForSearch.clone();
  const physical = s.physical.clone();
  // Removals first, so a key another touched product takes over ends up with the new owner.
  const skuChanges: [string, number][] = [];
  const urlKeyChanges: [string, number][] = [];
  const skuSets: [string, number][] = [];
  const urlKeySets: [string, number][] = [];
  const keys: ProductKeys = { sku: s.keys.sku.slice(), urlKey: s.keys.urlKey.slice(), nameKey: s.keys.nameKey.slice(), textHash: new Int32Array(n) };
  keys.textHash.set(s.keys.textHash);
  const archive = new Map(s.archive);
  const cloned = new Set<Bitset>();
  const writable = (map: Map<string, Bitset> | Map<number, Bitset>, key: string | number): Bitset => {
    const m = map as Map<string | number, Bitset>;
    let b = m.get(key);
    if (!b) m.set(key, (b = new Bitset(cap)));
    else if (!cloned.has(b)) m.set(key, (b = b.clone()));
    cloned.add(b);
    return b;
  };
  const textChanges = new Map<number, TextDoc | null>();
  let namesChanged = false;

  for (const [d, r] of touched) {
    const wasThere = d < s.size;
    if (wasThere) {
      listing.remove(d);
      search.remove(d);
      physical.remove(d);
      for (const [v, b] of s.archive) if (b.has(d)) writable(archive, v).remove(d);
      if (s.bySku.get(s.keys.sku[d] as string) === d) skuChanges.push([s.keys.sku[d] as string, -1]);
      if (s.byUrlKey.get(s.keys.urlKey[d] as string) === d) urlKeyChanges.push([s.keys.urlKey[d] as string, -1]);
    }
    if (!r) {
      if (keys.nameKey[d] !== '') namesChanged = true;
      keys.sku[d] = '';
      keys.urlKey[d] = '';
      keys.nameKey[d] = '';
      keys.textHash[d] = 0;
      if (wasThere) textChanges.set(d, null);
      continue;
    }
    if (r.status === 1 && (r.visibility === 2 || r.visibility === 4)) listing.add(d);
    if (r.status === 1 && (r.visibility === 3 || r.visibility === 4)) search.add(d);
    if (!NON_PHYSICAL.has(r.type_id)) physical.add(d);
    writable(archive, r.archive ?? '0').add(d);
    skuSets.push([r.sku, d]);
    urlKeySets.push([r.url_key, d]);
    keys.sku[d] = r.sku;
    keys.urlKey[d] = r.url_key;
    const nameKey = r.name.toLowerCase();
    if (keys.nameKey[d] !== nameKey || !wasThere) namesChanged = true;
    keys.nameKey[d] = nameKey;
    const h = textHash(r);
    if (!wasThere || keys.textHash[d] !== h) textChanges.set(d, textDocOf(d, r));
    keys.textHash[d] = h;
  }

  // Names: drop the touched products from the order and merge them back in at their place.
  let nameOrder = s.nameOrder;
  let nameRank = s.nameRank;
  if (namesChanged) {
    const nk = keys.nameKey;
    const moved = [...touched.keys()].filter((d) => nk[d] !== '').sort((a, b) => compareKeys(nk, a, b));
    const kept = s.nameOrder.filter((d) => !touched.has(d));
    nameOrder = new Int32Array(kept.length + moved.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < kept.length || j < moved.length) {
      if (j >= moved.length || (i < kept.length && compareKeys(nk, kept[i] as number, moved[j] as number) < 0)) nameOrder[k++] = kept[i++] as number;
      else nameOrder[k++] = moved[j++] as number;
    }
    nameRank = ranksOf(nk, nameOrder);
    if (nameRank.length < n) {
      const r = new Int32Array(n);
      r.set(nameRank);
      nameRank = r;
    }
  } else if (nameRank.length < n) {
    nameRank = new Int32Array(n);
    nameRank.set(s.nameRank);
  }

  // Price sources: the untouched products' ranges copied, the touched ones from their rows.
  const variants = new Map<number, Src[]>();
  for (const v of rows.variants) {
    if (!isPriceVariant(v)) continue;
    const list = variants.get(v.parent_id as number);
    if (list) list.push(srcOf(v));
    else variants.set(v.parent_id as number, [srcOf(v)]);
  }
  const sources = patchSources(s.sources, n, touched, (r) => (sellsThroughVariants(r) ? (variants.get(r.id) ?? []) : [srcOf(r)]));

  // Category members: the categories a touched product was or is in are rebuilt.
  const newLinks = new Map<number, { d: number; pos: number }[]>();
  const denseOfRow = new Map<number, number>();
  for (const [d, r] of touched) if (r) denseOfRow.set(r.id, d);
  for (const m of rows.memberships) {
    const d = denseOfRow.get(m.product_id);
    if (d === undefined) continue;
    const list = newLinks.get(m.category_id);
    if (list) list.push({ d, pos: m.position });
    else newLinks.set(m.category_id, [{ d, pos: m.position }]);
  }
  const members = new Map(s.members);
  const affected = new Set(newLinks.keys());
  for (const [c, m] of s.members) {
    for (const d of touched.keys()) {
      if (d < s.size && m.bits.has(d)) {
        affected.add(c);
        break;
      }
    }
  }
  for (const c of affected) {
    const old = s.members.get(c);
    const d: number[] = [];
    const pos: number[] = [];
    if (old) {
      for (let k = 0; k < old.dense.length; k++) {
        if (touched.has(old.dense[k] as number)) continue;
        d.push(old.dense[k] as number);
        pos.push(old.position[k] as number);
      }
    }
    for (const e of newLinks.get(c) ?? []) {
      d.push(e.d);
      pos.push(e.pos);
    }
    if (d.length > 0) members.set(c, membersOf(cap, d, pos));
    else members.delete(c);
  }
  const subtree = affected.size > 0 ? subtreesOf(cap, s.categories, members) : s.subtree;

  // Attribute options: cleared for the touched products, then set from their rows.
  const options = new Map(s.options);
  for (const [o, b] of s.options) {
    for (const d of touched.keys()) if (d < s.size && b.has(d)) writable(options, o).remove(d);
  }
  for (const o of rows.options) {
    const d = denseOfRow.get(o.product_id);
    if (d !== undefined) writable(options, o.option_id).add(d);
  }

  const text = textChanges.size > 0 ? s.text.with(cap, textChanges) : s.text;
  return new CatalogSnapshot(
    version,
    idsOut,
    cap,
    listing,
    search,
    physical,
    nameOrder,
    nameRank,
    s.bySku.with([...skuChanges, ...skuSets]),
    s.byUrlKey.with([...urlKeyChanges, ...urlKeySets]),
    archive,
    s.categories,
    members,
    subtree,
    options,
    sources,
    text,
    keys,
    emptySlots,
  );
}
