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

import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js';

/** Cookies whose value changes the page: part of the key (lib/landing-views, lib/colour-mode). */
export const VARY_COOKIES = ['store_view', 'colourMode'] as const;

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
] as const;

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

/** Cookie names and values from a Cookie header (first occurrence of a name wins, as in browsers' order). */
export function parseCookies(raw: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!raw) return out;
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
}

function isPrefetch(req: RequestLike): boolean {
  return (
    header(req, 'purpose') === 'prefetch' || (header(req, 'sec-purpose') ?? '').includes('prefetch')
  );
}

/**
 * The cache key of a document request, or null when it must be rendered for this visitor alone.
 * The key holds everything the render reads from the request: the URL (path and query), the host
 * and scheme (absolute URLs, HSTS, Secure cookies), the cookies in VARY_COOKIES, and the kind of
 * crawler Next.js renders for (crawlers that read only the first HTML get the metadata in the
 * head, not streamed; Next.js's own user-agent test decides).
 */
export function pageCacheKey(req: RequestLike): string | null {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.length > MAX_URL_LENGTH) return null;
  const path = url.split('?', 1)[0]!;
  if (BYPASS_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`)))
    return null;
  if (url.includes('_rsc=')) return null;
  if (BYPASS_HEADERS.some((h) => req.headers[h] !== undefined) || isPrefetch(req)) return null;
  const cookies = parseCookies(header(req, 'cookie'));
  if (PRIVATE_COOKIES.some((c) => cookies.has(c))) return null;
  const vary = VARY_COOKIES.map((c) => `${c}=${cookies.get(c) ?? ''}`).join(';');
  const bot = getBotType(header(req, 'user-agent') ?? '') ?? '';
  return `${header(req, 'x-forwarded-proto') ?? ''}|${header(req, 'host') ?? ''}|${bot}|${url}|${vary}`;
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
 * What to keep of a rendered page, or null when it must not be shared: only a plain 200 HTML page
 * with a nonce'd CSP, no cookie set, small enough to keep.
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

/** A bounded map of pages, least recently used dropped first, each kept until it expires. */
export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxTotalBytes: number,
  ) {}

  get size(): number {
    return this.pages.size;
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

  set(key: string, page: StoredPage): void {
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
    this.pages.clear();
    this.totalBytes = 0;
  }
}

/** The hook the rendered app calls (installed by server/main.ts), defined beside the app. */
export { PAGE_CACHE_HOOK, type PageCacheHook } from '../lib/page-cache-hook';
