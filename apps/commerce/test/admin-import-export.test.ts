// CSV exports from the console (issue 26): products in the import's columns, so an export imports
// back unchanged (round trip); orders one line each; both streamed in pages; text a spreadsheet
// would run as a formula is written with a leading apostrophe (OWASP), which the import removes.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportOrders, ORDER_COLUMNS } from '../src/modules/sales/order-export.js';
import { COLUMNS } from '../src/modules/catalog/admin/import/columns.js';
import { startApp, type TestApp } from './support/app.js';
import {
  collect,
  csvOf,
  importCsv,
  startCatalogAdmin,
  type CatalogAdminApp,
} from './support/catalog-admin-app.js';
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

const INJECTIONS = ['=HYPERLINK("http://evil.example","x")', '+1+cmd', '-2+3', '@SUM(A1)'];

describe.each(testDbKinds())('console CSV export (%s)', (kind) => {
  let t: CatalogAdminApp;

  beforeAll(async () => {
    t = await startCatalogAdmin(kind);
  });
  afterAll(async () => t?.close());

  it('exports every product in the import columns, and the export imports back changing nothing', async () => {
    const first = await collect(t.admin.exportProducts());
    const rows = parse(first) as string[][];
    expect(rows[0]).toEqual([...COLUMNS]);
    const count = await t.db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows.length - 1).toBe(Number(count.n));
    const dry = await importCsv(t, first, true);
    expect(dry.errors).toEqual([]);
    expect([dry.created, dry.updated]).toEqual([0, Number(count.n)]);
    const real = await importCsv(t, first, false);
    expect(real.status).toBe('succeeded');
    expect(await collect(t.admin.exportProducts())).toBe(first);
  });

  it('writes formula-like text with a leading apostrophe, and imports it back as it was', async () => {
    const header = ['sku', 'name', 'price', 'description', 'short_description'];
    const job = await importCsv(
      t,
      csvOf([header, ...INJECTIONS.map((text, i) => [`INJ-${i}`, text, '10', text, `'${text}`])]),
      false,
    );
    expect(job.status).toBe('succeeded');
    const names = await t.db
      .selectFrom('product')
      .select(['sku', 'name', 'short_description'])
      .where('sku', 'like', 'INJ-%')
      .orderBy('sku')
      .execute();
    expect(names.map((n) => n.name)).toEqual(INJECTIONS);
    // An apostrophe before formula-like text is the export's escape: the import removes it.
    expect(names.map((n) => n.short_description)).toEqual(INJECTIONS);

    const out = parse(await collect(t.admin.exportProducts()), { columns: true }) as Record<
      string,
      string
    >[];
    const exported = out.filter((r) => r.sku?.startsWith('INJ-'));
    expect(exported.map((r) => r.name)).toEqual(INJECTIONS.map((s) => `'${s}`));
    expect(exported.map((r) => r.description)).toEqual(INJECTIONS.map((s) => `'${s}`));
    for (const r of out)
      for (const cell of Object.values(r)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe.each(testDbKinds())('console order export (%s)', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp(kind, { env: OFFLINE_FOR_EVERYONE });
  });
  afterAll(async () => app?.close());

  it('exports each order on one line, newest first, with formula-like text made inert', async () => {
    const numbers: string[] = [];
    for (const _ of [1, 2]) {
      const product = await pickSimpleProduct(app);
      const cart = await newCart(app);
      await addItem(app, cart, product.sku, 2);
      await readyForPayment(app, cart);
      await setPayment(app, cart, { code: 'checkmo' });
      const placed = await placeOrder(app, cart);
      expect(placed.errors).toBeUndefined();
      numbers.push(placed.data.placeOrder.orderV2.number as string);
    }
    await app.handle.db
      .updateTable('sales_order')
      .set({ coupon_code: '=cmd|"/c calc"!A0' })
      .where('number', '=', numbers[1] as string)
      .execute();
    const rows = parse(await collect(exportOrders(app.handle.db)), { columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...ORDER_COLUMNS]);
    expect(rows.map((r) => r.increment_id)).toEqual([...numbers].reverse());
    expect(rows[0]).toMatchObject({
      coupon_code: `'=cmd|"/c calc"!A0`,
      customer_email: 'ada@example.com',
      billing_name: 'Ada Lovelace',
      items_qty: '2',
    });
    expect(Number(rows[1]?.grand_total)).toBeGreaterThan(0);
  });
});
