// The status history of an order: one row per payment recorded, shipment, cancellation and
// refund, written in the transaction that made the change (docs/decisions/1420).
import type { Db } from '../../db/index.js';
import type { SalesOrderStatusHistoryTable } from './tables.js';

export type HistoryAction = SalesOrderStatusHistoryTable['action'];

export interface HistoryEntry {
  action: HistoryAction;
  status: string;
  amountCents?: number | null;
  comment?: string | null;
  /** The operator's e-mail address, 'cli' or 'system'. */
  actor?: string | null;
}

export async function recordHistory(
  trx: Db,
  orderId: number,
  entry: HistoryEntry,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('sales_order_status_history')
    .values({
      order_id: orderId,
      action: entry.action,
      status: entry.status,
      amount: entry.amountCents ?? null,
      comment: entry.comment ?? null,
      actor: entry.actor ?? null,
      created_at: now,
    })
    .execute();
}

export interface HistoryRow {
  action: HistoryAction;
  status: string;
  amountCents: number | null;
  comment: string | null;
  actor: string | null;
  createdAt: Date;
}

export async function readHistory(db: Db, orderId: number): Promise<HistoryRow[]> {
  const rows = await db
    .selectFrom('sales_order_status_history')
    .select(['action', 'status', 'amount', 'comment', 'actor', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    action: r.action,
    status: r.status,
    amountCents: r.amount,
    comment: r.comment,
    actor: r.actor,
    createdAt: r.created_at,
  }));
}
