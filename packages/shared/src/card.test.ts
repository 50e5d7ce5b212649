import { describe, expect, it } from 'vitest';
import { detectBrand, luhnValid, normalizeNumber, validateCard } from './card';

const NOW = new Date('2025-06-15T12:00:00Z');
const card = (
  over: Partial<{ number: string; exp_month: string; exp_year: string; cvv: string }> = {},
) => ({
  number: '4242 4242 4242 4242',
  exp_month: '12',
  exp_year: '2030',
  cvv: '123',
  ...over,
});

describe('card rules', () => {
  it('applies the Luhn check to the sandbox numbers', () => {
    for (const n of [
      '4242424242424242',
      '5555555555554444',
      '378282246310005',
      '4000000000000002',
      '4000000000009995',
      '4000000000000069',
      '4000000000000127',
      '4000000000000119',
    ]) {
      expect(luhnValid(n)).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(normalizeNumber('4242-4242 4242 4242')).toBe('4242424242424242');
    expect(normalizeNumber('4242x')).toBeNull();
  });

  it('detects the specification brand codes', () => {
    expect(detectBrand('4242424242424242')).toBe('VI');
    expect(detectBrand('5555555555554444')).toBe('MC');
    expect(detectBrand('2223003122003222')).toBe('MC');
    expect(detectBrand('378282246310005')).toBe('AE');
    expect(detectBrand('36227206271667')).toBe('DN');
    expect(detectBrand('6011111111111117')).toBe('DI');
    expect(detectBrand('3566002020360505')).toBe('JCB');
    expect(detectBrand('6200000000000005')).toBe('UN');
    expect(detectBrand('6759649826438453')).toBe('SM');
    expect(detectBrand('6362970000457013')).toBe('ELO');
    expect(detectBrand('6304000000000000')).toBe('MI');
    expect(detectBrand('6062826786276634')).toBe('HC');
    expect(detectBrand('9999999999999995')).toBe('OT');
  });

  it('accepts a valid card and keeps only brand, last four and expiry for the caller', () => {
    const v = validateCard(card({ exp_year: '30' }), NOW);
    expect(v).toEqual({
      digits: '4242424242424242',
      brand: 'VI',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
  });

  it('gives every field its specification message', () => {
    expect(validateCard(card({ number: '4242424242424241' }), NOW)).toEqual([
      { field: 'number', message: 'Please enter a valid card number.' },
    ]);
    expect(validateCard(card({ exp_month: '13' }), NOW)).toEqual([
      { field: 'exp_month', message: 'Please enter a valid month.' },
    ]);
    expect(validateCard(card({ exp_year: '2024' }), NOW)).toEqual([
      { field: 'exp_year', message: 'Please enter a valid year.' },
    ]);
    expect(validateCard(card({ exp_month: '5', exp_year: '2025' }), NOW)).toEqual([
      { field: 'exp_month', message: 'Please enter a valid month.' },
    ]);
    expect(Array.isArray(validateCard(card({ exp_month: '6', exp_year: '2025' }), NOW))).toBe(
      false,
    );
    expect(validateCard(card({ cvv: '12' }), NOW)).toEqual([
      { field: 'cvv', message: 'Please enter a valid CVV.' },
    ]);
    // American Express takes four digits, and only four.
    expect(validateCard(card({ number: '378282246310005', cvv: '123' }), NOW)).toEqual([
      { field: 'cvv', message: 'Please enter a valid CVV.' },
    ]);
    expect(
      Array.isArray(validateCard(card({ number: '3782 822463 10005', cvv: '1234' }), NOW)),
    ).toBe(false);
    expect(validateCard({ number: '', exp_month: '', exp_year: '', cvv: '' }, NOW)).toHaveLength(4);
  });
});
