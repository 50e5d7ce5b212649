import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fill,
  nonceOf,
  PageCache,
  pageCacheKey,
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
      get('/seating/lounge-chairs', { cookie: 'store_view=senior_living' }),
    );
    const dark = pageCacheKey(get('/seating/lounge-chairs', { cookie: 'colourMode=dark' }));
    expect(new Set([plain, senior, dark]).size).toBe(3);
    expect(
      pageCacheKey(
        get('/seating/lounge-chairs', { cookie: 'colourMode=dark; store_view=senior_living' }),
      ),
    ).toBe(
      pageCacheKey(
        get('/seating/lounge-chairs', { cookie: 'store_view=senior_living;colourMode=dark' }),
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

  it('reads cookies as browsers send them', () => {
    expect([...parseCookies(' a=1; b = 2;c=x=y; =bad; d')]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', 'x=y'],
    ]);
    expect(parseCookies(undefined).size).toBe(0);
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
});
