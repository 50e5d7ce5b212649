import { describe, expect, it } from 'vitest';
import { checkPriceRange } from './price-range-input';

describe('price filter min and max', () => {
  it('both are required', () => {
    expect(checkPriceRange('', '')).toEqual({ errors: { min: 'required', max: 'required' } });
    expect(checkPriceRange(' ', '50')).toEqual({ errors: { min: 'required' } });
  });

  it('only whole numbers are valid, and min may not exceed max', () => {
    expect(checkPriceRange('abc', '50').errors).toEqual({ min: 'invalid' });
    expect(checkPriceRange('10', '-5').errors).toEqual({ max: 'invalid' });
    expect(checkPriceRange('1.5', '2').errors).toEqual({ min: 'invalid' });
    expect(checkPriceRange('1234567890', '2').errors.min).toBe('invalid');
    expect(checkPriceRange('60', '50').errors).toEqual({ max: 'invalid' });
  });

  it('a valid range becomes the q price value', () => {
    expect(checkPriceRange('010', ' 50 ')).toEqual({ errors: {}, value: '10_50' });
    expect(checkPriceRange('50', '50').value).toBe('50_50');
  });
});
