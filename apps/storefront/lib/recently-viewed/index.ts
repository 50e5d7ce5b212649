// The last product pages a visitor opened, kept in browser storage (lib/browser-storage) under the
// key `recentlyViewed`: newest first, one entry per product, at most RECENTLY_VIEWED_LIMIT. What is
// read back is checked, since any script or person can edit storage: only same-origin paths become
// links and only http(s) or same-origin URLs become images. Pure; see
// docs/decisions/1231-recently-viewed-products.md.
import { safeReturnPath } from '@/lib/security/return-path';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_LIMIT = 8;
const MAX_TEXT = 300;

export interface RecentlyViewedProduct {
  sku: string;
  name: string;
  href: string;
  image: { url: string; alt: string } | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT
    ? value
    : null;
}

function imageUrl(value: unknown): string | null {
  const url = text(value);
  if (!url) return null;
  if (url.startsWith('/')) return safeReturnPath(url);
  return /^https?:\/\//i.test(url) ? url : null;
}

/** One entry read from storage, or null when it is not a well-formed product. */
export function toRecentlyViewed(value: unknown): RecentlyViewedProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const sku = text(v.sku);
  const name = text(v.name);
  const href = typeof v.href === 'string' ? safeReturnPath(v.href) : null;
  if (!sku || !name || !href) return null;
  const img =
    typeof v.image === 'object' && v.image !== null ? (v.image as Record<string, unknown>) : null;
  const url = img ? imageUrl(img.url) : null;
  return {
    sku,
    name,
    href,
    image: url
      ? { url, alt: typeof img?.alt === 'string' ? img.alt.slice(0, MAX_TEXT) : '' }
      : null,
  };
}

/** The stored list as read back: well-formed entries only, no duplicates, at most the limit. */
export function parseRecentlyViewed(value: unknown): RecentlyViewedProduct[] {
  if (!Array.isArray(value)) return [];
  const out: RecentlyViewedProduct[] = [];
  for (const entry of value.slice(0, RECENTLY_VIEWED_LIMIT * 2)) {
    const product = toRecentlyViewed(entry);
    if (product && !out.some((p) => p.sku === product.sku)) out.push(product);
    if (out.length === RECENTLY_VIEWED_LIMIT) break;
  }
  return out;
}

/** The list after a visit to `product`'s page: it moves to the front, the oldest drop off. */
export function withVisit(
  list: readonly RecentlyViewedProduct[],
  product: RecentlyViewedProduct,
): RecentlyViewedProduct[] {
  return [product, ...list.filter((p) => p.sku !== product.sku)].slice(0, RECENTLY_VIEWED_LIMIT);
}
