import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { entryBytes, isCacheable, ResponseCache } from './response-cache.js';

describe('isCacheable', () => {
  it('accepts queries made of catalogue fields only', () => {
    expect(
      isCacheable(
        parse('{ products(search:"x") { total_count } storeConfig { store_code } }'),
        undefined,
      ),
    ).toBe(true);
  });
  it('rejects mutations, unknown fields and ambiguous documents', () => {
    expect(isCacheable(parse('mutation { x }'), undefined)).toBe(false);
    expect(isCacheable(parse('{ cart(cart_id:"1") { id } }'), undefined)).toBe(false);
    expect(
      isCacheable(parse('query A { storeConfig { id } } query B { countries { id } }'), undefined),
    ).toBe(false);
    expect(
      isCacheable(parse('query A { storeConfig { id } } query B { countries { id } }'), 'B'),
    ).toBe(true);
  });
});

describe('ResponseCache byte budget', () => {
  const answer = (n: number, size: number) => ({
    status: 200,
    body: JSON.stringify({ data: { n, pad: 'x'.repeat(size) } }),
    etag: `"etag-${n}"`,
  });

  it('evicts the oldest answers so the kept bytes stay under the budget', () => {
    const maxBytes = 100_000;
    const cache = new ResponseCache(Date.now, { maxBytes, maxEntryBytes: 50_000 });
    for (let n = 0; n < 50; n++) {
      cache.set(`k${n}`, answer(n, 9_000));
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    // About ten answers of ~9 kB fit: the newest are kept, the oldest are gone.
    expect(cache.size).toBe(Math.floor(maxBytes / entryBytes(answer(0, 9_000))));
    expect(cache.get('k49')?.body).toBe(answer(49, 9_000).body);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k39')).toBeUndefined();
    // A read makes an answer recent: it outlives one written before it.
    expect(cache.get('k40')).toBeDefined();
    cache.set('k50', answer(50, 9_000));
    expect(cache.get('k40')).toBeDefined();
    expect(cache.get('k41')).toBeUndefined();
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('never keeps an answer larger than the per-entry cap, and drops what it replaces', () => {
    const cache = new ResponseCache(Date.now, { maxBytes: 10_000_000, maxEntryBytes: 100_000 });
    cache.set('small', answer(1, 1_000));
    cache.set('huge', answer(2, 200_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    expect(cache.bytes).toBe(entryBytes(answer(1, 1_000)));
    // The same key answered larger than the cap: the older, smaller answer is not served either.
    cache.set('small', answer(3, 200_000));
    expect(cache.get('small')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('has a default budget', () => {
    const cache = new ResponseCache();
    cache.set('a', answer(1, 2 * 1024 * 1024));
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', answer(2, 10_000));
    expect(cache.get('b')).toBeDefined();
  });
});

describe('ResponseCache lifetime', () => {
  const answer = { status: 200, body: '{}', etag: '"e"' };

  it('keeps an answer for the lifetime it is given, 30 s by default', () => {
    let now = 0;
    const short = new ResponseCache(() => now, undefined, 2_000);
    const standard = new ResponseCache(() => now);
    short.set('k', answer);
    standard.set('k', answer);
    now = 1_999;
    expect(short.get('k')).toEqual(answer);
    now = 2_000;
    expect(short.get('k')).toBeUndefined();
    expect(standard.get('k')).toEqual(answer);
    now = 30_000;
    expect(standard.get('k')).toBeUndefined();
  });

  it('takes its lifetime from RESPONSE_CACHE_SECONDS', () => {
    expect(loadConfig({}).responseCacheMs).toBe(30_000);
    expect(loadConfig({ RESPONSE_CACHE_SECONDS: '2' }).responseCacheMs).toBe(2_000);
    expect(() => loadConfig({ RESPONSE_CACHE_SECONDS: '-1' })).toThrow();
  });
});
