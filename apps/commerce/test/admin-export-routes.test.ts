// The console's CSV downloads over HTTP (docs/decisions/1436, 1460): GET
// /admin-api/export/products.csv and orders.csv answer only an operator's session cookie whose
// role has the export's permission (CATALOGUE, ORDERS); anyone else gets no byte of the file. The
// file is an attachment, in the services' columns, with formula-like text made inert. And the
// admin API reads an import's CSV larger than its 1 MB body limit for a signed-in operator only.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMNS } from '../src/modules/catalog/admin/import/columns.js';
import { ORDER_COLUMNS } from '../src/modules/sales/order-export.js';
import { hashPassword } from '../src/modules/customer/passwords.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { adminGql, signIn, type AdminCaller } from './support/admin.js';
import { startApp, type TestApp } from './support/app.js';
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

const PASSWORD = 'Export-Lacking-2025';

describe.each(testDbKinds())('admin CSV downloads (%s)', (kind) => {
  let t: TestApp;
  let op: AdminCaller;
  let customerToken: string;
  let number: string;
  const lacking = new Map<string, AdminCaller>();

  const get = (url: string, caller: AdminCaller = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(caller.cookie ? { cookie: `admin_session=${caller.cookie}` } : {}),
        ...caller.headers,
      },
    });

  beforeAll(async () => {
    t = await startApp(kind, { env: OFFLINE_FOR_EVERYONE });
    const cart = await newCart(t);
    await addItem(t, cart, (await pickSimpleProduct(t)).sku, 1);
    await readyForPayment(t, cart, 'flatrate', 'export-buyer@example.com');
    await setPayment(t, cart, { code: 'checkmo' });
    const placed = await placeOrder(t, cart);
    number = placed.data.placeOrder.orderV2.number as string;
    // A name a spreadsheet would run as a formula.
    await t.handle.db
      .updateTable('product')
      .set({ name: '=HYPERLINK("http://evil.example","x")' })
      .where('sku', '=', (await pickSimpleProduct(t)).sku)
      .execute();
    op = await signIn(t.app);
    const c = DEMO_CUSTOMERS.trade;
    customerToken = (
      await t.gql(
        'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        { e: c.email, p: c.password },
      )
    ).data.generateCustomerToken.token;
    const hash = await hashPassword(PASSWORD);
    for (const permission of ['CATALOGUE', 'ORDERS']) {
      const role = await t.handle.db
        .insertInto('admin_role')
        .values({
          name: `Export without ${permission}`,
          permissions: JSON.stringify(
            ['ORDERS', 'CATALOGUE', 'PROMOTIONS', 'CUSTOMERS', 'CONTENT', 'SETTINGS'].filter(
              (p) => p !== permission,
            ),
          ),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const email = `export-no-${permission.toLowerCase()}@charter.example`;
      await t.handle.db
        .insertInto('operator')
        .values({ email, name: email, password_hash: hash, role_id: role.id })
        .execute();
      lacking.set(permission, await signIn(t.app, email, PASSWORD));
    }
  }, 180_000);
  afterAll(async () => t?.close());

  it.each([
    ['products.csv', 'CATALOGUE'],
    ['orders.csv', 'ORDERS'],
  ])('%s refuses anyone but an operator with %s', async (file, permission) => {
    const url = `/admin-api/export/${file}`;
    const refusals: [string, AdminCaller, number][] = [
      ['anonymous', {}, 401],
      ['customer token', { headers: { authorization: `Bearer ${customerToken}` } }, 401],
      ['unknown cookie', { cookie: 'not-a-session' }, 401],
      [`operator without ${permission}`, lacking.get(permission)!, 403],
    ];
    for (const [who, caller, status] of refusals) {
      const res = await get(url, caller);
      expect(res.statusCode, who).toBe(status);
      expect(res.headers['content-disposition'], who).toBeUndefined();
      expect(res.headers['content-type'], who).toMatch(/^application\/json/);
      expect(JSON.parse(res.body).errors[0].extensions.category, who).toBe('graphql-authorization');
    }
  });

  it('gives an operator with CATALOGUE the products as a CSV attachment', async () => {
    const res = await get('/admin-api/export/products.csv', lacking.get('ORDERS'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.split('\r\n')[0]).toBe(COLUMNS.join(','));
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    const count = await t.handle.db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows.length).toBe(Number(count.n));
    const sku = (await pickSimpleProduct(t)).sku;
    expect(rows.find((r) => r.sku === sku)?.name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    for (const r of rows)
      for (const cell of Object.values(r)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('gives an operator with ORDERS the orders, within a day range when asked', async () => {
    const res = await get('/admin-api/export/orders.csv', lacking.get('CATALOGUE'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-.+\.csv"$/);
    expect(res.body.split('\r\n')[0]).toBe(ORDER_COLUMNS.join(','));
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.increment_id)).toEqual([number]);
    expect(rows[0]).toMatchObject({ customer_email: 'export-buyer@example.com', items_qty: '1' });

    const day = rows[0]!.created_at!.slice(0, 10);
    const same = await get(`/admin-api/export/orders.csv?from=${day}&to=${day}`, op);
    expect(parse(same.body, { columns: true })).toHaveLength(1);
    const later = await get('/admin-api/export/orders.csv?from=2999-01-01', op);
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe(`${ORDER_COLUMNS.join(',')}\r\n`);
    for (const bad of ['from=2025-02-30', 'to=yesterday', 'from=2025-03-02&to=2025-03-01']) {
      const r = await get(`/admin-api/export/orders.csv?${bad}`, op);
      expect(r.statusCode, bad).toBe(400);
      expect(JSON.parse(r.body).errors[0].extensions.category, bad).toBe('graphql-input');
    }
  });

  it("reads an import's CSV over 1 MB from a signed-in operator only", async () => {
    const rows = Array.from(
      { length: 12_000 },
      (_, i) =>
        `BIG-UPLOAD-${i},Upload stool ${i},10.00,"A stool, ""quoted"" in its description, which runs on at some length"`,
    );
    const csv = ['sku,name,price,description', ...rows].join('\n');
    expect(csv.length).toBeGreaterThan(1024 * 1024);
    const query = `mutation ($csv: String!) { adminStartProductImport(csv: $csv, file_name: "big.csv", dry_run: true) { job { id total } errors { message } } }`;
    const anonymous = await adminGql(t.app, query, { csv });
    expect(anonymous.status).toBe(413);
    const started = await adminGql(t.app, query, { csv }, op);
    expect(started.errors).toBeUndefined();
    expect(started.data.adminStartProductImport.job.total).toBe(12_000);
    const id = started.data.adminStartProductImport.job.id as number;
    let job: { status: string; created: number } | null = null;
    for (let i = 0; i < 600 && job?.status !== 'succeeded'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = (
        await adminGql(
          t.app,
          `query ($id: Int!) { adminImportJob(id: $id) { status created } }`,
          { id },
          op,
        )
      ).data.adminImportJob;
      if (job?.status === 'failed') break;
    }
    expect(job).toEqual({ status: 'succeeded', created: 12_000 });

    // Only the import's csv argument takes long text: the same variable elsewhere is refused.
    const elsewhere = await adminGql(
      t.app,
      `mutation ($csv: String!) {
        adminStartProductImport(csv: $csv, dry_run: true) { job { id } }
        adminUpdateProduct(id: 1, input: { description: $csv }) { product { id } }
      }`,
      { csv },
      op,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.errors?.[0]?.message).toBe(
      '"input.description" must be at most 4096 characters long.',
    );
    const other = await adminGql(
      t.app,
      `mutation ($d: String) { adminUpdateProduct(id: 1, input: { description: $d }) { product { id } } }`,
      { d: 'x'.repeat(5000) },
      op,
    );
    expect(other.errors?.[0]?.message).toBe('"variables.d" must be at most 4096 characters long.');
  }, 120_000);
});
