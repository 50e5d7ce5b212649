// Refunds an order, whole or in part, never more than was paid: the operator command
// `npm run order:refund` (docs/decisions/1323) and the console (order-admin.service.ts). A card
// payment goes back through the gateway that captured it; an offline payment (check, purchase
// order) that was recorded as received is refunded offline: the row records that the money went
// back by other means (docs/decisions/1423). The order row is locked while the refund is sent and
// recorded, so two refunds of one order run one after the other and a second full refund finds
// nothing left to refund. Partial refunds add up; a refund of the whole rest closes the order.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import type { GatewayResult, PaymentGateway } from '../payment/gateway.js';
import { OFFLINE_METHODS } from './offline-orders.js';
import { recordHistory } from './order-history.js';

export interface Refunded {
  refundedCents: number;
  totalRefundedCents: number;
  capturedCents: number;
  /** Set when the money went back offline (an offline payment), not through a gateway. */
  offline?: true;
}

/** Why nothing was refunded; `leftCents` with `too_much`. */
export interface RefundRefusal {
  reason: 'not_found' | 'not_captured' | 'nothing_left' | 'too_much' | 'not_supported' | 'declined';
  leftCents?: number;
}

export type RefundOutcome = Result<Refunded, RefundRefusal>;

/** The gateway code of refunds made offline. */
export const OFFLINE_GATEWAY = 'offline';

/** The order row as a refund needs it, read with FOR UPDATE by the caller. */
export interface LockedOrder {
  id: number;
  number: string;
  cart_id: number;
  status: string;
  grand_total: number;
  payment_method_code: string;
  paid_at: Date | null;
  shipped_at: Date | null;
  canceled_at: Date | null;
}

export async function refundOrder(
  db: Db,
  gateway: PaymentGateway,
  number: string,
  amountCents: number | null,
  now: Date,
  actor: string | null = null,
): Promise<RefundOutcome> {
  return db.transaction().execute(async (trx): Promise<RefundOutcome> => {
    const order = await lockOrder(trx, number);
    if (!order) return failWith({ reason: 'not_found' });
    return refundLocked(trx, gateway, order, amountCents, now, actor);
  });
}

export function lockOrder(trx: Db, number: string): Promise<LockedOrder | undefined> {
  return trx
    .selectFrom('sales_order')
    .select([
      'id',
      'number',
      'cart_id',
      'status',
      'grand_total',
      'payment_method_code',
      'paid_at',
      'shipped_at',
      'canceled_at',
    ])
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
}

interface Payment {
  capturedCents: number;
  /** The gateway's authorisation reference; null for an offline payment. */
  authorization: string | null;
  gateway: string;
}

/** What was paid and how: an approved card capture, or a recorded offline payment. */
async function paymentOf(trx: Db, order: LockedOrder): Promise<Payment | null> {
  const capture = await trx
    .selectFrom('payment_transaction')
    .select(['amount', 'reference', 'parent_reference', 'gateway'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'capture')
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (capture)
    return {
      capturedCents: capture.amount,
      authorization: capture.parent_reference ?? capture.reference ?? '',
      gateway: capture.gateway,
    };
  const offline = (OFFLINE_METHODS as readonly string[]).includes(order.payment_method_code);
  if (offline && order.paid_at && order.grand_total > 0)
    return { capturedCents: order.grand_total, authorization: null, gateway: OFFLINE_GATEWAY };
  return null;
}

/** Cents refunded (or voided) so far. */
export async function refundedSoFar(trx: Db, orderId: number): Promise<number> {
  const refunded = await trx
    .selectFrom('payment_transaction')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('n'))
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['refund', 'void'])
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(refunded.n);
}

/** Refunds `amountCents` (null: all that is left) of an order the caller holds locked. */
export async function refundLocked(
  trx: Db,
  gateway: PaymentGateway,
  order: LockedOrder,
  amountCents: number | null,
  now: Date,
  actor: string | null,
): Promise<RefundOutcome> {
  const payment = await paymentOf(trx, order);
  if (!payment) return failWith({ reason: 'not_captured' });
  const { authorization } = payment;
  const offline = authorization === null;
  const send = gateway.refund?.bind(gateway);
  if (!offline && (payment.gateway !== gateway.code || !send))
    return failWith({ reason: 'not_supported' });
  const left = payment.capturedCents - (await refundedSoFar(trx, order.id));
  if (left <= 0) return failWith({ reason: 'nothing_left' });
  const amount = amountCents ?? left;
  if (amount > left) return failWith({ reason: 'too_much', leftCents: left });
  const r: Pick<GatewayResult, 'status' | 'code' | 'message'> & { reference: string | null } =
    authorization === null || !send
      ? { status: 'approved', reference: null, code: null, message: null }
      : await send(
          { db: trx, now },
          { authorization, amountCents: amount, wholeAmount: amount === payment.capturedCents },
        );
  await trx
    .insertInto('payment_transaction')
    .values({
      cart_id: order.cart_id,
      order_id: order.id,
      gateway: payment.gateway,
      kind: 'refund',
      status: r.status,
      amount,
      reference: r.reference,
      parent_reference: authorization,
      code: r.code,
      message: r.message,
      created_at: now,
    })
    .execute();
  if (r.status !== 'approved') return failWith({ reason: 'declined' });
  // The whole payment back: the order is closed (Magento), unless it is cancelled already.
  const status = amount === left && order.status !== 'canceled' ? 'closed' : order.status;
  if (status !== order.status)
    await trx
      .updateTable('sales_order')
      .set({ status, state: status })
      .where('id', '=', order.id)
      .execute();
  await recordHistory(
    trx,
    order.id,
    { action: 'refunded', status, amountCents: amount, actor },
    now,
  );
  return ok({
    refundedCents: amount,
    totalRefundedCents: payment.capturedCents - left + amount,
    capturedCents: payment.capturedCents,
    ...(offline ? { offline: true as const } : {}),
  });
}
