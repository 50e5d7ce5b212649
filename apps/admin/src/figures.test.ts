import { describe, expect, it } from 'vitest';
import { salesSummary, stars } from './figures';

describe('stars', () => {
  it('rounds the 0–100 mean to half stars', () => {
    expect(stars(100)).toBe('5 of 5 stars');
    expect(stars(87)).toBe('4.5 of 5 stars');
    expect(stars(20)).toBe('1 of 5 stars');
    expect(stars(null)).toBe('No rating');
  });
});

describe('salesSummary', () => {
  it('names the total, the orders, the period and the best day', () => {
    expect(
      salesSummary([
        { date: '2026-10-30', orders: 0, revenue: 0 },
        { date: '2026-10-31', orders: 2, revenue: 1250.5 },
        { date: '2026-11-01', orders: 1, revenue: 99.99 },
      ]),
    ).toBe(
      '$1,350.49 from 3 orders between 30 Oct and 1 Nov. The best day was 31 Oct with $1,250.50.',
    );
  });

  it('says when no day had revenue, and when there are no days', () => {
    expect(salesSummary([{ date: '2026-11-01', orders: 0, revenue: 0 }])).toBe(
      '$0.00 from 0 orders between 1 Nov and 1 Nov. No day had revenue.',
    );
    expect(salesSummary([])).toBe('No figures yet.');
  });
});
