import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  isValueSelected,
  listingSearch,
  parseListingQuery,
  parsePriceRange,
  removeFilter,
  serializeListingQuery,
  toFilterInput,
  toggleFilterValue,
  withPage,
  withPageSize,
  withSort,
  type ListingState,
} from './listing-query';

const base: ListingState = { page: 1, filters: [] };

describe('parseListingQuery', () => {
  it('returns the default state for empty input', () => {
    expect(parseListingQuery(undefined)).toEqual(base);
    expect(parseListingQuery('')).toEqual(base);
    expect(parseListingQuery('|||')).toEqual(base);
  });

  it('reads page, page size and sort', () => {
    expect(parseListingQuery('p:3|ps:42|s:name:DESC')).toEqual({
      page: 3,
      pageSize: 42,
      sort: { field: 'name', dir: 'DESC' },
      filters: [],
    });
  });

  it('defaults the sort direction to ASC and normalises its case', () => {
    expect(parseListingQuery('s:price').sort).toEqual({ field: 'price', dir: 'ASC' });
    expect(parseListingQuery('s:price:desc').sort).toEqual({ field: 'price', dir: 'DESC' });
  });

  it('ignores invalid page, page size and sort values', () => {
    expect(parseListingQuery('p:0|ps:-1|s:name:SIDEWAYS')).toEqual(base);
    expect(parseListingQuery('p:abc|ps:9999999')).toEqual(base);
    expect(parseListingQuery('s:Robert%27);DROP:ASC')).toEqual(base);
  });

  it('reads filters with the default operator in and several values', () => {
    expect(parseListingQuery('color:49,51').filters).toEqual([
      { code: 'color', op: 'in', values: ['49', '51'] },
    ]);
    expect(parseListingQuery('color:in:49,51').filters).toEqual([
      { code: 'color', op: 'in', values: ['49', '51'] },
    ]);
  });

  it('reads eq and match filters, keeping one value', () => {
    expect(parseListingQuery('material:eq:7,8|name:match:oak').filters).toEqual([
      { code: 'material', op: 'eq', values: ['7'] },
      { code: 'name', op: 'match', values: ['oak'] },
    ]);
  });

  it('drops filters with an operator other than in, eq or match', () => {
    expect(parseListingQuery('color:like:49|size:gt:3|fabric:in:2').filters).toEqual([
      { code: 'fabric', op: 'in', values: ['2'] },
    ]);
  });

  it('drops empty values and filters left without values', () => {
    expect(parseListingQuery('color:49,,  ,51|size:|fabric:in:').filters).toEqual([
      { code: 'color', op: 'in', values: ['49', '51'] },
    ]);
  });

  it('removes duplicate values', () => {
    expect(parseListingQuery('color:49,49,51').filters).toEqual([
      { code: 'color', op: 'in', values: ['49', '51'] },
    ]);
  });

  it('drops filter codes that are not attribute codes', () => {
    expect(parseListingQuery('Bad Code:1|1abc:2|__proto__:3').filters).toEqual([]);
  });

  it('strips non-digits from price ranges', () => {
    expect(parseListingQuery('price:$10_50.00x').filters).toEqual([
      { code: 'price', from: '10', to: '5000' },
    ]);
    expect(parseListingQuery('price:100_*').filters).toEqual([
      { code: 'price', from: '100', to: '' },
    ]);
    expect(parseListingQuery('price:_200').filters).toEqual([
      { code: 'price', from: '', to: '200' },
    ]);
    expect(parseListingQuery('price:abc_def').filters).toEqual([]);
  });

  it('accepts an explicit operator spelling for price', () => {
    expect(parseListingQuery('price:in:10_50').filters).toEqual([
      { code: 'price', from: '10', to: '50' },
    ]);
  });

  it('decodes escaped reserved characters in values', () => {
    expect(parseListingQuery('name:match:a%7Cb%3Ac%2Cd%25').filters).toEqual([
      { code: 'name', op: 'match', values: ['a|b:c,d%'] },
    ]);
  });

  it('keeps the last occurrence when a code repeats', () => {
    expect(parseListingQuery('color:1|color:2').filters).toEqual([
      { code: 'color', op: 'in', values: ['2'] },
    ]);
  });

  it('keeps base64 category uids intact', () => {
    expect(parseListingQuery('category_uid:MTI=,Mw==').filters).toEqual([
      { code: 'category_uid', op: 'in', values: ['MTI=', 'Mw=='] },
    ]);
  });
});

describe('parsePriceRange', () => {
  it('parses from_to pairs', () => {
    expect(parsePriceRange('10_50')).toEqual({ from: '10', to: '50' });
    expect(parsePriceRange('0_50')).toEqual({ from: '0', to: '50' });
    expect(parsePriceRange('007_50')).toEqual({ from: '7', to: '50' });
    expect(parsePriceRange('')).toBeUndefined();
    expect(parsePriceRange('_')).toBeUndefined();
  });
});

describe('serializeListingQuery', () => {
  it('serialises the default state to an empty string', () => {
    expect(serializeListingQuery(base)).toBe('');
  });

  it('writes a canonical order: filters by code, sort, page, page size', () => {
    const state: ListingState = {
      page: 2,
      pageSize: 42,
      sort: { field: 'name', dir: 'ASC' },
      filters: [
        { code: 'price', from: '10', to: '50' },
        { code: 'color', op: 'in', values: ['49', '51'] },
        { code: 'material', op: 'eq', values: ['7'] },
      ],
    };
    expect(serializeListingQuery(state)).toBe(
      'color:49,51|material:eq:7|price:10_50|s:name:ASC|p:2|ps:42',
    );
  });

  it('round-trips through parse', () => {
    const q = 'category_uid:MTI=|color:49,51|name:match:a%7Cb|price:_200|s:price:DESC|p:4|ps:21';
    expect(serializeListingQuery(parseListingQuery(q))).toBe(q);
  });

  it('escapes reserved characters in values', () => {
    const state: ListingState = {
      page: 1,
      filters: [{ code: 'name', op: 'match', values: ['50%|off:now,ok'] }],
    };
    const q = serializeListingQuery(state);
    expect(q).toBe('name:match:50%25%7Coff%3Anow%2Cok');
    expect(parseListingQuery(q)).toEqual(state);
  });

  it('drops empty filters and strips non-digits from prices', () => {
    const state: ListingState = {
      page: 1,
      filters: [
        { code: 'color', op: 'in', values: ['', ' '] },
        { code: 'price', from: '1x0', to: '5y' },
      ],
    };
    expect(serializeListingQuery(state)).toBe('price:10_5');
  });
});

describe('listingSearch', () => {
  it('returns an empty string for the default state', () => {
    expect(listingSearch(base)).toBe('');
  });
  it('URL-encodes q and keeps extra parameters', () => {
    const s = listingSearch({ page: 2, filters: [] }, { search: 'oak chair' });
    expect(s).toBe('?search=oak+chair&q=p%3A2');
    expect(new URLSearchParams(s).get('q')).toBe('p:2');
  });
});

describe('toggleFilterValue', () => {
  const onPage3: ListingState = { page: 3, filters: [{ code: 'color', op: 'in', values: ['49'] }] };

  it('appends with operator in and resets the page', () => {
    expect(toggleFilterValue(onPage3, 'color', '51')).toEqual({
      page: 1,
      filters: [{ code: 'color', op: 'in', values: ['49', '51'] }],
    });
  });

  it('adds a new filter', () => {
    expect(toggleFilterValue(onPage3, 'material', '7').filters).toEqual([
      { code: 'color', op: 'in', values: ['49'] },
      { code: 'material', op: 'in', values: ['7'] },
    ]);
  });

  it('removes an already selected value, and the filter when it becomes empty', () => {
    expect(toggleFilterValue(onPage3, 'color', '49')).toEqual({ page: 1, filters: [] });
    const two: ListingState = {
      page: 2,
      filters: [{ code: 'color', op: 'in', values: ['49', '51'] }],
    };
    expect(toggleFilterValue(two, 'color', '49')).toEqual({
      page: 1,
      filters: [{ code: 'color', op: 'in', values: ['51'] }],
    });
  });

  it('sets the value with operator eq in set mode', () => {
    expect(toggleFilterValue(onPage3, 'color', '51', 'set')).toEqual({
      page: 1,
      filters: [{ code: 'color', op: 'eq', values: ['51'] }],
    });
  });

  it('replaces the price range and removes it when picked again', () => {
    const s1 = toggleFilterValue(base, 'price', '10_20');
    expect(s1.filters).toEqual([{ code: 'price', from: '10', to: '20' }]);
    const s2 = toggleFilterValue(s1, 'price', '20_30');
    expect(s2.filters).toEqual([{ code: 'price', from: '20', to: '30' }]);
    expect(toggleFilterValue(s2, 'price', '20_30').filters).toEqual([]);
  });

  it('accepts aggregation buckets with open ends', () => {
    expect(toggleFilterValue(base, 'price', '1000_*').filters).toEqual([
      { code: 'price', from: '1000', to: '' },
    ]);
  });

  it('ignores empty values and invalid codes, still resetting the page', () => {
    expect(toggleFilterValue(onPage3, 'color', '  ')).toEqual({ ...onPage3, page: 1 });
    expect(toggleFilterValue(onPage3, 'Not A Code', '1')).toEqual({ ...onPage3, page: 1 });
  });
});

describe('page, sort, page size and clearing', () => {
  const state: ListingState = {
    page: 4,
    pageSize: 42,
    sort: { field: 'name', dir: 'ASC' },
    filters: [{ code: 'color', op: 'in', values: ['49'] }],
  };

  it('replaces the page and clamps it', () => {
    expect(withPage(state, 7).page).toBe(7);
    expect(withPage(state, 0).page).toBe(1);
    expect(withPage(state, 10_000).page).toBe(500);
  });

  it('replaces the sort and resets the page', () => {
    expect(withSort(state, { field: 'price', dir: 'DESC' })).toEqual({
      ...state,
      page: 1,
      sort: { field: 'price', dir: 'DESC' },
    });
  });

  it('replaces the page size and resets the page', () => {
    expect(withPageSize(state, 21)).toEqual({ ...state, page: 1, pageSize: 21 });
  });

  it('clears filters but keeps sort and page size', () => {
    expect(clearFilters(state)).toEqual({ page: 1, pageSize: 42, sort: state.sort, filters: [] });
  });

  it('removes one filter', () => {
    expect(removeFilter(state, 'color').filters).toEqual([]);
  });

  it('tells whether a value is selected', () => {
    expect(isValueSelected(state, 'color', '49')).toBe(true);
    expect(isValueSelected(state, 'color', '50')).toBe(false);
    const priced = toggleFilterValue(state, 'price', '10_*');
    expect(isValueSelected(priced, 'price', '10_*')).toBe(true);
    expect(isValueSelected(priced, 'price', '10_20')).toBe(false);
  });
});

describe('toFilterInput', () => {
  it('maps filters to the API input', () => {
    expect(
      toFilterInput([
        { code: 'color', op: 'in', values: ['49', '51'] },
        { code: 'material', op: 'eq', values: ['7'] },
        { code: 'name', op: 'match', values: ['oak'] },
        { code: 'price', from: '10', to: '' },
      ]),
    ).toEqual({
      color: { in: ['49', '51'] },
      material: { eq: '7' },
      name: { match: 'oak' },
      price: { from: '10' },
    });
  });
});
