import { describe, expect, it } from 'vitest';
import type { ConfigurableOption, Variant } from '@/lib/commerce/types';
import { findVariant, isComplete, isValueAvailable, missingOptions } from './variant-selection';

const option = (code: string, values: number[]): ConfigurableOption => ({
  code,
  label: code,
  position: 0,
  display: 'text',
  values: values.map((v) => ({ valueIndex: v, uid: null, label: String(v), swatch: null })),
});

const variant = (sku: string, attributes: Record<string, number>): Variant => ({
  sku,
  name: sku,
  stockStatus: 'IN_STOCK',
  price: { final: null, regular: null, onSale: false },
  gallery: [],
  attributes,
});

const options = [option('fabric', [1, 2]), option('finish', [10, 20])];
const variants = [
  variant('A-1-10', { fabric: 1, finish: 10 }),
  variant('A-1-20', { fabric: 1, finish: 20 }),
  variant('A-2-10', { fabric: 2, finish: 10 }),
];

describe('variant selection', () => {
  it('finds the variant of a full combination', () => {
    expect(findVariant(options, variants, { fabric: 1, finish: 20 })?.sku).toBe('A-1-20');
  });
  it('returns null for incomplete or missing combinations', () => {
    expect(findVariant(options, variants, { fabric: 1 })).toBeNull();
    expect(findVariant(options, variants, { fabric: 2, finish: 20 })).toBeNull();
    expect(findVariant([], variants, {})).toBeNull();
  });
  it('marks values that cannot combine with the other choices', () => {
    expect(isValueAvailable(variants, { fabric: 2 }, 'finish', 20)).toBe(false);
    expect(isValueAvailable(variants, { fabric: 2 }, 'finish', 10)).toBe(true);
    // The option's own current value does not restrict its alternatives.
    expect(isValueAvailable(variants, { fabric: 2, finish: 10 }, 'fabric', 1)).toBe(true);
    expect(isValueAvailable(variants, { finish: 20 }, 'fabric', 2)).toBe(false);
  });
  it('reports completeness and what is missing', () => {
    expect(isComplete(options, { fabric: 1 })).toBe(false);
    expect(missingOptions(options, { fabric: 1 }).map((o) => o.code)).toEqual(['finish']);
    expect(isComplete(options, { fabric: 1, finish: 10 })).toBe(true);
  });
});
