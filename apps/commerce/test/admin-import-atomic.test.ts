// Product CSV import from the console (issue 26): a real run writes nothing when any row is bad or
// the database fails partway (one transaction), and a file over the bounds is refused at once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csvOf,
  importCsv,
  startCatalogAdmin,
  type CatalogAdminApp,
} from './support/catalog-admin-app.js';
import { testDbKinds } from './support/db.js';

const HEADER = [
  'sku',
  'product_type',
  'attribute_set_code',
  'name',
  'price',
  'special_price',
  'qty',
  'is_in_stock',
  'product_online',
  'visibility',
  'categories',
  'url_key',
  'base_image',
  'base_image_label',
];

describe.each(testDbKinds())('console import, all or nothing (%s)', (kind) => {
  let t: CatalogAdminApp;
  const version = async () =>
    Number(
      (await sql<{ v: number }>`select version as v from catalog_version`.execute(t.db)).rows[0]?.v,
    );
  const productCount = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from product`.execute(t.db)).rows[0]?.n);

  beforeAll(async () => {
    t = await startCatalogAdmin(kind);
  });
  afterAll(async () => t?.close());

  it('real run with a bad row: fails with the report and writes nothing', async () => {
    const count = await productCount();
    const v = await version();
    const job = await importCsv(
      t,
      csvOf([
        HEADER,
        [
          'IMP-ATOM-1',
          'simple',
          'Default',
          'Fine',
          '10',
          '',
          '1',
          '1',
          '1',
          'Catalog',
          '',
          '',
          '',
          '',
        ],
        [
          'IMP-ATOM-2',
          'simple',
          'Default',
          'Broken',
          '-10',
          '',
          '1',
          '1',
          '1',
          'Catalog',
          '',
          '',
          '',
          '',
        ],
      ]),
      false,
    );
    expect(job.status).toBe('failed');
    expect(job.errors).toEqual([
      { row: 2, column: 'price', message: expect.stringContaining('"-10" is not an amount') },
    ]);
    expect(await productCount()).toBe(count);
    expect(await version()).toBe(v);
  });

  it('a database failure partway (after whole chunks were written) rolls the whole import back', async () => {
    await sql`create function fail_import_row() returns trigger language plpgsql as $$
      begin if new.sku = 'IMP-BOOM-1200' then raise exception 'disk full'; end if; return new; end $$`.execute(
      t.db,
    );
    await sql`create trigger fail_import_row before insert on product for each row execute function fail_import_row()`.execute(
      t.db,
    );
    try {
      const count = await productCount();
      const rows = Array.from({ length: 1500 }, (_, i) => [
        `IMP-BOOM-${i}`,
        'simple',
        'Default',
        `Boom ${i}`,
        '10',
        '',
        '1',
        '1',
        '1',
        'Catalog',
        '',
        '',
        '',
        '',
      ]);
      const job = await importCsv(t, csvOf([HEADER, ...rows]), false);
      expect(job.status).toBe('failed');
      expect(job.message).toMatch(/nothing was written: .*disk full/);
      expect(job.done).toBe(0);
      expect(await productCount()).toBe(count);
      const stored = await t.admin.imports.job(job.id);
      expect(stored?.status).toBe('failed');
    } finally {
      await sql`drop trigger fail_import_row on product`.execute(t.db);
      await sql`drop function fail_import_row()`.execute(t.db);
    }
  });

  it('refuses a file over its bounds or without a sku column before starting', async () => {
    const big = await t.admin.imports.start({
      csv: 'sku\n' + 'x'.repeat(17 * 1024 * 1024),
      dryRun: true,
      now: t.now(),
    });
    expect(big.ok ? null : big.failure[0]?.message).toMatch(/at most 16777216 \(16 MB\)/);
    const noSku = await t.admin.imports.start({
      csv: 'name,price\nA,1',
      dryRun: true,
      now: t.now(),
    });
    expect(noSku.ok ? null : noSku.failure[0]?.message).toBe(
      'The first row must name the columns, sku among them.',
    );
    const broken = await t.admin.imports.start({
      csv: 'sku,name\n"A,B',
      dryRun: true,
      now: t.now(),
    });
    expect(broken.ok ? null : broken.failure[0]?.message).toMatch(/not valid CSV/);
  });
});
