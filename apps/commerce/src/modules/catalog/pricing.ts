// Price rules, in cents. A special price applies only inside its date window (inclusive), judged
// against the request's clock; for configurables the range spans the enabled variants.
import type { GiftCardSettings } from './tables.js';

export interface PriceSource {
  type_id: string;
  price: number;
  special_price: number | null;
  special_from_date: Date | null;
  special_to_date: Date | null;
  giftcard?: GiftCardSettings | null;
}

export interface PriceBounds {
  minRegular: number;
  minFinal: number;
  maxRegular: number;
  maxFinal: number;
}

export function isSpecialActive(p: PriceSource, now: Date): boolean {
  if (p.special_price === null) return false;
  if (p.special_from_date && p.special_from_date.getTime() > now.getTime()) return false;
  if (p.special_to_date && p.special_to_date.getTime() < now.getTime()) return false;
  return true;
}

export function finalPrice(p: PriceSource, now: Date): number {
  return isSpecialActive(p, now) ? Math.min(p.price, p.special_price as number) : p.price;
}

/** Gift card prices are the offered amounts and the open-amount range, not the price column. */
function giftCardBounds(g: GiftCardSettings, fallback: number): PriceBounds {
  const values = [...g.amounts];
  if (g.allow_open_amount) {
    if (g.open_amount_min !== null) values.push(g.open_amount_min);
    if (g.open_amount_max !== null) values.push(g.open_amount_max);
  }
  if (values.length === 0) values.push(fallback);
  const min = Math.min(...values);
  const max = Math.max(...values);
  return { minRegular: min, minFinal: min, maxRegular: max, maxFinal: max };
}

/**
 * Min/max regular and final prices. Regular and final minima are taken independently,
 * as Magento's price index does; a configurable without enabled variants falls back to its own price.
 */
export function priceBounds(
  product: PriceSource,
  variants: readonly PriceSource[],
  now: Date,
): PriceBounds {
  if (product.type_id === 'giftcard' && product.giftcard)
    return giftCardBounds(product.giftcard, product.price);
  const sources = product.type_id === 'configurable' && variants.length > 0 ? variants : [product];
  const regular = sources.map((s) => s.price);
  const final = sources.map((s) => finalPrice(s, now));
  return {
    minRegular: Math.min(...regular),
    minFinal: Math.min(...final),
    maxRegular: Math.max(...regular),
    maxFinal: Math.max(...final),
  };
}
