import { describe, expect, it } from 'vitest';
import { centsToFloat, discountOf, parseMoneyToCents, toMoney } from './money.js';

describe('money', () => {
  it('turns cents into two-decimal floats', () => {
    expect(centsToFloat(129999)).toBe(1299.99);
    expect(toMoney(30, 'USD')).toEqual({ value: 0.3, currency: 'USD' });
  });
  it('parses dollar input into cents, rejecting garbage', () => {
    expect(parseMoneyToCents('10.5')).toBe(1050);
    expect(parseMoneyToCents('0.1')).toBe(10);
    expect(parseMoneyToCents('abc')).toBeNull();
    expect(parseMoneyToCents('')).toBeNull();
  });
  it('computes discounts like Magento', () => {
    expect(discountOf(10000, 8000)).toEqual({ amount_off: 20, percent_off: 20 });
    expect(discountOf(30000, 20000)).toEqual({ amount_off: 100, percent_off: 33.33 });
    expect(discountOf(10000, 10000)).toEqual({ amount_off: 0, percent_off: 0 });
    expect(discountOf(10000, 12000)).toEqual({ amount_off: 0, percent_off: 0 });
  });
});
