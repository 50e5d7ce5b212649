// What every commerce request carries besides its body (spec §6: "A store view header is sent with
// every request (a fixed default name if none stored); extra stored headers are merged in"; §7:
// "Reads marked GET-preferred use GET; others POST"). docs/decisions/0309. Pure.

/** Headers the transport sets itself; configured extra headers never replace them. */
const RESERVED = new Set([
  'store',
  'authorization',
  'accept',
  'content-type',
  'content-length',
  'cookie',
  'host',
  'x-forwarded-for',
  'x-recaptcha',
]);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/;
const MAX_EXTRA_HEADERS = 20;
const MAX_VALUE_LENGTH = 1024;

/**
 * The extra headers stored in configuration (COMMERCE_EXTRA_HEADERS, a JSON object of names to
 * text values). Anything that is not a plain header name with a printable value, or that names a
 * header the transport owns, is left out; a value that is not JSON gives none.
 */
export function parseExtraHeaders(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(value).slice(0, MAX_EXTRA_HEADERS)) {
    if (!TOKEN.test(name) || RESERVED.has(name.toLowerCase())) continue;
    if (typeof v !== 'string' || v.length > MAX_VALUE_LENGTH || /[^\x20-\x7e\t]/.test(v)) continue;
    out[name] = v;
  }
  return out;
}

/**
 * Operations the spec marks GET-preferred (categories, attribute lists and settings, the
 * visitureProducts listings and suggestions, the search-term lookup, store config) and the other
 * shared catalogue reads: they go as GET unless the caller says otherwise, so the API's and any
 * CDN's GET cache can answer them.
 */
export const GET_PREFERRED_OPERATIONS: ReadonlySet<string> = new Set([
  'StoreConfig',
  'FilterSettings',
  'FilterableAttributes',
  'ProductList',
  'ProductPage',
  'ProductDetail',
  'Route',
  'SearchSuggestions',
  'getSearchTermData',
  'SitemapCategories',
  'SitemapProducts',
]);

/** GET for a GET-preferred read, else POST; the caller's own choice wins. */
export function requestMethod(
  operationName: string | undefined,
  asked: 'GET' | 'POST' | undefined,
): 'GET' | 'POST' {
  if (asked) return asked;
  return operationName && GET_PREFERRED_OPERATIONS.has(operationName) ? 'GET' : 'POST';
}

/** The base headers: the configured extra headers, then the store view and Accept over them. */
export function baseHeaders(store: string, extra: Record<string, string>): Record<string, string> {
  return { ...extra, Store: store, Accept: 'application/json' };
}
