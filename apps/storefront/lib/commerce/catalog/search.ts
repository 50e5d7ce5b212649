// Header search suggestions. Server only: the browser asks the storefront's own route
// (app/api/search-suggestions), never the commerce service.
import 'server-only';
import {
  isNotSearchableText,
  SEARCH_MIN_SUGGEST_LENGTH,
  SEARCH_MAX_LENGTH,
} from '@charter/shared/validation';
import type { StoreViewCode } from '@/lib/config';
import { toTile } from './adapters';
import { cachePolicy } from '../cache';
import { adapterContext } from './catalog';
import { commerceFetch } from '../client';
import { answered } from '@/lib/result';
import { storeSettings } from './store-config';
import { SearchSuggestionsDocument } from '@/lib/commerce/generated/graphql';
import type { ProductTileData } from '../types';

/** Spec §9: suggestions ask for 5 products unless the caller names a page size. */
export const DEFAULT_SUGGESTION_PAGE_SIZE = 5;
/** The header asks for 8 and shows at most 8 tiles (spec §9). */
export const HEADER_SUGGESTION_PAGE_SIZE = 8;

/**
 * The page size a suggestions request asked for (the route's `size`): the spec's default 5 when
 * none (or nonsense) is given, at most the header's 8, so the route is no wider a catalogue read.
 */
export function suggestionPageSize(asked: string | null | undefined): number {
  if (!asked || !/^\d{1,3}$/.test(asked)) return DEFAULT_SUGGESTION_PAGE_SIZE;
  const n = Number(asked);
  return n >= 1 ? Math.min(n, HEADER_SUGGESTION_PAGE_SIZE) : DEFAULT_SUGGESTION_PAGE_SIZE;
}

export interface SearchSuggestions {
  total: number;
  items: ProductTileData[];
}

/**
 * Trimmed text worth suggesting for, or null: too short after trimming, or not text at all (a
 * bare number: spec §5's 'not searchable text' rule, isNotSearchableText).
 */
export function suggestionText(raw: string): string | null {
  const text = raw.slice(0, SEARCH_MAX_LENGTH).trim();
  return text.length >= SEARCH_MIN_SUGGEST_LENGTH && isNotSearchableText(text) ? text : null;
}

export async function getSearchSuggestions(
  store: StoreViewCode,
  raw: string,
  pageSize: number = DEFAULT_SUGGESTION_PAGE_SIZE,
): Promise<SearchSuggestions> {
  const text = suggestionText(raw);
  if (!text) return { total: 0, items: [] };
  const config = await storeSettings(store);
  const res = await commerceFetch({
    document: SearchSuggestionsDocument,
    variables: {
      search: text,
      pageSize,
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
    items: (list.items ?? []).flatMap((p) => (p ? [toTile(p, ctx)] : [])).slice(0, pageSize),
  };
}
