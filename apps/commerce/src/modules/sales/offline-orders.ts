// The life of an order paid offline (check / money order, purchase order) after placement:
// - recordOfflinePayment: the payment arrived; the gift cards the order bought become usable and
//   are e-mailed (docs/decisions/0940-gift-cards-wait-for-payment.md);
// - cancelExpiredOfflineOrders: no payment within the window; the order is cancelled and gives back
//   its stock, the gift card balances it spent and its coupon use, so unpaid orders cannot hoard
//   stock (docs/decisions/0941-unpaid-offline-orders-expire.md).
// Both claim their rows with a conditional update (and SKIP LOCKED for the batch), so several
// replicas running the job never cancel or release one order twice.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { customerKeyOf } from '../cart/coupons.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import type { Mailer } from '../notification/mailer.js';
import { giftCardEmails, issuedFromItems } from './gift-card-issue.js';

export const OFFLINE_METHODS = ['checkmo', 'purchaseorder'] as const;

/** The gift cards the payment activated and their e-mails, or why the order was not changed. */
export type RecordPaymentResult = Result<
  { activatedCards: number; outboxIds: number[] },
  'not_found' | 'already_paid' | 'canceled'
>;

export async function recordOfflinePayment(
  db: Db,
  mailer: Mailer,
  number: string,
  now: Date,
  storeName: string,
): Promise<RecordPaymentResult> {
  const r = await db.transaction().execute(async (trx): Promise<RecordPaymentResult> => {
    const order = await trx
      .updateTable('sales_order')
      .set({ paid_at: now, status: 'processing', state: 'processing' })
      .where('number', '=', number)
      .where('paid_at', 'is', null)
      .where('canceled_at', 'is', null)
      .returning(['id', 'email', 'currency'])
      .executeTakeFirst();
    if (!order) {
      const row = await trx
        .selectFrom('sales_order')
        .select(['paid_at', 'canceled_at'])
        .where('number', '=', number)
        .executeTakeFirst();
      return failWith(!row ? 'not_found' : row.canceled_at ? 'canceled' : 'already_paid');
    }
    const activated = await trx
      .updateTable('gift_card_account')
      .set({ is_active: true })
      .where('order_id', '=', order.id)
      .where('is_active', '=', false)
      .executeTakeFirst();
    const items = await trx
      .selectFrom('sales_order_item')
      .select(['id', 'gift_card'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    const messages = giftCardEmails(issuedFromItems(items), {
      storeName,
      currency: order.currency,
      buyerEmail: order.email,
    });
    const outboxIds: number[] = [];
    for (const m of messages) outboxIds.push(await mailer.enqueue(trx, m));
    return ok({ activatedCards: Number(activated.numUpdatedRows), outboxIds });
  });
  if (r.ok) for (const id of r.value.outboxIds) mailer.deliverLater(id);
  return r;
}

export interface ExpiryResult {
  canceled: string[];
}

/** Cancels up to `limit` unpaid offline orders placed before `now - windowMs`, each in its own transaction. */
export async function cancelExpiredOfflineOrders(
  db: Db,
  now: Date,
  windowMs: number,
  limit = 100,
): Promise<ExpiryResult> {
  const cutoff = new Date(now.getTime() - windowMs);
  const canceled: string[] = [];
  for (let i = 0; i < limit; i++) {
    const number = await db.transaction().execute((trx) => cancelOne(trx, now, cutoff));
    if (number === null) break;
    canceled.push(number);
  }
  return { canceled };
}

async function cancelOne(trx: Db, now: Date, cutoff: Date): Promise<string | null> {
  // Claim the oldest due order; a replica holding it makes us skip to the next one. (Selected
  // first, then updated by id: an `IN (… LIMIT 1 FOR UPDATE SKIP LOCKED)` subquery may be
  // evaluated more than once and update more rows than it returns.)
  const due = await trx
    .selectFrom('sales_order')
    .select('id')
    .where('paid_at', 'is', null)
    .where('canceled_at', 'is', null)
    .where('payment_method_code', 'in', [...OFFLINE_METHODS])
    .where('created_at', '<=', cutoff)
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!due) return null;
  const order = await trx
    .updateTable('sales_order')
    .set({ canceled_at: now, status: 'canceled', state: 'canceled' })
    .where('id', '=', due.id)
    .where('paid_at', 'is', null)
    .where('canceled_at', 'is', null)
    .returning(['id', 'number', 'customer_id', 'email', 'coupon_code'])
    .executeTakeFirst();
  if (!order) return null;

  // Stock back, per sellable row (the variant for configurable lines), in id order (no deadlocks
  // with orders being placed). A row at 0 was marked out of stock by its sale: back in stock.
  const items = await trx
    .selectFrom('sales_order_item')
    .select(['product_id', 'variant_id', 'quantity'])
    .where('order_id', '=', order.id)
    .execute();
  const back = new Map<number, number>();
  for (const it of items) {
    const id = it.variant_id ?? it.product_id;
    if (id !== null) back.set(id, (back.get(id) ?? 0) + it.quantity);
  }
  for (const [id, n] of [...back].sort((a, b) => a[0] - b[0])) {
    await trx
      .updateTable('product')
      .set((eb) => ({
        qty: eb('qty', '+', n),
        is_in_stock: sql<boolean>`case when qty <= 0 then true else is_in_stock end`,
      }))
      .where('id', '=', id)
      // Not counted when sold (placeOrder's rule), so not given back either.
      .where('type_id', 'not in', ['virtual', 'giftcard', 'downloadable'])
      .execute();
  }

  // Gift card balances it spent, and the cards it bought (never paid) stay unusable for ever.
  const spent = await trx
    .selectFrom('sales_order_gift_card')
    .select(['gift_card_id', 'amount'])
    .where('order_id', '=', order.id)
    .orderBy('gift_card_id')
    .execute();
  for (const g of spent) {
    await trx
      .updateTable('gift_card_account')
      .set((eb) => ({ balance: eb('balance', '+', g.amount) }))
      .where('id', '=', g.gift_card_id)
      .execute();
  }
  await trx
    .updateTable('gift_card_account')
    .set({ is_active: false })
    .where('order_id', '=', order.id)
    .execute();

  // Its coupon use, so a limited coupon is not used up by orders that never happened.
  if (order.coupon_code) {
    const rule = await trx
      .selectFrom('sales_rule')
      .select('id')
      .where('coupon_code', '=', order.coupon_code)
      .executeTakeFirst();
    if (rule) {
      await trx
        .updateTable('sales_rule')
        .set({ times_used: sql<number>`greatest(times_used - 1, 0)` })
        .where('id', '=', rule.id)
        .execute();
      const key = customerKeyOf(order.customer_id, order.email);
      if (key) {
        await trx
          .updateTable('sales_rule_customer_usage')
          .set({ times_used: sql<number>`greatest(times_used - 1, 0)` })
          .where('rule_id', '=', rule.id)
          .where('customer_key', '=', key)
          .execute();
      }
    }
  }
  return order.number;
}
