// Catalogue reads: URL resolution, product lists and filter settings. Server only; every read
// is a cacheable GET with the tags and lifetime named in cache.ts.
import 'server-only';
import { cache } from 'react';
import type { StoreViewCode } from '@/lib/config';
import {
  toCategory,
  toListingPage,
  toProductDetail,
  type AdapterContext,
  type FilterSettings,
} from './adapters';
import { cachePolicy } from '../cache';
import { commerceFetch } from '../client';
import { endpointHas } from '../endpoint';
import { filterSettingsFromAttributes } from './filter-settings';
import { toFilterInput, type ListingSort, type ListingState } from './listing-query';
import { storeSettings, type StoreConfig } from './store-config';
import {
  FilterableAttributesDocument,
  FilterSettingsDocument,
  ProductDetailDocument,
  ProductListDocument,
  ProductPageDocument,
  RouteDocument,
} from '@/lib/commerce/generated/graphql';
import type { ProductDetail, ProductListPage, ProductTileData, RouteMatch } from '../types';
import { absent, answered, errorOf, failed, ok, type CommerceResult } from '@/lib/result';

/** Most pages one request renders when a visitor arrives deep into an infinite list. */
export const MAX_PAGES_PER_RENDER = 10;

export function adapterContext(config: StoreConfig, now: Date = new Date()): AdapterContext {
  return {
    now,
    timeZone: config.timezone,
    productUrlSuffix: config.productUrlSuffix,
    categoryUrlSuffix: config.categoryUrlSuffix,
  };
}

const PRODUCT_TYPES = new Set([
  'SimpleProduct',
  'ConfigurableProduct',
  'VirtualProduct',
  'GroupedProduct',
  'BundleProduct',
  'DownloadableProduct',
  'GiftCardProduct',
]);

function sitePath(relative: string): string {
  if (/^https?:\/\//i.test(relative)) {
    try {
      const u = new URL(relative);
      return u.pathname + u.search;
    } catch {
      return '/';
    }
  }
  return '/' + relative.replace(/^\/+/, '');
}

/**
 * Resolves a site path (without the leading slash) to a category, a product or a redirect; code
 * 'none' when the path names nothing, the API's failure when the catalogue could not answer.
 */
export const resolveRoute = cache(
  async (store: StoreViewCode, path: string): Promise<CommerceResult<RouteMatch>> => {
    const res = await commerceFetch({
      document: RouteDocument,
      variables: { url: path },
      store,
      method: 'GET',
      cache: cachePolicy('routes', store),
    });
    const data = answered(res);
    if (!data) {
      const error = errorOf(res);
      // An unknown rewrite target is a not-found for the visitor, not an outage.
      if (error.errors.some((e) => /no such entity/i.test(e.message))) return absent('none');
      return failed(error);
    }
    const route = data.route;
    if (!route) return absent('none');
    if ((route.redirect_code === 301 || route.redirect_code === 302) && route.relative_url) {
      return ok({
        kind: 'redirect',
        to: sitePath(route.relative_url),
        permanent: route.redirect_code === 301,
      });
    }
    const config = await storeSettings(store);
    const ctx = adapterContext(config);
    if (route.__typename === 'CategoryTree' && route.uid) {
      return ok({ kind: 'category', category: toCategory(route, ctx) });
    }
    if (PRODUCT_TYPES.has(route.__typename) && 'url_key' in route && route.url_key) {
      const product = await getProductDetail(store, route.url_key);
      return product.ok ? ok({ kind: 'product', product: product.data }) : failed(product.error);
    }
    return absent('none');
  },
);

/** A product page's product by URL key: 'none' when no product has that key. */
export const getProductDetail = cache(
  async (store: StoreViewCode, urlKey: string): Promise<CommerceResult<ProductDetail>> => {
    const res = await commerceFetch({
      document: ProductDetailDocument,
      variables: { urlKey },
      store,
      method: 'GET',
      cache: cachePolicy('products', store),
    });
    const data = answered(res);
    if (!data) return failed(errorOf(res));
    const item = data.products?.items?.find((i) => i?.url_key === urlKey) ?? null;
    if (!item) return absent('none');
    const ctx = adapterContext(await storeSettings(store));
    return ok(toProductDetail(item, ctx));
  },
);

/**
 * Layered-navigation display settings: getVisitureAttributesFields, or on an endpoint without it
 * Magento's attributesList of filterable attributes (filter-settings.ts). When neither answers,
 * every aggregation is shown at its own position, open.
 */
export const getFilterSettings = cache(async (store: StoreViewCode): Promise<FilterSettings> => {
  if (!(await endpointHas('Query.getVisitureAttributesFields'))) {
    const res = await commerceFetch({
      document: FilterableAttributesDocument,
      store,
      method: 'GET',
      cache: cachePolicy('attributes', store),
    });
    const list = answered(res)?.attributesList;
    return list ? filterSettingsFromAttributes(list.items) : new Map();
  }
  const res = await commerceFetch({
    document: FilterSettingsDocument,
    store,
    method: 'GET',
    cache: cachePolicy('attributes', store),
  });
  const map: FilterSettings = new Map();
  for (const s of answered(res)?.getVisitureAttributesFields ?? []) {
    if (s?.attribute_code)
      map.set(s.attribute_code, { position: s.position ?? 0, collapsed: Boolean(s.collapsed) });
  }
  return map;
});

export type ListingSource =
  | { kind: 'category'; categoryUid: string; defaultSortBy?: string | null }
  | { kind: 'search'; search: string }
  | { kind: 'archive' };

export interface ListingRequest {
  store: StoreViewCode;
  source: ListingSource;
  state: ListingState;
}

export interface ResolvedListing {
  sort: ListingSort;
  pageSize: number;
  pageSizes: number[];
}

/** Effective sort and page size: the visitor's choice, else the context's default. */
export function resolveListingSettings(
  source: ListingSource,
  state: ListingState,
  config: StoreConfig,
): ResolvedListing {
  const pageSizes = config.gridPerPageValues.includes(config.gridPerPage)
    ? config.gridPerPageValues
    : [config.gridPerPage, ...config.gridPerPageValues].sort((a, b) => a - b);
  const pageSize =
    state.pageSize && pageSizes.includes(state.pageSize) ? state.pageSize : config.gridPerPage;
  let sort: ListingSort;
  if (state.sort) sort = state.sort;
  else if (source.kind === 'search') sort = { field: 'relevance', dir: 'DESC' };
  else if (source.kind === 'category')
    sort = { field: source.defaultSortBy || config.defaultSortBy || 'position', dir: 'ASC' };
  else sort = { field: config.defaultSortBy || 'position', dir: 'ASC' };
  return { sort, pageSize, pageSizes };
}

function listingVariables(
  source: ListingSource,
  state: ListingState,
  settings: ResolvedListing,
  page: number,
) {
  const filter: Record<string, unknown> = toFilterInput(state.filters);
  // The spec's category filter code stands for the API's category_uid filter.
  if ('visiture_category_filter' in filter) {
    filter.category_uid = filter.visiture_category_filter;
    delete filter.visiture_category_filter;
  }
  if (source.kind === 'category') {
    // The page's category always applies; categories picked in the filter narrow it further
    // (the API ANDs eq with in). category_id filters are left as they are.
    const picked = filter.category_uid as { in?: string[]; eq?: string } | undefined;
    const pickedUids = picked?.in ?? (picked?.eq ? [picked.eq] : []);
    filter.category_uid =
      pickedUids.length > 0
        ? { eq: source.categoryUid, in: pickedUids }
        : { eq: source.categoryUid };
  }
  if (source.kind === 'archive') filter.archive = { eq: '1' };
  return {
    ...(source.kind === 'search' ? { search: source.search } : {}),
    filter,
    pageSize: settings.pageSize,
    currentPage: page,
    sort: { [settings.sort.field]: settings.sort.dir },
    // Every list offers virtual and gift card products too (docs/decisions/1237); search results
    // carry each product's categories for analytics (1220).
    withPhysicalProduct: false,
    withCategories: source.kind === 'search',
  };
}

/** A list as a page shows it: its first pages, its effective settings and the last page loaded. */
export interface ProductListing {
  listing: ProductListPage;
  settings: ResolvedListing;
  loadedPage: number;
}

export type ListingResult = CommerceResult<ProductListing>;

/**
 * The first `state.page` pages of a list, concatenated, so a visitor who arrives at p=3 sees a
 * complete list. Pages beyond the last one are clamped, never requested.
 */
export async function getProductListing(req: ListingRequest): Promise<ListingResult> {
  const config = await storeSettings(req.store);
  const settings = resolveListingSettings(req.source, req.state, config);
  const [first, filterSettings] = await Promise.all([
    commerceFetch({
      document: ProductListDocument,
      variables: listingVariables(req.source, req.state, settings, 1),
      store: req.store,
      method: 'GET',
      cache: cachePolicy('products', req.store),
    }),
    getFilterSettings(req.store),
  ]);
  const products = answered(first)?.visitureProducts;
  if (!products) return failed(errorOf(first));
  const ctx = adapterContext(config);
  const hide = req.source.kind === 'archive' ? new Set(['archive']) : undefined;
  const listing = toListingPage(
    products,
    ctx,
    filterSettings,
    { page: 1, pageSize: settings.pageSize },
    hide,
  );
  const lastPage = Math.min(req.state.page, listing.totalPages, MAX_PAGES_PER_RENDER);
  if (lastPage > 1) {
    const more = await Promise.all(
      Array.from({ length: lastPage - 1 }, (_, i) => getListingPage(req, i + 2)),
    );
    for (const chunk of more) listing.items.push(...(chunk?.items ?? []));
  }
  return ok({ listing, settings, loadedPage: Math.max(1, lastPage) });
}

export interface ListingPageChunk {
  items: ProductTileData[];
  page: number;
  totalPages: number;
}

/** One further page for infinite scroll. */
export async function getListingPage(
  req: ListingRequest,
  page: number,
): Promise<ListingPageChunk | null> {
  const config = await storeSettings(req.store);
  const settings = resolveListingSettings(req.source, req.state, config);
  const res = await commerceFetch({
    document: ProductPageDocument,
    variables: listingVariables(req.source, req.state, settings, page),
    store: req.store,
    method: 'GET',
    cache: cachePolicy('products', req.store),
  });
  const products = answered(res)?.visitureProducts;
  if (!products) return null;
  const list = toListingPage(products, adapterContext(config), new Map(), {
    page,
    pageSize: settings.pageSize,
  });
  return { items: list.items, page: list.currentPage, totalPages: list.totalPages };
}
