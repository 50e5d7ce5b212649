import { describe, expect, it } from 'vitest';
import { cardNumbersIn, luhnValid } from './card-numbers';

describe('cardNumbersIn', () => {
  it('finds card numbers however they are printed', () => {
    expect(cardNumbersIn('paid with 4242424242424242 today')).toEqual(['4242424242424242']);
    expect(cardNumbersIn('"number":"4242 4242 4242 4242"')).toEqual(['4242424242424242']);
    expect(cardNumbersIn('amex 3782-822463-10005.')).toEqual(['378282246310005']);
    expect(cardNumbersIn('mc=5555-5555-5555-4444&x')).toEqual(['5555555555554444']);
    expect(cardNumbersIn('19 digits 4111111111111111110 end').length).toBeLessThanOrEqual(1);
    expect(cardNumbersIn('visa13 4222222222222')).toEqual(['4222222222222']);
  });

  it('ignores numbers that fail Luhn', () => {
    expect(cardNumbersIn('4242 4242 4242 4241 and 4000000000000001')).toEqual([]);
  });

  it('ignores by shape: timestamps, digits inside tokens and decimals, other industries', () => {
    // A millisecond timestamp (13 digits, starts with 1), even when it passes Luhn.
    const ts = '1764000000000';
    expect(luhnValid(ts)).toBe(true);
    expect(cardNumbersIn(`"time":${ts}`)).toEqual([]);
    expect(cardNumbersIn('hash a4242424242424242f and id 4242424242424242abc')).toEqual([]);
    expect(cardNumbersIn('0.4242424242424242')).toEqual([]);
    expect(cardNumbersIn('9007199254740991 and 0000000000000000')).toEqual([]);
    expect(cardNumbersIn('order 000000123, total 1234.56, phone 5125550100')).toEqual([]);
  });
});
