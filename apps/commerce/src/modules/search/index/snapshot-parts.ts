// What a full build and an incremental update derive alike from the catalogue rows: price
// sources, searchable text, name order and ranks, category members and subtrees.
import { priceBounds } from '../../catalog/pricing.js';
import { Bitset } from './bitset.js';
import { packedSource, type PackedSource } from './prices.js';
import type { TextDoc } from './text-index.js';
import type { CategoryMembers, CategoryNode } from './snapshot.js';
import type { ProductLoadRow } from './snapshot-rows.js';

export const NON_PHYSICAL = new Set(['virtual', 'giftcard', 'downloadable']);

export type Src = PackedSource;

/**
 * A gift card sorts and filters by its lowest amount (offered or open), as Magento's price index
 * gives it, not by its price column (docs/decisions/1304); anything else by its own prices.
 */
export const srcOf = (r: ProductLoadRow): Src =>
  r.type_id === 'giftcard' && r.giftcard
    ? {
        price: priceBounds(r, [], new Date(0)).minFinal,
        special: -1,
        from: Number.NaN,
        to: Number.NaN,
      }
    : packedSource(r);

/** A configurable's sources are its enabled variants; anything else sells itself. */
export const sellsThroughVariants = (r: ProductLoadRow) => r.type_id === 'configurable';
export const isPriceVariant = (v: ProductLoadRow) =>
  v.parent_id !== null && v.status === 1 && v.type_id !== 'configurable';

export const textDocOf = (d: number, r: ProductLoadRow): TextDoc => ({
  id: d,
  name: r.name,
  sku: r.sku,
  short_description: r.short_description ?? '',
  description: r.description ?? '',
});

export function textHash(r: ProductLoadRow): number {
  let h = 0x811c9dc5;
  for (const part of [r.name, r.sku, r.short_description ?? '', r.description ?? '']) {
    for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 16777619);
    h = Math.imul(h ^ 0xffff, 16777619);
  }
  return h | 0;
}

export const capacityFor = (n: number) => n + Math.max(1024, n >>> 3);

export function compareKeys(keys: readonly string[], a: number, b: number): number {
  const x = keys[a] as string;
  const y = keys[b] as string;
  return x < y ? -1 : x > y ? 1 : a - b;
}

/** Names sort by their lower-cased text; equal names share a rank so a later sort key decides. */
export function ranksOf(keys: readonly string[], order: Int32Array): Int32Array {
  const rank = new Int32Array(keys.length);
  let r = 0;
  for (let k = 0; k < order.length; k++) {
    const d = order[k] as number;
    if (k > 0 && keys[d] !== keys[order[k - 1] as number]) r++;
    rank[d] = r;
  }
  return rank;
}

export function membersOf(cap: number, d: number[], pos: number[]): CategoryMembers {
  const idx = d.map((_, k) => k).sort((a, b) => (d[a] as number) - (d[b] as number));
  const dense = Int32Array.from(idx.map((k) => d[k] as number));
  return {
    bits: Bitset.of(cap, dense),
    dense,
    position: Int32Array.from(idx.map((k) => pos[k] as number)),
  };
}

/**
 * What filtering by a category matches: its own members and, for an anchor, every active
 * descendant's, the same expansion the category filter uses, so a facet count equals the
 * total_count of applying it.
 */
export function subtreesOf(
  cap: number,
  categories: Map<number, CategoryNode>,
  members: Map<number, CategoryMembers>,
): Map<number, Bitset> {
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
