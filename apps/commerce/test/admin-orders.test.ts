// What an operator does with orders (issue 26), through the sales module's OrderAdminService on
// orders placed through the storefront API: offline payment, shipment with tracking (e-mailed and
// shown in the storefront's order), cancel and refund, and their money in combination: stock, gift
// card balances and coupon uses come back exactly once, refunds add up to at most what was paid.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from '../src/modules/notification/mailer.js';
import { SandboxGateway } from '../src/modules/payment/sandbox-gateway.js';
import { OrderAdminService, type ActOptions } from '../src/modules/sales/order-admin.service.js';
import { refundOrder } from '../src/modules/sales/order-refund.js';
import { cardFingerprintKey } from '../src/startup.js';
import { NOW, startApp, type TestApp } from './support/app.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
  tokenize,
} from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const COUPON = 'ADMIN-CANCEL-10';
const CARD = 'ADMIN-GC-CANCEL';

describe.each(testDbKinds())('operator order actions (%s)', (kind) => {
  let t: TestApp;
  let admin: OrderAdminService;
  let gateway: SandboxGateway;
  let product: { id: number; sku: string };
  const opts = (extra: Partial<ActOptions> = {}): ActOptions => ({
    actor: 'ops@example.com',
    now: NOW,
    ...extra,
  });

  beforeAll(async () => {
    t = await startApp(kind, { env: OFFLINE_FOR_EVERYONE });
    gateway = new SandboxGateway({
      fingerprintKey: await cardFingerprintKey(t.handle.db, t.config),
    });
    const mailer = new Mailer({
      db: t.handle.db,
      from: 'shop@example.com',
      outboxDir: mkdtempSync(join(tmpdir(), 'admin-orders-')),
    });
    admin = new OrderAdminService({
      db: t.handle.db,
      mailer,
      gateway,
      storeName: 'Shop',
      storefrontUrl: 'https://shop.example',
    });
    product = await pickSimpleProduct(t);
    await t.handle.db
      .insertInto('sales_rule')
      .values({
        name: 'Admin cancel',
        label: '10% off',
        coupon_code: COUPON,
        is_active: true,
        discount_type: 'percent',
        discount_amount: 1000,
        free_shipping: false,
        min_subtotal: null,
        from_date: null,
        to_date: null,
        uses_per_coupon: 10,
        uses_per_customer: null,
        times_used: 3,
      })
      .execute();
    await t.handle.db
      .insertInto('gift_card_account')
      .values({
        code: CARD,
        balance: 2000,
        initial_balance: 2000,
        currency: 'USD',
        expires_at: null,
        is_active: true,
      })
      .execute();
  });
  afterAll(async () => t?.close());

  const stock = async () =>
    (
      await t.handle.db
        .selectFrom('product')
        .select('qty')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow()
    ).qty;
  const couponUses = async () =>
    (
      await t.handle.db
        .selectFrom('sales_rule')
        .select('times_used')
        .where('coupon_code', '=', COUPON)
        .executeTakeFirstOrThrow()
    ).times_used;
  const cardBalance = async () =>
    (
      await t.handle.db
        .selectFrom('gift_card_account')
        .select('balance')
        .where('code', '=', CARD)
        .executeTakeFirstOrThrow()
    ).balance;

  interface PlaceOptions {
    payment: 'checkmo' | 'card' | 'free';
    qty?: number;
    email?: string;
    coupon?: boolean;
    giftCard?: boolean;
  }
  /** Places an order through the storefront API; answers its number, token and grand total. */
  const place = async (o: PlaceOptions) => {
    const id = await newCart(t);
    await addItem(t, id, product.sku, o.qty ?? 1);
    await readyForPayment(t, id, 'flatrate', o.email ?? 'buyer@example.com');
    if (o.coupon) {
      const r = await t.gql(
        'mutation ($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { id } } }',
        { c: id, k: COUPON },
      );
      expect(r.errors).toBeUndefined();
    }
    if (o.giftCard) {
      const r = await t.gql(
        'mutation ($c: String!, $k: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: $k }) { cart { id } } }',
        { c: id, k: CARD },
      );
      expect(r.errors).toBeUndefined();
    }
    const payment =
      o.payment === 'card'
        ? {
            code: 'braintree',
            braintree: {
              payment_method_nonce: await tokenize(t, '4242424242424242'),
              is_active_payment_token_enabler: false,
            },
          }
        : { code: o.payment };
    expect((await setPayment(t, id, payment)).errors).toBeUndefined();
    const r = await placeOrder(t, id);
    expect(r.data.placeOrder.errors).toEqual([]);
    const v2 = r.data.placeOrder.orderV2;
    return {
      number: v2.number as string,
      token: v2.token as string,
      cents: Math.round(v2.total.grand_total.value * 100),
    };
  };
  const history = async (number: string) =>
    t.handle.db
      .selectFrom('sales_order_status_history as h')
      .innerJoin('sales_order as o', 'o.id', 'h.order_id')
      .select(['h.action', 'h.status', 'h.amount', 'h.actor'])
      .where('o.number', '=', number)
      .orderBy('h.id')
      .execute();

  it('records an offline payment, ships it once with tracking: e-mailed and in the storefront order', async () => {
    const { number, token } = await place({ payment: 'checkmo', email: 'shipme@example.com' });
    const ship = { carrierCode: 'ups', trackNumber: '1Z999AA10123456784' };
    expect(await admin.ship(number, ship, opts())).toMatchObject({
      ok: false,
      failure: { reason: 'not_paid' },
    });

    const paid = await admin.recordPayment(number, opts());
    expect(paid).toMatchObject({
      ok: true,
      value: { before: { status: 'pending', paidAt: null }, after: { status: 'processing' } },
    });
    expect((await admin.recordPayment(number, opts())).ok).toBe(false);

    expect(
      await admin.ship(number, { carrierCode: 'pigeon', trackNumber: '123' }, opts()),
    ).toMatchObject({ ok: false, failure: { reason: 'unknown_carrier' } });
    expect(
      await admin.ship(number, { carrierCode: 'custom', trackNumber: 'AB-1' }, opts()),
    ).toMatchObject({ ok: false, failure: { reason: 'carrier_title_missing' } });
    const shipped = await admin.ship(number, ship, opts());
    expect(shipped).toMatchObject({
      ok: true,
      value: {
        before: { status: 'processing', shipment: null },
        after: {
          status: 'complete',
          shipment: { carrierCode: 'ups', carrierTitle: 'United Parcel Service' },
        },
      },
    });
    expect(await admin.ship(number, ship, opts())).toMatchObject({
      ok: false,
      failure: { reason: 'already_shipped' },
    });
    expect(await admin.cancel(number, opts())).toMatchObject({
      ok: false,
      failure: { reason: 'shipped' },
    });

    const mail = await t.handle.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'order_shipment')
      .where('to_address', '=', 'shipme@example.com')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(`#${number} has shipped`);
    expect(mail[0]?.text_body).toContain('Tracking number: 1Z999AA10123456784');

    const seen = await t.gql(
      `query ($t: String!) { guestOrderByToken(input: { token: $t }) { status
        shipments { number tracking { carrier title number } items { product_sku quantity_shipped } }
        items { quantity_shipped } } }`,
      { t: token },
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data.guestOrderByToken).toEqual({
      status: 'Complete',
      shipments: [
        {
          number,
          tracking: [
            { carrier: 'ups', title: 'United Parcel Service', number: '1Z999AA10123456784' },
          ],
          items: [{ product_sku: product.sku, quantity_shipped: 1 }],
        },
      ],
      items: [{ quantity_shipped: 1 }],
    });
    expect((await history(number)).map((h) => [h.action, h.status, h.actor])).toEqual([
      ['paid', 'processing', 'ops@example.com'],
      ['shipped', 'complete', 'ops@example.com'],
    ]);
  });

  it('offline payment then cancel: the payment is refunded offline, stock back once, no refund after', async () => {
    const before = await stock();
    const { number, cents } = await place({ payment: 'checkmo', qty: 2 });
    await admin.recordPayment(number, opts());
    expect(await stock()).toBe(before - 2);
    const canceled = await admin.cancel(number, opts());
    expect(canceled).toMatchObject({
      ok: true,
      value: { refundedCents: cents, after: { status: 'canceled', refundedCents: cents } },
    });
    expect(await stock()).toBe(before);
    expect(await admin.refund(number, null, opts())).toMatchObject({
      ok: false,
      failure: { reason: 'nothing_left' },
    });
    expect((await admin.cancel(number, opts())).ok).toBe(false);
    expect(await stock()).toBe(before);
    expect((await history(number)).map((h) => [h.action, h.amount])).toEqual([
      ['paid', cents],
      ['refunded', cents],
      ['canceled', null],
    ]);
  });

  it('card order: partial refunds add up, never past the capture; a full refund closes it', async () => {
    const { number, cents } = await place({ payment: 'card' });
    expect(await admin.refund(number, 0, opts())).toMatchObject({
      ok: false,
      failure: { reason: 'invalid_amount' },
    });
    expect(await admin.refund(number, 1000, opts())).toMatchObject({
      ok: true,
      value: { refundedCents: 1000, totalRefundedCents: 1000, offline: false },
    });
    const over = await admin.refund(number, cents - 1000 + 1, opts());
    expect(over).toMatchObject({
      ok: false,
      failure: { reason: 'too_much', leftCents: cents - 1000 },
    });
    // The CLI's function sees the same sum.
    expect(await refundOrder(t.handle.db, gateway, number, cents, NOW)).toEqual({
      ok: false,
      failure: { reason: 'too_much', leftCents: cents - 1000 },
    });
    expect(await admin.refund(number, null, opts())).toMatchObject({
      ok: true,
      value: {
        refundedCents: cents - 1000,
        totalRefundedCents: cents,
        after: { status: 'closed' },
      },
    });
    expect(await admin.refund(number, 1, opts())).toMatchObject({
      ok: false,
      failure: { reason: 'nothing_left' },
    });
    expect(
      await admin.ship(number, { carrierCode: 'dhl', trackNumber: 'JD0123' }, opts()),
    ).toMatchObject({ ok: false, failure: { reason: 'refunded' } });
  });

  it('cancel after a partial refund refunds only the rest; refund after cancel finds nothing left', async () => {
    const before = await stock();
    const { number, cents } = await place({ payment: 'card', qty: 3 });
    expect((await admin.refund(number, 500, opts())).ok).toBe(true);
    expect(await admin.cancel(number, opts())).toMatchObject({
      ok: true,
      value: { refundedCents: cents - 500, after: { status: 'canceled', refundedCents: cents } },
    });
    expect(await stock()).toBe(before);
    expect(await admin.refund(number, 100, opts())).toMatchObject({
      ok: false,
      failure: { reason: 'nothing_left' },
    });
    const refunds = await t.handle.db
      .selectFrom('payment_transaction as p')
      .innerJoin('sales_order as o', 'o.id', 'p.order_id')
      .select(['p.amount', 'p.gateway'])
      .where('o.number', '=', number)
      .where('p.kind', '=', 'refund')
      .where('p.status', '=', 'approved')
      .orderBy('p.id')
      .execute();
    expect(refunds).toEqual([
      { amount: 500, gateway: 'sandbox' },
      { amount: cents - 500, gateway: 'sandbox' },
    ]);
  });

  it('two cancels at once: one cancels; stock, coupon use and gift card balance come back once', async () => {
    const [stock0, uses0, balance0] = [await stock(), await couponUses(), await cardBalance()];
    const { number } = await place({ payment: 'checkmo', qty: 2, coupon: true, giftCard: true });
    expect(await stock()).toBe(stock0 - 2);
    expect(await couponUses()).toBe(uses0 + 1);
    const spent = balance0 - (await cardBalance());
    expect(spent).toBeGreaterThan(0);

    const both = await Promise.all([admin.cancel(number, opts()), admin.cancel(number, opts())]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({
      ok: false,
      failure: { reason: 'already_canceled' },
    });
    expect(await stock()).toBe(stock0);
    expect(await couponUses()).toBe(uses0);
    expect(await cardBalance()).toBe(balance0);
    // The expiry job later finds nothing to release either.
    expect((await history(number)).map((h) => h.action)).toEqual(['canceled']);
  });

  it('an order paid wholly by gift card cancels with its balance back once and nothing refunded', async () => {
    await t.handle.db
      .updateTable('gift_card_account')
      .set({ balance: 1_000_000 })
      .where('code', '=', CARD)
      .execute();
    const { number, cents } = await place({ payment: 'free', giftCard: true });
    expect(cents).toBe(0);
    expect(await cardBalance()).toBeLessThan(1_000_000);
    const r = await admin.cancel(number, opts());
    expect(r).toMatchObject({ ok: true, value: { refundedCents: 0 } });
    expect(await cardBalance()).toBe(1_000_000);
    expect((await admin.cancel(number, opts())).ok).toBe(false);
    expect(await cardBalance()).toBe(1_000_000);
    expect(await admin.refund(number, null, opts())).toMatchObject({
      ok: false,
      failure: { reason: 'not_captured' },
    });
  });

  it('the audit hook runs in the action’s transaction: when it fails, nothing changed', async () => {
    const before = await stock();
    const { number } = await place({ payment: 'checkmo' });
    const seen: unknown[] = [];
    await expect(
      admin.cancel(
        number,
        opts({
          within: async (trx, change) => {
            seen.push(change);
            await trx.selectFrom('sales_order').select('id').execute();
            throw new Error('audit store down');
          },
        }),
      ),
    ).rejects.toThrow('audit store down');
    expect(seen).toMatchObject([{ before: { status: 'pending' }, after: { status: 'canceled' } }]);
    expect(await stock()).toBe(before - 1);
    const order = await t.handle.db
      .selectFrom('sales_order')
      .select(['status', 'canceled_at'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'pending', canceled_at: null });
    expect(await history(number)).toEqual([]);
  });
});
