// What an operator does with an order after placement (issue 26, docs/decisions/1420-1424):
// record an offline payment, ship with a carrier and tracking number, cancel, refund. Each action
// locks the order row, runs in one transaction with its status history row, and answers the order
// before and after; `within` runs in that transaction once the change is made, so the caller's
// audit entry commits or rolls back with it. The CLI commands use the same functions
// (offline-orders.ts, order-refund.ts), so a rule is written once.
import type { Db } from '../../db/index.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import type { Mailer } from '../notification/mailer.js';
import { shipmentEmail } from '../notification/shipment-email.js';
import type { PaymentGateway } from '../payment/gateway.js';
import { OFFLINE_METHODS, recordOfflinePaymentIn } from './offline-orders.js';
import { ADMIN_MESSAGES, type AdminRefusal } from './order-admin.messages.js';
import { recordHistory } from './order-history.js';
import type { OrderAddressData } from './order-records.js';
import { lockOrder, refundLocked, type LockedOrder } from './order-refund.js';
import { releaseOrder } from './order-release.js';
import { snapshotOf, type OrderSnapshot } from './order-snapshot.js';
import { carrierTitleOf, type ShipmentInput } from './tracking-carriers.js';

export interface OrderAdminDeps {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  storeName: string;
  /** The storefront's base address, for the order history link in the shipment e-mail. */
  storefrontUrl: string;
}

export interface OrderChange {
  before: OrderSnapshot;
  after: OrderSnapshot;
}

export interface ActOptions {
  /** Who acts, for the status history: the operator's e-mail address, or 'cli'. */
  actor: string | null;
  now: Date;
  /** Runs in the action's transaction after the change (the audit entry); a throw undoes all. */
  within?: (trx: Db, change: OrderChange) => Promise<void>;
}

export interface AdminFailure {
  reason: AdminRefusal;
  message: string;
  /** With too_much: what is left to refund. */
  leftCents?: number;
}

export type AdminResult<T = object> = Result<OrderChange & T, AdminFailure>;

const refuse = (reason: AdminRefusal, leftCents?: number): Result<never, AdminFailure> =>
  failWith({
    reason,
    message: ADMIN_MESSAGES[reason](leftCents),
    ...(leftCents === undefined ? {} : { leftCents }),
  });

export class OrderAdminService {
  constructor(private readonly deps: OrderAdminDeps) {}

  /** Runs `act` on the locked order; on success writes `within`, then delivers queued e-mails. */
  private async act<T extends object>(
    number: string,
    opts: ActOptions,
    act: (
      trx: Db,
      order: LockedOrder,
    ) => Promise<Result<T & { outboxIds?: number[] }, AdminFailure>>,
  ): Promise<AdminResult<T>> {
    const r = await this.deps.db.transaction().execute(async (trx): Promise<AdminResult<T>> => {
      const order = await lockOrder(trx, number.trim());
      if (!order) return refuse('not_found');
      const before = await snapshotOf(trx, order.id);
      const done = await act(trx, order);
      if (!done.ok) return done;
      const after = await snapshotOf(trx, order.id);
      await opts.within?.(trx, { before, after });
      return ok({ ...done.value, before, after });
    });
    if (r.ok && 'outboxIds' in r.value && Array.isArray(r.value.outboxIds))
      for (const id of r.value.outboxIds as number[]) this.deps.mailer.deliverLater(id);
    return r;
  }

  /** The payment of a check / purchase order order arrived: its gift cards become usable. */
  recordPayment(
    number: string,
    opts: ActOptions,
  ): Promise<AdminResult<{ activatedCards: number }>> {
    return this.act(number, opts, async (trx, order) => {
      if (!(OFFLINE_METHODS as readonly string[]).includes(order.payment_method_code))
        return refuse('not_offline');
      const r = await recordOfflinePaymentIn(
        trx,
        this.deps.mailer,
        order.number,
        opts.now,
        this.deps.storeName,
        opts.actor,
      );
      if (!r.ok) return refuse(r.failure);
      return ok({ activatedCards: r.value.activatedCards, outboxIds: r.value.outboxIds });
    });
  }

  /** Ships the whole paid order once, with a carrier and tracking number; the customer is told. */
  ship(number: string, input: ShipmentInput, opts: ActOptions): Promise<AdminResult> {
    const carrier = carrierTitleOf(input);
    if (!carrier.ok) return Promise.resolve(refuse(carrier.failure));
    const { code, title, trackNumber } = carrier.value;
    return this.act(number, opts, async (trx, order) => {
      if (order.canceled_at) return refuse('canceled');
      if (order.shipped_at) return refuse('already_shipped');
      if (!order.paid_at) return refuse('not_paid');
      if (order.status === 'closed') return refuse('refunded');
      const o = await trx
        .selectFrom('sales_order')
        .select(['number', 'email', 'customer_id'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const address = await trx
        .selectFrom('sales_order_address')
        .select('data')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'shipping')
        .executeTakeFirst();
      if (!address) return refuse('virtual');
      await trx
        .insertInto('sales_shipment')
        .values({
          order_id: order.id,
          number: o.number,
          carrier_code: code,
          carrier_title: title,
          track_number: trackNumber,
          created_at: opts.now,
        })
        .execute();
      await trx
        .updateTable('sales_order')
        .set({ shipped_at: opts.now, status: 'complete', state: 'complete' })
        .where('id', '=', order.id)
        .execute();
      await recordHistory(
        trx,
        order.id,
        {
          action: 'shipped',
          status: 'complete',
          comment: `${title} ${trackNumber}`,
          actor: opts.actor,
        },
        opts.now,
      );
      const items = await trx
        .selectFrom('sales_order_item')
        .select(['name', 'sku', 'quantity'])
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute();
      const ship = address.data as unknown as OrderAddressData;
      const id = await this.deps.mailer.enqueue(
        trx,
        shipmentEmail({
          storeName: this.deps.storeName,
          number: o.number,
          email: o.email,
          customerName: `${ship.firstname} ${ship.lastname}`,
          carrierTitle: title,
          trackNumber,
          items,
          shippingAddress: ship,
          historyUrl:
            o.customer_id === null ? null : `${this.deps.storefrontUrl}/customer/account/orders`,
        }),
      );
      return ok({ outboxIds: [id] });
    });
  }

  /**
   * Cancels an order that has not shipped: what is left of its payment goes back first (through
   * the gateway for a card, offline for a recorded offline payment; a refusal stops the cancel),
   * then its stock, gift card balances and coupon use come back, once (docs/decisions/1422).
   */
  cancel(number: string, opts: ActOptions): Promise<AdminResult<{ refundedCents: number }>> {
    return this.act(number, opts, async (trx, order) => {
      if (order.canceled_at) return refuse('already_canceled');
      if (order.shipped_at) return refuse('shipped');
      let refundedCents = 0;
      const money = await refundLocked(trx, this.deps.gateway, order, null, opts.now, opts.actor);
      if (money.ok) refundedCents = money.value.refundedCents;
      else if (money.failure.reason === 'declined' || money.failure.reason === 'not_supported')
        return refuse(
          money.failure.reason === 'declined' ? 'cancel_refund_declined' : 'not_supported',
        );
      const canceled = await trx
        .updateTable('sales_order')
        .set({ canceled_at: opts.now, status: 'canceled', state: 'canceled' })
        .where('id', '=', order.id)
        .where('canceled_at', 'is', null)
        .where('shipped_at', 'is', null)
        .returning(['id', 'customer_id', 'email', 'coupon_code'])
        .executeTakeFirst();
      // The row is locked, so this cannot happen; kept so a change of locking cannot release twice.
      if (!canceled) return refuse('already_canceled');
      await releaseOrder(trx, canceled);
      await recordHistory(
        trx,
        order.id,
        { action: 'canceled', status: 'canceled', actor: opts.actor },
        opts.now,
      );
      return ok({ refundedCents });
    });
  }

  /** Refunds `amountCents` (null: all that is left) of what was paid; partial refunds add up. */
  refund(
    number: string,
    amountCents: number | null,
    opts: ActOptions,
  ): Promise<AdminResult<{ refundedCents: number; totalRefundedCents: number; offline: boolean }>> {
    if (amountCents !== null && (!Number.isSafeInteger(amountCents) || amountCents <= 0))
      return Promise.resolve(refuse('invalid_amount'));
    return this.act(number, opts, async (trx, order) => {
      const r = await refundLocked(
        trx,
        this.deps.gateway,
        order,
        amountCents,
        opts.now,
        opts.actor,
      );
      if (!r.ok) return refuse(r.failure.reason, r.failure.leftCents);
      return ok({
        refundedCents: r.value.refundedCents,
        totalRefundedCents: r.value.totalRefundedCents,
        offline: r.value.offline === true,
      });
    });
  }
}
