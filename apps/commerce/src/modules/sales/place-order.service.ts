// placeOrder: a cart becomes an order in ONE transaction, or nothing changes.
//
// Invariants (docs/decisions/0552-place-order-transaction.md):
// - the cart row is locked first (SELECT ... FOR UPDATE), so concurrent placeOrder calls on one
//   cart run one after another; a cart that already has an order answers with that order (a
//   retry or a duplicate gets the first order's number, and nothing is charged twice);
// - stock moves by conditional UPDATE (qty >= n), in product id order (no deadlocks between
//   orders), so it never goes below zero however many orders race;
// - coupon use and gift card redemption use the cart module's atomic helpers;
// - the card is authorised and captured inside the transaction (the sandbox is in-process); any
//   failure rolls everything back, and an approved authorisation is voided if the commit fails.
//   A remote gateway would authorise before commit and capture after it (see the ADR).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork, type TxContext } from '../../db/unit-of-work.js';
import type { CartRow, CartView } from '../cart/cart-view.js';
import {
  appliedLapses,
  dropLapses,
  lapsesMessage,
  type AppliedLapses,
} from '../cart/applied-lapses.js';
import { assertCouponUsable, customerKeyOf, recordCouponUse } from '../cart/coupons.js';
import { redeemGiftCard } from '../cart/gift-cards.js';
import { failWith, ok, type Failure, type Result } from '../../shared/result.js';
import type { Mailer } from '../notification/mailer.js';
import type { GatewayResult, PaymentGateway } from '../payment/gateway.js';
import { availableMethods, PAYMENT_METHODS } from '../payment/methods.js';
import { offlineAllowedFor, type OfflinePaymentPolicy } from '../payment/offline-policy.js';
import { findSavedCard, keepVaultedCard } from '../payment/vault.service.js';
import { orderConfirmationEmail } from '../notification/order-confirmation.js';
import { giftCardEmails, issueGiftCards } from './gift-card-issue.js';
import {
  ORDER_MSG,
  unable,
  type PlaceOrderError,
  type PlaceOrderFailure,
} from './order-messages.js';
import { DECLINE_MSG, type DeclineGuard } from './decline-guard.js';
import {
  orderAddress,
  orderItems,
  orderPaymentFacts,
  shippingTitles,
  totalsSnapshot,
} from './order-records.js';
import { orderCeilingRefusal } from './order-ceiling.js';
import type { OrderReader, OrderRecord } from './order.reader.js';
import { paymentFailureMessage, PAYMENT_TEXT } from './payment-errors.js';
import { clientAddressOf, unpaidCeilingRefusal } from './unpaid-ceiling.js';
import {
  priceChangedMessage,
  priceChanges,
  requote,
  type PriceChange,
} from '../cart/price-quotes.js';

/** What placeOrder needs from the cart module. */
export interface OrderCarts {
  getCartForUser(
    ctx: RequestContext,
    maskedId: string,
    opts?: { forUpdate?: boolean },
  ): Promise<Result<CartRow>>;
  view(ctx: RequestContext, cart: CartRow): Promise<CartView>;
  emailOf(ctx: RequestContext, cart: CartRow): Promise<string | null>;
}

export interface PlaceOrderDeps {
  db: Db;
  carts: OrderCarts;
  gateway: PaymentGateway;
  mailer: Mailer;
  orders: OrderReader;
  /** Card testing: declines counted, carts locked, a captcha after a decline (decline-guard.ts). */
  declines?: DeclineGuard;
  offline: OfflinePaymentPolicy;
}

/** The order placed (or the one the cart already has), or why it was refused. */
export type PlaceOrderResult = Result<OrderRecord, PlaceOrderFailure>;

/** An order refused inside the transaction: the answer, and what is done after the rollback. */
interface Refusal {
  answer: PlaceOrderFailure;
  /** A declined card: an audit row and the one-time token spent, outside the rolled-back transaction. */
  declined?: { cartId: number; token: string; gateway: GatewayResult; amount: number };
  /** Prices that changed since the shopper saw them: quoted afresh after the rollback. */
  requote?: PriceChange[];
  /** A coupon or gift card that lapsed since it was applied: taken off the cart after the rollback. */
  lapses?: AppliedLapses;
}

/** A step of placing an order: its value, or the refusal that rolls the transaction back. */
type Step<T = void> = Result<T, Refusal>;

const refuse = (error: PlaceOrderError, more: Omit<Refusal, 'answer'> = {}): Step<never> =>
  failWith({ answer: { error }, ...more });
/** A refusal answered as a top-level error. */
const refuseFatal = (fatal: Failure): Step<never> => failWith({ answer: { fatal } });
const done: Step = ok(undefined);
const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

export class PlaceOrderService {
  private readonly uow: UnitOfWork;

  constructor(private readonly deps: PlaceOrderDeps) {
    this.uow = new UnitOfWork(deps.db);
  }

  async placeOrder(ctx: RequestContext, maskedId: string): Promise<PlaceOrderResult> {
    const screened = await this.deps.declines?.screen(ctx, maskedId);
    if (screened && !screened.ok) return screened;
    let authorization: string | null = null;
    let placed: Step<{ order: OrderRecord; outboxIds: number[] }>;
    try {
      placed = await this.uow.runIfOk(ctx, (tx) =>
        this.inTransaction(tx, maskedId, (ref) => (authorization = ref)),
      );
    } catch (err) {
      if (authorization) await this.voidQuietly(ctx, authorization);
      // Two first placements cannot both pass the cart lock; this is a last line of defence.
      if (isUniqueViolation(err)) {
        const existing = await this.deps.orders.byCartMaskedId(ctx, maskedId);
        if (existing && existing.customer_id === ctx.customerId) return ok(existing);
      }
      throw err;
    }
    if (placed.ok) {
      for (const id of placed.value.outboxIds) this.deps.mailer.deliverLater(id);
      return ok(placed.value.order);
    }
    // Refused and rolled back.
    if (authorization) await this.voidQuietly(ctx, authorization);
    const refused = placed.failure;
    if (refused.declined) await this.recordDecline(ctx, refused.declined);
    if (refused.declined)
      await this.deps.declines?.count(ctx, refused.declined.cartId, refused.declined.gateway);
    if (refused.requote && refused.requote.length > 0) await requote(this.deps.db, refused.requote);
    if (refused.lapses) await dropLapses(this.deps.db, refused.lapses);
    return failWith(refused.answer);
  }

  private async inTransaction(
    ctx: TxContext,
    maskedId: string,
    onAuthorized: (ref: string) => void,
  ): Promise<Step<{ order: OrderRecord; outboxIds: number[] }>> {
    const trx = ctx.transaction;
    // 1. Lock the cart. A cart that already has an order answers with it (idempotent retry).
    const locked = await trx
      .selectFrom('cart')
      .select(['id', 'customer_id'])
      .where('masked_id', '=', maskedId)
      .forUpdate()
      .executeTakeFirst();
    if (locked && locked.customer_id === ctx.customerId) {
      const existing = await this.deps.orders.byCartId(ctx, locked.id);
      if (existing) return ok({ order: existing, outboxIds: [] });
    }
    const found = await this.deps.carts.getCartForUser(ctx, maskedId);
    if (!found.ok) {
      const f = found.failure;
      if (f.category === 'graphql-no-such-entity') {
        return refuse({ code: locked ? 'CART_NOT_ACTIVE' : 'CART_NOT_FOUND', message: f.message });
      }
      return refuseFatal(f);
    }
    const cart = found.value;

    // 2. The order ceiling, then Magento's checks in its order (reference 3.9), on totals recomputed now.
    const view = await this.deps.carts.view(ctx, cart);
    const tooLarge = orderCeilingRefusal(view.totals);
    if (tooLarge) return refuseFatal(tooLarge);
    // Magento's default: no guest checkout for a cart with downloadable items (their links are
    // served to the order's customer only).
    if (cart.customer_id === null && view.lines.some((l) => l.product.type_id === 'downloadable'))
      return refuseFatal({
        category: 'graphql-authorization',
        message: ORDER_MSG.guestCheckoutNotAllowed,
      });
    if (cart.customer_id === null && !cart.email)
      return refuse({ code: 'GUEST_EMAIL_MISSING', message: ORDER_MSG.guestEmailMissing });
    if (view.lines.length === 0) return refuse(unable(ORDER_MSG.noItems));
    const billing = await trx
      .selectFrom('cart_address')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .where('kind', '=', 'billing')
      .executeTakeFirst();
    if (!view.isVirtual) {
      if (!view.shippingAddress) return refuse(unable(ORDER_MSG.noShippingAddress));
      if (!view.selectedShipping) return refuse(unable(ORDER_MSG.noShippingMethod));
    }
    if (!billing) return refuse(unable(ORDER_MSG.noBillingAddress));
    const method = cart.payment_method_code ? PAYMENT_METHODS[cart.payment_method_code] : undefined;
    const offered = availableMethods(
      view.totals.grandTotalCents,
      method?.kind === 'vault',
      offlineAllowedFor(this.deps.offline, ctx.customerGroupId),
    ).some((m) => m.code === method?.code);
    if (!method || !offered) return refuse(unable(ORDER_MSG.noPaymentMethod));
    if (view.lines.some((l) => l.problem !== null)) return refuse(unable(ORDER_MSG.outOfStock));
    // A price that moved since the shopper saw it is never charged silently.
    const changed = priceChanges(view);
    if (changed.length > 0) {
      return refuse(
        unable(priceChangedMessage(changed, view.totals.grandTotalCents, ctx.currency)),
        { requote: changed },
      );
    }
    // A coupon or gift card that stopped working since it was applied stops the order once (1442).
    const lapses = await appliedLapses(trx, view, ctx.now);
    if (lapsesMessage(lapses)) return refuse(unable(lapsesMessage(lapses) ?? ''), { lapses });
    // Offline orders hold stock unpaid: capped per account, e-mail and address (docs/decisions/0558).
    const overCeiling =
      method.kind === 'offline' &&
      (await unpaidCeilingRefusal(
        ctx,
        trx,
        this.deps.offline.unpaidLimitCents,
        { customerId: cart.customer_id, email: await this.deps.carts.emailOf(ctx, cart) },
        view.totals.grandTotalCents,
      ));
    if (overCeiling) return refuse(unable(overCeiling));

    // 3. Stock, coupon, gift cards: each a conditional update that cannot overspend.
    const reserved = await this.reserveStock(trx, view);
    if (!reserved.ok) return reserved;
    const customerKey = customerKeyOf(cart.customer_id, cart.email);
    if (view.rule) {
      const usable = await assertCouponUsable(trx, view.rule, customerKey, ctx.now);
      if (!usable.ok || !(await recordCouponUse(trx, view.rule.id, customerKey)))
        return refuse(unable(ORDER_MSG.couponInvalid));
    }
    const cards = view.giftCards
      .filter((g) => g.appliedCents > 0)
      .sort((a, b) => a.card.id - b.card.id);
    for (const g of cards) {
      if (!(await redeemGiftCard(trx, g.card.id, g.appliedCents)))
        return refuse(unable(ORDER_MSG.giftCardBalance(g.card.code)));
    }

    // 4. The order and its rows; the gift cards it buys are issued with it, usable only when it
    //    is paid: at once for a card (captured below, or rolled back), later for a check / PO.
    const paid = method.kind !== 'offline';
    const issuing = await issueGiftCards(
      trx,
      view,
      ctx.currency,
      ctx.now,
      paid,
      method.kind === 'free' ? 0 : view.totals.grandTotalCents,
    );
    if (!issuing.ok) return refuse(unable(issuing.failure));
    const issued = issuing.value;
    const seq = await sql<{
      n: number;
    }>`select nextval('sales_order_number_seq')::int as n`.execute(trx);
    const number = String(seq.rows[0]?.n);
    const t = view.totals;
    const payment = (cart.payment_data ?? {}) as Record<string, unknown>;
    const titles = shippingTitles(view.selectedShipping?.carrierCode ?? null);
    const orderRow = await trx
      .insertInto('sales_order')
      .values({
        number,
        cart_id: cart.id,
        store_id: cart.store_id,
        customer_id: cart.customer_id,
        email: (await this.deps.carts.emailOf(ctx, cart)) ?? '',
        status: method.orderStatus,
        state: method.orderStatus === 'processing' ? 'processing' : 'new',
        currency: ctx.currency,
        subtotal: t.subtotalCents,
        subtotal_incl_tax: t.subtotalInclTaxCents,
        discount_amount: t.discountCents,
        tax_amount: t.taxCents,
        shipping_amount: t.shippingCents,
        gift_card_amount: t.giftCardCents,
        grand_total: t.grandTotalCents,
        coupon_code: view.rule?.coupon_code ?? null,
        shipping_carrier_code: view.selectedShipping?.carrierCode ?? null,
        shipping_method_code: view.selectedShipping?.methodCode ?? null,
        shipping_description: titles ? `${titles.carrier} - ${titles.method}` : null,
        payment_method_code: method.code,
        payment_method_title: method.title,
        // Non-sensitive facts only: never the token itself.
        payment_data: JSON.stringify(orderPaymentFacts(payment)),
        gift_message: cart.gift_message ? JSON.stringify(cart.gift_message) : null,
        totals: JSON.stringify(totalsSnapshot(view)),
        token: randomBytes(24).toString('base64url'),
        created_at: ctx.now,
        paid_at: paid ? ctx.now : null,
        client_address: paid ? null : clientAddressOf(ctx),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderId = orderRow.id;
    const items = orderItems(view, issued.byItem);
    await trx
      .insertInto('sales_order_item')
      .values(
        items.map((i) => ({
          ...i,
          order_id: orderId,
          options: JSON.stringify(i.options),
          gift_card: i.gift_card ? JSON.stringify(i.gift_card) : null,
        })),
      )
      .execute();
    const addresses = [
      ...(view.shippingAddress && !view.isVirtual
        ? [
            {
              order_id: orderId,
              kind: 'shipping' as const,
              data: JSON.stringify(orderAddress(view.shippingAddress)),
            },
          ]
        : []),
      { order_id: orderId, kind: 'billing' as const, data: JSON.stringify(orderAddress(billing)) },
    ];
    await trx.insertInto('sales_order_address').values(addresses).execute();
    if (issued.cards.length > 0) {
      await trx
        .updateTable('gift_card_account')
        .set({ order_id: orderId })
        .where(
          'code',
          'in',
          issued.cards.map((c) => c.code),
        )
        .execute();
    }
    if (cards.length > 0) {
      await trx
        .insertInto('sales_order_gift_card')
        .values(
          cards.map((g) => ({
            order_id: orderId,
            gift_card_id: g.card.id,
            amount: g.appliedCents,
          })),
        )
        .execute();
    }

    // 5. Payment.
    const charged =
      method.kind === 'card'
        ? await this.chargeCard(
            ctx,
            trx,
            cart,
            orderId,
            number,
            t.grandTotalCents,
            payment,
            onAuthorized,
          )
        : method.kind === 'vault'
          ? await this.chargeSavedCard(
              ctx,
              trx,
              cart,
              orderId,
              number,
              t.grandTotalCents,
              payment,
              onAuthorized,
            )
          : done;
    if (!charged.ok) return charged;

    // 6. Close the cart and queue the confirmation and, once paid, the gift card e-mails with the order.
    await trx
      .updateTable('cart')
      .set({ is_active: false, updated_at: ctx.now })
      .where('id', '=', cart.id)
      .execute();
    const order = await this.deps.orders.byId(ctx, orderId);
    if (!order) throw new Error('order vanished inside its transaction');
    const model = await this.deps.orders.emailModel(ctx, order);
    const messages = [
      orderConfirmationEmail(model),
      ...(paid
        ? giftCardEmails(issued, {
            storeName: model.storeName,
            currency: ctx.currency,
            buyerEmail: model.email,
          })
        : []),
    ];
    const outboxIds: number[] = [];
    for (const m of messages) outboxIds.push(await this.deps.mailer.enqueue(trx, m));
    return ok({ order, outboxIds });
  }

  /** One conditional decrement per sellable row (the variant for configurable lines). */
  private async reserveStock(trx: Db, view: CartView): Promise<Step> {
    const need = new Map<number, number>();
    for (const l of view.lines) {
      const row = l.variant ?? l.product;
      if (row.type_id === 'virtual' || row.type_id === 'giftcard' || row.type_id === 'downloadable')
        continue;
      need.set(row.id, (need.get(row.id) ?? 0) + l.item.quantity);
    }
    for (const [id, n] of [...need].sort((a, b) => a[0] - b[0])) {
      const r = await trx
        .updateTable('product')
        .set((eb) => ({ qty: eb('qty', '-', n), is_in_stock: sql<boolean>`qty > ${n}` }))
        .where('id', '=', id)
        .where('qty', '>=', n)
        .where('is_in_stock', '=', true)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return refuse(unable(ORDER_MSG.outOfStock));
    }
    return done;
  }

  private async chargeCard(
    ctx: RequestContext,
    trx: Db,
    cart: CartRow,
    orderId: number,
    number: string,
    amount: number,
    payment: Record<string, unknown>,
    onAuthorized: (ref: string) => void,
  ): Promise<Step> {
    const token = typeof payment.token === 'string' ? payment.token : '';
    const call = { db: trx, now: ctx.now };
    const auth = await guarded(ctx, 'authorize', () =>
      this.deps.gateway.authorize(call, {
        token,
        amountCents: amount,
        currency: ctx.currency,
        reference: number,
        saveFor: saveFor(cart, payment),
      }),
    );
    const captured = await this.capture(
      ctx,
      trx,
      cart.id,
      orderId,
      amount,
      auth,
      token,
      onAuthorized,
    );
    if (!captured.ok) return captured;
    if (payment.save === true && cart.customer_id !== null) {
      const vaulted = await this.deps.gateway.vault(call, { token, customerId: cart.customer_id });
      if (vaulted) await keepVaultedCard(trx, cart.customer_id, vaulted);
    }
    return done;
  }

  /** A saved card, named by its public hash: only its owner's cart can pay with it, and only while it is saved. */
  private async chargeSavedCard(
    ctx: RequestContext,
    trx: Db,
    cart: CartRow,
    orderId: number,
    number: string,
    amount: number,
    payment: Record<string, unknown>,
    onAuthorized: (ref: string) => void,
  ): Promise<Step> {
    const hash = typeof payment.public_hash === 'string' ? payment.public_hash : '';
    const saved =
      cart.customer_id === null || hash === ''
        ? undefined
        : await findSavedCard(trx, cart.customer_id, hash);
    if (!saved) return refuse(unable(PAYMENT_TEXT.checkCard));
    const auth = await guarded(ctx, 'authorize', () =>
      this.deps.gateway.authorizeVaulted(
        { db: trx, now: ctx.now },
        {
          gatewayToken: saved.gateway_token,
          amountCents: amount,
          currency: ctx.currency,
          reference: number,
        },
      ),
    );
    return this.capture(ctx, trx, cart.id, orderId, amount, auth, '', onAuthorized);
  }

  /** Records an approved authorisation and captures it; anything else rolls the order back. */
  private async capture(
    ctx: RequestContext,
    trx: Db,
    cartId: number,
    orderId: number,
    amount: number,
    auth: GatewayResult,
    token: string,
    onAuthorized: (ref: string) => void,
  ): Promise<Step> {
    // A card over its decline limit, named by the answer only (0556): refused either way, in one text.
    const blocked = (await this.deps.declines?.cardBlocked(ctx, auth.fingerprint)) === true;
    if (auth.status !== 'approved') {
      return refuse(
        unable(blocked ? DECLINE_MSG.tooManyDeclines : paymentFailureMessage(auth.code)),
        { declined: { cartId, token, gateway: auth, amount } },
      );
    }
    onAuthorized(auth.reference);
    if (blocked) return refuse(unable(DECLINE_MSG.tooManyDeclines));
    const gw = this.deps.gateway;
    const record = (kind: 'authorization' | 'capture', r: GatewayResult, parent: string | null) =>
      trx
        .insertInto('payment_transaction')
        .values({
          cart_id: cartId,
          order_id: orderId,
          gateway: gw.code,
          kind,
          status: r.status,
          amount,
          reference: r.reference,
          parent_reference: parent,
          code: r.code,
          message: r.message,
          created_at: ctx.now,
        })
        .execute();
    await record('authorization', auth, null);
    // A capture that failed or timed out rolls the order back; the authorisation (and with it a
    // capture the gateway may have made before the answer was lost) is voided in placeOrder.
    const capture = await guarded(ctx, 'capture', () =>
      gw.capture({ db: trx, now: ctx.now }, { authorization: auth.reference, amountCents: amount }),
    );
    if (capture.status !== 'approved') return refuse(unable(paymentFailureMessage(capture.code)));
    // The partial unique index allows one approved capture per cart: a second one fails here.
    await record('capture', capture, auth.reference);
    return done;
  }

  /** After a decline rolled back: keep an audit row, and spend the one-time token as gateways do. */
  private async recordDecline(
    ctx: RequestContext,
    d: NonNullable<Refusal['declined']>,
  ): Promise<void> {
    try {
      await this.deps.db
        .insertInto('payment_transaction')
        .values({
          cart_id: d.cartId,
          order_id: null,
          gateway: this.deps.gateway.code,
          kind: 'authorization',
          status: d.gateway.status,
          amount: d.amount,
          reference: d.gateway.reference,
          code: d.gateway.code,
          message: d.gateway.message,
          created_at: ctx.now,
        })
        .execute();
      if (d.token)
        await this.deps.db
          .updateTable('payment_card_token')
          .set({ used_at: ctx.now })
          .where('token', '=', d.token)
          .where('used_at', 'is', null)
          .execute();
    } catch (err) {
      ctx.log.error({ err }, 'could not record a declined payment');
    }
  }

  private async voidQuietly(ctx: RequestContext, authorization: string): Promise<void> {
    try {
      await this.deps.gateway.void({ db: this.deps.db, now: ctx.now }, { authorization });
    } catch (err) {
      ctx.log.error({ err, authorization }, 'void after a failed order did not go through');
    }
  }
}

/**
 * A gateway call that throws (a timeout, a dropped connection) is an unknown outcome: answered
 * as a processing error, so the order rolls back with the checkout's message and the shopper can
 * try again, instead of an internal error.
 */
async function guarded(
  ctx: RequestContext,
  what: string,
  call: () => Promise<GatewayResult>,
): Promise<GatewayResult> {
  try {
    return await call();
  } catch (err) {
    ctx.log.error({ err, gatewayCall: what }, 'payment gateway call failed');
    return {
      status: 'error',
      reference: null,
      code: 'processing_error',
      message: 'The payment gateway did not answer.',
    };
  }
}

/** The signed-in customer who asked to save the card paying this order. */
const saveFor = (cart: CartRow, payment: Record<string, unknown>) =>
  payment.save === true && cart.customer_id !== null ? cart.customer_id : undefined;
