// Server entry of the content layer: picks the provider from configuration and exposes the
// documents the site shell needs, each cached per request (React `cache`).
import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, cacheLifetime } from '@/lib/commerce/cache';
import { config } from '@/lib/config';
import {
  ARTICLE_KINDS,
  articleSitemapEntries,
  toArticle,
  toArticleHome,
  toArticleSummaries,
  type Article,
  type ArticleHome,
  type ArticleKind,
  type ArticleSummary,
  type ContentSitemapEntry,
} from './articles';
import {
  categoryLandingUid,
  toCategoryLanding,
  toCmsNav,
  toPromoBanner,
  toReviewsMosaic,
  type CategoryLanding,
  type CmsNav,
  type PromoBanner,
  type ReviewsMosaic,
} from './landing-slices';
import { localDocuments } from './local-documents';
import { createLocalSource } from './local';
import { buildNavigation, type NavEntry } from './navigation';
import { toContentPage, PAGE_UID_RE, type ContentPageData } from './page';
import { createPrismicSource } from './prismic';
import {
  RESOURCE_PATHS,
  toGallery,
  toSpecSheets,
  toWhereToBuy,
  type GalleryData,
  type ResourceType,
  type SpecSheetsData,
  type WhereToBuyData,
} from './resources';
import { createContentProvider } from './provider';
import type {
  AnnouncementData,
  ContentProvider,
  DocumentRef,
  FooterData,
  HomepageData,
  NavBarData,
  TranslationData,
} from './types';

/** Cache tag and lifetime of every content read (Prismic fetches go through the Next data cache). */
const CONTENT_CACHE = { tags: [CACHE_TAGS.content], revalidate: cacheLifetime('content') } as const;

let provider: ContentProvider | undefined;

export function getContentProvider(): ContentProvider {
  provider ??= createContentProvider(
    config.prismicRepository
      ? createPrismicSource({
          repositoryName: config.prismicRepository,
          apiEndpoint: config.prismicApiEndpoint,
          accessToken: config.prismicAccessToken,
          fetchOptions: {
            next: { tags: [...CONTENT_CACHE.tags], revalidate: CONTENT_CACHE.revalidate },
          },
        })
      : createLocalSource(localDocuments),
  );
  return provider;
}

const EMPTY_FOOTER: FooterData = {};
const EMPTY_ANNOUNCEMENTS: AnnouncementData = { items: [] };
const EMPTY_TRANSLATIONS: TranslationData = { translation_keys: [] };

const getMenuDocument = cache(async (type: string, uid: string) =>
  getContentProvider().getByUid(uid, [type]),
);

const getMenuById = cache(async (id: string) => getContentProvider().getById(id));

function loadMenu(ref: DocumentRef) {
  if (ref.uid) return getMenuDocument(ref.type ?? 'dropdown_menu', ref.uid);
  return ref.id ? getMenuById(ref.id) : Promise.resolve(null);
}

/** The navigation of a landing view (its nav_bar document, by uid), resolved with its menus. */
export const getNavigation = cache(
  async (
    navUid: string,
    storeView: string,
    customerGroupId: string | null,
  ): Promise<NavEntry[]> => {
    const doc = await getContentProvider().getByUid(navUid, ['nav_bar']);
    return buildNavigation({
      nav: (doc?.data as NavBarData | undefined) ?? null,
      storeView,
      customerGroupId,
      loadMenu,
    });
  },
);

export const getFooter = cache(async (): Promise<FooterData> => {
  const doc = await getContentProvider().getSingle('footer');
  return doc?.data ?? EMPTY_FOOTER;
});

export const getAnnouncements = cache(async (): Promise<AnnouncementData> => {
  const doc = await getContentProvider().getSingle('announcement');
  return doc?.data ?? EMPTY_ANNOUNCEMENTS;
});

export const getHomepage = cache(async (uid: string): Promise<HomepageData | null> => {
  const doc = await getContentProvider().getByUid(uid, ['homepage']);
  return doc?.data ?? null;
});

export const getTranslationDocument = cache(async (): Promise<TranslationData> => {
  const doc = await getContentProvider().getSingle('translation');
  return doc?.data ?? EMPTY_TRANSLATIONS;
});

export type { NavEntry } from './navigation';

/** A content `page` document by uid, shaped for rendering (lib/content/page.ts), or null. */
export const getContentPage = cache(async (uid: string): Promise<ContentPageData | null> => {
  if (!PAGE_UID_RE.test(uid)) return null;
  const doc = await getContentProvider().getByUid(uid, ['page']);
  return doc ? toContentPage(doc.data) : null;
});

/** A section's landing document (blog_home, projects_home), shaped, or null. */
export const getArticleHome = cache(async (kind: ArticleKind): Promise<ArticleHome | null> => {
  const doc = await getContentProvider().getSingle(ARTICLE_KINDS[kind].homeType);
  return doc ? toArticleHome(doc.data) : null;
});

/** A section's posts, newest first (bounded by the provider). */
export const getArticleSummaries = cache(async (kind: ArticleKind): Promise<ArticleSummary[]> => {
  const config = ARTICLE_KINDS[kind];
  return toArticleSummaries(config, await getContentProvider().getAllByType(config.postType));
});

/** One post by uid, shaped for rendering, or null. */
export const getArticle = cache(async (kind: ArticleKind, uid: string): Promise<Article | null> => {
  if (!PAGE_UID_RE.test(uid)) return null;
  const config = ARTICLE_KINDS[kind];
  const doc = await getContentProvider().getByUid(uid, [config.postType]);
  return doc ? toArticle(config, doc) : null;
});

const getResourceDocument = cache(async (type: ResourceType) =>
  getContentProvider().getSingle(type),
);

export const getWhereToBuy = cache(async (): Promise<WhereToBuyData | null> =>
  toWhereToBuy((await getResourceDocument('where-to-buy'))?.data),
);

export const getGallery = cache(async (): Promise<GalleryData | null> =>
  toGallery((await getResourceDocument('gallery'))?.data),
);

export const getSpecSheets = cache(async (): Promise<SpecSheetsData | null> =>
  toSpecSheets((await getResourceDocument('download_scheme_specs'))?.data),
);

/** Every content address for the sitemap: the editorial sections and their posts, then the
 * buyer resources whose document exists. */
export async function contentSitemapEntries(): Promise<ContentSitemapEntry[]> {
  const kinds = Object.values(ARTICLE_KINDS);
  const [lists, resources] = await Promise.all([
    Promise.all(kinds.map((k) => getArticleSummaries(k.kind))),
    Promise.all([getWhereToBuy(), getGallery(), getSpecSheets()]),
  ]);
  const [whereToBuy, gallery, specs] = resources;
  return [
    ...kinds.flatMap((k, i) => articleSitemapEntries(k, lists[i] ?? [])),
    ...(whereToBuy ? [{ path: RESOURCE_PATHS['where-to-buy'], lastModified: null }] : []),
    ...(gallery ? [{ path: RESOURCE_PATHS.gallery, lastModified: null }] : []),
    ...(specs ? [{ path: RESOURCE_PATHS.download_scheme_specs, lastModified: null }] : []),
  ];
}

/** The promo banner of a landing view (promo_banner document with the view's content uid). */
export const getPromoBanner = cache(async (uid: string): Promise<PromoBanner | null> =>
  toPromoBanner((await getContentProvider().getByUid(uid, ['promo_banner']))?.data),
);

/** The reviews and inspiration mosaic of a landing view (by the view's content uid). */
export const getReviewsMosaic = cache(async (uid: string): Promise<ReviewsMosaic | null> =>
  toReviewsMosaic((await getContentProvider().getByUid(uid, ['reviews_inspiration_mosaic']))?.data),
);

/** The landing content shown above a category's listing, by the category's url path. */
export const getCategoryLanding = cache(
  async (urlPath: string): Promise<CategoryLanding | null> => {
    const uid = categoryLandingUid(urlPath);
    if (uid.length > 200 || !/^[a-z0-9][a-z0-9-]*$/.test(uid)) return null;
    return toCategoryLanding(
      (await getContentProvider().getByUid(uid, ['category_landing_page']))?.data,
    );
  },
);

/** The side navigation of content pages (the cms_nav document). */
export const getCmsNav = cache(async (): Promise<CmsNav | null> =>
  toCmsNav((await getContentProvider().getSingle('cms_nav'))?.data),
);
