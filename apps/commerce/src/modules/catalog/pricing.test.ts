import { describe, expect, it } from 'vitest';
import { finalPrice, priceBounds, type PriceSource } from './pricing.js';

const now = new Date('2025-06-15T12:00:00Z');
const simple = (
  price: number,
  special: number | null = null,
  from?: string,
  to?: string,
): PriceSource => ({
  type_id: 'simple',
  price,
  special_price: special,
  special_from_date: from ? new Date(from) : null,
  special_to_date: to ? new Date(to) : null,
});

describe('pricing', () => {
  it('applies a special price only inside its window', () => {
    expect(finalPrice(simple(10000, 8000), now)).toBe(8000);
    expect(finalPrice(simple(10000, 8000, '2025-06-01', '2025-06-30'), now)).toBe(8000);
    expect(finalPrice(simple(10000, 8000, '2025-07-01'), now)).toBe(10000);
    expect(finalPrice(simple(10000, 8000, undefined, '2025-06-01'), now)).toBe(10000);
  });
  it('never raises the price with a special price above it', () => {
    expect(finalPrice(simple(10000, 12000), now)).toBe(10000);
  });
  it('spans enabled variants for configurables', () => {
    const parent = { ...simple(0), type_id: 'configurable' };
    const b = priceBounds(parent, [simple(50000), simple(65000, 45000), simple(70000)], now);
    expect(b).toEqual({ minRegular: 50000, minFinal: 45000, maxRegular: 70000, maxFinal: 70000 });
  });
  it('uses amounts and the open range for gift cards', () => {
    const card = {
      ...simple(0),
      type_id: 'giftcard',
      giftcard: {
        amounts: [5000, 10000],
        allow_open_amount: true,
        open_amount_min: 2500,
        open_amount_max: 50000,
        giftcard_type: 'VIRTUAL' as const,
      },
    };
    expect(priceBounds(card, [], now)).toEqual({
      minRegular: 2500,
      minFinal: 2500,
      maxRegular: 50000,
      maxFinal: 50000,
    });
  });
});
