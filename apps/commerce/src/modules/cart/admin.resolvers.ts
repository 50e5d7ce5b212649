// The PROMOTIONS fields of the admin API (promotions.admin.graphql): cart price rules and gift
// card accounts, mapped onto CouponAdminService and GiftCardAdminService. Each mutation writes its
// audit entry in the change's transaction (shared/audited.ts through ctx.audit).
import type { Db } from '../../db/index.js';
import type { AdminResolverMap } from '../../graphql/admin-resolvers.js';
import { adminPageInfo, audited } from '../../shared/audited.js';
import { ClientError, inputError } from '../../shared/errors.js';
import { orThrow } from '../../shared/result.js';
import type { CouponAdminService } from './coupon-admin.service.js';
import { COUPON_MSG, type CouponInput, type DiscountType } from './coupon-input.js';
import type { SalesRule } from './coupons.js';
import { GIFT_CARD_ADMIN_MSG, type GiftCardAdminService } from './gift-card-admin.service.js';
import type { GiftCardAccount } from './gift-cards.js';

type AdminDiscountType = 'PERCENT' | 'FIXED_PER_ITEM' | 'FIXED_CART' | 'NONE';
const TYPE_OF: Record<AdminDiscountType, DiscountType> = {
  PERCENT: 'percent',
  FIXED_PER_ITEM: 'fixed_per_item',
  FIXED_CART: 'fixed_cart',
  NONE: 'none',
};
const ADMIN_TYPE_OF = Object.fromEntries(Object.entries(TYPE_OF).map(([k, v]) => [v, k])) as Record<
  DiscountType,
  AdminDiscountType
>;

const dollars = (cents: number) => cents / 100;
/** Dollars (or percent) to the hundredths the tables keep. */
const hundredths = (v: number) => Math.round(v * 100);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** 'YYYY-MM-DD' as the start (or the end) of that day in UTC, or an ISO 8601 instant. */
export function dateInput(
  value: string | null | undefined,
  field: string,
  end = false,
): Date | null {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(day ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : value);
  if (Number.isNaN(d.getTime())) throw inputError(`${field}: enter a date as YYYY-MM-DD.`);
  return d;
}

// The input field a refusal is about, answered as extensions.field so the console shows the
// message beside that field (docs/decisions/1470). Read from the services' own messages: the
// services answer one problem at a time, in the form's order.
const RULE_FIELDS: [RegExp | string, string][] = [
  [COUPON_MSG.name, 'name'],
  [COUPON_MSG.label, 'label'],
  [COUPON_MSG.code, 'code'],
  [/^The coupon code ".*" is already used by /s, 'code'],
  [/^The code cannot change once the coupon has been used/, 'code'],
  [COUPON_MSG.discountType, 'discount_type'],
  [COUPON_MSG.percent, 'discount_amount'],
  [COUPON_MSG.fixed, 'discount_amount'],
  [COUPON_MSG.noneAmount, 'discount_amount'],
  [COUPON_MSG.none, 'free_shipping'],
  [COUPON_MSG.minSubtotal, 'min_subtotal'],
  [COUPON_MSG.dates, 'to_date'],
  [/^From date: /, 'from_date'],
  [/^To date: /, 'to_date'],
  [/^Uses per coupon /, 'uses_per_coupon'],
  [/^Uses per customer /, 'uses_per_customer'],
];
const CARD_FIELDS: [RegExp | string, string][] = [
  [GIFT_CARD_ADMIN_MSG.balance, 'balance'],
  [GIFT_CARD_ADMIN_MSG.expiry, 'expires_at'],
  [/^Expiry date: /, 'expires_at'],
  [GIFT_CARD_ADMIN_MSG.email, 'recipient_email'],
];

export function fieldOf(fields: [RegExp | string, string][], message: string): string | null {
  const hit = fields.find(([m]) => (typeof m === 'string' ? m === message : m.test(message)));
  return hit ? hit[1] : null;
}
export const ruleFieldOf = (message: string) => fieldOf(RULE_FIELDS, message);
export const cardFieldOf = (message: string) => fieldOf(CARD_FIELDS, message);

/** Runs a mutation; an input refusal it throws gains extensions.field when it names one field. */
async function naming<T>(fieldOfMessage: (m: string) => string | null, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (
      err instanceof ClientError &&
      (err.category === 'graphql-input' || err.category === 'graphql-already-exists')
    ) {
      const field = fieldOfMessage(err.message);
      if (field) throw new ClientError(err.message, err.category, { ...err.extensions, field });
    }
    throw err;
  }
}

export const ruleOf = (r: SalesRule) => ({
  id: r.id,
  name: r.name,
  label: r.label,
  code: r.coupon_code ?? '',
  is_active: r.is_active,
  discount_type: ADMIN_TYPE_OF[r.discount_type],
  discount_amount: r.discount_amount / 100,
  free_shipping: r.free_shipping,
  min_subtotal: r.min_subtotal === null ? null : dollars(r.min_subtotal),
  from_date: iso(r.from_date),
  to_date: iso(r.to_date),
  uses_per_coupon: r.uses_per_coupon,
  uses_per_customer: r.uses_per_customer,
  times_used: r.times_used,
});

export const cardOf = (c: GiftCardAccount) => ({
  id: c.id,
  code: c.code,
  balance: dollars(c.balance),
  initial_balance: dollars(c.initial_balance),
  currency: c.currency,
  expires_at: iso(c.expires_at),
  is_active: c.is_active,
  created_at: new Date(c.created_at).toISOString(),
});

interface RuleInputArgs {
  name: string;
  label?: string | null;
  code: string;
  is_active: boolean;
  discount_type: AdminDiscountType;
  discount_amount: number;
  free_shipping: boolean;
  min_subtotal?: number | null;
  from_date?: string | null;
  to_date?: string | null;
  uses_per_coupon?: number | null;
  uses_per_customer?: number | null;
}

const couponInput = (i: RuleInputArgs): CouponInput => ({
  name: i.name,
  label: i.label,
  code: i.code,
  isActive: i.is_active,
  discountType: TYPE_OF[i.discount_type],
  discountAmount: hundredths(i.discount_amount),
  freeShipping: i.free_shipping,
  minSubtotalCents:
    i.min_subtotal === null || i.min_subtotal === undefined ? null : hundredths(i.min_subtotal),
  fromDate: dateInput(i.from_date, 'From date'),
  toDate: dateInput(i.to_date, 'To date', true),
  usesPerCoupon: i.uses_per_coupon,
  usesPerCustomer: i.uses_per_customer,
});

export function promotionsAdminResolvers(
  db: Db,
  coupons: CouponAdminService,
  cards: GiftCardAdminService,
): AdminResolverMap {
  return {
    Query: {
      adminCartRules: async (_p, args) => {
        const r = await coupons.list({
          search: args.search,
          active: args.active,
          page: args.currentPage ?? 1,
          pageSize: args.pageSize ?? 20,
        });
        return {
          items: r.items.map(ruleOf),
          total_count: r.total,
          page_info: adminPageInfo(r.page, r.pageSize, r.total),
        };
      },
      adminCartRule: async (_p, { id }) => {
        const r = await coupons.get(db, id);
        return r ? ruleOf(r) : null;
      },
      adminCouponUses: async (_p, args) => {
        const r = orThrow(await coupons.uses(args.id, args.currentPage ?? 1, args.pageSize ?? 20));
        return {
          items: r.items.map((u) => ({
            order_number: u.number,
            created_at: new Date(u.createdAt).toISOString(),
            email: u.email,
            grand_total: dollars(u.grandTotalCents),
            discount: dollars(u.discountCents),
            status: u.status,
            canceled: u.canceledAt !== null,
          })),
          total_count: r.total,
          page_info: adminPageInfo(r.page, r.pageSize, r.total),
        };
      },
      adminGiftCards: async (_p, args) => {
        const r = await cards.list({
          search: args.search,
          page: args.currentPage ?? 1,
          pageSize: args.pageSize ?? 20,
        });
        return {
          items: r.items.map(cardOf),
          total_count: r.total,
          page_info: adminPageInfo(r.page, r.pageSize, r.total),
        };
      },
      adminGiftCard: async (_p, args) => {
        const r = await cards.detail({ id: args.id, code: args.code });
        if (!r.ok) return null;
        return {
          card: cardOf(r.value.card),
          history: r.value.history.map((h) => ({
            kind: h.kind.toUpperCase(),
            at: new Date(h.at).toISOString(),
            amount: dollars(h.amountCents),
            order_number: h.orderNumber,
            canceled: h.canceled,
          })),
        };
      },
    },
    Mutation: {
      createAdminCartRule: async (_p, { input }, ctx) => {
        const c = await naming(ruleFieldOf, () =>
          audited(db, ctx.audit, 'cart_rule_created', (trx) =>
            coupons.create(trx, couponInput(input)),
          ),
        );
        return ruleOf(c.after as SalesRule);
      },
      updateAdminCartRule: async (_p, { id, input }, ctx) => {
        const c = await naming(ruleFieldOf, () =>
          audited(db, ctx.audit, 'cart_rule_updated', (trx) =>
            coupons.update(trx, id, couponInput(input)),
          ),
        );
        return ruleOf(c.after as SalesRule);
      },
      setAdminCartRuleActive: async (_p, { id, active }, ctx) => {
        const action = active ? 'cart_rule_enabled' : 'cart_rule_disabled';
        const c = await audited(db, ctx.audit, action, (trx) => coupons.setActive(trx, id, active));
        return ruleOf(c.after as SalesRule);
      },
      issueAdminGiftCard: async (_p, { input }, ctx) => {
        const issued = await naming(cardFieldOf, () =>
          audited(db, ctx.audit, 'gift_card_issued', (trx) =>
            cards.issue(
              trx,
              {
                balanceCents: hundredths(input.balance),
                expiresAt: dateInput(input.expires_at, 'Expiry date', true),
                recipientEmail: input.recipient_email,
                recipientName: input.recipient_name,
                senderName: input.sender_name,
                message: input.message,
              },
              ctx.now,
            ),
          ),
        );
        cards.deliver(issued.outboxId);
        return cardOf(issued.card);
      },
      setAdminGiftCardActive: async (_p, { id, active }, ctx) => {
        const action = active ? 'gift_card_enabled' : 'gift_card_disabled';
        const c = await audited(db, ctx.audit, action, (trx) => cards.setActive(trx, id, active));
        return cardOf(c.card);
      },
    },
  };
}
