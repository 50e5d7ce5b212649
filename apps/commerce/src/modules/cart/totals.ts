// The cart totals engine: pure, integer cents in and out, recomputed on every read.
//
// Order of operations (and the invariants the tests pin down):
// 1. rows: unit price (catalogue final price + option prices) x quantity;
// 2. the cart rule's item discount, split across rows with the largest-remainder method so the
//    per-row discounts always add up to the cart discount, and never exceed a row;
// 3. US sales tax by the shipping region on the discounted rows (no region, no tax); shipping is
//    not taxed; the cart tax is rounded once and split across rows the same way;
// 4. shipping: the rated amount of the selected method, 0 under a free-shipping rule;
// 5. gift cards, after tax, in the order applied: each takes min(balance, what is left), so the
//    grand total never goes below zero and no card gives more than its balance.
// Gift card lines are money, not merchandise (docs/decisions/0506-gift-card-lines-are-money.md):
// no cart rule discounts them, a rule's minimum subtotal counts only the lines it can discount,
// and gift card balance pays only for the rest of the grand total (the gift card lines and their
// tax are left to be paid by card or offline).

import { percentOf } from '../../shared/money.js';

export interface TotalsItem {
  id: number;
  quantity: number;
  /** Final unit price including option prices, excluding tax. */
  unitPriceCents: number;
  /** Regular unit price (before special prices) including option prices. */
  originalUnitPriceCents: number;
  /** A gift card line: never discounted, never paid for with gift card balance. */
  isGiftCard?: boolean;
}

export type DiscountType = 'percent' | 'fixed_per_item' | 'fixed_cart' | 'none';

export interface TotalsRule {
  label: string;
  code: string | null;
  discountType: DiscountType;
  /** percent: hundredths of a percent; fixed_per_item: cents per unit; fixed_cart: cents. */
  discountAmount: number;
  freeShipping: boolean;
  minSubtotalCents: number | null;
}

export interface TotalsGiftCard {
  code: string;
  /** Current balance; the card is usable (active, not expired) or the caller leaves it out. */
  balanceCents: number;
}

export interface TotalsTaxRate {
  countryId: string;
  /** Null: the whole country. */
  regionCode: string | null;
  /** Hundredths of a percent (725 = 7.25 %). */
  rate: number;
  label: string;
}

export interface TotalsRegion {
  countryCode: string;
  regionCode: string | null;
}

export interface TotalsInput {
  items: readonly TotalsItem[];
  rule: TotalsRule | null;
  giftCards: readonly TotalsGiftCard[];
  taxRates: readonly TotalsTaxRate[];
  /** Shipping destination; null (no shipping address yet) means no tax. */
  region: TotalsRegion | null;
  /** Rated amount of the selected shipping method (0 when none). */
  shippingCents: number;
}

export interface ItemTotals {
  id: number;
  priceCents: number;
  priceInclTaxCents: number;
  rowTotalCents: number;
  rowTotalInclTaxCents: number;
  originalPriceCents: number;
  originalRowTotalCents: number;
  discountCents: number;
  discounts: { label: string; amountCents: number }[];
  taxCents: number;
}

export interface AppliedGiftCardTotals {
  code: string;
  appliedCents: number;
  balanceCents: number;
}

export interface CartTotals {
  items: ItemTotals[];
  subtotalCents: number;
  /** Subtotal of the lines a cart rule may discount (every line but gift cards). */
  discountableSubtotalCents: number;
  subtotalInclTaxCents: number;
  discountCents: number;
  subtotalWithDiscountCents: number;
  /** Cart-level discounts (empty when none). */
  discounts: { label: string; amountCents: number; appliedTo: 'ITEM' | 'SHIPPING' }[];
  /** The rule passed in applies (e.g. its minimum subtotal is met). */
  ruleApplied: boolean;
  freeShipping: boolean;
  shippingCents: number;
  taxes: { label: string; amountCents: number }[];
  taxCents: number;
  giftCards: AppliedGiftCardTotals[];
  giftCardCents: number;
  grandTotalCents: number;
  grandTotalExclTaxCents: number;
}

/**
 * Splits `total` into integer parts proportional to `weights` (non-negative integers): each part
 * is the floor of its exact share, and the cents left over go to the largest fractional remainders
 * (earlier index first on ties). The parts always sum to `total` when some weight is positive.
 */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  // BigInt: total x weight can pass 2^53 for large carts.
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = weights.map((w) => (T * BigInt(w)) / S);
  const rems = weights.map((w, i) => ({ i, r: (T * BigInt(w)) % S }));
  let left = total - parts.reduce((a, b) => a + Number(b), 0);
  rems.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const out = parts.map(Number);
  for (const { i } of rems) {
    if (left <= 0) break;
    out[i] = (out[i] as number) + 1;
    left--;
  }
  return out;
}

export function findTaxRate(
  rates: readonly TotalsTaxRate[],
  region: TotalsRegion | null,
): TotalsTaxRate | null {
  if (!region) return null;
  const country = region.countryCode.toUpperCase();
  const code = region.regionCode?.toUpperCase() ?? null;
  return (
    rates.find(
      (r) =>
        r.countryId === country && r.regionCode !== null && r.regionCode.toUpperCase() === code,
    ) ??
    rates.find((r) => r.countryId === country && r.regionCode === null) ??
    null
  );
}

export function ruleApplies(
  rule: TotalsRule | null,
  subtotalCents: number,
  itemCount: number,
): rule is TotalsRule {
  return (
    rule !== null &&
    itemCount > 0 &&
    (rule.minSubtotalCents === null || subtotalCents >= rule.minSubtotalCents)
  );
}

/** Rows a cart rule may discount: gift card lines weigh 0, so no split ever gives them a cent. */
function itemDiscounts(
  rule: TotalsRule,
  allRows: readonly number[],
  items: readonly TotalsItem[],
): number[] {
  const rows = allRows.map((r, i) => (items[i]?.isGiftCard ? 0 : r));
  const subtotal = rows.reduce((a, b) => a + b, 0);
  switch (rule.discountType) {
    case 'percent':
      return largestRemainder(percentOf(subtotal, Math.min(rule.discountAmount, 10_000)), rows);
    case 'fixed_cart':
      return largestRemainder(Math.min(rule.discountAmount, subtotal), rows);
    case 'fixed_per_item':
      return items.map((it, i) => Math.min(rule.discountAmount * it.quantity, rows[i] as number));
    case 'none':
      return rows.map(() => 0);
  }
}

export function computeTotals(input: TotalsInput): CartTotals {
  const { items } = input;
  const rows = items.map((it) => it.unitPriceCents * it.quantity);
  const subtotal = rows.reduce((a, b) => a + b, 0);
  const discountable = items.filter((it) => !it.isGiftCard);
  const discountableSubtotal = discountable.reduce(
    (a, it) => a + it.unitPriceCents * it.quantity,
    0,
  );
  const ruleApplied = ruleApplies(input.rule, discountableSubtotal, discountable.length);
  const rule = ruleApplied ? input.rule : null;
  const discounts = rule ? itemDiscounts(rule, rows, items) : rows.map(() => 0);
  const discount = discounts.reduce((a, b) => a + b, 0);
  const label = rule ? rule.label || rule.code || 'Discount' : '';

  const taxRate = findTaxRate(input.taxRates, input.region);
  const rate = taxRate?.rate ?? 0;
  const taxable = rows.map((r, i) => r - (discounts[i] as number));
  const tax = percentOf(
    taxable.reduce((a, b) => a + b, 0),
    rate,
  );
  const itemTax = largestRemainder(tax, taxable);

  const itemTotals: ItemTotals[] = items.map((it, i) => {
    const row = rows[i] as number;
    const d = discounts[i] as number;
    return {
      id: it.id,
      priceCents: it.unitPriceCents,
      priceInclTaxCents: it.unitPriceCents + percentOf(it.unitPriceCents, rate),
      rowTotalCents: row,
      rowTotalInclTaxCents: row + percentOf(row, rate),
      originalPriceCents: it.originalUnitPriceCents,
      originalRowTotalCents: it.originalUnitPriceCents * it.quantity,
      discountCents: d,
      discounts: d > 0 ? [{ label, amountCents: d }] : [],
      taxCents: itemTax[i] as number,
    };
  });

  const freeShipping = rule?.freeShipping ?? false;
  const shipping = freeShipping ? 0 : Math.max(0, input.shippingCents);
  let remaining = subtotal - discount + tax + shipping;
  // What gift card balance may pay: the grand total less the gift card lines and their tax.
  const giftCardLines = items.reduce(
    (a, it, i) =>
      a +
      (it.isGiftCard ? (rows[i] as number) - (discounts[i] as number) + (itemTax[i] as number) : 0),
    0,
  );
  let payableByCard = Math.max(0, remaining - giftCardLines);
  const giftCards = input.giftCards.map((g) => {
    const applied = Math.max(0, Math.min(g.balanceCents, payableByCard));
    payableByCard -= applied;
    remaining -= applied;
    return { code: g.code, appliedCents: applied, balanceCents: g.balanceCents };
  });

  return {
    items: itemTotals,
    subtotalCents: subtotal,
    discountableSubtotalCents: discountableSubtotal,
    subtotalInclTaxCents: itemTotals.reduce((a, t) => a + t.rowTotalInclTaxCents, 0),
    discountCents: discount,
    subtotalWithDiscountCents: subtotal - discount,
    discounts: discount > 0 ? [{ label, amountCents: discount, appliedTo: 'ITEM' }] : [],
    ruleApplied,
    freeShipping,
    shippingCents: shipping,
    taxes: taxRate && tax > 0 ? [{ label: taxRate.label, amountCents: tax }] : [],
    taxCents: tax,
    giftCards,
    giftCardCents: giftCards.reduce((a, g) => a + g.appliedCents, 0),
    grandTotalCents: remaining,
    grandTotalExclTaxCents: Math.max(0, remaining - tax),
  };
}
