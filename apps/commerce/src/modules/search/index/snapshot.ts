// One immutable picture of the catalogue for listings: every listing product (parent_id is null)
// numbered densely in id order, with bitsets per category and attribute option, sort keys, price
// sources and the text index. Built by reading the catalogue in id-keyed chunks in one
// repeatable-read transaction (consistent with a single catalogue version), and then kept up to
// date by `applyChanges`, which derives a new snapshot from the old one and the current rows of
// the products changed since (docs/decisions/0810). Bitsets are sized for a capacity above the
// product count, so new products are appended without resizing every set; a deleted product keeps
// its number as an empty slot until the next full build.
// The build (snapshot-build.ts), the incremental update (snapshot-apply.ts), the catalogue reads
// both use (snapshot-rows.ts) and the derived structures they share (snapshot-parts.ts) live
// beside this file, which holds the snapshot itself.
import type { Bitset } from './bitset.js';
import { PriceClock, type PriceSources, type PriceView } from './prices.js';
import type { LayeredText, TextMatch } from './text-index.js';

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
/**
 * Most entries the sorted orders kept per snapshot hold together (Int32Array elements: 32 MB).
 * A crawl asks for every sort of every category: at 100,000 products those orders (one per sort,
 * and a position order plus its position table per category) come to about 5 million entries, so
 * they all stay; a larger catalogue keeps the most recently used ones.
 */
const CACHED_ORDER_BUDGET = 8_000_000;
/** Matches whose derived values (facet counts) are kept per snapshot (most recently used). */
const MAX_CACHED_MATCHES = 1_024;
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
  /** Sorted orders by key, least recently used first; a price order remembers its price view. */
  private readonly orders = new Map<string, { view: PriceView | null; order: Int32Array }>();
  private orderEntries = 0;
  /** Values derived from a match, by match key, least recently used first (see matchMemo). */
  private readonly matches = new Map<string, { view: PriceView; value: object }>();
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
      if (this.terms.size >= MAX_CACHED_TERMS)
        this.terms.delete(this.terms.keys().next().value as string);
    }
    this.terms.set(key, hit);
    return hit;
  }

  /**
   * A cached order of products for a sort (per snapshot, and per price view for price sorts):
   * built once by `make`, then a page is a walk along it. Kept least recently used first, within
   * CACHED_ORDER_BUDGET entries in all (the order just built always stays).
   */
  cachedOrder(key: string, view: PriceView | null, make: () => Int32Array): Int32Array {
    const kept = this.orders.get(key);
    if (kept) {
      this.orders.delete(key);
      if (kept.view === view) {
        this.orders.set(key, kept);
        return kept.order;
      }
      this.orderEntries -= kept.order.length;
    }
    const order = make();
    this.orders.set(key, { view, order });
    this.orderEntries += order.length;
    for (const [k, e] of this.orders) {
      if (this.orderEntries <= CACHED_ORDER_BUDGET || k === key) break;
      this.orders.delete(k);
      this.orderEntries -= e.order.length;
    }
    return order;
  }

  /**
   * A value derived from one match (facet counts), kept per snapshot: `key` names the match's
   * conditions, and the value is kept for one price view only, as a price filter's match follows
   * the prices. `make` builds it on a miss; callers may fill it in later (a memo of counts).
   */
  matchMemo<T extends object>(key: string, view: PriceView, make: () => T): T {
    let kept = this.matches.get(key);
    if (kept) this.matches.delete(key);
    if (!kept || kept.view !== view) kept = { view, value: make() };
    this.matches.set(key, kept);
    if (this.matches.size > MAX_CACHED_MATCHES)
      this.matches.delete(this.matches.keys().next().value as string);
    return kept.value as T;
  }
}
