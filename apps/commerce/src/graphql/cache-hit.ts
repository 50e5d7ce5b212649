// A guest's GET answered from the response cache: the parameters it is looked up by, the lookup at
// the current catalogue version, and the headers of a cached answer. The /graphql route (http.ts)
// and the server's front (cached-get.ts) both use these, so a hit answers alike on either path.
import querystring from 'fast-querystring';
import {
  CACHE_MAX_AGE_SECONDS,
  type CachedResponse,
  type ResponseCache,
} from './response-cache.js';

/**
 * The query string parser: Fastify's (routerOptions.querystringParser, the one find-my-way uses by
 * default) and the front's, so both read the same parameters from the same URL.
 */
export const parseQuerystring = (text: string): Record<string, unknown> =>
  text.length === 0 ? {} : querystring.parse(text);

/** The GET parameters an answer is cached under, as sent. */
export interface RawCacheParts {
  query: string;
  variables: string;
  operationName: string;
}

/** The GET parameters an answer is cached under, as sent; null unless they are plain strings. */
export function rawCacheParts(params: unknown): RawCacheParts | null {
  const { query, variables = '', operationName = '' } = (params ?? {}) as Record<string, unknown>;
  if (
    typeof query !== 'string' ||
    query === '' ||
    typeof variables !== 'string' ||
    typeof operationName !== 'string'
  )
    return null;
  return { query, variables, operationName };
}

export interface CacheLookupDeps {
  cache: ResponseCache;
  /** The current catalogue version: cached answers of an older one are not served. */
  catalogVersion?: () => Promise<number>;
}

/** The key a guest's (group 0) answer is kept under at a catalogue version. */
export const guestKey = (
  cache: ResponseCache,
  version: number,
  store: string,
  raw: RawCacheParts,
): string => cache.key({ catalogVersion: version, store, group: 0, ...raw });

/** A guest's (group 0) kept answer at the version the cache holds, with that version. */
export function keptGuestAnswer(
  cache: ResponseCache,
  store: string,
  raw: RawCacheParts,
): { entry: CachedResponse; seen: number } | null {
  const seen = cache.version;
  const entry = cache.get(guestKey(cache, seen, store, raw));
  return entry ? { entry, seen } : null;
}

/**
 * True when `seen` is still the catalogue version: the current one is read (the cache forgets
 * every answer when it moved). Read only once an entry is found, so a request that is not a hit
 * runs no statement here.
 */
export async function stillCurrent(deps: CacheLookupDeps, seen: number): Promise<boolean> {
  if (!deps.catalogVersion) return true;
  deps.cache.atCatalogVersion(await deps.catalogVersion());
  return deps.cache.version === seen;
}

/** The kept answer for a guest's parts, if any, at the current catalogue version. */
export async function cachedGuestAnswer(
  deps: CacheLookupDeps,
  store: string,
  raw: RawCacheParts,
): Promise<CachedResponse | null> {
  const kept = keptGuestAnswer(deps.cache, store, raw);
  if (!kept) return null;
  return (await stillCurrent(deps, kept.seen)) ? kept.entry : null;
}

/** The content type of a cached answer's body (200). */
export const CACHED_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The headers every cacheable answer carries, hit or miss, 200 or 304. */
export function cachedAnswerHeaders(
  entry: { etag: string },
  state: 'HIT' | 'MISS',
): Record<string, string> {
  return {
    'cache-control': `public, max-age=${CACHE_MAX_AGE_SECONDS}`,
    etag: entry.etag,
    vary: 'Store, Authorization',
    'x-cache': state,
  };
}

/** A 304 is answered when the client already holds this answer. */
export const isNotModified = (ifNoneMatch: string | undefined, entry: { etag: string }): boolean =>
  ifNoneMatch === entry.etag;
