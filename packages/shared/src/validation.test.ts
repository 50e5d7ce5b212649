import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPassword, isValidPostcode } from './validation';

describe('validation rules', () => {
  it('checks e-mail addresses', () => {
    expect(isValidEmail('buyer@hotel.example')).toBe(true);
    expect(isValidEmail('buyer@hotel')).toBe(false);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('a b@hotel.example')).toBe(false);
  });

  it('needs 8 characters with lower, upper and a number', () => {
    expect(isValidPassword('Furniture1')).toBe(true);
    expect(isValidPassword('Furn1')).toBe(false);
    expect(isValidPassword('furniture1')).toBe(false);
    expect(isValidPassword('FURNITURE1')).toBe(false);
    expect(isValidPassword('Furniture')).toBe(false);
  });

  it('matches US and CA postcodes as the spec states', () => {
    expect(isValidPostcode('US', '10001')).toBe(true);
    expect(isValidPostcode('US', '10001-1234')).toBe(true);
    expect(isValidPostcode('US', '10001 1234')).toBe(true);
    expect(isValidPostcode('US', '1000')).toBe(false);
    expect(isValidPostcode('CA', 'K1A 0B1')).toBe(true);
    expect(isValidPostcode('CA', 'K1A0B1')).toBe(false);
    expect(isValidPostcode('GB', 'SW1A 1AA')).toBe(true);
    expect(isValidPostcode('GB', ' ')).toBe(false);
  });
});
