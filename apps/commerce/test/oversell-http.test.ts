// Oversell over real HTTP on PostgreSQL: stock 3, 50 checkouts released together from a start
// barrier against a listening API. Each run: exactly 3 orders, 47 typed out-of-stock errors, no
// HTTP 5xx, and the stock (sampled all along) never below 0. CI runs 3 rounds; HARDENING_LONG=1
// runs 20 (OVERSELL_RUNS overrides both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItem,
  newCart,
  PLACE_ORDER,
  pickSimpleProduct,
  readyForPayment,
  setPayment,
} from './support/checkout-flow.js';
import {
  barrier,
  inBatches,
  startHttpApp,
  TEST_DATABASE_URL,
  type HttpApp,
} from './support/http-app.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const RUNS = Number(process.env.OVERSELL_RUNS ?? (process.env.HARDENING_LONG ? 20 : 3));
const CHECKOUTS = 50;
const STOCK = 3;

if (!TEST_DATABASE_URL)
  console.warn(
    'oversell-http: skipped, TEST_DATABASE_URL is not set (the race needs PostgreSQL; CI sets it).',
  );

describe.skipIf(!TEST_DATABASE_URL)('oversell over real HTTP on PostgreSQL', () => {
  let t: HttpApp;
  beforeAll(async () => {
    t = await startHttpApp('postgres', { env: { ...OFFLINE_FOR_EVERYONE } });
  }, 120_000);
  afterAll(async () => t?.close());

  it(`${RUNS} runs of ${CHECKOUTS} checkouts for ${STOCK} units`, async () => {
    const product = await pickSimpleProduct(t);
    const figures: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await t.handle.db
        .updateTable('product')
        .set({ qty: 1000, is_in_stock: true })
        .where('id', '=', product.id)
        .execute();
      const carts = await inBatches(CHECKOUTS, 10, async (i) => {
        const id = await newCart(t);
        await addItem(t, id, product.sku, 1);
        await readyForPayment(t, id, 'flatrate', `run${run}-racer${i}@example.com`);
        expect((await setPayment(t, id, { code: 'checkmo' })).errors).toBeUndefined();
        return id;
      });
      await t.handle.db
        .updateTable('product')
        .set({ qty: STOCK, is_in_stock: true })
        .where('id', '=', product.id)
        .execute();
      const ordersBefore = Number(
        (
          await t.handle.db
            .selectFrom('sales_order')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

      // Sample the stock while the race runs.
      let sampling = true;
      let minQty = STOCK;
      const sampler = (async () => {
        while (sampling) {
          const r = await t.handle.db
            .selectFrom('product')
            .select('qty')
            .where('id', '=', product.id)
            .executeTakeFirstOrThrow();
          minQty = Math.min(minQty, r.qty);
          await new Promise((res) => setTimeout(res, 2));
        }
      })();

      const gate = barrier();
      const raced = carts.map(async (c) => {
        await gate.wait;
        return t.gql(PLACE_ORDER, { c });
      });
      const statusesBefore = t.statuses.length;
      gate.release();
      const results = await Promise.all(raced);
      sampling = false;
      await sampler;

      const raceStatuses = t.statuses.slice(statusesBefore);
      expect(raceStatuses.filter((s) => s >= 500)).toEqual([]);
      for (const r of results) expect(r.errors).toBeUndefined();
      const placed = results.filter((r) => r.data.placeOrder.errors.length === 0);
      const refused = results.filter((r) => r.data.placeOrder.errors.length > 0);
      expect(placed, `run ${run}`).toHaveLength(STOCK);
      expect(refused).toHaveLength(CHECKOUTS - STOCK);
      for (const r of refused)
        expect(r.data.placeOrder.errors).toEqual([
          { code: 'UNABLE_TO_PLACE_ORDER', message: 'Some of the products are out of stock.' },
        ]);
      const final = await t.handle.db
        .selectFrom('product')
        .select(['qty', 'is_in_stock'])
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
      expect(final).toEqual({ qty: 0, is_in_stock: false });
      expect(minQty).toBeGreaterThanOrEqual(0);
      const ordersAfter = Number(
        (
          await t.handle.db
            .selectFrom('sales_order')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(ordersAfter - ordersBefore).toBe(STOCK);
      figures.push(
        `run ${run + 1}: ${placed.length} orders, ${refused.length} out of stock, ${Math.round(performance.now() - started)} ms`,
      );
    }
    console.info(`oversell-http (PostgreSQL, real HTTP):\n  ${figures.join('\n  ')}`);
  }, 600_000);
});
