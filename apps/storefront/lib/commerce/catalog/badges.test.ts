import { describe, expect, it } from 'vitest';
import { isNewProduct, isSpecialPrice, normaliseDate, wallClock } from './badges';

describe('wallClock', () => {
  it('renders the time in the store time zone', () => {
    const now = new Date('2026-03-01T03:30:00Z');
    expect(wallClock(now, 'UTC')).toBe('2026-03-01 03:30:00');
    expect(wallClock(now, 'America/Chicago')).toBe('2026-02-28 21:30:00');
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(wallClock(new Date('2026-03-01T03:30:00Z'), 'Not/AZone')).toBe('2026-03-01 03:30:00');
  });
});

describe('normaliseDate', () => {
  it('accepts the API date forms', () => {
    expect(normaliseDate('2026-03-01')).toBe('2026-03-01 00:00:00');
    expect(normaliseDate('2026-03-01 10:20:30')).toBe('2026-03-01 10:20:30');
    expect(normaliseDate('2026-03-01T10:20:30.000Z')).toBe('2026-03-01 10:20:30');
    expect(normaliseDate('2026-03-01 10:20')).toBe('2026-03-01 10:20:00');
    expect(normaliseDate('soon')).toBeNull();
    expect(normaliseDate(null)).toBeNull();
  });
});

describe('isNewProduct', () => {
  const now = new Date('2026-03-01T03:30:00Z'); // 2026-02-28 21:30 in Chicago
  it('needs new_from_date', () => {
    expect(isNewProduct(null, '2026-12-31', now, 'UTC')).toBe(false);
  });
  it('is new on or after new_from_date without an end', () => {
    expect(isNewProduct('2026-03-01 03:30:00', null, now, 'UTC')).toBe(true);
    expect(isNewProduct('2026-03-01 03:30:01', null, now, 'UTC')).toBe(false);
  });
  it('uses the store time zone', () => {
    expect(isNewProduct('2026-03-01', null, now, 'UTC')).toBe(true);
    expect(isNewProduct('2026-03-01', null, now, 'America/Chicago')).toBe(false);
  });
  it('stops after new_to_date, which covers its whole day', () => {
    expect(isNewProduct('2026-01-01', '2026-02-28', now, 'America/Chicago')).toBe(true);
    expect(isNewProduct('2026-01-01', '2026-02-28', now, 'UTC')).toBe(false);
    expect(isNewProduct('2026-01-01', '2026-03-01 03:00:00', now, 'UTC')).toBe(false);
    expect(isNewProduct('2026-01-01', '2026-03-01 04:00:00', now, 'UTC')).toBe(true);
  });
});

describe('isSpecialPrice', () => {
  it('is special only when the maximal price is present and lower than the regular price', () => {
    expect(isSpecialPrice(900, 1000)).toBe(true);
    expect(isSpecialPrice(1000, 1000)).toBe(false);
    expect(isSpecialPrice(1100, 1000)).toBe(false);
    expect(isSpecialPrice(null, 1000)).toBe(false);
    expect(isSpecialPrice(900, null)).toBe(false);
  });
});
