// The sitemap's URLs, read from the commerce API a bounded page at a time (cached reads, so a
// crawler fetching every file does not turn into a catalogue scan per request).
import 'server-only';
import type { MetadataRoute } from 'next';
import { categoryHref, productHref } from '@/lib/commerce/catalog/adapters';
import { adapterContext } from '@/lib/commerce/catalog/catalog';
import { cachePolicy } from '@/lib/commerce/cache';
import { commerceFetch } from '@/lib/commerce/client';
import { answered } from '@/lib/result';
import { storeSettings } from '@/lib/commerce/catalog/store-config';
import { config, type StoreViewCode } from '@/lib/config';
import { contentSitemapEntries } from '@/lib/content';
import { LANDING_VIEWS } from '@/lib/landing-views';
import { absoluteUrl } from './json-ld';
import {
  SitemapCategoriesDocument,
  SitemapProductsDocument,
} from '@/lib/commerce/generated/graphql';
import { SITEMAP_MAX_CATEGORIES, SITEMAP_PAGE_SIZE, type SitemapPart } from './sitemap-plan';

/** Parent ids asked for per categories request. */
const PARENTS_PER_REQUEST = 100;

async function productPage(store: StoreViewCode, page: number, pageSize = SITEMAP_PAGE_SIZE) {
  const res = await commerceFetch({
    document: SitemapProductsDocument,
    variables: { pageSize, currentPage: page },
    store,
    method: 'GET',
    cache: cachePolicy('products', store),
  });
  return answered(res)?.products ?? null;
}

/** Catalogue-visible products of a store view, or null when the API cannot say. */
export async function productTotal(store: StoreViewCode): Promise<number | null> {
  const answer = await productPage(store, 1, 1);
  return answer?.total_count ?? null;
}

async function productUrls(
  store: StoreViewCode,
  firstPage: number,
  lastPage: number,
): Promise<string[]> {
  const ctx = adapterContext(await storeSettings(store));
  const urls: string[] = [];
  for (let page = firstPage; page <= lastPage; page++) {
    const answer = await productPage(store, page);
    if (!answer) throw new Error('The catalogue is unavailable.');
    for (const item of answer.items ?? []) {
      if (item?.url_key)
        urls.push(absoluteUrl(config.publicUrl, productHref(item.url_key, item.url_suffix, ctx)));
    }
    if (page >= (answer.page_info?.total_pages ?? 0)) break;
  }
  return urls;
}

async function categoryPage(
  store: StoreViewCode,
  filters: Record<string, unknown> | null,
  page: number,
) {
  const res = await commerceFetch({
    document: SitemapCategoriesDocument,
    variables: { filters, pageSize: SITEMAP_PAGE_SIZE, currentPage: page },
    store,
    method: 'GET',
    cache: cachePolicy('categories', store),
  });
  const categories = answered(res)?.categories;
  if (!categories) throw new Error('The catalogue is unavailable.');
  return categories;
}

/** Every active category below the store's root, level by level, up to SITEMAP_MAX_CATEGORIES. */
async function categoryUrls(store: StoreViewCode): Promise<string[]> {
  const ctx = adapterContext(await storeSettings(store));
  const root = await categoryPage(store, null, 1);
  let parents = (root.items ?? []).flatMap((c) => (c?.id ? [c.id] : []));
  const urls: string[] = [];
  const seen = new Set<number>(parents);
  while (parents.length > 0 && urls.length < SITEMAP_MAX_CATEGORIES) {
    const next: number[] = [];
    for (
      let i = 0;
      i < parents.length && urls.length < SITEMAP_MAX_CATEGORIES;
      i += PARENTS_PER_REQUEST
    ) {
      const filters = { parent_id: { in: parents.slice(i, i + PARENTS_PER_REQUEST).map(String) } };
      for (let page = 1; ; page++) {
        const answer = await categoryPage(store, filters, page);
        for (const c of answer.items ?? []) {
          if (!c?.id || seen.has(c.id)) continue;
          seen.add(c.id);
          next.push(c.id);
          if (c.url_path && urls.length < SITEMAP_MAX_CATEGORIES)
            urls.push(absoluteUrl(config.publicUrl, categoryHref(c.url_path, ctx)));
        }
        if (page >= (answer.page_info?.total_pages ?? 0)) break;
      }
    }
    parents = next;
  }
  return urls;
}

export async function sitemapEntries(part: SitemapPart): Promise<MetadataRoute.Sitemap> {
  if (part.kind === 'pages') {
    const categories = await categoryUrls(part.view.code);
    // Content addresses are the same in both views: listed once, in the first view's file.
    const content = part.view === LANDING_VIEWS[0] ? await contentSitemapEntries() : [];
    return [
      { url: absoluteUrl(config.publicUrl, part.view.url), changeFrequency: 'daily', priority: 1 },
      ...categories.map((url) => ({ url, changeFrequency: 'daily' as const, priority: 0.8 })),
      ...content.map((c) => ({
        url: absoluteUrl(config.publicUrl, c.path),
        ...(c.lastModified ? { lastModified: c.lastModified } : {}),
        changeFrequency: 'weekly' as const,
        priority: 0.5,
      })),
    ];
  }
  const urls = await productUrls(part.view.code, part.firstPage, part.lastPage);
  return urls.map((url) => ({ url, changeFrequency: 'weekly' as const, priority: 0.6 }));
}
