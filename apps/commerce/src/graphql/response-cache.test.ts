import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { isCacheable, ResponseCache } from './response-cache.js';

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

describe('ResponseCache lifetime', () => {
  const answer = { status: 200, body: '{}', etag: '"e"' };

  it('keeps an answer for the lifetime it is given, 30 s by default', () => {
    let now = 0;
    const short = new ResponseCache(() => now, 2_000);
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
