// Header search suggestions. Server only: the browser asks the storefront's own route
// (app/api/search-suggestions), never the commerce service.
import 'server-only';
import { SEARCH_MIN_SUGGEST_LENGTH, SEARCH_MAX_LENGTH } from '@charter/shared/validation';
import type { StoreViewCode } from '@/lib/config';
import { toTile } from './adapters';
import { cachePolicy } from '../cache';
import { adapterContext } from './catalog';
import { commerceFetch } from '../client';
import { answered } from '@/lib/result';
import { storeSettings } from './store-config';
import { SearchSuggestionsDocument } from '@/lib/commerce/generated/graphql';
import type { ProductTileData } from '../types';

/** The header shows at most 8 tiles (spec §9). */
export const HEADER_SUGGESTION_PAGE_SIZE = 8;

export interface SearchSuggestions {
  total: number;
  items: ProductTileData[];
}

/** Trimmed text worth suggesting for, or null (too short after trimming). */
export function suggestionText(raw: string): string | null {
  const text = raw.slice(0, SEARCH_MAX_LENGTH).trim();
  return text.length >= SEARCH_MIN_SUGGEST_LENGTH ? text : null;
}

export async function getSearchSuggestions(
  store: StoreViewCode,
  raw: string,
): Promise<SearchSuggestions> {
  const text = suggestionText(raw);
  if (!text) return { total: 0, items: [] };
  const config = await storeSettings(store);
  const res = await commerceFetch({
    document: SearchSuggestionsDocument,
    variables: {
      search: text,
      pageSize: HEADER_SUGGESTION_PAGE_SIZE,
      sort: { [config.defaultSortBy || 'position']: 'ASC' },
      withPhysicalProduct: false,
    },
    store,
    method: 'GET',
    cache: cachePolicy('products', store),
  });
  const list = answered(res)?.visitureProducts;
  if (!list) return { total: 0, items: [] };
  const ctx = adapterContext(config);
  return {
    total: list.total_count ?? 0,
    items: (list.items ?? [])
      .flatMap((p) => (p ? [toTile(p, ctx)] : []))
      .slice(0, HEADER_SUGGESTION_PAGE_SIZE),
  };
}
