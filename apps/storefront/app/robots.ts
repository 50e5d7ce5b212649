// robots.txt: account, cart, checkout and search result pages are not for search engines; the
// sitemap index lists everything that is.
import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { absoluteUrl } from '@/lib/seo/json-ld';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/customer/', '/cart', '/checkout', '/search', '/compare', '/api/'],
      },
    ],
    sitemap: absoluteUrl(config.publicUrl, '/sitemap.xml'),
  };
}
