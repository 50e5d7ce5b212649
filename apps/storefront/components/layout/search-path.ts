// Search box rules (spec: validation, search): at most 128 characters, trimmed, URL-encoded.
export const SEARCH_MAX_LENGTH = 128;

/** The pause after typing before the header asks for suggestions or looks the term up (ms). */
export const SUGGESTION_DEBOUNCE_MS = 500;

/** The search results path for a query, or null when there is nothing to search for. */
export function searchPath(raw: string): string | null {
  const query = raw.slice(0, SEARCH_MAX_LENGTH).trim();
  return query === '' ? null : `/search/${encodeURIComponent(query)}`;
}
