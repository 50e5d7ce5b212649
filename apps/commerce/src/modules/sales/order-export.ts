// CSV export of orders for operators (docs/decisions/1435): one line per order, newest first,
// optionally within a creation-date range; streamed in pages read by id (keyset), text that could
// start a formula written with a leading apostrophe.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { csvLines, dollars, safeCell } from '../../shared/csv.js';

export const ORDER_EXPORT_PAGE = 1000;

export const ORDER_COLUMNS = [
  'increment_id',
  'created_at',
  'status',
  'state',
  'customer_email',
  'customer_id',
  'billing_name',
  'shipping_name',
  'items_qty',
  'subtotal',
  'discount_amount',
  'tax_amount',
  'shipping_amount',
  'gift_card_amount',
  'grand_total',
  'currency',
  'coupon_code',
  'payment_method',
  'shipping_method',
  'paid_at',
  'canceled_at',
] as const;

interface OrderRow {
  id: number;
  number: string;
  created_at: Date;
  status: string;
  state: string;
  email: string;
  customer_id: number | null;
  billing_name: string | null;
  shipping_name: string | null;
  items_qty: number | null;
  subtotal: number;
  discount_amount: number;
  tax_amount: number;
  shipping_amount: number;
  gift_card_amount: number;
  grand_total: number;
  currency: string;
  coupon_code: string | null;
  payment_method_title: string;
  shipping_description: string | null;
  paid_at: Date | null;
  canceled_at: Date | null;
}

export interface OrderExportRange {
  from?: Date | null;
  to?: Date | null;
}

const name = (kind: 'billing' | 'shipping') =>
  sql.raw(`(select trim(coalesce(a.data->>'firstname', '') || ' ' || coalesce(a.data->>'lastname', ''))
    from sales_order_address a where a.order_id = o.id and a.kind = '${kind}' limit 1)`);

export async function* exportOrders(db: Db, range: OrderExportRange = {}): AsyncGenerator<string> {
  yield csvLines([[...ORDER_COLUMNS]]);
  let before = 2_147_483_647;
  for (;;) {
    const page =
      await sql<OrderRow>`select o.id, o.number, o.created_at, o.status, o.state, o.email,
        o.customer_id, ${name('billing')} as billing_name, ${name('shipping')} as shipping_name,
        (select sum(i.quantity)::int from sales_order_item i where i.order_id = o.id) as items_qty,
        o.subtotal, o.discount_amount, o.tax_amount, o.shipping_amount, o.gift_card_amount,
        o.grand_total, o.currency, o.coupon_code, o.payment_method_title, o.shipping_description,
        o.paid_at, o.canceled_at
      from sales_order o
      where o.id <= ${before}
        ${range.from ? sql`and o.created_at >= ${range.from}` : sql``}
        ${range.to ? sql`and o.created_at < ${range.to}` : sql``}
      order by o.id desc limit ${ORDER_EXPORT_PAGE}`.execute(db);
    if (page.rows.length === 0) return;
    yield csvLines(
      page.rows.map((o) =>
        [
          o.number,
          o.created_at.toISOString(),
          o.status,
          o.state,
          o.email,
          o.customer_id,
          o.billing_name,
          o.shipping_name,
          o.items_qty ?? 0,
          dollars(o.subtotal),
          dollars(o.discount_amount),
          dollars(o.tax_amount),
          dollars(o.shipping_amount),
          dollars(o.gift_card_amount),
          dollars(o.grand_total),
          o.currency,
          o.coupon_code,
          o.payment_method_title,
          o.shipping_description,
          o.paid_at?.toISOString() ?? null,
          o.canceled_at?.toISOString() ?? null,
        ].map(safeCell),
      ),
    );
    before = (page.rows[page.rows.length - 1]?.id ?? 1) - 1;
    if (page.rows.length < ORDER_EXPORT_PAGE) return;
  }
}
