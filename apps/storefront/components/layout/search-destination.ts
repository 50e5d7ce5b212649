// Where a submitted search goes once its search term is known (spec §4 Search): an absolute http(s)
// redirect is a full browser navigation; a redirect that starts with the store's front-end base
// address loses that prefix and is followed in the app; otherwise the search results route with
// the URL-encoded query (docs/decisions/1121 and 1123).
import { followableRedirect, isAbsoluteHttp } from '@charter/shared/search-redirect';
import { searchPath } from './search-path';

export type SearchDestination =
  { kind: 'external'; url: string } | { kind: 'internal'; path: string };

/** A host no path can name: an in-app path that resolves elsewhere is refused. */
const PROBE_ORIGIN = 'http://in-app.invalid';

/** '/path?query#hash' of a redirect's rest after the base, or null when it would leave the shop. */
function inAppPath(rest: string): string | null {
  let url: URL;
  try {
    url = new URL(`/${rest.replace(/^[\\/]+/, '')}`, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The destination for a search of `query` whose term carries `redirect` (null: no term or no
 * redirect). `frontBases` are the store's front-end base addresses (base link URL, secure one).
 * Null when the query is empty after trimming.
 */
export function searchDestination(
  query: string,
  redirect: string | null | undefined,
  frontBases: readonly (string | null | undefined)[],
): SearchDestination | null {
  const results = searchPath(query);
  if (results === null) return null;
  const target = (redirect ?? '').trim();
  if (target !== '') {
    for (const base of frontBases) {
      if (!base || !isAbsoluteHttp(base)) continue;
      if (target.toLowerCase().startsWith(base.toLowerCase())) {
        const path = inAppPath(target.slice(base.length));
        if (path !== null) return { kind: 'internal', path };
      }
    }
    const url = followableRedirect(target);
    if (url !== null) return { kind: 'external', url };
  }
  return { kind: 'internal', path: results };
}
