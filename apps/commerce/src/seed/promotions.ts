// Demo cart rules, gift card accounts and US sales tax rates. Dates are relative to the seed's
// `now`, so the facts below hold for any seeding time. Amounts are cents; percentages and tax
// rates are hundredths of a percent (the schema's unit: 725 = 7.25 %).
import type { Db } from '../db/index.js';

const DAY = 86_400_000;

export const DEMO_PROMOTIONS = {
  coupons: {
    /** 10 % off every item. */
    percent: { code: 'WELCOME10', label: 'Welcome 10% off', percent: 10 },
    /** $50 off the cart, split across the items. */
    fixedCart: { code: 'TRADE50', label: 'Trade $50 off', amountCents: 5000 },
    /** $5 off each unit. */
    fixedPerItem: { code: 'UNIT5', label: '$5 off each unit', amountCents: 500 },
    /** Free shipping, no discount. */
    freeShipping: { code: 'FREESHIP', label: 'Free shipping' },
    /** 15 % off, one use in total (counted when an order is placed). */
    singleUse: { code: 'ONEUSE', label: 'One-time 15% off', percent: 15 },
    /** 5 % off, once per customer (guests by e-mail). */
    oncePerCustomer: { code: 'FIRSTORDER', label: 'First order 5% off', percent: 5 },
    /** 20 % off, valid from now-60d to now-30d: always expired. */
    expired: { code: 'EXPIRED', label: 'Spring sale 20% off', percent: 20 },
    /** $250 off carts with a subtotal of at least $5,000. */
    minSubtotal: {
      code: 'BIGORDER',
      label: 'Big order $250 off',
      amountCents: 25000,
      minSubtotalCents: 500000,
    },
    /** Switched off (is_active false). */
    inactive: { code: 'RETIRED', label: 'Retired 30% off', percent: 30 },
  },
  giftCards: {
    /** $100 balance, no expiry. */
    hundred: { code: 'GIFT-100-DEMO', balanceCents: 10000 },
    /** $10,000 balance, expires now+365d. */
    large: { code: 'GIFT-10K-DEMO', balanceCents: 1000000 },
    /** $50 left, expired at now-1d. */
    expired: { code: 'GIFT-EXPIRED-DEMO', balanceCents: 5000 },
    /** Spent: balance 0 of an initial $25. */
    empty: { code: 'GIFT-ZERO-DEMO', balanceCents: 0 },
    /** $75 but deactivated. */
    inactive: { code: 'GIFT-OFF-DEMO', balanceCents: 7500 },
  },
  /** US sales tax by shipping state; other states and countries have no rate (no tax). */
  taxRates: [
    { region: 'NY', rate: 888, label: 'US-NY-*-Rate 1' },
    { region: 'CA', rate: 725, label: 'US-CA-*-Rate 1' },
    { region: 'TX', rate: 625, label: 'US-TX-*-Rate 1' },
    { region: 'IL', rate: 625, label: 'US-IL-*-Rate 1' },
    { region: 'FL', rate: 600, label: 'US-FL-*-Rate 1' },
    { region: 'WA', rate: 650, label: 'US-WA-*-Rate 1' },
  ],
} as const;

export async function seedPromotions(db: Db, now: Date): Promise<void> {
  const c = DEMO_PROMOTIONS.coupons;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const rule = {
    is_active: true,
    discount_amount: 0,
    free_shipping: false,
    min_subtotal: null,
    from_date: null,
    to_date: null,
    uses_per_coupon: null,
    uses_per_customer: null,
  };
  await db
    .insertInto('sales_rule')
    .values([
      {
        ...rule,
        name: 'Welcome',
        label: c.percent.label,
        coupon_code: c.percent.code,
        discount_type: 'percent',
        discount_amount: c.percent.percent * 100,
      },
      {
        ...rule,
        name: 'Trade',
        label: c.fixedCart.label,
        coupon_code: c.fixedCart.code,
        discount_type: 'fixed_cart',
        discount_amount: c.fixedCart.amountCents,
      },
      {
        ...rule,
        name: 'Per unit',
        label: c.fixedPerItem.label,
        coupon_code: c.fixedPerItem.code,
        discount_type: 'fixed_per_item',
        discount_amount: c.fixedPerItem.amountCents,
      },
      {
        ...rule,
        name: 'Free shipping',
        label: c.freeShipping.label,
        coupon_code: c.freeShipping.code,
        discount_type: 'none',
        free_shipping: true,
      },
      {
        ...rule,
        name: 'Single use',
        label: c.singleUse.label,
        coupon_code: c.singleUse.code,
        discount_type: 'percent',
        discount_amount: c.singleUse.percent * 100,
        uses_per_coupon: 1,
      },
      {
        ...rule,
        name: 'First order',
        label: c.oncePerCustomer.label,
        coupon_code: c.oncePerCustomer.code,
        discount_type: 'percent',
        discount_amount: c.oncePerCustomer.percent * 100,
        uses_per_customer: 1,
      },
      {
        ...rule,
        name: 'Spring sale',
        label: c.expired.label,
        coupon_code: c.expired.code,
        discount_type: 'percent',
        discount_amount: c.expired.percent * 100,
        from_date: at(-60),
        to_date: at(-30),
      },
      {
        ...rule,
        name: 'Big order',
        label: c.minSubtotal.label,
        coupon_code: c.minSubtotal.code,
        discount_type: 'fixed_cart',
        discount_amount: c.minSubtotal.amountCents,
        min_subtotal: c.minSubtotal.minSubtotalCents,
      },
      {
        ...rule,
        name: 'Retired',
        label: c.inactive.label,
        coupon_code: c.inactive.code,
        discount_type: 'percent',
        discount_amount: c.inactive.percent * 100,
        is_active: false,
      },
    ])
    .onConflict((oc) => oc.column('coupon_code').doNothing())
    .execute();

  const g = DEMO_PROMOTIONS.giftCards;
  const card = { currency: 'USD', expires_at: null, is_active: true };
  await db
    .insertInto('gift_card_account')
    .values([
      {
        ...card,
        code: g.hundred.code,
        balance: g.hundred.balanceCents,
        initial_balance: g.hundred.balanceCents,
      },
      {
        ...card,
        code: g.large.code,
        balance: g.large.balanceCents,
        initial_balance: g.large.balanceCents,
        expires_at: at(365),
      },
      {
        ...card,
        code: g.expired.code,
        balance: g.expired.balanceCents,
        initial_balance: 10000,
        expires_at: at(-1),
      },
      { ...card, code: g.empty.code, balance: 0, initial_balance: 2500 },
      {
        ...card,
        code: g.inactive.code,
        balance: g.inactive.balanceCents,
        initial_balance: g.inactive.balanceCents,
        is_active: false,
      },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await db
    .insertInto('tax_rate')
    .values(
      DEMO_PROMOTIONS.taxRates.map((r) => ({
        country_id: 'US',
        region_code: r.region,
        rate: r.rate,
        label: r.label,
      })),
    )
    .onConflict((oc) => oc.columns(['country_id', 'region_code']).doNothing())
    .execute();
}
