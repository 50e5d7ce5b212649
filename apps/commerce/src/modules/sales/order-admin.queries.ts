// The operator's order list and order page (issue 26). The list filters by status, placement date,
// payment method and customer (e-mail address or billing name, by prefix), newest first, each
// through an index of migration 0025 so a long order table is not scanned (docs/decisions/1424).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { OFFLINE_METHODS } from './offline-orders.js';
import { readHistory, type HistoryRow } from './order-history.js';
import { OFFLINE_GATEWAY, refundedSoFar } from './order-refund.js';
import type { OrderReader, OrderRecord } from './order.reader.js';

export interface OrderListFilter {
  statuses?: readonly string[] | null;
  paymentMethods?: readonly string[] | null;
  /** Placed at or after. */
  from?: Date | null;
  /** Placed before (exclusive). */
  until?: Date | null;
  /** E-mail address or billing name, by prefix; every word must match. */
  customer?: string | null;
  /** The order number, exactly. */
  number?: string | null;
}

export interface OrderListRow {
  id: number;
  number: string;
  createdAt: Date;
  status: string;
  email: string;
  customerName: string | null;
  grandTotalCents: number;
  currency: string;
  paymentMethodCode: string;
  paymentMethodTitle: string;
}

export interface OrderListPage {
  rows: OrderListRow[];
  totalCount: number;
}

export const MAX_ADMIN_PAGE_SIZE = 100;

type OrderEb = ExpressionBuilder<Database & { o: Database['sales_order'] }, 'o'>;

const likePrefix = (v: string) => `${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Orders whose e-mail or billing first or last name starts with `word` (lower case), by index. */
function customerMatch(eb: OrderEb, word: string): Expression<SqlBool> {
  const p = likePrefix(word);
  const byEmail = eb
    .selectFrom('sales_order')
    .select('id')
    .where(sql<string>`lower(email)`, 'like', p);
  const byName = eb
    .selectFrom('sales_order_address')
    .select('order_id as id')
    .where('kind', '=', 'billing')
    .where((a) =>
      a.or([
        a(sql<string>`lower(data->>'firstname')`, 'like', p),
        a(sql<string>`lower(data->>'lastname')`, 'like', p),
      ]),
    );
  return eb('o.id', 'in', byEmail.union(byName));
}

function conditions(f: OrderListFilter): ((eb: OrderEb) => Expression<SqlBool>)[] {
  const out: ((eb: OrderEb) => Expression<SqlBool>)[] = [];
  const statuses = f.statuses?.filter((s) => s.trim() !== '') ?? [];
  if (statuses.length > 0) out.push((eb) => eb('o.status', 'in', statuses));
  const methods = f.paymentMethods?.filter((s) => s.trim() !== '') ?? [];
  if (methods.length > 0) out.push((eb) => eb('o.payment_method_code', 'in', methods));
  const { from, until } = f;
  if (from) out.push((eb) => eb('o.created_at', '>=', from));
  if (until) out.push((eb) => eb('o.created_at', '<', until));
  const number = f.number?.trim();
  if (number) out.push((eb) => eb('o.number', '=', number));
  const words = (f.customer ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  for (const w of words) out.push((eb) => customerMatch(eb, w));
  return out;
}

/** The page's query and the count's, built apart so a test can read their plans. */
export function listQueries(
  db: Db,
  filter: OrderListFilter,
  page: { currentPage: number; pageSize: number },
) {
  const pageSize = Math.min(Math.max(1, page.pageSize), MAX_ADMIN_PAGE_SIZE);
  const offset = (Math.max(1, page.currentPage) - 1) * pageSize;
  const where = conditions(filter);
  const base = db.selectFrom('sales_order as o').where((eb) => eb.and(where.map((c) => c(eb))));
  const rows = base
    .leftJoin('sales_order_address as b', (j) =>
      j.onRef('b.order_id', '=', 'o.id').on('b.kind', '=', 'billing'),
    )
    .select([
      'o.id',
      'o.number',
      'o.created_at',
      'o.status',
      'o.email',
      'o.grand_total',
      'o.currency',
      'o.payment_method_code',
      'o.payment_method_title',
      sql<string | null>`b.data->>'firstname'`.as('firstname'),
      sql<string | null>`b.data->>'lastname'`.as('lastname'),
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(pageSize)
    .offset(offset);
  const count = base.select(sql<string>`count(*)`.as('n'));
  return { rows, count };
}

export async function listOrders(
  db: Db,
  filter: OrderListFilter,
  page: { currentPage: number; pageSize: number },
): Promise<OrderListPage> {
  const q = listQueries(db, filter, page);
  const [rows, count] = await Promise.all([q.rows.execute(), q.count.executeTakeFirstOrThrow()]);
  return {
    totalCount: Number(count.n),
    rows: rows.map((r) => ({
      id: r.id,
      number: r.number,
      createdAt: r.created_at,
      status: r.status,
      email: r.email,
      customerName: [r.firstname, r.lastname].filter(Boolean).join(' ') || null,
      grandTotalCents: r.grand_total,
      currency: r.currency,
      paymentMethodCode: r.payment_method_code,
      paymentMethodTitle: r.payment_method_title,
    })),
  };
}

export interface PaymentRow {
  kind: string;
  status: string;
  amountCents: number;
  gateway: string;
  reference: string | null;
  createdAt: Date;
}

export interface OrderDetail {
  order: OrderRecord;
  history: HistoryRow[];
  payments: PaymentRow[];
  giftCards: { code: string; amountCents: number }[];
  paidCents: number;
  refundedCents: number;
  actions: { recordPayment: boolean; ship: boolean; cancel: boolean; refund: boolean };
}

export async function orderDetail(
  db: Db,
  reader: OrderReader,
  number: string,
): Promise<OrderDetail | null> {
  const order = await reader.byNumber(number.trim());
  if (!order) return null;
  const [history, payments, giftCards, refundedCents] = await Promise.all([
    readHistory(db, order.id),
    db
      .selectFrom('payment_transaction')
      .select(['kind', 'status', 'amount', 'gateway', 'reference', 'created_at'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sales_order_gift_card as g')
      .innerJoin('gift_card_account as a', 'a.id', 'g.gift_card_id')
      .select(['a.code', 'g.amount'])
      .where('g.order_id', '=', order.id)
      .orderBy('a.code')
      .execute(),
    refundedSoFar(db, order.id),
  ]);
  const offline = (OFFLINE_METHODS as readonly string[]).includes(order.payment_method_code);
  const capture = payments.find((p) => p.kind === 'capture' && p.status === 'approved');
  const paidCents = capture?.amount ?? (offline && order.paid_at ? order.grand_total : 0);
  const open = !order.canceled_at;
  return {
    order,
    history,
    payments: payments.map((p) => ({
      kind: p.kind,
      status: p.status,
      amountCents: p.amount,
      gateway: p.gateway === OFFLINE_GATEWAY ? 'offline' : p.gateway,
      reference: p.reference,
      createdAt: p.created_at,
    })),
    giftCards: giftCards.map((g) => ({ code: g.code, amountCents: g.amount })),
    paidCents,
    refundedCents,
    actions: {
      recordPayment: open && offline && !order.paid_at,
      ship:
        open &&
        !order.shipped_at &&
        order.paid_at !== null &&
        order.status !== 'closed' &&
        order.shippingAddress !== null,
      cancel: open && !order.shipped_at,
      refund: paidCents - refundedCents > 0,
    },
  };
}
