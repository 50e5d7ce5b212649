import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isCacheable } from './response-cache.js';

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
