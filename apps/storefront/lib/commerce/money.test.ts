import { describe, expect, it } from 'vitest';
import { formatMoney, money, percentOf, toCents } from './money';

describe('money', () => {
  it('converts Float dollars to integer cents', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.995)).toBe(2000);
    expect(toCents(1049.99)).toBe(104999);
    expect(toCents(-5.5)).toBe(-550);
    expect(toCents(null)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
  });

  it('keeps the currency, defaulting to USD', () => {
    expect(money(1, null)).toEqual({ cents: 100, currency: 'USD' });
    expect(money(1, 'EUR')).toEqual({ cents: 100, currency: 'EUR' });
    expect(money(undefined)).toBeNull();
  });

  it('formats en-US USD', () => {
    expect(formatMoney({ cents: 123450, currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ cents: 0, currency: 'USD' })).toBe('$0.00');
  });

  it('applies percentages in cents', () => {
    expect(percentOf(10000, 15)).toBe(1500);
    expect(percentOf(999, 10)).toBe(100);
  });
});
