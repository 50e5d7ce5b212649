// A coupon's settings in a few words, for the list and the coupon's page.
import type { AdminCartRuleFieldsFragment } from '../generated/graphql';
import { formatCents } from '../money';
import { DISCOUNT_TYPES } from './PromotionForm';

/** The admin API answers the rules' money in the shop's currency, as dollars. */
export const SHOP_CURRENCY = 'USD';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** "10 %", "$5.00 off each unit", "Free shipping": what the rule gives, in a few words. */
export function discountText(r: AdminCartRuleFieldsFragment): string {
  const parts: string[] = [];
  if (r.discount_type === 'PERCENT') parts.push(`${r.discount_amount} % off`);
  else if (r.discount_type === 'FIXED_PER_ITEM')
    parts.push(`${formatCents(Math.round(r.discount_amount * 100), SHOP_CURRENCY)} off each unit`);
  else if (r.discount_type === 'FIXED_CART')
    parts.push(`${formatCents(Math.round(r.discount_amount * 100), SHOP_CURRENCY)} off the cart`);
  if (r.free_shipping) parts.push(parts.length ? 'free shipping' : 'Free shipping');
  return parts.join(', ') || DISCOUNT_TYPES.find((t) => t.code === r.discount_type)?.label || '';
}

/** The validity window in whole UTC days. */
export function windowText(r: AdminCartRuleFieldsFragment): string {
  const from = r.from_date ? day.format(new Date(r.from_date)) : null;
  const to = r.to_date ? day.format(new Date(r.to_date)) : null;
  if (from && to) return `${from} to ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Always';
}

export const usesText = (r: AdminCartRuleFieldsFragment): string =>
  r.uses_per_coupon === null || r.uses_per_coupon === undefined
    ? `${r.times_used} (no limit)`
    : `${r.times_used} of ${r.uses_per_coupon}`;
