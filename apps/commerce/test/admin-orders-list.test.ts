// The operator's order list (issue 26): filters by status, placement date, payment method and
// customer (e-mail address or billing name, by prefix), newest first, paged; and, among 20,000
// orders on PostgreSQL, every filtered page and count is read through an index, not a scan of the
// order table (migration 0025).
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listOrders,
  listQueries,
  orderDetail,
  type OrderListFilter,
} from '../src/modules/sales/order-admin.queries.js';
import { OrderReader } from '../src/modules/sales/order.reader.js';
import { startApp, type TestApp } from './support/app.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
  step,
  ADDRESS,
} from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const SCAN = /Seq Scan on sales_order(_address)? /;

describe.each(testDbKinds())('operator order list (%s)', (kind) => {
  let t: TestApp;
  const placed: Record<string, string> = {};

  beforeAll(async () => {
    t = await startApp(kind, { env: OFFLINE_FOR_EVERYONE });
    const { sku } = await pickSimpleProduct(t);
    const place = async (
      key: string,
      email: string,
      name: [string, string],
      payment: Record<string, unknown>,
    ) => {
      const id = await newCart(t);
      await addItem(t, id, sku);
      await readyForPayment(t, id, 'flatrate', email);
      const billing = { ...ADDRESS, firstname: name[0], lastname: name[1] };
      expect(
        (
          await step(t, 'setBillingAddressOnCart', {
            cart_id: id,
            billing_address: { address: billing },
          })
        ).errors,
      ).toBeUndefined();
      expect((await setPayment(t, id, payment)).errors).toBeUndefined();
      const r = await placeOrder(t, id);
      expect(r.data.placeOrder.errors).toEqual([]);
      placed[key] = r.data.placeOrder.orderV2.number as string;
    };
    await place('grace', 'grace.hopper@navy.example', ['Grace', 'Hopper'], { code: 'checkmo' });
    await place('alan', 'alan@bletchley.example', ['Alan', 'Turing'], {
      code: 'purchaseorder',
      purchase_order_number: 'PO-1',
    });
    await place('ada', 'countess@analytical.example', ['Ada', 'Lovelace'], { code: 'checkmo' });
    // Placed on days apart, and one of them shipped, for the date and status filters.
    const at = (key: string, iso: string) =>
      sql`update sales_order set created_at = ${new Date(iso)} where number = ${placed[key]}`.execute(
        t.handle.db,
      );
    await at('grace', '2031-03-01T10:00:00Z');
    await at('alan', '2031-03-02T10:00:00Z');
    await at('ada', '2031-03-03T10:00:00Z');
    await t.handle.db
      .updateTable('sales_order')
      .set({ status: 'complete' })
      .where('number', '=', placed.alan!)
      .execute();
  });
  afterAll(async () => t?.close());

  const numbers = async (filter: OrderListFilter, currentPage = 1, pageSize = 20) => {
    const page = await listOrders(
      t.handle.db,
      { ...filter, from: filter.from ?? new Date('2031-01-01T00:00:00Z') },
      { currentPage, pageSize },
    );
    return { n: page.totalCount, numbers: page.rows.map((r) => r.number) };
  };

  it('filters by status, payment method, date range and customer; newest first; paged', async () => {
    const { grace, alan, ada } = placed as Record<string, string>;
    expect(await numbers({})).toEqual({ n: 3, numbers: [ada, alan, grace] });
    expect(await numbers({}, 2, 2)).toEqual({ n: 3, numbers: [grace] });
    expect(await numbers({ statuses: ['complete'] })).toEqual({ n: 1, numbers: [alan] });
    expect(await numbers({ paymentMethods: ['checkmo'] })).toEqual({ n: 2, numbers: [ada, grace] });
    expect(
      await numbers({
        from: new Date('2031-03-02T00:00:00Z'),
        until: new Date('2031-03-03T00:00:00Z'),
      }),
    ).toEqual({ n: 1, numbers: [alan] });
    // E-mail prefix, first or last name prefix, case-insensitive; every word must match.
    expect(await numbers({ customer: 'GRACE.hop' })).toEqual({ n: 1, numbers: [grace] });
    expect(await numbers({ customer: 'turing' })).toEqual({ n: 1, numbers: [alan] });
    expect(await numbers({ customer: 'ada love' })).toEqual({ n: 1, numbers: [ada] });
    expect(await numbers({ customer: 'ada turing' })).toEqual({ n: 0, numbers: [] });
    // LIKE's wildcards are plain characters.
    expect(await numbers({ customer: '%' })).toEqual({ n: 0, numbers: [] });
    expect(await numbers({ number: ada })).toEqual({ n: 1, numbers: [ada] });
    const row = (await listOrders(t.handle.db, { number: grace }, { currentPage: 1, pageSize: 5 }))
      .rows[0];
    expect(row).toMatchObject({
      email: 'grace.hopper@navy.example',
      customerName: 'Grace Hopper',
      paymentMethodCode: 'checkmo',
      status: 'pending',
    });
  });

  it('opens one order with its actions', async () => {
    const detail = await orderDetail(
      t.handle.db,
      new OrderReader(t.handle.db, 'Shop'),
      placed.grace!,
    );
    expect(detail).toMatchObject({
      order: { number: placed.grace, shipments: [] },
      history: [],
      paidCents: 0,
      refundedCents: 0,
      actions: { recordPayment: true, ship: false, cancel: true, refund: false },
    });
    expect(await orderDetail(t.handle.db, new OrderReader(t.handle.db, 'Shop'), '999999999')).toBe(
      null,
    );
  });

  it.runIf(kind === 'postgres')(
    'reads every filtered page through an index among 20,000 orders',
    async () => {
      const db = t.handle.db;
      const store = await db
        .selectFrom('store')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await sql`with c as (
        insert into cart (masked_id, store_id, is_active)
        select 'bulk-' || g, ${store.id}, false from generate_series(1, 20000) g returning id)
      insert into sales_order (number, cart_id, store_id, email, status, state, currency, subtotal,
        subtotal_incl_tax, discount_amount, tax_amount, shipping_amount, gift_card_amount, grand_total,
        payment_method_code, payment_method_title, payment_data, totals, token, created_at)
      select 'B' || c.id, c.id, ${store.id}, 'bulk' || c.id || '@example.org',
        case when c.id % 2 = 0 then 'complete' else 'processing' end, 'processing', 'USD',
        1000, 1000, 0, 0, 0, 0, 1000, case when c.id % 2 = 0 then 'braintree' else 'free' end,
        'Card', '{}'::jsonb, '{}'::jsonb, 'bulk-token-' || c.id,
        timestamptz '2020-01-01' + c.id * interval '1 minute'
      from c`.execute(db);
      await sql`insert into sales_order_address (order_id, kind, data)
      select id, 'billing', jsonb_build_object('firstname', 'Bulk', 'lastname', 'Buyer' || id)
      from sales_order where number like 'B%'`.execute(db);
      await sql`analyze`.execute(db);

      const plan = async (q: CompiledQuery) =>
        (
          await db.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]),
          )
        ).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      const filters: OrderListFilter[] = [
        {},
        { statuses: ['canceled'] },
        { paymentMethods: ['purchaseorder'] },
        { from: new Date('2031-03-02T00:00:00Z'), until: new Date('2031-03-03T00:00:00Z') },
        { customer: 'grace' },
        { customer: 'lovelace' },
        { number: placed.ada! },
      ];
      for (const f of filters) {
        const q = listQueries(db, f, { currentPage: 1, pageSize: 20 });
        const rows = await plan(q.rows.compile());
        expect(rows, JSON.stringify(f)).not.toMatch(SCAN);
        if (Object.keys(f).length > 0)
          expect(await plan(q.count.compile()), JSON.stringify(f)).not.toMatch(SCAN);
      }
    },
  );
});
