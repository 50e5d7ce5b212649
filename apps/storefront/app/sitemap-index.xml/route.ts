// The index of the sitemap files (app/sitemap.ts), as the sitemaps protocol has it. Served at
// /sitemap.xml through a rewrite in next.config.ts (a route there would clash with app/sitemap.ts).
import { config } from '@/lib/config';
import { LANDING_VIEWS } from '@/lib/landing-views';
import { absoluteUrl } from '@/lib/seo/json-ld';
import { sitemapIds } from '@/lib/seo/sitemap-plan';
import { productTotal } from '@/lib/seo/sitemap-source';

export const dynamic = 'force-dynamic';

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export async function GET() {
  const totals: Record<string, number> = {};
  for (const v of LANDING_VIEWS) totals[v.code] = (await productTotal(v.code)) ?? 0;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapIds(totals).map(
      (id) =>
        `<sitemap><loc>${escapeXml(absoluteUrl(config.publicUrl, `/sitemap/${id}.xml`))}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
