// Magento's "automatic" price ranges: a power of ten below the highest price, shrunk until the
// results fall in at least two buckets (Magento\Catalog\Model\Layer\Filter\Price\Range).

/** Smallest bucket width in dollars that Magento will shrink to. */
const MIN_RANGE = 10;

/** The first candidate width (dollars) for a highest price in cents. */
export function initialRange(maxPriceCents: number): number {
  const digits = String(Math.floor(Math.max(0, maxPriceCents) / 100)).length;
  return 10 ** Math.max(0, digits - 1);
}

/** Next candidate width, or null when Magento would stop shrinking. */
export function nextRange(range: number, bucketCount: number): number | null {
  return range > MIN_RANGE && bucketCount < 2 ? range / 10 : null;
}

export interface PriceBucket {
  label: string;
  value: string;
  count: number;
}

/** Bucket index i of width `range` dollars covers [i*range, (i+1)*range). */
export function bucketOf(index: number, range: number, count: number): PriceBucket {
  const from = index * range;
  const to = (index + 1) * range;
  return { label: `${from}-${to}`, value: `${from}_${to}`, count };
}
