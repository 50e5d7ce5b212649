// The operator's coupon form, checked (docs/decisions/1440): every rule the cart applies a coupon
// by (0502, 0503) needs a code, a discount inside its bounds, a date window that is not inverted
// and limits that are whole numbers. Pure: input in, the row's values or the first problem out.
import { formatCents } from '@charter/shared/money';
import { fail, ok, type Result } from '../../shared/result.js';
import type { SalesRuleTable } from './tables.js';

export type DiscountType = SalesRuleTable['discount_type'];

export interface CouponInput {
  name: string;
  /** Shown to the shopper as the discount's label; the name when empty. */
  label?: string | null;
  code: string;
  isActive: boolean;
  discountType: DiscountType;
  /** percent: hundredths of a percent (1000 = 10 %); fixed_per_item and fixed_cart: cents; none: 0. */
  discountAmount: number;
  freeShipping: boolean;
  minSubtotalCents?: number | null;
  /** Both ends inclusive; null: open. */
  fromDate?: Date | null;
  toDate?: Date | null;
  /** Null: no limit. */
  usesPerCoupon?: number | null;
  usesPerCustomer?: number | null;
}

/** The sales_rule columns an operator sets (times_used is the orders' counter, never set here). */
export interface CouponValues {
  name: string;
  label: string;
  coupon_code: string;
  is_active: boolean;
  discount_type: DiscountType;
  discount_amount: number;
  free_shipping: boolean;
  min_subtotal: number | null;
  from_date: Date | null;
  to_date: Date | null;
  uses_per_coupon: number | null;
  uses_per_customer: number | null;
}

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/;
export const MAX_PERCENT = 10_000;
/** $100,000: above any order the shop takes by card (the order ceiling is lower). */
export const MAX_FIXED_CENTS = 10_000_000;
export const MAX_USES = 1_000_000_000;
const NAME_MAX = 255;
const DISCOUNT_TYPES: readonly DiscountType[] = ['percent', 'fixed_per_item', 'fixed_cart', 'none'];

export const COUPON_MSG = {
  name: `Enter the rule's name (at most ${NAME_MAX} characters).`,
  label: `The label is at most ${NAME_MAX} characters.`,
  code: 'A coupon code is 3 to 32 letters, digits, hyphens or underscores, starting with a letter or digit.',
  codeTaken: (code: string, rule: string) =>
    `The coupon code "${code}" is already used by the rule "${rule}" (codes match without regard to case).`,
  codeUsed: (uses: number) =>
    `The code cannot change once the coupon has been used (${uses} ${uses === 1 ? 'use' : 'uses'}): orders refer to it. Disable this rule and create another.`,
  discountType:
    'Choose a discount type: percent, fixed amount per unit, fixed amount per cart or none.',
  percent: 'A percentage discount is from 0.01 % to 100 %.',
  fixed: `A fixed discount is from $0.01 to ${formatCents(MAX_FIXED_CENTS)}.`,
  none: 'A rule without a discount must give free shipping, or it would do nothing.',
  noneAmount: 'A rule without a discount has no discount amount.',
  minSubtotal: `The minimum subtotal is from $0.00 to ${formatCents(MAX_FIXED_CENTS)}, or empty for none.`,
  dates: 'The end date must not be before the start date.',
  uses: (what: string) =>
    `${what} must be a whole number from 1 to ${MAX_USES.toLocaleString('en-US')}, or empty for no limit.`,
  usesBelowUsed: (uses: number) =>
    `Uses per coupon cannot be set below the ${uses} ${uses === 1 ? 'use' : 'uses'} already made.`,
  notFound: 'No cart price rule has that id.',
} as const;

const isCount = (n: number | null | undefined): boolean =>
  n === null || n === undefined || (Number.isInteger(n) && n >= 1 && n <= MAX_USES);

function checkDiscount(input: CouponInput): Result<void> {
  const amount = input.discountAmount;
  if (!DISCOUNT_TYPES.includes(input.discountType))
    return fail('graphql-input', COUPON_MSG.discountType);
  if (input.discountType === 'none') {
    if (amount !== 0) return fail('graphql-input', COUPON_MSG.noneAmount);
    if (!input.freeShipping) return fail('graphql-input', COUPON_MSG.none);
    return ok(undefined);
  }
  if (input.discountType === 'percent') {
    if (!Number.isInteger(amount) || amount < 1 || amount > MAX_PERCENT)
      return fail('graphql-input', COUPON_MSG.percent);
    return ok(undefined);
  }
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_FIXED_CENTS)
    return fail('graphql-input', COUPON_MSG.fixed);
  return ok(undefined);
}

/** The row's values from the form, or the first problem in the form's order. */
export function couponValues(input: CouponInput): Result<CouponValues> {
  const name = input.name.trim();
  if (name === '' || name.length > NAME_MAX) return fail('graphql-input', COUPON_MSG.name);
  const label = (input.label ?? '').trim() || name;
  if (label.length > NAME_MAX) return fail('graphql-input', COUPON_MSG.label);
  const code = input.code.trim();
  if (!COUPON_CODE_PATTERN.test(code)) return fail('graphql-input', COUPON_MSG.code);
  const discount = checkDiscount(input);
  if (!discount.ok) return discount;
  const min = input.minSubtotalCents ?? null;
  if (min !== null && (!Number.isInteger(min) || min < 0 || min > MAX_FIXED_CENTS))
    return fail('graphql-input', COUPON_MSG.minSubtotal);
  const from = input.fromDate ?? null;
  const to = input.toDate ?? null;
  if (from && to && to.getTime() < from.getTime()) return fail('graphql-input', COUPON_MSG.dates);
  if (!isCount(input.usesPerCoupon))
    return fail('graphql-input', COUPON_MSG.uses('Uses per coupon'));
  if (!isCount(input.usesPerCustomer))
    return fail('graphql-input', COUPON_MSG.uses('Uses per customer'));
  return ok({
    name,
    label,
    coupon_code: code,
    is_active: input.isActive,
    discount_type: input.discountType,
    discount_amount: input.discountAmount,
    free_shipping: input.freeShipping,
    min_subtotal: min,
    from_date: from,
    to_date: to,
    uses_per_coupon: input.usesPerCoupon ?? null,
    uses_per_customer: input.usesPerCustomer ?? null,
  });
}
