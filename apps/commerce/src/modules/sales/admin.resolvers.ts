// The admin API's order fields (orders.admin.graphql): every one needs the ORDERS permission,
// checked before these run (graphql/admin-schema.ts). Each mutation runs one OrderAdminService
// action, whose transaction also writes the audit entry (ctx.audit) with the order before and
// after; a refusal is answered as a graphql-input error with the service's words.
import type { AdminContext } from '../../graphql/admin-context.js';
import type { AdminResolverMap } from '../../graphql/admin-resolvers.js';
import type { AdminOrder } from '../../graphql/admin-resolver-types.generated.js';
import { inputError, noSuchEntity, type ClientError } from '../../shared/errors.js';
import { PAYMENT_METHODS } from '../payment/methods.js';
import type {
  ActOptions,
  AdminFailure,
  AdminResult,
  OrderAdminService,
} from './order-admin.service.js';
import { listOrders, MAX_ADMIN_PAGE_SIZE, orderDetail } from './order-admin.queries.js';
import { listItemOf, orderOf } from './order-admin.shape.js';
import type { OrderReader } from './order.reader.js';
import { TRACKING_CARRIERS } from './tracking-carriers.js';
import type { Db } from '../../db/index.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as its first instant (UTC); `end`: the next day's, so the day is included. */
function dayArg(value: string | null | undefined, name: string, end: boolean): Date | null {
  const v = value?.trim();
  if (!v) return null;
  const m = DAY.exec(v);
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [NaN, NaN, NaN];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (!m || at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d)
    throw inputError(`"${name}" must be a date as YYYY-MM-DD.`);
  return end ? new Date(at.getTime() + 86_400_000) : at;
}

/** "12.50" as 1250 cents; null when omitted. */
function amountArg(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(value.trim()))
    throw inputError('Enter the amount as a number with at most two decimals, e.g. 12.50.');
  return Math.round(Number(value.trim()) * 100);
}

const failure = (f: AdminFailure): ClientError =>
  f.reason === 'not_found' ? noSuchEntity(f.message) : inputError(f.message);

export function salesAdminResolvers(
  db: Db,
  service: OrderAdminService,
  orders: OrderReader,
): AdminResolverMap {
  /** The order as it is now, after an action. */
  const current = async (number: string): Promise<AdminOrder> => {
    const d = await orderDetail(db, orders, number);
    if (!d) throw noSuchEntity('There is no order with this number.');
    return orderOf(d);
  };
  /** Runs an action with its audit entry in the same transaction; answers the order. */
  const act = async (
    ctx: AdminContext,
    action: string,
    run: (opts: ActOptions) => Promise<AdminResult>,
  ): Promise<AdminOrder> => {
    const r = await run({
      actor: ctx.operator?.email ?? null,
      now: ctx.now,
      within: (trx, { before, after }) =>
        ctx.audit.record(trx, {
          action,
          entity_type: 'order',
          entity_id: after.number,
          before: { ...before },
          after: { ...after },
        }),
    });
    if (!r.ok) throw failure(r.failure);
    return current(r.value.after.number);
  };

  return {
    Query: {
      adminOrders: async (_p, { filter, currentPage, pageSize }) => {
        const page = currentPage ?? 1;
        const size = pageSize ?? 20;
        if (page < 1) throw inputError('currentPage value must be greater than 0.');
        if (size < 1 || size > MAX_ADMIN_PAGE_SIZE)
          throw inputError(`pageSize must be between 1 and ${MAX_ADMIN_PAGE_SIZE}.`);
        const { rows, totalCount } = await listOrders(
          db,
          {
            statuses: filter?.status,
            paymentMethods: filter?.payment_method,
            from: dayArg(filter?.date_from, 'date_from', false),
            until: dayArg(filter?.date_to, 'date_to', true),
            customer: filter?.customer,
            number: filter?.number,
          },
          { currentPage: page, pageSize: size },
        );
        return {
          items: rows.map(listItemOf),
          total_count: totalCount,
          page_info: {
            current_page: page,
            page_size: size,
            total_pages: Math.max(1, Math.ceil(totalCount / size)),
          },
        };
      },
      adminOrder: async (_p, { number }) => {
        const d = await orderDetail(db, orders, number);
        return d ? orderOf(d) : null;
      },
      adminTrackingCarriers: () =>
        Object.entries(TRACKING_CARRIERS).map(([code, title]) => ({ code, title })),
      adminOrderPaymentMethods: () =>
        Object.values(PAYMENT_METHODS).map((m) => ({ code: m.code, title: m.title })),
    },
    Mutation: {
      adminRecordOrderPayment: (_p, { number }, ctx) =>
        act(ctx, 'order_payment_recorded', (o) => service.recordPayment(number, o)),
      adminShipOrder: (_p, { input }, ctx) =>
        act(ctx, 'order_shipped', (o) =>
          service.ship(
            input.number,
            {
              carrierCode: input.carrier_code,
              carrierTitle: input.carrier_title,
              trackNumber: input.track_number,
            },
            o,
          ),
        ),
      adminCancelOrder: (_p, { number }, ctx) =>
        act(ctx, 'order_canceled', (o) => service.cancel(number, o)),
      adminRefundOrder: (_p, { number, amount }, ctx) => {
        const cents = amountArg(amount);
        return act(ctx, 'order_refunded', (o) => service.refund(number, cents, o));
      },
    },
  };
}
