// Refunds a card order through the gateway that captured it, whole or in part, never more than was
// captured: the operator command `npm run order:refund` (docs/decisions/1323). The order row is
// locked while the refund is sent and recorded, so two refunds of one order run one after the other
// and a second full refund finds nothing left to refund.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import type { PaymentGateway } from '../payment/gateway.js';

export interface Refunded {
  refundedCents: number;
  totalRefundedCents: number;
  capturedCents: number;
}

/** Why nothing was refunded; `leftCents` with `too_much`. */
export interface RefundRefusal {
  reason: 'not_found' | 'not_captured' | 'nothing_left' | 'too_much' | 'not_supported' | 'declined';
  leftCents?: number;
}

export type RefundOutcome = Result<Refunded, RefundRefusal>;

export async function refundOrder(
  db: Db,
  gateway: PaymentGateway,
  number: string,
  amountCents: number | null,
  now: Date,
): Promise<RefundOutcome> {
  return db.transaction().execute(async (trx): Promise<RefundOutcome> => {
    const order = await trx
      .selectFrom('sales_order')
      .select(['id', 'cart_id'])
      .where('number', '=', number)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return failWith({ reason: 'not_found' });
    const capture = await trx
      .selectFrom('payment_transaction')
      .select(['amount', 'reference', 'parent_reference', 'gateway'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'capture')
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (!capture) return failWith({ reason: 'not_captured' });
    if (capture.gateway !== gateway.code || !gateway.refund)
      return failWith({ reason: 'not_supported' });
    const refunded = await trx
      .selectFrom('payment_transaction')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('n'))
      .where('order_id', '=', order.id)
      .where('kind', 'in', ['refund', 'void'])
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const left = capture.amount - Number(refunded.n);
    if (left <= 0) return failWith({ reason: 'nothing_left' });
    const amount = amountCents ?? left;
    if (amount > left) return failWith({ reason: 'too_much', leftCents: left });
    const authorization = capture.parent_reference ?? capture.reference ?? '';
    const r = await gateway.refund(
      { db: trx, now },
      { authorization, amountCents: amount, wholeAmount: amount === capture.amount },
    );
    await trx
      .insertInto('payment_transaction')
      .values({
        cart_id: order.cart_id,
        order_id: order.id,
        gateway: gateway.code,
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
    return ok({
      refundedCents: amount,
      totalRefundedCents: capture.amount - left + amount,
      capturedCents: capture.amount,
    });
  });
}
