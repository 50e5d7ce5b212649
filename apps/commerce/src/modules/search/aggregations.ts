// Layered navigation: option counts over the whole matching set (all filters applied), counted in
// distinct products, so every count equals the total_count the client gets by applying that option.
// Everything is answered from the catalogue index: one bitset intersection count per option.
import type { RequestContext } from '../../context.js';
import { encodeUid } from '../../shared/ids.js';
import type { AttributeCatalog } from '../catalog/attribute.service.js';
import type { Bitset } from './index/bitset.js';
import type { PriceView } from './index/prices.js';
import type { CatalogSnapshot } from './index/snapshot.js';
import { bucketOf, initialRange, nextRange } from './price-buckets.js';

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

/** What aggregations are computed over: the match of one request on one snapshot. */
export interface AggregationInput {
  snapshot: CatalogSnapshot;
  bits: Bitset;
  prices: PriceView;
  /** Categories named by the category filter (ids and resolved url paths); null without one. */
  filteredCategories: Set<number> | null;
}

const agg = (code: string, label: string, position: number, options: AggregationOption[]): Aggregation => ({
  attribute_code: code,
  label,
  position,
  count: options.length,
  options,
});

export class AggregationService {
  constructor(private readonly attributes: AttributeCatalog) {}

  aggregate(ctx: RequestContext, input: AggregationInput, directChildrenOnly: boolean): Aggregation[] {
    if (input.bits.count() === 0) return [];
    const out = [this.categoryBuckets(ctx, input, directChildrenOnly), this.priceBuckets(input), ...this.attributeBuckets(input)];
    return out.filter((a): a is Aggregation => a !== null && a.options.length > 0);
  }

  private attributeBuckets({ snapshot, bits }: AggregationInput): Aggregation[] {
    return this.attributes.filterable().map((a) =>
      agg(
        a.code,
        a.label,
        a.position,
        a.options.flatMap((o) => {
          const optionBits = snapshot.options.get(o.id);
          const count = optionBits ? bits.countAnd(optionBits) : 0;
          return count > 0 ? [{ label: o.label, value: String(o.id), count }] : [];
        }),
      ),
    );
  }

  /** Every active category below the store root that holds a match directly or in a descendant. */
  private categoryBuckets(ctx: RequestContext, { snapshot, bits, filteredCategories }: AggregationInput, directChildrenOnly: boolean): Aggregation {
    const prefix = `1/${ctx.storeView.store.root_category_id}/`;
    const cats = [...snapshot.categories.values()]
      .filter((c) => c.isActive && c.level >= 2 && c.path.startsWith(prefix))
      .filter((c) => !(directChildrenOnly && filteredCategories) || (c.parentId !== null && filteredCategories.has(c.parentId)))
      .sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
    const options: AggregationOption[] = [];
    for (const c of cats) {
      const sub = snapshot.subtree.get(c.id);
      const count = sub ? bits.countAnd(sub) : 0;
      if (count > 0) options.push({ label: c.name, value: encodeUid(c.id), count });
    }
    return agg('category_uid', 'Category', 0, options);
  }

  /** Magento's automatic ranges over every sellable price of the match (price-buckets.ts). */
  private priceBuckets({ snapshot, bits, prices }: AggregationInput): Aggregation | null {
    // Every sellable price of the match in one flat array (with its product), so each pass below
    // is a tight loop.
    const start = snapshot.priceStart;
    const matched = bits.toArray();
    let total = 0;
    for (const d of matched) total += (start[d + 1] as number) - (start[d] as number);
    const vals = new Int32Array(total);
    const owner = new Int32Array(total);
    let max = -1;
    let j = 0;
    for (const d of matched) {
      for (let k = start[d] as number; k < (start[d + 1] as number); k++) {
        const p = prices.final[k] as number;
        vals[j] = p;
        owner[j++] = d;
        if (p > max) max = p;
      }
    }
    if (max < 0) return null;
    // Which buckets exist and their width follow Magento's rule (a price falls in [from, to));
    // each bucket then counts the products with a price in [from, to], both ends inclusive like
    // the price filter, so the count equals the total_count of applying the bucket.
    let range = initialRange(max);
    let present = new Uint8Array(0);
    for (;;) {
      const step = range * 100;
      present = new Uint8Array(Math.floor(max / step) + 1);
      let distinct = 0;
      for (let k = 0; k < total; k++) {
        const b = Math.floor((vals[k] as number) / step);
        if (present[b] === 0) {
          present[b] = 1;
          distinct++;
        }
      }
      const next = nextRange(range, distinct);
      if (next === null) break;
      range = next;
    }
    const step = range * 100;
    const counts = new Int32Array(present.length);
    // The product that last counted in each bucket: a product counts once per bucket.
    const last = new Int32Array(present.length).fill(-1);
    const bump = (b: number, d: number) => {
      if (present[b] === 1 && last[b] !== d) {
        last[b] = d;
        counts[b] = (counts[b] as number) + 1;
      }
    };
    for (let k = 0; k < total; k++) {
      const p = vals[k] as number;
      const d = owner[k] as number;
      const b = Math.floor(p / step);
      bump(b, d);
      // A price on an edge also lies in the lower bucket's inclusive range.
      if (p % step === 0 && b > 0) bump(b - 1, d);
    }
    const buckets = new Map<number, number>();
    counts.forEach((n, b) => {
      if (present[b] === 1) buckets.set(b, n);
    });
    const sorted = [...buckets.entries()].sort((a, b) => a[0] - b[0]);
    return agg('price', 'Price', 1, sorted.map(([b, n]) => bucketOf(b, range, n)));
  }
}
