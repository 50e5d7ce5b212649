import { describe, expect, it } from 'vitest';
import {
  centsToFloat,
  discountOf,
  formatCents,
  formatMoney,
  fromCents,
  money,
  parseMoneyToCents,
  percentOf,
  percentToHundredths,
  toCents,
  toCentsOrNull,
  toMoney,
} from './money';

describe('money', () => {
  it('converts wire floats to cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1299)).toBe(129900);
    expect(toCents(1049.99)).toBe(104999);
    expect(toCents(-4.005)).toBe(-401);
    expect(toCents(-5.5)).toBe(-550);
    expect(toCents(19.995)).toBe(2000);
    expect(toCents(0)).toBe(0);
  });

  it('refuses non-finite amounts and fractional cents', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => fromCents(10.5)).toThrow(RangeError);
  });

  it('treats absent optional amounts as null', () => {
    expect(toCentsOrNull(12.34)).toBe(1234);
    expect(toCentsOrNull(null)).toBeNull();
    expect(toCentsOrNull(undefined)).toBeNull();
    expect(toCentsOrNull(Number.NaN)).toBeNull();
  });

  it('reads wire amounts into Money, keeping the currency and defaulting to USD', () => {
    expect(money(1, null)).toEqual({ cents: 100, currency: 'USD' });
    expect(money(1, 'EUR')).toEqual({ cents: 100, currency: 'EUR' });
    expect(money(undefined)).toBeNull();
  });

  it('writes Money for the wire as two-decimal floats', () => {
    expect(toMoney(129900, 'USD')).toEqual({ value: 1299, currency: 'USD' });
    expect(toMoney(30, 'USD')).toEqual({ value: 0.3, currency: 'USD' });
    expect(centsToFloat(129999)).toBe(1299.99);
  });

  it('parses dollar input into cents, rejecting garbage', () => {
    expect(parseMoneyToCents('10.5')).toBe(1050);
    expect(parseMoneyToCents('0.1')).toBe(10);
    expect(parseMoneyToCents(2.5)).toBe(250);
    expect(parseMoneyToCents('abc')).toBeNull();
    expect(parseMoneyToCents('')).toBeNull();
    expect(parseMoneyToCents(null)).toBeNull();
  });

  it('takes percentages in hundredths of a percent, rounded to the cent', () => {
    expect(percentOf(10000, 1000)).toBe(1000);
    expect(percentOf(999, 1250)).toBe(125);
    expect(percentOf(10000, 1500)).toBe(1500);
    expect(percentOf(999, 1000)).toBe(100);
  });

  it('converts plain percentages to hundredths', () => {
    expect(percentToHundredths(15)).toBe(1500);
    expect(percentToHundredths(12.5)).toBe(1250);
    expect(percentToHundredths(0.07)).toBe(7);
    expect(percentOf(10000, percentToHundredths(15))).toBe(1500);
  });

  it('computes discounts like Magento', () => {
    expect(discountOf(10000, 8000)).toEqual({ amount_off: 20, percent_off: 20 });
    expect(discountOf(30000, 20000)).toEqual({ amount_off: 100, percent_off: 33.33 });
    expect(discountOf(10000, 10000)).toEqual({ amount_off: 0, percent_off: 0 });
    expect(discountOf(10000, 12000)).toEqual({ amount_off: 0, percent_off: 0 });
  });

  it('formats for display in en-US dollars', () => {
    expect(formatCents(129900)).toBe('$1,299.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatMoney({ cents: 123450, currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ cents: 0, currency: 'USD' })).toBe('$0.00');
  });
});
