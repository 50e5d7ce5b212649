// Cart rules with coupon codes: when a rule is current, whether it may still be used, and the
// atomic use counter that order placement calls. Usage limits are checked when a coupon is
// applied and again inside placeOrder's transaction (assertCouponUsable, then recordCouponUse);
// the counter itself is a conditional UPDATE, so concurrent orders cannot overspend a coupon.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import type { SalesRuleTable } from './tables.js';
import type { TotalsRule } from './totals.js';

export type SalesRule = Selectable<SalesRuleTable>;

/** 'customer:<id>' for customers, 'email:<address>' for guests, null when neither is known yet. */
export function customerKeyOf(customerId: number | null, email: string | null): string | null {
  if (customerId !== null) return `customer:${customerId}`;
  const e = email?.trim().toLowerCase();
  return e ? `email:${e}` : null;
}

/** Active and inside its date window (both ends inclusive). */
export function isRuleCurrent(rule: SalesRule, now: Date): boolean {
  if (!rule.is_active) return false;
  if (rule.from_date && rule.from_date.getTime() > now.getTime()) return false;
  if (rule.to_date && rule.to_date.getTime() < now.getTime()) return false;
  return true;
}

export const toTotalsRule = (rule: SalesRule): TotalsRule => ({
  label: rule.label,
  code: rule.coupon_code,
  discountType: rule.discount_type,
  discountAmount: rule.discount_amount,
  freeShipping: rule.free_shipping,
  minSubtotalCents: rule.min_subtotal,
});

/** Coupon codes match case-insensitively, as in Magento. */
export async function findRuleByCode(db: Db, code: string): Promise<SalesRule | undefined> {
  return db
    .selectFrom('sales_rule')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['coupon_code']), '=', code.trim().toLowerCase()))
    .executeTakeFirst();
}

/** Why a coupon cannot be used once more. */
export type CouponRefusal = 'inactive' | 'expired' | 'exhausted' | 'customer_limit';

/**
 * Whether the rule may be used once more: total uses (uses_per_coupon vs times_used) and, when the
 * customer key is known, uses by that customer. With `now`, also that the rule is active and current.
 * Call inside the order transaction before recordCouponUse; re-reads the counters through `db`.
 */
export async function assertCouponUsable(
  db: Db,
  rule: SalesRule,
  customerKey: string | null,
  now?: Date,
): Promise<Result<void, CouponRefusal>> {
  if (now) {
    if (!rule.is_active) return failWith('inactive');
    if (!isRuleCurrent(rule, now)) return failWith('expired');
  }
  const fresh = await db
    .selectFrom('sales_rule')
    .select(['times_used', 'uses_per_coupon', 'uses_per_customer'])
    .where('id', '=', rule.id)
    .executeTakeFirst();
  if (!fresh) return failWith('inactive');
  if (fresh.uses_per_coupon !== null && fresh.times_used >= fresh.uses_per_coupon)
    return failWith('exhausted');
  if (customerKey && fresh.uses_per_customer !== null) {
    const usage = await db
      .selectFrom('sales_rule_customer_usage')
      .select('times_used')
      .where('rule_id', '=', rule.id)
      .where('customer_key', '=', customerKey)
      .executeTakeFirst();
    if ((usage?.times_used ?? 0) >= fresh.uses_per_customer) return failWith('customer_limit');
  }
  return ok(undefined);
}

/**
 * Counts one use of the rule, atomically: the total counter only moves while below its limit, and
 * the per-customer counter only while below the per-customer limit. Returns false when a limit is
 * reached; the caller must then roll its transaction back (the total counter may already have moved).
 */
export async function recordCouponUse(
  db: Db,
  ruleId: number,
  customerKey: string | null,
): Promise<boolean> {
  const updated = await db
    .updateTable('sales_rule')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('id', '=', ruleId)
    .where((eb) =>
      eb.or([eb('uses_per_coupon', 'is', null), eb('times_used', '<', eb.ref('uses_per_coupon'))]),
    )
    .returning('uses_per_customer')
    .executeTakeFirst();
  if (!updated) return false;
  if (!customerKey) return true;
  const limit = updated.uses_per_customer;
  const row = await db
    .insertInto('sales_rule_customer_usage')
    .values({ rule_id: ruleId, customer_key: customerKey, times_used: 1 })
    .onConflict((oc) => {
      const upd = oc
        .columns(['rule_id', 'customer_key'])
        .doUpdateSet({ times_used: sql`sales_rule_customer_usage.times_used + 1` });
      return limit === null ? upd : upd.where('sales_rule_customer_usage.times_used', '<', limit);
    })
    .returning('times_used')
    .executeTakeFirst();
  // An insert of a first use needs the limit check too (a limit of 0 allows no use).
  return row !== undefined && (limit === null || row.times_used <= limit);
}
