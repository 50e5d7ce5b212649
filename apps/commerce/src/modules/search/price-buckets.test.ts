import { describe, expect, it } from 'vitest';
import { bucketOf, initialRange, nextRange } from './price-buckets.js';
import { escapeLike, toPrefixTsquery } from './filters.js';

describe('price buckets', () => {
  it('starts at the power of ten below the highest price', () => {
    expect(initialRange(249_900)).toBe(1000);
    expect(initialRange(99_900)).toBe(100);
    expect(initialRange(5_00)).toBe(1);
  });
  it('shrinks while there is a single bucket and the width is above 10', () => {
    expect(nextRange(1000, 1)).toBe(100);
    expect(nextRange(1000, 2)).toBeNull();
    expect(nextRange(10, 1)).toBeNull();
  });
  it('labels buckets like Magento', () => {
    expect(bucketOf(2, 100, 7)).toEqual({ label: '200-300', value: '200_300', count: 7 });
  });
});

describe('search text', () => {
  it('builds a safe prefix tsquery', () => {
    expect(toPrefixTsquery('Lounge  cha')).toBe('lounge:* & cha:*');
    expect(toPrefixTsquery("it's & (x) | !y")).toBe('it:* & s:* & x:* & y:*');
    expect(toPrefixTsquery(' !! ')).toBeNull();
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
