// The operator console's dashboard figures (issue 26, docs/decisions/1445): today's orders and
// revenue by the shop's calendar day (America/New_York from the store configuration), the daily
// sales of the last 30 days, the low-stock list and the reviews waiting.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD, lowStock } from '../src/modules/catalog/low-stock.js';
import { ReviewAdminService } from '../src/modules/review/review-admin.service.js';
import { daysBefore, SalesDashboard, shopDate } from '../src/modules/sales/dashboard.js';
import { NOW, startApp, type TestApp } from './support/app.js';
import { testDbKinds } from './support/db.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDbKinds())('operator dashboard (%s)', (kind) => {
  let t: TestApp;
  let sales: SalesDashboard;
  let zone: string;
  let n = 0;
  beforeAll(async () => {
    t = await startApp(kind);
    sales = new SalesDashboard(t.handle.db, 'USD');
    const stores = await t.handle.db
      .selectFrom('store')
      .selectAll()
      .where('is_default', '=', true)
      .execute();
    expect(stores).toHaveLength(1);
    zone = 'America/New_York';
  });
  afterAll(async () => t?.close());

  /** An order of `cents` placed at `at` (cancelled when asked), with the cart it came from. */
  const order = async (at: Date, cents: number, canceled = false) => {
    const db = t.handle.db;
    const store = await db.selectFrom('store').select('id').orderBy('id').executeTakeFirstOrThrow();
    const cart = await db
      .insertInto('cart')
      .values({
        masked_id: `dashboardcart${String(++n).padStart(19, '0')}`,
        store_id: store.id,
        customer_id: null,
        email: 'dash@example.com',
        is_active: false,
        coupon_code: null,
        gift_message: null,
        payment_method_code: null,
        payment_data: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sales_order')
      .values({
        number: `D${n}`,
        cart_id: cart.id,
        store_id: store.id,
        customer_id: null,
        email: 'dash@example.com',
        status: canceled ? 'canceled' : 'processing',
        state: canceled ? 'canceled' : 'processing',
        currency: 'USD',
        subtotal: cents,
        subtotal_incl_tax: cents,
        discount_amount: 0,
        tax_amount: 0,
        shipping_amount: 0,
        gift_card_amount: 0,
        grand_total: cents,
        coupon_code: null,
        shipping_carrier_code: null,
        shipping_method_code: null,
        shipping_description: null,
        payment_method_code: 'checkmo',
        payment_method_title: 'Check / Money order',
        payment_data: JSON.stringify({}),
        gift_message: null,
        totals: JSON.stringify({}),
        token: `dash-token-${n}`,
        created_at: at,
        canceled_at: canceled ? at : null,
      })
      .execute();
  };

  it('takes the shop time zone from the store configuration the storefront reads', async () => {
    const r = await t.gql('{ storeConfig { timezone } }');
    expect(r.data.storeConfig.timezone).toBe(zone);
  });

  it("counts today's orders and revenue by the shop's day: before local midnight is yesterday, cancelled orders do not count", async () => {
    // NOW is 08:00 in New York on 15 June; New York's midnight is 04:00 UTC.
    expect(shopDate(NOW, zone)).toBe('2025-06-15');
    const empty = await sales.today(NOW, zone);
    expect(empty).toEqual({ date: '2025-06-15', orders: 0, revenueCents: 0, currency: 'USD' });

    await order(new Date('2025-06-15T03:59:00Z'), 10_000); // 23:59 on the 14th in New York
    await order(new Date('2025-06-15T04:00:00Z'), 12_345); // 00:00 on the 15th
    await order(new Date('2025-06-15T11:30:00Z'), 20_000);
    await order(new Date('2025-06-15T11:45:00Z'), 99_999, true);
    expect(await sales.today(NOW, zone)).toEqual({
      date: '2025-06-15',
      orders: 2,
      revenueCents: 32_345,
      currency: 'USD',
    });
    // In UTC the first order would be today's.
    expect((await sales.today(NOW, 'UTC')).orders).toBe(3);
  });

  it('draws the last 30 days oldest first, with the days without orders at zero', async () => {
    await order(new Date(NOW.getTime() - 29 * DAY), 5_000); // the chart's first day
    await order(new Date(NOW.getTime() - 30 * DAY), 7_000); // a day before it: not shown
    await order(new Date(NOW.getTime() + HOUR), 1_000); // later than now: not yet
    const days = await sales.daily(NOW, zone);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2025-05-17', orders: 1, revenueCents: 5_000 });
    expect(days[29]).toEqual({ date: '2025-06-15', orders: 2, revenueCents: 32_345 });
    expect(days[28]).toEqual({ date: '2025-06-14', orders: 1, revenueCents: 10_000 });
    expect(days.slice(1, 28).every((d) => d.orders === 0 && d.revenueCents === 0)).toBe(true);
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => daysBefore('2025-06-15', 29 - i)),
    );
    // Across the change to daylight saving time the days stay calendar days.
    const march = await sales.daily(new Date('2025-03-10T12:00:00Z'), zone, 3);
    expect(march.map((d) => d.date)).toEqual(['2025-03-08', '2025-03-09', '2025-03-10']);
  });

  it('lists enabled stock-kept products at or below the threshold, fewest first', async () => {
    const db = t.handle.db;
    const simple = await db
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('status', '=', 1)
      .orderBy('id')
      .limit(4)
      .execute();
    const [a, b, c, d] = simple;
    // Everything else well stocked, so the list shows these four's fate alone.
    await db.updateTable('product').set({ qty: 500 }).where('type_id', '=', 'simple').execute();
    await db
      .updateTable('product')
      .set({ qty: 0, is_in_stock: false })
      .where('id', '=', a!.id)
      .execute();
    await db
      .updateTable('product')
      .set({ qty: LOW_STOCK_THRESHOLD })
      .where('id', '=', b!.id)
      .execute();
    await db
      .updateTable('product')
      .set({ qty: LOW_STOCK_THRESHOLD + 1 })
      .where('id', '=', c!.id)
      .execute();
    await db.updateTable('product').set({ qty: 1, status: 2 }).where('id', '=', d!.id).execute();
    const low = await lowStock(db);
    const skus = low.map((p) => p.sku);
    expect(skus).toContain(a!.sku);
    expect(skus).toContain(b!.sku);
    expect(skus).not.toContain(c!.sku);
    expect(skus).not.toContain(d!.sku);
    expect(low.every((p) => p.qty <= LOW_STOCK_THRESHOLD)).toBe(true);
    expect(low.map((p) => p.qty)).toEqual([...low.map((p) => p.qty)].sort((x, y) => x - y));
    expect(low.find((p) => p.sku === a!.sku)).toMatchObject({ qty: 0, isInStock: false });
    expect(low.map((p) => p.sku)).toEqual([a!.sku, b!.sku]);
    const types = await db
      .selectFrom('product')
      .select('type_id')
      .where('sku', 'in', skus)
      .execute();
    expect(new Set(types.map((r) => r.type_id))).toEqual(new Set(['simple']));
  });

  it('reads orders by day and products by stock through their indexes', async () => {
    const plans = await t.handle.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const explain = async (q: string) =>
        (await sql.raw<{ 'QUERY PLAN': string }>(`explain ${q}`).execute(trx)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      return [
        await explain(
          "select count(*) from sales_order where created_at >= now() - interval '30 days' and created_at <= now()",
        ),
        await explain(
          "select id from product where type_id = 'simple' and status = 1 and qty <= 10 order by qty, id limit 20",
        ),
      ];
    });
    expect(plans[0]).toMatch(/sales_order_created_idx/);
    expect(plans[1]).toMatch(/product_low_stock_idx/);
  });

  it('counts the reviews waiting, and stops counting one once it is moderated', async () => {
    const reviews = new ReviewAdminService(t.handle.db);
    const before = await reviews.count('pending');
    const product = await t.handle.db
      .selectFrom('product')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const store = await t.handle.db
      .selectFrom('store')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const review = await t.handle.db
      .insertInto('review')
      .values({
        product_id: product.id,
        store_id: store.id,
        customer_id: null,
        status: 'pending',
        nickname: 'Waiting',
        summary: 'Waiting',
        text: 'Waiting for a moderator.',
        client_address: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await reviews.count('pending')).toBe(before + 1);
    await reviews.moderate(t.handle.db, review.id, 'approved', NOW);
    expect(await reviews.count('pending')).toBe(before);
  });
});
