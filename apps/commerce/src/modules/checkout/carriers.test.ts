import { describe, expect, it } from 'vitest';
import { rateShipment } from './carriers.js';

const item = (quantity: number, weight: number | null, isVirtual = false) => ({
  sku: 'X',
  quantity,
  weight,
  isVirtual,
  rowTotalCents: 0,
});
const US = { countryCode: 'US', regionCode: 'NY', postcode: '10001' };

describe('rateShipment', () => {
  it('prices flat rate per unit and freight by weight, in carrier order', () => {
    const rates = rateShipment({
      items: [item(2, 30), item(1, 100)],
      subtotalCents: 100_000,
      freeShipping: false,
      address: US,
    });
    expect(
      rates.map((r) => [r.carrierCode, r.methodCode, r.amountCents, r.carrierTitle, r.methodTitle]),
    ).toEqual([
      ['flatrate', 'flatrate', 7500, 'Flat Rate', 'Fixed'],
      ['freight', 'freight', 9500 + 160 * 85, 'Freight', 'LTL Freight'],
    ]);
  });

  it('offers free shipping from the threshold or under a free-shipping rule', () => {
    const at = rateShipment({
      items: [item(1, 10)],
      subtotalCents: 250_000,
      freeShipping: false,
      address: US,
    });
    expect(at[0]).toMatchObject({
      carrierCode: 'freeshipping',
      amountCents: 0,
      carrierTitle: 'Free Shipping',
    });
    const below = rateShipment({
      items: [item(1, 10)],
      subtotalCents: 249_999,
      freeShipping: false,
      address: US,
    });
    expect(below.map((r) => r.carrierCode)).toEqual(['flatrate', 'freight']);
    const rule = rateShipment({
      items: [item(1, 10)],
      subtotalCents: 100,
      freeShipping: true,
      address: US,
    });
    expect(rule.map((r) => r.carrierCode)).toEqual(['freeshipping', 'flatrate', 'freight']);
  });

  it('ignores virtual lines, rates nothing for a virtual-only cart, and ships freight only to the US and Canada', () => {
    expect(
      rateShipment({
        items: [item(3, null, true)],
        subtotalCents: 0,
        freeShipping: false,
        address: US,
      }),
    ).toEqual([]);
    const mixed = rateShipment({
      items: [item(3, null, true), item(1, 10)],
      subtotalCents: 0,
      freeShipping: false,
      address: US,
    });
    expect(mixed.find((r) => r.carrierCode === 'flatrate')?.amountCents).toBe(2500);
    const gb = rateShipment({
      items: [item(1, 10)],
      subtotalCents: 0,
      freeShipping: false,
      address: { countryCode: 'gb', regionCode: null, postcode: null },
    });
    expect(gb.map((r) => r.carrierCode)).toEqual(['flatrate']);
  });
});
