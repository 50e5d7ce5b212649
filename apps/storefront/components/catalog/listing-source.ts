// What a listing lists, in a form that can travel from the page to the client controls and back
// to the server action. Validated on the way back in, since it comes from the browser.
import type { ListingSource } from '@/lib/commerce/catalog/catalog';

export const MAX_SEARCH_LENGTH = 128;

export function parseListingSource(input: unknown): ListingSource | null {
  if (!input || typeof input !== 'object') return null;
  const o = input as Record<string, unknown>;
  if (
    o.kind === 'category' &&
    typeof o.categoryUid === 'string' &&
    /^[A-Za-z0-9+/=_-]{1,64}$/.test(o.categoryUid)
  ) {
    const sort =
      typeof o.defaultSortBy === 'string' && /^[a-z][a-z0-9_]{0,59}$/.test(o.defaultSortBy)
        ? o.defaultSortBy
        : null;
    return { kind: 'category', categoryUid: o.categoryUid, defaultSortBy: sort };
  }
  if (o.kind === 'search' && typeof o.search === 'string') {
    const search = o.search.trim().slice(0, MAX_SEARCH_LENGTH);
    return search ? { kind: 'search', search } : null;
  }
  if (o.kind === 'archive') return { kind: 'archive' };
  return null;
}
