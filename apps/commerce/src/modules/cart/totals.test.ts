import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  findTaxRate,
  largestRemainder,
  type TotalsInput,
  type TotalsRule,
} from './totals.js';

const item = (id: number, unit: number, quantity: number, original = unit) => ({
  id,
  unitPriceCents: unit,
  originalUnitPriceCents: original,
  quantity,
});
const rule = (over: Partial<TotalsRule>): TotalsRule => ({
  label: 'Promo',
  code: 'PROMO',
  discountType: 'none',
  discountAmount: 0,
  freeShipping: false,
  minSubtotalCents: null,
  ...over,
});
const base = (over: Partial<TotalsInput> = {}): TotalsInput => ({
  items: [item(1, 1000, 1)],
  rule: null,
  giftCards: [],
  taxRates: [],
  region: null,
  shippingCents: 0,
  ...over,
});
const NY = { countryId: 'US', regionCode: 'NY', rate: 888, label: 'US-NY-*-Rate 1' };
const CA = { countryId: 'US', regionCode: 'CA', rate: 725, label: 'US-CA-*-Rate 1' };

describe('largestRemainder', () => {
  it('splits exactly, giving leftover cents to the largest remainders', () => {
    expect(largestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(largestRemainder(10, [333, 333, 334])).toEqual([3, 3, 4]);
    expect(largestRemainder(0, [5, 5])).toEqual([0, 0]);
    expect(largestRemainder(7, [0, 0])).toEqual([0, 0]);
  });

  it('always sums to the total and never exceeds a weight when total <= sum', () => {
    for (let seed = 1; seed < 300; seed++) {
      const weights = Array.from(
        { length: (seed % 7) + 1 },
        (_, i) => ((seed * 7919 + i * 104729) % 100_000) + 1,
      );
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = (seed * 2654435761) % (sum + 1);
      const parts = largestRemainder(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(weights[i] as number));
    }
  });

  it('handles amounts whose product passes 2^53', () => {
    expect(largestRemainder(9_000_000_000, [4_000_000_000, 5_000_000_000])).toEqual([
      4_000_000_000, 5_000_000_000,
    ]);
  });
});

describe('computeTotals', () => {
  it('adds rows and reports zeros for an empty cart', () => {
    const empty = computeTotals(base({ items: [] }));
    expect([empty.subtotalCents, empty.grandTotalCents, empty.discounts, empty.taxes]).toEqual([
      0,
      0,
      [],
      [],
    ]);
    const t = computeTotals(base({ items: [item(1, 41600, 2, 52000), item(2, 999, 3)] }));
    expect(t.subtotalCents).toBe(83200 + 2997);
    expect(t.items[0]).toMatchObject({
      rowTotalCents: 83200,
      originalPriceCents: 52000,
      originalRowTotalCents: 104000,
      discountCents: 0,
    });
    expect(t.grandTotalCents).toBe(86197);
  });

  it('percent discount: rounded once and split so row discounts add up', () => {
    const t = computeTotals(
      base({
        items: [item(1, 333, 1), item(2, 333, 1), item(3, 334, 1)],
        rule: rule({ discountType: 'percent', discountAmount: 1000 }),
      }),
    );
    expect(t.discountCents).toBe(100);
    expect(t.items.map((i) => i.discountCents)).toEqual([33, 33, 34]);
    expect(t.discounts).toEqual([{ label: 'Promo', amountCents: 100, appliedTo: 'ITEM' }]);
    expect(t.items[0]?.discounts).toEqual([{ label: 'Promo', amountCents: 33 }]);
    expect(t.subtotalWithDiscountCents).toBe(900);
  });

  it('percent discount with odd cents rounds half up', () => {
    const t = computeTotals(
      base({
        items: [item(1, 1005, 1)],
        rule: rule({ discountType: 'percent', discountAmount: 1000 }),
      }),
    );
    expect(t.discountCents).toBe(101); // 100.5 -> 101
  });

  it('fixed amount per unit, capped at the row', () => {
    const t = computeTotals(
      base({
        items: [item(1, 2000, 3), item(2, 300, 2)],
        rule: rule({ discountType: 'fixed_per_item', discountAmount: 500 }),
      }),
    );
    expect(t.items.map((i) => i.discountCents)).toEqual([1500, 600]);
    expect(t.discountCents).toBe(2100);
  });

  it('fixed cart amount split by row weight and capped at the subtotal', () => {
    const t = computeTotals(
      base({
        items: [item(1, 10000, 1), item(2, 20000, 1)],
        rule: rule({ discountType: 'fixed_cart', discountAmount: 5000 }),
      }),
    );
    expect(t.items.map((i) => i.discountCents)).toEqual([1667, 3333]);
    const capped = computeTotals(
      base({
        items: [item(1, 3000, 1)],
        rule: rule({ discountType: 'fixed_cart', discountAmount: 5000 }),
      }),
    );
    expect([capped.discountCents, capped.grandTotalCents]).toEqual([3000, 0]);
  });

  it('free shipping zeroes the shipping amount; min subtotal gates the rule', () => {
    const free = computeTotals(base({ shippingCents: 1500, rule: rule({ freeShipping: true }) }));
    expect([free.shippingCents, free.grandTotalCents, free.discounts]).toEqual([0, 1000, []]);
    const paid = computeTotals(base({ shippingCents: 1500 }));
    expect(paid.grandTotalCents).toBe(2500);
    const gated = rule({ discountType: 'percent', discountAmount: 1000, minSubtotalCents: 100000 });
    expect(computeTotals(base({ rule: gated })).ruleApplied).toBe(false);
    expect(computeTotals(base({ rule: gated, items: [item(1, 100000, 1)] })).discountCents).toBe(
      10000,
    );
  });

  it('taxes the discounted rows by the shipping state, not the shipping', () => {
    const input = base({
      items: [item(1, 10000, 1), item(2, 5000, 1)],
      rule: rule({ discountType: 'percent', discountAmount: 1000 }),
      shippingCents: 2000,
      taxRates: [NY, CA],
    });
    expect(computeTotals(input).taxCents).toBe(0); // no shipping address
    const t = computeTotals({ ...input, region: { countryCode: 'US', regionCode: 'ny' } });
    // (15000 - 1500) x 8.88 % = 1198.8 -> 1199
    expect(t.taxCents).toBe(1199);
    expect(t.taxes).toEqual([{ label: NY.label, amountCents: 1199 }]);
    expect(t.items.reduce((a, i) => a + i.taxCents, 0)).toBe(1199);
    expect(t.items[0]).toMatchObject({ priceInclTaxCents: 10888, rowTotalInclTaxCents: 10888 });
    expect(t.subtotalInclTaxCents).toBe(10888 + 5444);
    expect(t.grandTotalCents).toBe(15000 - 1500 + 1199 + 2000);
    expect(t.grandTotalExclTaxCents).toBe(15000 - 1500 + 2000);
    expect(
      computeTotals({ ...input, region: { countryCode: 'US', regionCode: 'OR' } }).taxes,
    ).toEqual([]);
  });

  it('gift cards apply after tax, in order, partially or fully, never below zero', () => {
    const input = base({
      items: [item(1, 10000, 1)],
      taxRates: [CA],
      region: { countryCode: 'US', regionCode: 'CA' },
    });
    const partial = computeTotals({ ...input, giftCards: [{ code: 'A', balanceCents: 5000 }] });
    expect(partial.giftCards).toEqual([{ code: 'A', appliedCents: 5000, balanceCents: 5000 }]);
    expect(partial.grandTotalCents).toBe(10725 - 5000);
    const full = computeTotals({
      ...input,
      giftCards: [
        { code: 'A', balanceCents: 8000 },
        { code: 'B', balanceCents: 100000 },
        { code: 'C', balanceCents: 100 },
      ],
    });
    expect(full.giftCards.map((g) => g.appliedCents)).toEqual([8000, 2725, 0]);
    expect([full.grandTotalCents, full.giftCardCents, full.grandTotalExclTaxCents]).toEqual([
      0, 10725, 0,
    ]);
  });

  it('never discounts gift card lines, and gift card balance pays only the rest', () => {
    const gc = { ...item(2, 5000, 1), isGiftCard: true };
    const only = base({ items: [gc] });
    for (const r of [
      rule({ discountType: 'fixed_cart', discountAmount: 5000 }),
      rule({ discountType: 'percent', discountAmount: 1000 }),
      rule({ discountType: 'fixed_per_item', discountAmount: 500 }),
    ]) {
      const t = computeTotals({ ...only, rule: r });
      expect([
        t.ruleApplied,
        t.discountCents,
        t.grandTotalCents,
        t.discountableSubtotalCents,
      ]).toEqual([false, 0, 5000, 0]);
      const mixed = computeTotals(base({ items: [item(1, 3000, 1), gc], rule: r }));
      expect(mixed.items[1]?.discountCents).toBe(0);
      expect(mixed.discountCents).toBe(
        Math.min(3000, r.discountType === 'percent' ? 300 : r.discountAmount),
      );
    }
    expect(
      computeTotals({ ...only, giftCards: [{ code: 'A', balanceCents: 100000 }] }).giftCards[0]
        ?.appliedCents,
    ).toBe(0);
    const taxed = computeTotals(
      base({
        items: [item(1, 10000, 1), gc],
        taxRates: [CA],
        region: { countryCode: 'US', regionCode: 'CA' },
        shippingCents: 1000,
        giftCards: [{ code: 'A', balanceCents: 100000 }],
      }),
    );
    // 15000 x 7.25 % = 1087.5 -> 1088, split 725 / 363: the card pays the chair, its tax and shipping.
    expect(taxed.giftCards[0]?.appliedCents).toBe(10000 + 725 + 1000);
    expect(taxed.grandTotalCents).toBe(5000 + 363);
    const gated = rule({ discountType: 'percent', discountAmount: 1000, minSubtotalCents: 5000 });
    expect(computeTotals(base({ items: [item(1, 1000, 1), gc], rule: gated })).ruleApplied).toBe(
      false,
    );
  });
});

describe('findTaxRate', () => {
  it('prefers the state rate, then a country-wide one', () => {
    const US = { countryId: 'US', regionCode: null, rate: 100, label: 'US' };
    expect(findTaxRate([NY, US], { countryCode: 'us', regionCode: 'NY' })).toBe(NY);
    expect(findTaxRate([NY, US], { countryCode: 'US', regionCode: 'TX' })).toBe(US);
    expect(findTaxRate([NY], { countryCode: 'CA', regionCode: 'NY' })).toBeNull();
  });
});
