import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getCacheControlHeader } from 'next/dist/server/lib/cache-control.js';
import { NextRequest } from 'next/server';
import {
  fill,
  KEY_PARAMS,
  markedPrivate,
  NEXT_DYNAMIC_CACHE_CONTROL,
  nonceOf,
  PageCache,
  pageCacheKey,
  pageCacheRequest,
  parseCookies,
  PRIVATE_COOKIES,
  storable,
  toTemplate,
  VARY_COOKIES,
  type StoredPage,
} from './page-cache';

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url,
  headers: { host: 'shop.test', ...headers },
});

describe('which requests share a page', () => {
  it('keys a document view by URL, host, scheme and the store-view and colour-mode cookies', () => {
    const plain = pageCacheKey(get('/seating/lounge-chairs'));
    expect(plain).not.toBeNull();
    expect(pageCacheKey(get('/seating/lounge-chairs'))).toBe(plain);
    // Other query, other page.
    expect(pageCacheKey(get('/seating/lounge-chairs?q=%7B%22sort%22%3A%22name%22%7D'))).not.toBe(
      plain,
    );
    // Each of the two cookies the render reads makes its own page.
    const senior = pageCacheKey(
      get('/seating/lounge-chairs', { cookie: 'store_view=charter_seniorliving' }),
    );
    const dark = pageCacheKey(get('/seating/lounge-chairs', { cookie: 'colourMode=dark' }));
    expect(new Set([plain, senior, dark]).size).toBe(3);
    expect(
      pageCacheKey(
        get('/seating/lounge-chairs', {
          cookie: 'colourMode=dark; store_view=charter_seniorliving',
        }),
      ),
    ).toBe(
      pageCacheKey(
        get('/seating/lounge-chairs', {
          cookie: 'store_view=charter_seniorliving;colourMode=dark',
        }),
      ),
    );
    // Cookies the server never reads (a tag manager's) change nothing.
    expect(pageCacheKey(get('/seating/lounge-chairs', { cookie: '_ga=GA1.1.123; _gid=x' }))).toBe(
      plain,
    );
    expect(pageCacheKey(get('/seating/lounge-chairs', { host: 'other.test' }))).not.toBe(plain);
    expect(pageCacheKey(get('/seating/lounge-chairs', { 'x-forwarded-proto': 'https' }))).not.toBe(
      plain,
    );
    // Crawlers that read only the first HTML get a page rendered for them (metadata not streamed).
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' };
    expect(pageCacheKey(get('/seating/lounge-chairs', browser))).toBe(plain);
    const lighthouse = pageCacheKey(
      get('/seating/lounge-chairs', { 'user-agent': `${browser['user-agent']} Chrome-Lighthouse` }),
    );
    const bing = pageCacheKey(
      get('/seating/lounge-chairs', { 'user-agent': 'Mozilla/5.0 (compatible; Bingbot/2.0)' }),
    );
    expect(lighthouse).not.toBe(plain);
    expect(bing).toBe(lighthouse);
    expect(pageCacheKey(get('/seating/lounge-chairs', { 'user-agent': 'Googlebot/2.1' }))).not.toBe(
      plain,
    );
  });

  it('keys the stored locale: an offered one shares the page, another is rendered for its visitor', () => {
    const plain = pageCacheKey(get('/seating'));
    expect(pageCacheKey(get('/seating', { cookie: 'locale=en' }))).not.toBeNull();
    expect(pageCacheKey(get('/seating', { cookie: 'locale=en' }))).not.toBe(plain);
    expect(pageCacheKey(get('/seating', { cookie: 'locale=fr' }))).toBeNull();
    expect(pageCacheKey(get('/seating', { cookie: 'locale=en; locale=fr' }))).toBeNull();
  });

  it('renders for the visitor alone whatever carries a cart, a session, a compare list or a one-time event', () => {
    for (const name of PRIVATE_COOKIES) {
      expect(
        pageCacheKey(get('/seating', { cookie: `colourMode=dark; ${name}=abc` })),
        name,
      ).toBeNull();
    }
  });

  it('never shares router, prefetch or action requests, other methods, or per-visitor and search paths', () => {
    expect(pageCacheKey({ ...get('/seating'), method: 'POST' })).toBeNull();
    expect(pageCacheKey({ ...get('/seating'), method: 'HEAD' })).toBeNull();
    for (const h of [
      'rsc',
      'next-action',
      'next-router-prefetch',
      'next-router-segment-prefetch',
      'next-router-state-tree',
      'authorization',
    ]) {
      expect(pageCacheKey(get('/seating', { [h]: '1' })), h).toBeNull();
    }
    expect(pageCacheKey(get('/seating', { purpose: 'prefetch' }))).toBeNull();
    expect(pageCacheKey(get('/seating', { 'sec-purpose': 'prefetch;prerender' }))).toBeNull();
    expect(pageCacheKey(get('/seating?_rsc=abc'))).toBeNull();
    for (const p of [
      '/cart',
      '/checkout/shipping',
      '/customer/account',
      '/compare',
      '/search/chair',
      '/search?search=x',
      '/api/image?url=x',
      '/_next/static/a.js',
      '/store-view',
      '/health',
    ]) {
      expect(pageCacheKey(get(p)), p).toBeNull();
    }
    // A product whose URL key merely starts like a reserved path is a catalogue page.
    expect(pageCacheKey(get('/cartwright-side-table.html'))).not.toBeNull();
    expect(pageCacheKey(get(`/seating?x=${'a'.repeat(2100)}`))).toBeNull();
    expect(pageCacheKey(get('http://evil.test/seating'))).toBeNull();
  });

  it('reads cookies as Next.js reads them: the last of a name, names untrimmed, values decoded', () => {
    const raw = ' a=1; b = 2;c=x=y; =bad; d; e=%64ark; a=3';
    expect(parseCookies(raw)).toEqual(
      new NextRequest('http://n/', { headers: { cookie: raw } }).cookies
        .getAll()
        .reduce((m, c) => m.set(c.name, c.value), new Map<string, string>()),
    );
    expect(parseCookies('colourMode=; colourMode=dark').get('colourMode')).toBe('dark');
    expect(parseCookies(undefined).size).toBe(0);
  });

  it('never shares a page whose keyed cookie is sent twice or holds a value the render does not know', () => {
    const plain = pageCacheKey(get('/seating'));
    const dark = pageCacheKey(get('/seating', { cookie: 'colourMode=dark' }));
    expect(dark).not.toBe(plain);
    // Next.js renders these dark (the last one wins): never under the anonymous key.
    for (const cookie of [
      'colourMode=; colourMode=dark',
      'colourMode=light; colourMode=dark',
      'colourMode=dark; colourMode=dark',
      'store_view=charter_hospitality; store_view=charter_seniorliving',
      'store_view=charter_seniorliving; _ga=1; store_view=charter_hospitality',
      // Unknown values, an empty one, a padded value.
      'colourMode=',
      'colourMode=purple',
      'colourMode= dark',
      'store_view=senior_living',
    ]) {
      expect(pageCacheRequest(get('/seating', { cookie })), cookie).toBeNull();
    }
    // A value spelled with escapes is the value Next.js decodes.
    expect(pageCacheKey(get('/seating', { cookie: 'colourMode=%64ark' }))).toBe(dark);
    // A name Next.js does not read as the cookie (padded) is another cookie, ignored.
    expect(pageCacheKey(get('/seating', { cookie: 'colourMode =dark' }))).toBe(plain);
    // Each keyed value the render knows has its own key.
    const keys = new Set(
      ['light', 'dark', 'system'].flatMap((m) =>
        ['charter_hospitality', 'charter_seniorliving'].map((v) =>
          pageCacheKey(get('/seating', { cookie: `colourMode=${m}; store_view=${v}` })),
        ),
      ),
    );
    expect(keys.size).toBe(6);
    expect(keys.has(null)).toBe(false);
  });

  it('keys on the query parameters that change the page, and keeps no render of a URL with others', () => {
    expect(KEY_PARAMS).toEqual(['q', 'reviews_page']);
    const plain = pageCacheRequest(get('/seating'))!;
    expect(plain.keep).toBe(true);
    const q = pageCacheRequest(get('/seating?q=%7B%22sort%22%3A%22name%22%7D'))!;
    expect(q.key).not.toBe(plain.key);
    expect(q.keep).toBe(true);
    expect(pageCacheKey(get('/seating?reviews_page=2'))).not.toBe(plain.key);
    // Campaign tags and unknown parameters: answered from the plain page, their render not kept.
    for (const url of [
      '/seating?utm_source=news&utm_medium=email',
      '/seating?gclid=abc',
      '/seating?fbclid=abc',
      '/seating?anything=1',
      `/seating?${Array.from({ length: 50 }, (_, i) => `x${i}=${i}`).join('&')}`,
    ]) {
      expect(pageCacheRequest(get(url)), url).toEqual({ key: plain.key, keep: false });
    }
    expect(pageCacheRequest(get('/seating?q=%7B%7D&utm_source=x'))).toEqual({
      key: pageCacheKey(get('/seating?q=%7B%7D')),
      keep: false,
    });
    // The parameters as Next.js decodes them: spelled with escapes or in another order, same key.
    expect(pageCacheKey(get('/seating?%71=%7B%7D'))).toBe(pageCacheKey(get('/seating?q=%7B%7D')));
    expect(pageCacheKey(get('/p.html?reviews_page=2&q=x'))).toBe(
      pageCacheKey(get('/p.html?q=x&reviews_page=2')),
    );
    expect(pageCacheRequest(get('/seating?a=1&_rsc=x'))).toBeNull();
  });

  it('classifies every cookie the storefront defines as varying the page or making it private', () => {
    const names: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          for (const m of readFileSync(p, 'utf8').matchAll(/export const \w*_COOKIE = '([^']+)'/g))
            names.push(m[1]!);
        }
      }
    };
    walk(path.resolve(import.meta.dirname, '../lib'));
    walk(path.resolve(import.meta.dirname, '../components'));
    expect(names.length).toBeGreaterThanOrEqual(8);
    const known = new Set<string>([...VARY_COOKIES, ...PRIVATE_COOKIES]);
    expect(names.filter((n) => !known.has(n))).toEqual([]);
  });
});

describe('keeping a rendered page', () => {
  const nonce = 'q1w2e3r4t5y6u7i8o9p0aA==';
  const csp = `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;
  const html = `<html><head><script nonce="${nonce}" src="/a.js"></script></head><body><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`;
  const rendered = (
    over: Partial<{ status: number; headers: Record<string, string | string[] | undefined> }> = {},
  ) => ({
    status: over.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'content-encoding': 'gzip',
      'content-length': '123',
      etag: '"abc"',
      vary: 'RSC, Accept-Encoding',
      ...over.headers,
    },
    html,
  });

  it('answers with a fresh nonce in every place the first one stood, and keeps no transfer headers', () => {
    expect(nonceOf(csp)).toBe(nonce);
    const page = storable(rendered(), 10_000, 1_000, 1_000_000)!;
    expect(page).not.toBeNull();
    expect(page.expiresAt).toBe(11_000);
    const fresh = 'ZZZZZZZZZZZZZZZZZZZZZZ==';
    const body = fill(page.body, fresh);
    expect(body).not.toContain(nonce);
    expect(body.split(fresh)).toHaveLength(4);
    expect(body).toBe(html.replaceAll(nonce, fresh));
    const headers = Object.fromEntries(page.headers.map(([n, t]) => [n, fill(t, fresh)]));
    expect(headers['content-security-policy']).toBe(csp.replace(nonce, fresh));
    expect(headers.vary).toBe('RSC, Accept-Encoding');
    for (const h of ['content-encoding', 'content-length', 'etag'])
      expect(headers[h], h).toBeUndefined();
  });

  it('keeps only a plain 200 HTML page with a nonce, no cookie set, and within the size bound', () => {
    expect(storable(rendered({ status: 404 }), 10_000, 0, 1_000_000)).toBeNull();
    expect(
      storable(rendered({ headers: { 'set-cookie': 'store_view=x' } }), 10_000, 0, 1_000_000),
    ).toBeNull();
    expect(
      storable(rendered({ headers: { 'content-type': 'text/x-component' } }), 10_000, 0, 1_000_000),
    ).toBeNull();
    expect(
      storable(
        rendered({ headers: { 'content-security-policy': "default-src 'self'" } }),
        10_000,
        0,
        1_000_000,
      ),
    ).toBeNull();
    expect(storable(rendered(), 10_000, 0, 100)).toBeNull();
  });

  it('keeps no page its response marks private or no-store, beyond what Next.js says of every dynamic page', () => {
    // What Next.js writes on every dynamically rendered page: not a mark of a private page.
    expect(NEXT_DYNAMIC_CACHE_CONTROL).toBe(
      getCacheControlHeader({ revalidate: 0, expire: undefined }),
    );
    expect(
      storable(
        rendered({ headers: { 'cache-control': NEXT_DYNAMIC_CACHE_CONTROL } }),
        10_000,
        0,
        1_000_000,
      ),
    ).not.toBeNull();
    for (const value of [
      'private',
      'no-store',
      'private, max-age=60',
      'No-Store',
      'public, no-store',
    ]) {
      expect(markedPrivate(value), value).toBe(true);
      expect(
        storable(rendered({ headers: { 'cache-control': value } }), 10_000, 0, 1_000_000),
        value,
      ).toBeNull();
    }
    expect(markedPrivate('public, max-age=60')).toBe(false);
    expect(markedPrivate('no-cache')).toBe(false);
  });

  it('drops the least recently used page past its bounds, and an expired page', () => {
    const page = (bytes: number, expiresAt = 100): StoredPage => ({
      status: 200,
      headers: [],
      body: toTemplate('x', 'n'),
      bytes,
      expiresAt,
    });
    const cache = new PageCache(2, 1_000);
    cache.set('a', page(10));
    cache.set('b', page(10));
    expect(cache.get('a', 0)).not.toBeNull(); // a is now the most recent
    cache.set('c', page(10));
    expect(cache.get('b', 0)).toBeNull();
    expect(cache.get('a', 0)).not.toBeNull();
    expect(cache.get('c', 0)).not.toBeNull();
    // The byte bound.
    cache.set('d', page(995));
    expect(cache.size).toBe(1);
    expect(cache.get('d', 0)).not.toBeNull();
    // Expiry.
    expect(cache.get('d', 100)).toBeNull();
    expect(cache.size).toBe(0);
    cache.set('e', page(1));
    cache.clear();
    expect(cache.get('e', 0)).toBeNull();
  });

  it('drops a render that started before the cache was cleared', () => {
    const page: StoredPage = { status: 200, headers: [], body: ['x'], bytes: 1, expiresAt: 100 };
    const cache = new PageCache(10, 1_000);
    const before = cache.generation;
    cache.clear(); // a mutation during the render
    cache.set('stale', page, before);
    expect(cache.get('stale', 0)).toBeNull();
    cache.set('fresh', page, cache.generation);
    expect(cache.get('fresh', 0)).not.toBeNull();
  });
});
