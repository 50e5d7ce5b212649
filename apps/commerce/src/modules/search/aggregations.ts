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
  /** Names the match's conditions (index/query.ts matchKey); null: counts are not kept. */
  matchKey: string | null;
}

/** Counts kept for one match on one snapshot: a listing's counts serve every sort and page of it. */
interface KeptCounts {
  sets: Map<Bitset, number>;
  /** The price facet once computed (null: the match has no price). */
  price: Aggregation | null | undefined;
}

const agg = (
  code: string,
  label: string,
  position: number,
  options: AggregationOption[],
): Aggregation => ({
  attribute_code: code,
  label,
  position,
  count: options.length,
  options,
});

export class AggregationService {
  constructor(private readonly attributes: AttributeCatalog) {}

  aggregate(
    ctx: RequestContext,
    input: AggregationInput,
    directChildrenOnly: boolean,
  ): Aggregation[] {
    if (input.bits.count() === 0) return [];
    const kept =
      input.matchKey === null
        ? null
        : input.snapshot.matchMemo<KeptCounts>(`facets|${input.matchKey}`, input.prices, () => ({
            sets: new Map(),
            price: undefined,
          }));
    let count: MatchCounter | null = null;
    const countIn: MatchCounter = (set) => {
      let n = kept?.sets.get(set);
      if (n === undefined) {
        n = (count ??= matchCounter(input.bits))(set);
        kept?.sets.set(set, n);
      }
      return n;
    };
    let price = kept?.price;
    if (price === undefined) {
      price = this.priceBuckets(input);
      if (kept) kept.price = price;
    }
    const out = [
      this.categoryBuckets(ctx, input, directChildrenOnly, countIn),
      price,
      ...this.attributeBuckets(input, countIn),
    ];
    return out.filter((a): a is Aggregation => a !== null && a.options.length > 0);
  }

  private attributeBuckets({ snapshot }: AggregationInput, countIn: MatchCounter): Aggregation[] {
    return this.attributes.filterable().map((a) =>
      agg(
        a.code,
        a.label,
        a.position,
        a.options.flatMap((o) => {
          const optionBits = snapshot.options.get(o.id);
          const count = optionBits ? countIn(optionBits) : 0;
          return count > 0 ? [{ label: o.label, value: String(o.id), count }] : [];
        }),
      ),
    );
  }

  /** Every active category below the store root that holds a match directly or in a descendant. */
  private categoryBuckets(
    ctx: RequestContext,
    { snapshot, filteredCategories }: AggregationInput,
    directChildrenOnly: boolean,
    countIn: MatchCounter,
  ): Aggregation {
    const prefix = `1/${ctx.storeView.store.root_category_id}/`;
    const cats = [...snapshot.categories.values()]
      .filter((c) => c.isActive && c.level >= 2 && c.path.startsWith(prefix))
      .filter(
        (c) =>
          !(directChildrenOnly && filteredCategories) ||
          (c.parentId !== null && filteredCategories.has(c.parentId)),
      )
      .sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
    const options: AggregationOption[] = [];
    for (const c of cats) {
      const sub = snapshot.subtree.get(c.id);
      const count = sub ? countIn(sub) : 0;
      if (count > 0) options.push({ label: c.name, value: encodeUid(c.id), count });
    }
    return agg('category_uid', 'Category', 0, options);
  }

  /** Magento's automatic ranges over every sellable price of the match (price-buckets.ts). */
  private priceBuckets({ snapshot, bits, prices }: AggregationInput): Aggregation | null {
    // Two passes over the matched products' price sources, the match listed once into a buffer
    // kept between requests: this runs on every uncached listing, over tens of thousands of
    // products in a large category, and allocates nothing per product.
    const start = snapshot.priceStart;
    const final = prices.final;
    const matched = matchBuffer(bits.words.length << 5);
    const n = bits.membersInto(matched);
    // Integer arithmetic throughout (`| 0`): prices are whole cents and bucket widths whole
    // dollars, and V8 keeps such loops in int32, about a third faster than with Math.floor and %.
    let min = 0x7fffffff;
    let max = -1;
    for (let i = 0; i < n; i++) {
      const d = matched[i] as number;
      for (let k = start[d] as number, end = start[d + 1] as number; k < end; k++) {
        const p = final[k] as number;
        if (p > max) max = p;
        if (p < min) min = p;
      }
    }
    if (max < 0) return null;
    // Which buckets exist and their width follow Magento's rule (a price falls in [from, to)):
    // the width shrinks while every price falls in one bucket, which the lowest and highest
    // prices alone decide.
    let range = initialRange(max);
    for (;;) {
      const step = (range * 100) | 0;
      const next = nextRange(range, ((min / step) | 0) === ((max / step) | 0) ? 1 : 2);
      if (next === null) break;
      range = next;
    }
    // Each bucket then counts the products with a price in [from, to], both ends inclusive like
    // the price filter, so the count equals the total_count of applying the bucket. A bucket
    // exists when a price falls in it; counts gathered for one that does not are dropped.
    const step = (range * 100) | 0;
    const slots = ((max / step) | 0) + 1;
    const present = new Uint8Array(slots);
    const counts = new Int32Array(slots);
    // The product that last counted in each bucket: a product counts once per bucket.
    const last = new Int32Array(slots).fill(-1);
    for (let i = 0; i < n; i++) {
      const d = matched[i] as number;
      for (let k = start[d] as number, end = start[d + 1] as number; k < end; k++) {
        const p = final[k] as number;
        const b = (p / step) | 0;
        present[b] = 1;
        if (last[b] !== d) {
          last[b] = d;
          counts[b] = (counts[b] as number) + 1;
        }
        // A price on an edge also lies in the lower bucket's inclusive range.
        if (b > 0 && p - b * step === 0 && last[b - 1] !== d) {
          last[b - 1] = d;
          counts[b - 1] = (counts[b - 1] as number) + 1;
        }
      }
    }
    const options: AggregationOption[] = [];
    for (let b = 0; b < slots; b++)
      if (present[b] === 1) options.push(bucketOf(b, range, counts[b] as number));
    return agg('price', 'Price', 1, options);
  }
}

/** How many matched products a facet's set holds. */
type MatchCounter = (set: Bitset) => number;

/**
 * Counts against the match over its nonzero words only, when they are fewer than three quarters
 * of all: a filtered listing or a small category matches a few hundred products out of 100,000,
 * and every option and category count then reads a fraction of the words.
 */
function matchCounter(bits: Bitset): MatchCounter {
  const words = bits.words.length;
  if (wordScratch.length < words) wordScratch = new Int32Array(words);
  const at = wordScratch;
  const n = bits.nonzeroWordsInto(at);
  if (n * 4 > words * 3) return (set) => bits.countAnd(set);
  return (set) => bits.countAndAt(set, at, n);
}
let wordScratch = new Int32Array(0);

/** The matched products of the aggregation being computed: one buffer, reused (aggregations run synchronously). */
let matchScratch = new Int32Array(0);
function matchBuffer(length: number): Int32Array {
  if (matchScratch.length < length) matchScratch = new Int32Array(length);
  return matchScratch;
}
