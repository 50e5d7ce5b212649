// An order as the audit trail records it before and after an operator's action (the caller writes
// the entry in the same transaction): the state an action can change, nothing more.
import type { Db } from '../../db/index.js';
import { refundedSoFar } from './order-refund.js';

export interface OrderSnapshot {
  id: number;
  number: string;
  status: string;
  paidAt: string | null;
  shippedAt: string | null;
  canceledAt: string | null;
  grandTotalCents: number;
  refundedCents: number;
  shipment: { carrierCode: string; carrierTitle: string; trackNumber: string } | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export async function snapshotOf(trx: Db, orderId: number): Promise<OrderSnapshot> {
  const o = await trx
    .selectFrom('sales_order')
    .select(['id', 'number', 'status', 'paid_at', 'shipped_at', 'canceled_at', 'grand_total'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const shipment = await trx
    .selectFrom('sales_shipment')
    .select(['carrier_code', 'carrier_title', 'track_number'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    paidAt: iso(o.paid_at),
    shippedAt: iso(o.shipped_at),
    canceledAt: iso(o.canceled_at),
    grandTotalCents: o.grand_total,
    refundedCents: await refundedSoFar(trx, orderId),
    shipment: shipment
      ? {
          carrierCode: shipment.carrier_code,
          carrierTitle: shipment.carrier_title,
          trackNumber: shipment.track_number,
        }
      : null,
  };
}
