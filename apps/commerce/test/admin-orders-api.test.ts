// The admin API's order fields (orders.admin.graphql) over POST /admin-api/graphql as the console
// calls them: list and open an order placed through the storefront API, record its payment, ship
// it, refund part of it; each change writes one audit entry with the order before and after, and a
// refusal answers the service's words as a graphql-input error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './support/app.js';
import { adminGql, signIn, type AdminCaller } from './support/admin.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
} from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const ORDER = `number status status_label paid_cents refunded_cents refundable_cents
  shipments { carrier_code carrier_title track_number }
  history { action status actor amount_cents }
  actions { record_payment ship cancel refund }`;

describe.each(testDbKinds())('admin API: orders (%s)', (kind) => {
  let t: TestApp;
  let op: AdminCaller;
  let number: string;
  let cents: number;

  beforeAll(async () => {
    t = await startApp(kind, { env: OFFLINE_FOR_EVERYONE });
    const id = await newCart(t);
    await addItem(t, id, (await pickSimpleProduct(t)).sku, 2);
    await readyForPayment(t, id, 'flatrate', 'console-buyer@example.com');
    expect((await setPayment(t, id, { code: 'checkmo' })).errors).toBeUndefined();
    const placed = await placeOrder(t, id);
    number = placed.data.placeOrder.orderV2.number;
    cents = Math.round(placed.data.placeOrder.orderV2.total.grand_total.value * 100);
    op = await signIn(t.app);
  });
  afterAll(async () => t?.close());

  const audit = async () =>
    (
      await adminGql(
        t.app,
        `query ($id: String) { auditLog(filter: { entity_type: "order", entity_id: $id }) { items { action operator_email before after } } }`,
        { id: number },
        op,
      )
    ).data.auditLog.items as {
      action: string;
      operator_email: string;
      before: string;
      after: string;
    }[];

  it('lists and opens the order', async () => {
    const list = await adminGql(
      t.app,
      `query ($f: AdminOrderFilterInput) { adminOrders(filter: $f, pageSize: 5) { total_count items { number email status payment_method } } }`,
      { f: { customer: 'console-buyer', payment_method: ['checkmo'], status: ['pending'] } },
      op,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.adminOrders).toEqual({
      total_count: 1,
      items: [
        {
          number,
          email: 'console-buyer@example.com',
          status: 'pending',
          payment_method: 'checkmo',
        },
      ],
    });
    const bad = await adminGql(
      t.app,
      `{ adminOrders(filter: { date_from: "2025-02-30" }) { total_count } }`,
      {},
      op,
    );
    expect(bad.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const one = await adminGql(
      t.app,
      `query ($n: String!) { adminOrder(number: $n) { ${ORDER} } }`,
      { n: number },
      op,
    );
    expect(one.data.adminOrder).toMatchObject({
      number,
      status: 'pending',
      actions: { record_payment: true, ship: false, cancel: true, refund: false },
    });
    const none = await adminGql(t.app, `{ adminOrder(number: "999999999") { number } }`, {}, op);
    expect(none.data.adminOrder).toBeNull();
  });

  it('records the payment, ships, refunds part; each change is audited with before and after', async () => {
    const paid = await adminGql(
      t.app,
      `mutation ($n: String!) { adminRecordOrderPayment(number: $n) { ${ORDER} } }`,
      { n: number },
      op,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data.adminRecordOrderPayment).toMatchObject({
      status: 'processing',
      paid_cents: cents,
    });

    const shipped = await adminGql(
      t.app,
      `mutation ($i: AdminShipOrderInput!) { adminShipOrder(input: $i) { ${ORDER} } }`,
      { i: { number, carrier_code: 'fedex', track_number: '7946 1234 5678' } },
      op,
    );
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data.adminShipOrder).toMatchObject({
      status: 'complete',
      shipments: [
        { carrier_code: 'fedex', carrier_title: 'Federal Express', track_number: '7946 1234 5678' },
      ],
      actions: { record_payment: false, ship: false, cancel: false, refund: true },
    });

    const cancel = await adminGql(
      t.app,
      `mutation ($n: String!) { adminCancelOrder(number: $n) { number } }`,
      { n: number },
      op,
    );
    expect(cancel.errors?.[0]).toMatchObject({
      message: 'A shipped order cannot be cancelled; refund it instead.',
      extensions: { category: 'graphql-input' },
    });
    const tooMuch = await adminGql(
      t.app,
      `mutation ($n: String!, $a: String) { adminRefundOrder(number: $n, amount: $a) { number } }`,
      { n: number, a: ((cents + 1) / 100).toFixed(2) },
      op,
    );
    expect(tooMuch.errors?.[0]?.message).toMatch(/^The amount is more than is left to refund/);
    const refunded = await adminGql(
      t.app,
      `mutation ($n: String!, $a: String) { adminRefundOrder(number: $n, amount: $a) { ${ORDER} } }`,
      { n: number, a: '1.25' },
      op,
    );
    expect(refunded.errors).toBeUndefined();
    expect(refunded.data.adminRefundOrder).toMatchObject({
      refunded_cents: 125,
      refundable_cents: cents - 125,
      history: [
        { action: 'paid', actor: 'admin@charter.example' },
        { action: 'shipped', status: 'complete' },
        { action: 'refunded', amount_cents: 125 },
      ],
    });

    const entries = await audit();
    expect(entries.map((e) => e.action)).toEqual([
      'order_refunded',
      'order_shipped',
      'order_payment_recorded',
    ]);
    expect(entries.every((e) => e.operator_email === 'admin@charter.example')).toBe(true);
    const pay = entries[2]!;
    expect(JSON.parse(pay.before)).toMatchObject({ number, status: 'pending', paidAt: null });
    expect(JSON.parse(pay.after)).toMatchObject({ number, status: 'processing' });
    expect(JSON.parse(entries[0]!.after)).toMatchObject({ refundedCents: 125 });
  });
});
