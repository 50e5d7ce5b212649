import { describe, expect, it } from 'vitest';
import { formatCents, fromCents, money, percentOf, toCents } from './money';

describe('money', () => {
  it('converts wire floats to cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1299)).toBe(129900);
    expect(toCents(-4.005)).toBe(-401);
    expect(toCents(19.995)).toBe(2000);
    expect(toCents(0)).toBe(0);
  });

  it('refuses non-finite amounts and fractional cents', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => fromCents(10.5)).toThrow(RangeError);
  });

  it('builds Money for the wire', () => {
    expect(money(129900)).toEqual({ value: 1299, currency: 'USD' });
  });

  it('takes percentages in hundredths of a percent, rounded to the cent', () => {
    expect(percentOf(10000, 1000)).toBe(1000);
    expect(percentOf(999, 1250)).toBe(125);
  });

  it('formats for display in en-US dollars', () => {
    expect(formatCents(129900)).toBe('$1,299.00');
    expect(formatCents(5)).toBe('$0.05');
  });
});
