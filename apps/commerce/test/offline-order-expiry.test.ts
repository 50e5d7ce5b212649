// Unpaid check / purchase order orders are cancelled after the payment window by the service's
// own job, giving back their stock, the gift card balance they spent and their coupon use; paid
// and card orders are left alone. The job runs on the injected clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelExpiredOfflineOrders,
  recordOfflinePayment,
} from '../src/modules/sales/offline-orders.js';
import { Mailer } from '../src/modules/notification/mailer.js';
import { testDbKinds } from './support/db.js';
import { startMovingApp, type MovingApp } from './support/moving-app.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
  tokenize,
} from './support/checkout-flow.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const HOUR = 3_600_000;

describe.each(testDbKinds())('unpaid offline orders expire (%s)', (kind) => {
  let t: MovingApp;
  let product: { id: number; sku: string };
  beforeAll(async () => {
    // A 2-hour window; the timer's own period is long, so passes run only when the test says
    // (except the timer test below, which waits for it).
    t = await startMovingApp(kind, {
      env: {
        OFFLINE_ORDER_PAYMENT_WINDOW_HOURS: '2',
        OFFLINE_ORDER_SWEEP_SECONDS: '1',
        ...OFFLINE_FOR_EVERYONE,
      },
    });
    product = await pickSimpleProduct(t);
  });
  afterAll(async () => t?.close());

  const stock = async () =>
    (
      await t.handle.db
        .selectFrom('product')
        .select(['qty', 'is_in_stock'])
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow()
    ).qty;
  const order = (number: string) =>
    t.handle.db
      .selectFrom('sales_order')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
  const place = async (
    payment: Record<string, unknown>,
    qty = 2,
    email = 'hoarder@example.com',
  ) => {
    const id = await newCart(t);
    await addItem(t, id, product.sku, qty);
    await readyForPayment(t, id, 'flatrate', email);
    expect((await setPayment(t, id, payment)).errors).toBeUndefined();
    const r = await placeOrder(t, id);
    expect(r.data.placeOrder.errors).toEqual([]);
    return r.data.placeOrder.orderV2.number as string;
  };

  it('cancels an unpaid check order after the window and releases its stock; paid and card orders stay', async () => {
    const before = await stock();
    const unpaid = await place({ code: 'checkmo' }, 3);
    const po = await place({ code: 'purchaseorder', purchase_order_number: 'PO-77' }, 1);
    const paidLater = await place({ code: 'checkmo' }, 1);
    const card = await place(
      {
        code: 'braintree',
        braintree: {
          payment_method_nonce: await tokenize(t, '4242424242424242'),
          is_active_payment_token_enabler: false,
        },
      },
      1,
    );
    expect(await stock()).toBe(before - 6);
    const mailer = new Mailer({
      db: t.handle.db,
      from: 'shop@example.com',
      outboxDir: t.outboxDir,
    });
    expect((await recordOfflinePayment(t.handle.db, mailer, paidLater, t.now(), 'Shop')).ok).toBe(
      true,
    );

    // Inside the window nothing moves.
    t.advance(2 * HOUR - 1000);
    await t.app.jobs.offlineOrders?.runNow();
    expect((await order(unpaid)).status).toBe('pending');
    expect(await stock()).toBe(before - 6);

    t.advance(2000);
    await t.app.jobs.offlineOrders?.runNow();
    expect(await order(unpaid)).toMatchObject({
      status: 'canceled',
      state: 'canceled',
      canceled_at: t.now(),
    });
    expect((await order(po)).status).toBe('canceled');
    expect(await order(paidLater)).toMatchObject({ status: 'processing', canceled_at: null });
    expect(await order(card)).toMatchObject({ status: 'processing', canceled_at: null });
    // The 3 + 1 units of the two cancelled orders are back; the paid ones stay sold.
    expect(await stock()).toBe(before - 2);

    // A second pass (or a second replica) releases nothing twice.
    await t.app.jobs.offlineOrders?.runNow();
    expect(await stock()).toBe(before - 2);
    // A cancelled order cannot be paid afterwards.
    expect(await recordOfflinePayment(t.handle.db, mailer, unpaid, t.now(), 'Shop')).toEqual({
      ok: false,
      failure: 'canceled',
    });
    await mailer.flush();
  });

  it('gives back a sold-out product: back in stock', async () => {
    const p = await pickSimpleProduct(t, [product.sku]);
    await t.handle.db.updateTable('product').set({ qty: 2 }).where('id', '=', p.id).execute();
    const id = await newCart(t);
    await addItem(t, id, p.sku, 2);
    await readyForPayment(t, id, 'flatrate', 'last-two@example.com');
    await setPayment(t, id, { code: 'checkmo' });
    expect((await placeOrder(t, id)).data.placeOrder.errors).toEqual([]);
    const sold = await t.handle.db
      .selectFrom('product')
      .select(['qty', 'is_in_stock'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(sold).toEqual({ qty: 0, is_in_stock: false });
    t.advance(3 * HOUR);
    await t.app.jobs.offlineOrders?.runNow();
    const back = await t.handle.db
      .selectFrom('product')
      .select(['qty', 'is_in_stock'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(back).toEqual({ qty: 2, is_in_stock: true });
  });

  it('two replicas running the job together cancel and release each order once', async () => {
    const before = await stock();
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++)
      numbers.push(await place({ code: 'checkmo' }, 1, `replica${i}@example.com`));
    expect(await stock()).toBe(before - 6);
    t.advance(3 * HOUR);
    const [a, b] = await Promise.all([
      cancelExpiredOfflineOrders(t.handle.db, t.now(), 2 * HOUR),
      cancelExpiredOfflineOrders(t.handle.db, t.now(), 2 * HOUR),
    ]);
    // (The service's own timer is a third runner here: it may take some of them too.)
    const all = [...(a?.canceled ?? []), ...(b?.canceled ?? [])];
    expect(new Set(all).size).toBe(all.length);
    for (const n of numbers) expect((await order(n)).status).toBe('canceled');
    expect(await stock()).toBe(before);
  });

  it('runs by itself on its interval inside the service', async () => {
    const before = await stock();
    const number = await place({ code: 'checkmo' }, 1, 'timer@example.com');
    expect(await stock()).toBe(before - 1);
    t.advance(3 * HOUR);
    // OFFLINE_ORDER_SWEEP_SECONDS=1: the timer's next pass picks it up without being asked.
    for (let i = 0; i < 60 && (await order(number)).status !== 'canceled'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await order(number)).status).toBe('canceled');
    expect(await stock()).toBe(before);
  });
});
