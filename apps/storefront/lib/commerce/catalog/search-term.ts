// Search-term lookup (spec: read-only, GET): the header search box asks the storefront's own route
// (app/api/search-term) before it navigates; the term may send the search elsewhere.
import 'server-only';
import { SEARCH_MAX_LENGTH } from '@charter/shared/validation';
import type { StoreViewCode } from '@/lib/config';
import { searchDestination, type SearchDestination } from '@/components/layout/search-destination';
import { cachePolicy } from '../cache';
import { commerceFetch } from '../client';
import {
  GetSearchTermDataDocument,
  type GetSearchTermDataQuery,
} from '@/lib/commerce/generated/graphql';
import { getStoreConfig } from './store-config';
import { answered } from '@/lib/result';

export interface SearchTermLookup {
  term: GetSearchTermDataQuery['searchTerm'];
  /** Null when the text is empty after trimming. */
  destination: SearchDestination | null;
}

/** The lookup text: trimmed, at most 128 characters (spec: validation). */
export function lookupText(raw: string): string {
  return raw.slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * The term for the text and where a search for it goes. A failed lookup is no redirect: the
 * visitor still reaches the results page.
 */
export async function lookUpSearchTerm(
  store: StoreViewCode,
  raw: string,
): Promise<SearchTermLookup> {
  const text = lookupText(raw);
  if (text === '') return { term: null, destination: null };
  const [res, storeConfig] = await Promise.all([
    commerceFetch({
      document: GetSearchTermDataDocument,
      variables: { search: text },
      store,
      method: 'GET',
      cache: cachePolicy('searchTerms', store),
    }),
    getStoreConfig(store),
  ]);
  const term = answered(res)?.searchTerm ?? null;
  const settings = storeConfig.ok ? storeConfig.data.raw : null;
  const bases = [settings?.base_link_url, settings?.secure_base_link_url];
  return { term, destination: searchDestination(text, term?.redirect, bases) };
}
