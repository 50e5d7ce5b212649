// How the sitemap is split (pure, unit-tested). Each landing view has one file for its landing
// page and categories and as many product files as its catalogue needs, each under the
// protocol's 50,000-URL limit. Products are read through the API a bounded page at a time.
import { LANDING_VIEWS, type LandingView } from '@/lib/landing-views';

/** Products asked for per API request (the API's largest page is 300). */
export const SITEMAP_PAGE_SIZE = 300;
/** API pages per product file: 166 × 300 = 49,800 URLs, under the 50,000 limit. */
export const SITEMAP_PAGES_PER_FILE = 166;
export const SITEMAP_URLS_PER_FILE = SITEMAP_PAGE_SIZE * SITEMAP_PAGES_PER_FILE;
/** Most categories listed per view (the rest of the 50,000 is the landing page). */
export const SITEMAP_MAX_CATEGORIES = 49_000;
/** Most product files per view (about 10 million products): bounds what an id may ask for. */
export const SITEMAP_MAX_PRODUCT_FILES = 200;

export type SitemapPart =
  | { kind: 'pages'; view: LandingView }
  | { kind: 'products'; view: LandingView; file: number; firstPage: number; lastPage: number };

/** Number of product files for a catalogue of `total` products (at least one). */
export function productFileCount(total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  return Math.min(SITEMAP_MAX_PRODUCT_FILES, Math.ceil(total / SITEMAP_URLS_PER_FILE));
}

/** Sitemap ids: `{view}-pages` and `{view}-products-{n}` for each landing view. */
export function sitemapIds(productTotals: Partial<Record<string, number>>): string[] {
  return LANDING_VIEWS.flatMap((v) => [
    `${v.contentUid}-pages`,
    ...Array.from(
      { length: productFileCount(productTotals[v.code] ?? 0) },
      (_, n) => `${v.contentUid}-products-${n}`,
    ),
  ]);
}

/** What one sitemap id lists, or null for ids that name no part. */
export function parseSitemapId(id: string): SitemapPart | null {
  const m = /^([a-z-]+?)-(pages|products-(\d{1,3}))$/.exec(id);
  if (!m) return null;
  const view = LANDING_VIEWS.find((v) => v.contentUid === m[1]);
  if (!view) return null;
  if (m[2] === 'pages') return { kind: 'pages', view };
  const file = Number(m[3]);
  if (file >= SITEMAP_MAX_PRODUCT_FILES) return null;
  const firstPage = file * SITEMAP_PAGES_PER_FILE + 1;
  return {
    kind: 'products',
    view,
    file,
    firstPage,
    lastPage: firstPage + SITEMAP_PAGES_PER_FILE - 1,
  };
}
