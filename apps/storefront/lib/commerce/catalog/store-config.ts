// Store configuration (spec: Store config). The shell uses getStoreConfig() to decide on the
// maintenance screen; catalogue pages use storeSettings(), which falls back to the spec's defaults.
import 'server-only';
import { cache } from 'react';
import type { StoreViewCode } from '@/lib/config';
import { cachePolicy } from '../cache';
import { StoreConfigDocument, type StoreConfigQuery } from '@/lib/commerce/generated/graphql';
import { commerceFetch } from '../client';
import { answered, errorOf, failed, ok, type CommerceResult } from '@/lib/result';

/** The store settings the API answers (the StoreConfig operation's selection). */
type ApiStoreConfig = NonNullable<StoreConfigQuery['storeConfig']>;

export const DEFAULT_GRID_PER_PAGE = 21;
export const DEFAULT_GRID_PER_PAGE_VALUES = [21, 42];
export const DEFAULT_TIMEZONE = 'America/Chicago';

export interface StoreConfig {
  code: string;
  name: string;
  locale: string;
  timezone: string;
  currency: string;
  productUrlSuffix: string;
  categoryUrlSuffix: string;
  defaultSortBy: string;
  gridPerPage: number;
  gridPerPageValues: number[];
  defaultTitle: string | null;
  titlePrefix: string;
  titleSuffix: string;
  defaultDescription: string | null;
  /** The full API answer, for fields the storefront reads rarely. */
  raw: ApiStoreConfig | null;
}

export type StoreConfigResult = CommerceResult<StoreConfig>;

/** '21,42' -> [21, 42]; invalid or empty lists give the spec's default. */
export function parsePageSizes(csv: string | null | undefined): number[] {
  const sizes = (csv ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 200);
  return sizes.length > 0 ? [...new Set(sizes)] : DEFAULT_GRID_PER_PAGE_VALUES;
}

export function toStoreConfig(api: ApiStoreConfig | null, store: string): StoreConfig {
  const gridPerPageValues = parsePageSizes(api?.grid_per_page_values);
  return {
    code: api?.store_code ?? store,
    name: api?.store_name ?? '',
    locale: api?.locale ?? 'en_US',
    timezone: api?.timezone || DEFAULT_TIMEZONE,
    currency: api?.default_display_currency_code || api?.base_currency_code || 'USD',
    productUrlSuffix: api?.product_url_suffix ?? '.html',
    categoryUrlSuffix: api?.category_url_suffix ?? '',
    defaultSortBy: api?.catalog_default_sort_by || 'position',
    gridPerPage:
      api?.grid_per_page && api.grid_per_page > 0 ? api.grid_per_page : DEFAULT_GRID_PER_PAGE,
    gridPerPageValues,
    defaultTitle: api?.default_title ?? null,
    titlePrefix: api?.title_prefix ?? '',
    titleSuffix: api?.title_suffix ?? '',
    defaultDescription: api?.default_description ?? null,
    raw: api,
  };
}

export const getStoreConfig = cache(async (store: StoreViewCode): Promise<StoreConfigResult> => {
  const res = await commerceFetch({
    document: StoreConfigDocument,
    store,
    method: 'GET',
    cache: cachePolicy('storeConfig', store),
  });
  const api = answered(res)?.storeConfig;
  return api ? ok(toStoreConfig(api, store)) : failed(errorOf(res));
});

/** Settings for catalogue pages: the store's values, or the spec's defaults when unavailable. */
export async function storeSettings(store: StoreViewCode): Promise<StoreConfig> {
  const res = await getStoreConfig(store);
  return res.ok ? res.data : toStoreConfig(null, store);
}
