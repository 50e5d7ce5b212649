// Sellable prices of each listing product, evaluated against the request's clock. A simple product
// has one price source (itself); a configurable one per enabled variant. Special prices apply only
// inside their inclusive [from, to] window, so the final prices are a function of `now`: one view
// is computed per window of time in which no special price starts or ends, and reused until then.
import type { PriceSource } from '../../catalog/pricing.js';

export interface PriceSources {
  /** Sources of product i are start[i] .. start[i+1]-1. */
  start: Int32Array;
  price: Int32Array;
  /** -1: no special price. */
  special: Int32Array;
  /** Epoch ms; NaN when open-ended. */
  from: Float64Array;
  to: Float64Array;
  /** The product's own price, used to sort a configurable without enabled variants. */
  ownPrice: Int32Array;
}

export interface PriceView {
  /** Final price per source (cents). */
  final: Int32Array;
  /** Lowest final price per product (own price when it has no source), the price sort key. */
  min: Int32Array;
  /** The view is exact for validFrom <= now < validUntil (epoch ms). */
  validFrom: number;
  validUntil: number;
}

/** One price source packed for the index: cents, -1 without special price, epoch ms or NaN. */
export interface PackedSource {
  price: number;
  special: number;
  from: number;
  to: number;
}

export const packedSource = (s: PriceSource): PackedSource => ({
  price: s.price,
  special: s.special_price ?? -1,
  from: s.special_from_date ? s.special_from_date.getTime() : Number.NaN,
  to: s.special_to_date ? s.special_to_date.getTime() : Number.NaN,
});

/** Each product's sources laid out in flat typed arrays (product i owns start[i] .. start[i+1]-1). */
export function packSources(
  perProduct: readonly (readonly PackedSource[])[],
  ownPrice: ArrayLike<number>,
): PriceSources {
  const n = perProduct.length;
  let total = 0;
  for (const l of perProduct) total += l.length;
  const out: PriceSources = {
    start: new Int32Array(n + 1),
    price: new Int32Array(total),
    special: new Int32Array(total),
    from: new Float64Array(total),
    to: new Float64Array(total),
    ownPrice: Int32Array.from(ownPrice),
  };
  let k = 0;
  for (let i = 0; i < n; i++) {
    out.start[i] = k;
    for (const s of perProduct[i] as readonly PackedSource[]) {
      out.price[k] = s.price;
      out.special[k] = s.special;
      out.from[k] = s.from;
      out.to[k] = s.to;
      k++;
    }
  }
  out.start[n] = k;
  return out;
}

/** Final prices at `now`, with the window of time in which they stay the same. */
export function priceViewAt(src: PriceSources, now: number): PriceView {
  const total = src.price.length;
  const final = new Int32Array(total);
  let validFrom = Number.NEGATIVE_INFINITY;
  let validUntil = Number.POSITIVE_INFINITY;
  for (let k = 0; k < total; k++) {
    const price = src.price[k] as number;
    const special = src.special[k] as number;
    if (special < 0) {
      final[k] = price;
      continue;
    }
    const from = src.from[k] as number;
    const to = src.to[k] as number;
    // Active when from <= now and now <= to; it changes at `from` and just after `to`.
    let active = true;
    if (!Number.isNaN(from)) {
      if (from > now) {
        active = false;
        validUntil = Math.min(validUntil, from);
      } else validFrom = Math.max(validFrom, from);
    }
    if (!Number.isNaN(to)) {
      if (to < now) {
        active = false;
        validFrom = Math.max(validFrom, to + 1);
      } else validUntil = Math.min(validUntil, to + 1);
    }
    final[k] = active ? Math.min(price, special) : price;
  }
  const n = src.start.length - 1;
  const min = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const a = src.start[i] as number;
    const b = src.start[i + 1] as number;
    if (a === b) {
      min[i] = src.ownPrice[i] as number;
      continue;
    }
    let m = final[a] as number;
    for (let k = a + 1; k < b; k++) if ((final[k] as number) < m) m = final[k] as number;
    min[i] = m;
  }
  return { final, min, validFrom, validUntil };
}

/** Remembers the last view and recomputes it only when `now` leaves its window. */
export class PriceClock {
  private view: PriceView | null = null;

  constructor(private readonly sources: PriceSources) {}

  at(now: Date): PriceView {
    const t = now.getTime();
    const v = this.view;
    if (v && v.validFrom <= t && t < v.validUntil) return v;
    const next = priceViewAt(this.sources, t);
    this.view = next;
    return next;
  }
}
