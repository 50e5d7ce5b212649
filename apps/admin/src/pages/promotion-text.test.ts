// A coupon's settings in words, as the list and the coupon's page show them.
import { describe, expect, it } from 'vitest';
import type { AdminCartRuleFieldsFragment } from '../generated/graphql';
import { valuesOf } from './PromotionForm';
import { discountText, usesText, windowText } from './promotion-text';

const rule = (over: Partial<AdminCartRuleFieldsFragment> = {}): AdminCartRuleFieldsFragment => ({
  id: 1,
  name: 'Summer',
  label: 'Summer',
  code: 'SUMMER10',
  is_active: true,
  discount_type: 'PERCENT',
  discount_amount: 12.5,
  free_shipping: false,
  min_subtotal: null,
  from_date: null,
  to_date: null,
  uses_per_coupon: null,
  uses_per_customer: null,
  times_used: 0,
  ...over,
});

describe('coupon texts', () => {
  it('says what the rule gives', () => {
    expect(discountText(rule())).toBe('12.5 % off');
    expect(discountText(rule({ discount_type: 'FIXED_PER_ITEM', discount_amount: 5 }))).toBe(
      '$5.00 off each unit',
    );
    expect(
      discountText(
        rule({ discount_type: 'FIXED_CART', discount_amount: 7.5, free_shipping: true }),
      ),
    ).toBe('$7.50 off the cart, free shipping');
    expect(
      discountText(rule({ discount_type: 'NONE', discount_amount: 0, free_shipping: true })),
    ).toBe('Free shipping');
  });

  it('shows the window in whole UTC days and the uses against the limit', () => {
    const window = rule({
      from_date: '2026-12-01T00:00:00.000Z',
      to_date: '2026-12-31T23:59:59.999Z',
    });
    expect(windowText(window)).toBe('1 Dec 2026 to 31 Dec 2026');
    expect(windowText(rule({ to_date: '2026-12-31T23:59:59.999Z' }))).toBe('Until 31 Dec 2026');
    expect(windowText(rule())).toBe('Always');
    expect(usesText(rule({ times_used: 3, uses_per_coupon: 50 }))).toBe('3 of 50');
    expect(usesText(rule({ times_used: 3 }))).toBe('3 (no limit)');
  });

  it('fills the edit form with the rule’s days and leaves a label equal to the name empty', () => {
    const v = valuesOf(
      rule({ from_date: '2026-12-01T00:00:00.000Z', to_date: '2026-12-31T23:59:59.999Z' }),
    );
    expect(v).toMatchObject({
      label: '',
      discount_amount: '12.5',
      from_date: '2026-12-01',
      to_date: '2026-12-31',
      uses_per_coupon: '',
    });
  });
});
