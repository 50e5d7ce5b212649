// Match, sort and page over a snapshot: every filter is a bitset intersection, every sort key a
// typed array over the dense product numbers, the page picked without sorting the whole match.
import { Bitset } from './bitset.js';
import type { CatalogSnapshot, KeyMap } from './snapshot.js';
import type { PriceView } from './prices.js';
import type { Scores } from './text-index.js';

export interface IndexQuery {
  /** Trimmed search text; null for a listing. An empty string lists everything searchable. */
  search: string | null;
  physicalOnly: boolean;
  /** Each inner list is one condition: any of these categories (already expanded). */
  categorySets: number[][];
  skus: string[][];
  urlKeys: string[][];
  archive: string[][];
  price: { from: number | null; to: number | null } | null;
  /** Each inner list: any of these option ids. */
  options: number[][];
  /** Products (ids) allowed by conditions answered elsewhere (text filters); null = no such condition. */
  allowedIds: Set<number> | null;
}

/**
 * A key naming a query's conditions, for values derived from its match and kept per snapshot
 * (facet counts); null when a condition was answered outside the index (text filters).
 */
export function matchKey(q: IndexQuery): string | null {
  if (q.allowedIds) return null;
  return JSON.stringify([
    q.search,
    q.physicalOnly,
    q.categorySets,
    q.skus,
    q.urlKeys,
    q.archive,
    q.price,
    q.options,
  ]);
}

export interface Match {
  bits: Bitset;
  /** Relevance per dense number when a search term was given. */
  relevance: Scores | null;
}

export function match(s: CatalogSnapshot, q: IndexQuery, prices: PriceView): Match {
  const bits = (q.search !== null ? s.enabledForSearch : s.enabledForListing).clone();
  if (q.physicalOnly) bits.and(s.physical);
  let relevance: Scores | null = null;
  if (q.search !== null && q.search !== '') {
    const text = s.searchText(q.search);
    relevance = text.score;
    bits.and(text.bits);
  }
  for (const set of q.categorySets) {
    const any = new Bitset(s.capacity);
    for (const c of set) {
      const m = s.members.get(c);
      if (m) any.or(m.bits);
    }
    bits.and(any);
  }
  const lookup = (values: string[], map: KeyMap) =>
    Bitset.of(
      s.capacity,
      values.flatMap((v) => map.get(v) ?? []),
    );
  for (const skus of q.skus) bits.and(lookup(skus, s.bySku));
  for (const keys of q.urlKeys) bits.and(lookup(keys, s.byUrlKey));
  for (const values of q.archive) {
    const any = new Bitset(s.capacity);
    for (const v of values) {
      const b = s.archive.get(v);
      if (b) any.or(b);
    }
    bits.and(any);
  }
  for (const optionIds of q.options) {
    const any = new Bitset(s.capacity);
    for (const o of optionIds) {
      const b = s.options.get(o);
      if (b) any.or(b);
    }
    bits.and(any);
  }
  if (q.allowedIds)
    bits.and(
      Bitset.of(
        s.capacity,
        [...q.allowedIds].map((id) => s.denseOf(id)).filter((d) => d >= 0),
      ),
    );
  if (q.price) {
    const { from, to } = q.price;
    const lo = from ?? Number.NEGATIVE_INFINITY;
    const hi = to ?? Number.POSITIVE_INFINITY;
    const inRange = new Bitset(s.capacity);
    // Both bounds inclusive; a configurable matches when any enabled variant's final price does.
    for (const d of bits.toArray()) {
      for (let k = s.priceStart[d] as number; k < (s.priceStart[d + 1] as number); k++) {
        const p = prices.final[k] as number;
        if (p >= lo && p <= hi) {
          inRange.add(d);
          break;
        }
      }
    }
    bits.and(inRange);
  }
  return { bits, relevance };
}

/** Matches at least this large page along a cached order (smaller ones select directly). */
const CACHED_ORDER_MIN = 2_000;

export type SortField = 'name' | 'position' | 'price' | 'relevance';
export interface SortKey {
  field: SortField;
  dir: 'ASC' | 'DESC';
}

/** Position inside the last category condition's categories (lowest wins); none sorts last. */
function positions(s: CatalogSnapshot, categories: number[]): Int32Array {
  const out = new Int32Array(s.size).fill(2147483647);
  for (const c of categories) {
    const m = s.members.get(c);
    if (!m) continue;
    for (let k = 0; k < m.dense.length; k++) {
      const d = m.dense[k] as number;
      const p = m.position[k] as number;
      if (p < (out[d] as number)) out[d] = p;
    }
  }
  return out;
}

/** The order of a sort over dense numbers: keys in order, then id order. */
export function sortComparator(
  s: CatalogSnapshot,
  m: Match,
  sort: SortKey[],
  q: IndexQuery,
  prices: PriceView,
): (a: number, b: number) => number {
  const keys: { value: (d: number) => number; sign: number }[] = [];
  for (const k of sort) {
    const sign = k.dir === 'DESC' ? -1 : 1;
    if (k.field === 'name') {
      const r = s.nameRank;
      keys.push({ value: (d) => r[d] as number, sign });
    } else if (k.field === 'price') {
      const p = prices.min;
      keys.push({ value: (d) => p[d] as number, sign });
    } else if (k.field === 'relevance') {
      const rel = m.relevance;
      if (rel) keys.push({ value: (d) => rel.get(d), sign });
    } else {
      const last = q.categorySets.at(-1);
      if (last && last.length > 0) {
        const pos = s.cachedOrder(
          `positions|${[...last].sort((a, b) => a - b).join('.')}`,
          null,
          () => positions(s, last),
        );
        keys.push({ value: (d) => pos[d] as number, sign });
      } else keys.push({ value: (d) => d, sign });
    }
  }
  // Id order breaks the last tie; under a relevance sort it follows relevance's direction, so
  // relevance ASC is exactly the reverse of relevance DESC (docs/decisions/1304).
  const relevance = sort.find((k) => k.field === 'relevance');
  const tie = relevance && m.relevance && relevance.dir === 'ASC' ? -1 : 1;
  return (a: number, b: number): number => {
    for (const k of keys) {
      const x = k.value(a);
      const y = k.value(b);
      if (x !== y) return x < y ? -k.sign : k.sign;
    }
    return tie * (a - b);
  };
}

/**
 * One page of the match in sort order. Keys apply in order; the dense number (id order, reversed
 * under relevance ASC) breaks the last tie, so pages never repeat or skip.
 */
export function sortedPage(
  s: CatalogSnapshot,
  m: Match,
  sort: SortKey[],
  q: IndexQuery,
  prices: PriceView,
  offset: number,
  size: number,
): number[] {
  const want = offset + size;
  // Without relevance the order depends only on the snapshot (and the price view): a large match
  // walks a cached order of every candidate instead of sorting or selecting over the match.
  if (!sort.some((k) => k.field === 'relevance') && m.bits.count() >= CACHED_ORDER_MIN) {
    const last = q.categorySets.at(-1);
    const byPosition =
      sort.some((k) => k.field === 'position') && last !== undefined && last.length > 0;
    const cats = byPosition ? [...last].sort((a, b) => a - b) : [];
    const key = `${sort.map((k) => `${k.field}:${k.dir}`).join(',')}|${cats.join('.')}`;
    const order = s.cachedOrder(key, sort.some((k) => k.field === 'price') ? prices : null, () => {
      // Every matched product is a member of the last category condition's categories.
      let universe: Int32Array;
      if (byPosition) {
        const members = new Bitset(s.capacity);
        for (const c of cats) {
          const mb = s.members.get(c);
          if (mb) members.or(mb.bits);
        }
        universe = members.toArray();
      } else universe = Int32Array.from({ length: s.size }, (_, d) => d);
      return universe.sort(sortComparator(s, m, sort, q, prices));
    });
    const out: number[] = [];
    let seen = 0;
    for (let k = 0; k < order.length && out.length < size; k++) {
      const d = order[k] as number;
      if (!m.bits.has(d)) continue;
      if (seen++ >= offset) out.push(d);
    }
    return out;
  }
  const cmp = sortComparator(s, m, sort, q, prices);
  const all = m.bits.toArray();
  if (want * 8 >= all.length) return Array.from(all.sort(cmp).subarray(offset, want));
  // Keep only the best `want` in a sorted buffer: one comparison for most candidates.
  const best: number[] = [];
  for (const d of all) {
    if (best.length === want && cmp(d, best[want - 1] as number) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp(best[mid] as number, d) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, d);
    if (best.length > want) best.pop();
  }
  return best.slice(offset, want);
}
