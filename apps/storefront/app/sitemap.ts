// Sitemap files: /sitemap/{view}-pages.xml (landing page and categories) and
// /sitemap/{view}-products-{n}.xml for each landing view; /sitemap.xml is their index
// (app/sitemap-index.xml/route.ts, rewritten from /sitemap.xml in next.config.ts), named by robots.txt. Split by lib/seo/sitemap-plan.ts.
import type { MetadataRoute } from 'next';
import { LANDING_VIEWS } from '@/lib/landing-views';
import { parseSitemapId, sitemapIds } from '@/lib/seo/sitemap-plan';
import { productTotal, sitemapEntries } from '@/lib/seo/sitemap-source';

// Built per request from cached API reads (never at build time, when the API may be away).
export const dynamic = 'force-dynamic';

export async function generateSitemaps() {
  const totals: Record<string, number> = {};
  for (const v of LANDING_VIEWS) totals[v.code] = (await productTotal(v.code)) ?? 0;
  return sitemapIds(totals).map((id) => ({ id }));
}

export default async function sitemap({
  id,
}: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  const part = parseSitemapId(await id);
  if (!part) return [];
  return sitemapEntries(part);
}
