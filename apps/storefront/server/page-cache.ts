// A short-lived cache of rendered HTML for visitors with nothing private
// (docs/decisions/0880-page-cache-for-anonymous-html.md).
//
// Every page is rendered per request (the CSP nonce, the store-view and colour-mode cookies), and
// rendering costs the framework 13–20 ms of CPU however fast the data arrives. A visitor with no
// cart, no session and no compare list sees exactly what every such visitor sees for the same URL,
// store view and colour mode, except for the nonce. So the first such render is kept for a few
// seconds as a template split at its nonce, and later requests for the same key are answered with
// a fresh nonce written into the same places (the body and the CSP header). It sees requests and
// responses only, with one exception: the key's crawler class comes from Next.js's own user-agent
// test (`getBotType`), since Next.js renders pages differently for crawlers that read only the
// first HTML. That test is imported from an internal path under `next/dist`, not a public API, so
// a Next.js upgrade may move it (the key tests in page-cache.test.ts then fail). Pure and
// synchronous.

import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies/index.js';
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js';
import { COLOUR_MODES } from '../lib/colour-mode';
import { LOCALE_COOKIE, SUPPORTED_LOCALES } from '../lib/i18n/locale';
import { LANDING_VIEWS } from '../lib/landing-views';

/**
 * Cookies whose value changes the page: part of the key (lib/landing-views, lib/colour-mode), each
 * with the values the render knows. A value outside these (or a cookie sent twice) is rendered for
 * its visitor alone: the render would fall back to a default, and keying on the raw value would
 * let anyone create keys at will (docs/decisions/0977).
 */
export const VARY_COOKIE_VALUES = {
  store_view: LANDING_VIEWS.map((v) => v.code as string),
  colourMode: [...COLOUR_MODES] as string[],
  // The stored locale (lib/i18n/locale.ts): another value is rendered for its visitor, not shared.
  [LOCALE_COOKIE]: [...SUPPORTED_LOCALES],
} as const satisfies Record<string, readonly string[]>;
export const VARY_COOKIES = Object.keys(VARY_COOKIE_VALUES) as (keyof typeof VARY_COOKIE_VALUES)[];

/**
 * Cookies that make the page the visitor's own (cart, session, compare list, one-time analytics
 * events): their presence bypasses the cache. `page-cache.test.ts` checks that every cookie the
 * storefront defines is in one of the two lists.
 */
export const PRIVATE_COOKIES = [
  'cart_id',
  'customer_token',
  'customer_token_expires',
  'comparisonProducts',
  'analytics_flash',
  'analytics_purchase',
  'account_link',
] as const;

/**
 * Query parameters that change a shared page, as the pages read them: `q`, a listing's state
 * (categories and the archive, docs/decisions/0401), and `reviews_page`, the product page's review
 * page. Every other parameter (utm_*, gclid, fbclid, anything unknown) is left out of the key, so
 * campaign tags cannot create keys; a page rendered for a URL that had any is not kept (Next.js
 * writes the request's query into the page's payload), but such a URL is answered from the page
 * kept for its key (docs/decisions/0977).
 */
export const KEY_PARAMS = ['q', 'reviews_page'] as const;

/**
 * Paths never kept: per-visitor screens, forms and route handlers (they set their own caching),
 * and search results, whose terms are unbounded and whose answer to a slow search streams its
 * loading title ahead of the results (docs/decisions/1239): a kept copy of that answer would show
 * the title again to visitors whose search is quick.
 */
const BYPASS_PREFIXES = [
  '/_next/',
  '/api/',
  '/cart',
  '/checkout',
  '/customer',
  '/compare',
  '/search',
  '/store-view',
  '/health',
];

/** Request headers that mark a router, prefetch or action request rather than a document view. */
const BYPASS_HEADERS = [
  'rsc',
  'next-action',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'authorization',
];

export const MAX_URL_LENGTH = 2048;

export interface RequestLike {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

function header(req: RequestLike, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

/**
 * Cookie names and values from a Cookie header, as the render reads them: Next.js's own parser
 * (`cookies()` and `request.cookies` use it), so the last occurrence of a name wins, names are not
 * trimmed and values are percent-decoded.
 */
export function parseCookies(raw: string | undefined): Map<string, string> {
  // Node's HTTP parser and fetch's Headers both drop the value's surrounding whitespace.
  return raw ? parseCookie(raw.trim()) : new Map<string, string>();
}

/** How often each name occurs in a Cookie header, split as Next.js's parser splits it. */
export function cookieNameCounts(raw: string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  if (!raw) return out;
  for (const pair of raw.trim().split(/; */)) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    out.set(name, (out.get(name) ?? 0) + 1);
  }
  return out;
}

function isPrefetch(req: RequestLike): boolean {
  return (
    header(req, 'purpose') === 'prefetch' || (header(req, 'sec-purpose') ?? '').includes('prefetch')
  );
}

/** What the cache may do for a request: answer it from `key`, and keep its render or not. */
export interface CacheRequest {
  key: string;
  /** False when the URL carries parameters left out of the key: its render is not kept. */
  keep: boolean;
}

/**
 * The cache key of a document request, or null when it must be rendered for this visitor alone.
 * The key holds everything the render reads from the request: the path and the query parameters
 * in KEY_PARAMS, the host and scheme (absolute URLs, HSTS, Secure cookies), the cookies in
 * VARY_COOKIES as Next.js parses them, and the kind of crawler Next.js renders for (crawlers that
 * read only the first HTML get the metadata in the head, not streamed; Next.js's own user-agent
 * test decides). A keyed cookie sent twice or with a value the render does not know is never
 * shared, either way.
 */
export function pageCacheRequest(req: RequestLike): CacheRequest | null {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.startsWith('//') || url.length > MAX_URL_LENGTH) return null;
  const path = url.split('?', 1)[0]!;
  if (BYPASS_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`)))
    return null;
  if (BYPASS_HEADERS.some((h) => req.headers[h] !== undefined) || isPrefetch(req)) return null;
  // The query as Next.js reads it (URLSearchParams, parse-url.ts).
  const params = new URL(url, 'http://n').searchParams;
  if (params.has('_rsc')) return null;
  const raw = header(req, 'cookie');
  const cookies = parseCookies(raw);
  if (PRIVATE_COOKIES.some((c) => cookies.has(c))) return null;
  const counts = cookieNameCounts(raw);
  const vary: string[] = [];
  for (const name of VARY_COOKIES) {
    if ((counts.get(name) ?? 0) > 1) return null;
    const value = cookies.get(name);
    if (value === undefined) {
      vary.push(`${name}`);
      continue;
    }
    if (!(VARY_COOKIE_VALUES[name] as readonly string[]).includes(value)) return null;
    vary.push(`${name}=${value}`);
  }
  const keyed = new URLSearchParams();
  for (const name of KEY_PARAMS) for (const v of params.getAll(name)) keyed.append(name, v);
  let keep = true;
  for (const name of params.keys())
    if (!(KEY_PARAMS as readonly string[]).includes(name)) keep = false;
  const query = keyed.size > 0 ? `?${keyed.toString()}` : '';
  const bot = getBotType(header(req, 'user-agent') ?? '') ?? '';
  return {
    key: `${header(req, 'x-forwarded-proto') ?? ''}|${header(req, 'host') ?? ''}|${bot}|${path}${query}|${vary.join(';')}`,
    keep,
  };
}

/** The key alone (pageCacheRequest). */
export function pageCacheKey(req: RequestLike): string | null {
  return pageCacheRequest(req)?.key ?? null;
}

/** The nonce a response's Content-Security-Policy names, if any. */
export function nonceOf(csp: string | undefined): string | null {
  const m = csp ? /'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(csp) : null;
  return m ? m[1]! : null;
}

/** A text split at every occurrence of the nonce it was rendered with. */
export type Template = readonly string[];

export function toTemplate(text: string, nonce: string): Template {
  return text.split(nonce);
}

export function fill(template: Template, nonce: string): string {
  return template.join(nonce);
}

export interface StoredPage {
  status: number;
  /** Response headers as rendered (lower-case names), each split at the nonce. */
  headers: [string, Template][];
  body: Template;
  bytes: number;
  expiresAt: number;
}

/**
 * Response headers that describe one transfer, not the page, never stored (an ETag names the bytes
 * of one response, whose nonce differs from every later one's).
 */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'x-page-cache',
]);

export interface RenderedPage {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The HTML as rendered, decompressed. */
  html: string;
}

/**
 * The Cache-Control Next.js writes on every dynamically rendered page (its
 * `getCacheControlHeader({ revalidate: 0 })`), which every page here is (they read cookies). It
 * says the bytes are not for browsers' or shared caches (each response has its own nonce); it does
 * not mark the page as private to its visitor, so the page cache reads it as unmarked.
 */
export const NEXT_DYNAMIC_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Whether a response's Cache-Control marks it private or not to be stored: `private` or
 * `no-store` set by anything other than Next.js's default for a dynamic page (a route, the proxy
 * or next.config.ts headers setting their own value).
 */
export function markedPrivate(cacheControl: string | undefined): boolean {
  if (cacheControl === undefined) return false;
  const value = cacheControl.trim().toLowerCase();
  if (value === NEXT_DYNAMIC_CACHE_CONTROL) return false;
  return value
    .split(',')
    .map((d) => d.trim().split('=', 1)[0])
    .some((d) => d === 'private' || d === 'no-store');
}

/**
 * What to keep of a rendered page, or null when it must not be shared: only a plain 200 HTML page
 * with a nonce'd CSP, no cookie set, not marked private or no-store, small enough to keep.
 */
export function storable(
  page: RenderedPage,
  ttlMs: number,
  now: number,
  maxBytes: number,
): StoredPage | null {
  if (page.status !== 200) return null;
  const type = String(page.headers['content-type'] ?? '');
  if (!type.startsWith('text/html')) return null;
  if (page.headers['set-cookie'] !== undefined) return null;
  const cacheControl = page.headers['cache-control'];
  if (
    cacheControl !== undefined &&
    markedPrivate(Array.isArray(cacheControl) ? cacheControl.join(', ') : String(cacheControl))
  )
    return null;
  const nonce = nonceOf(String(page.headers['content-security-policy'] ?? ''));
  if (!nonce) return null;
  const bytes = Buffer.byteLength(page.html);
  if (bytes > maxBytes) return null;
  const headers: [string, Template][] = [];
  for (const [name, value] of Object.entries(page.headers)) {
    if (value === undefined || TRANSFER_HEADERS.has(name.toLowerCase())) continue;
    headers.push([
      name.toLowerCase(),
      toTemplate(Array.isArray(value) ? value.join(', ') : String(value), nonce),
    ]);
  }
  return {
    status: 200,
    headers,
    body: toTemplate(page.html, nonce),
    bytes,
    expiresAt: now + ttlMs,
  };
}

/**
 * A bounded map of pages, least recently used dropped first, each kept until it expires. Each
 * clear starts a new generation: a render that began before it read what the clear was for, so
 * its page is dropped when it arrives (`set` with the generation read when the render started).
 */
export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  private totalBytes = 0;
  private gen = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxTotalBytes: number,
  ) {}

  get size(): number {
    return this.pages.size;
  }

  /** The current generation; a render reads it when it starts and hands it to `set`. */
  get generation(): number {
    return this.gen;
  }

  get(key: string, now: number): StoredPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    this.pages.delete(key);
    if (page.expiresAt <= now) {
      this.totalBytes -= page.bytes;
      return null;
    }
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: StoredPage, generation: number = this.gen): void {
    if (generation !== this.gen) return;
    const old = this.pages.get(key);
    if (old) {
      this.pages.delete(key);
      this.totalBytes -= old.bytes;
    }
    this.pages.set(key, page);
    this.totalBytes += page.bytes;
    while (this.pages.size > this.maxEntries || this.totalBytes > this.maxTotalBytes) {
      const [oldestKey, oldest] = this.pages.entries().next().value as [string, StoredPage];
      this.pages.delete(oldestKey);
      this.totalBytes -= oldest.bytes;
    }
  }

  clear(): void {
    this.gen += 1;
    this.pages.clear();
    this.totalBytes = 0;
  }
}

/** The hook the rendered app calls (installed by server/main.ts), defined beside the app. */
export { PAGE_CACHE_HOOK, type PageCacheHook } from '../lib/page-cache-hook';
