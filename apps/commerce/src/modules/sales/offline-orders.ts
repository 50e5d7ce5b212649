// The life of an order paid offline (check / money order, purchase order) after placement:
// - recordOfflinePayment: the payment arrived; the gift cards the order bought become usable and
//   are e-mailed (docs/decisions/0940-gift-cards-wait-for-payment.md);
// - cancelExpiredOfflineOrders: no payment within the window; the order is cancelled and gives back
//   its stock, the gift card balances it spent and its coupon use, so unpaid orders cannot hoard
//   stock (docs/decisions/0941-unpaid-offline-orders-expire.md).
// Both claim their rows with a conditional update (and SKIP LOCKED for the batch), so several
// replicas running the job never cancel or release one order twice.
import type { Db } from '../../db/index.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import type { Mailer } from '../notification/mailer.js';
import { giftCardEmails, issuedFromItems } from './gift-card-issue.js';
import { recordHistory } from './order-history.js';
import { releaseOrder } from './order-release.js';

export const OFFLINE_METHODS = ['checkmo', 'purchaseorder'] as const;

/** The gift cards the payment activated and their e-mails, or why the order was not changed. */
export type RecordPaymentResult = Result<
  { activatedCards: number; outboxIds: number[] },
  'not_found' | 'already_paid' | 'canceled'
>;

/** What recording the payment changed, inside the caller's transaction; e-mails not yet sent. */
export type PaymentRecorded = Result<
  { orderId: number; activatedCards: number; outboxIds: number[] },
  'not_found' | 'already_paid' | 'canceled'
>;

/**
 * Records the payment in the caller's transaction (the operator console's, which writes its audit
 * entry in it too); the caller delivers `outboxIds` after commit. `actor` goes into the status
 * history: the operator's e-mail address, or 'cli'.
 */
export async function recordOfflinePaymentIn(
  trx: Db,
  mailer: Mailer,
  number: string,
  now: Date,
  storeName: string,
  actor: string | null,
): Promise<PaymentRecorded> {
  const order = await trx
    .updateTable('sales_order')
    .set({ paid_at: now, status: 'processing', state: 'processing' })
    .where('number', '=', number)
    .where('paid_at', 'is', null)
    .where('canceled_at', 'is', null)
    .returning(['id', 'email', 'currency', 'grand_total'])
    .executeTakeFirst();
  if (!order) {
    const row = await trx
      .selectFrom('sales_order')
      .select(['paid_at', 'canceled_at'])
      .where('number', '=', number)
      .executeTakeFirst();
    return failWith(!row ? 'not_found' : row.canceled_at ? 'canceled' : 'already_paid');
  }
  await recordHistory(
    trx,
    order.id,
    { action: 'paid', status: 'processing', amountCents: order.grand_total, actor },
    now,
  );
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
  return ok({ orderId: order.id, activatedCards: Number(activated.numUpdatedRows), outboxIds });
}

/** `npm run order:paid`: records the payment in its own transaction and sends the e-mails. */
export async function recordOfflinePayment(
  db: Db,
  mailer: Mailer,
  number: string,
  now: Date,
  storeName: string,
  actor: string | null = null,
): Promise<RecordPaymentResult> {
  const r = await db
    .transaction()
    .execute((trx) => recordOfflinePaymentIn(trx, mailer, number, now, storeName, actor));
  if (!r.ok) return r;
  for (const id of r.value.outboxIds) mailer.deliverLater(id);
  return ok({ activatedCards: r.value.activatedCards, outboxIds: r.value.outboxIds });
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

  await releaseOrder(trx, order);
  await recordHistory(
    trx,
    order.id,
    {
      action: 'canceled',
      status: 'canceled',
      comment: 'No payment within the window.',
      actor: 'system',
    },
    now,
  );
  return order.number;
}
