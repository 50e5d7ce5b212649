// Product CSV import from the console (issue 26): a dry run reports every bad row and why and
// writes nothing; a real run creates and updates products by SKU in one transaction (nothing is
// written when any row is bad or the database fails partway); categories by Magento's name
// paths, created when missing; a file imported twice changes nothing the second time.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/facts.js';
import type { AnyJson } from './support/app.js';
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
const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku name url_key
  price_range { minimum_price { final_price { value } } } categories { url_path } image { url label } } } }`;

describe.each(testDbKinds())('console import of products (%s)', (kind) => {
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

  it('dry run: reports every bad row with its column and why, and the unknown columns; writes nothing', async () => {
    const count = await productCount();
    const csv = csvOf([
      [...HEADER, 'weight'],
      [
        'IMP-OK-1',
        'simple',
        'Default',
        'Good Stool',
        '120.00',
        '',
        '5',
        '1',
        '1',
        'Catalog, Search',
        'Default Category/Seating',
        '',
        '',
        '',
        '3',
      ],
      [
        'IMP-BAD-2',
        'simple',
        'Default',
        '',
        'cheap',
        '',
        '-4',
        'yes',
        '1',
        'Everywhere',
        '',
        'Bad Key',
        '',
        '',
        '',
      ],
      [
        'IMP-BAD-3',
        'bundle',
        'Sofas',
        'Odd One',
        '10',
        '',
        '1',
        '1',
        '3',
        'Catalog',
        'Nowhere/Else',
        '',
        'javascript:alert(1)',
        '',
        '',
      ],
      [
        'IMP-OK-1',
        'simple',
        'Default',
        'Twice',
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
        '',
      ],
      ['IMP-SHORT', 'simple'],
      [
        DEMO_FACTS.sale.sku,
        'configurable',
        'Default',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        DEMO_FACTS.configurable.urlKey,
        '',
        '',
        '',
      ],
    ]);
    const job = await importCsv(t, csv, true);
    expect(job.status).toBe('failed');
    expect(job.dryRun).toBe(true);
    expect(job.total).toBe(6);
    expect(job.done).toBe(6);
    const cells = job.errors.map((e) => `${e.row}:${e.column}`);
    expect(cells).toEqual(
      expect.arrayContaining([
        '2:name',
        '2:price',
        '2:qty',
        '2:is_in_stock',
        '2:visibility',
        '2:url_key',
        '3:product_type',
        '3:attribute_set_code',
        '3:product_online',
        '3:categories',
        '3:base_image',
        '4:sku',
        '5:null',
        '6:product_type',
        '6:url_key',
      ]),
    );
    expect(cells.some((c) => c.startsWith('1:'))).toBe(false);
    expect(job.errors.map((e) => e.row)).toEqual(
      [...job.errors.map((e) => e.row)].sort((a, b) => a - b),
    );
    expect(job.errors.find((e) => e.row === 2 && e.column === 'price')?.message).toMatch(
      /"cheap" is not an amount/,
    );
    expect(job.errors.find((e) => e.row === 4)?.message).toBe('The SKU IMP-OK-1 is also on row 1.');
    expect(job.warnings).toContainEqual({
      row: 0,
      column: 'weight',
      message: 'Unknown column: its values are ignored.',
    });
    expect(await productCount()).toBe(count);
    // The report is kept for the console.
    const again = await t.admin.imports.job(job.id);
    expect(again?.errors).toEqual(job.errors);
  });

  it('creates new SKUs and updates known ones (case aside), touching only the columns given; the storefront shows them', async () => {
    const csv = csvOf([
      HEADER,
      [
        'IMP-NEW-1',
        'simple',
        'Default',
        'Porter Side Table',
        '249.50',
        '199',
        '12',
        '1',
        '1',
        'Catalog, Search',
        'Default Category/Tables,Default Category/Seating/Rockers',
        '',
        'catalog/product/porter.svg',
        'Porter side table in oak',
      ],
      [
        'IMP-NEW-2',
        'virtual',
        'Default',
        'Fabric Care Plan',
        '49',
        '',
        '',
        '',
        '1',
        'Search',
        '',
        'fabric-care',
        '',
        '',
      ],
      [DEMO_FACTS.sale.sku.toLowerCase(), '', '', '', '575.00', '', '', '', '', '', '', '', '', ''],
    ]);
    const dry = await importCsv(t, csv, true);
    expect(dry.errors).toEqual([]);
    expect([dry.status, dry.created, dry.updated]).toEqual(['succeeded', 2, 1]);
    expect(dry.warnings).toContainEqual({
      row: 0,
      column: 'categories',
      message: 'New category: Default Category/Seating/Rockers',
    });
    expect(
      await t.db.selectFrom('product').select('id').where('sku', '=', 'IMP-NEW-1').execute(),
    ).toEqual([]);

    const before = await t.db
      .selectFrom('product')
      .selectAll()
      .where('sku', '=', DEMO_FACTS.sale.sku)
      .executeTakeFirstOrThrow();
    const job = await importCsv(t, csv, false);
    expect([job.status, job.created, job.updated, job.done, job.message]).toEqual([
      'succeeded',
      2,
      1,
      3,
      null,
    ]);

    const after = await t.db
      .selectFrom('product')
      .selectAll()
      .where('sku', '=', DEMO_FACTS.sale.sku)
      .executeTakeFirstOrThrow();
    expect(after.price).toBe(57500);
    expect({ ...after, price: before.price, updated_at: before.updated_at }).toEqual(before);

    const fresh = (await t.storefront(PRODUCT, { sku: 'IMP-NEW-1' })).products.items[0] as AnyJson;
    expect(fresh.name).toBe('Porter Side Table');
    expect(fresh.url_key).toBe('porter-side-table');
    expect(fresh.price_range.minimum_price.final_price.value).toBe(199);
    expect(fresh.categories.map((c: AnyJson) => c.url_path).sort()).toEqual([
      'seating/rockers',
      'tables',
    ]);
    expect(fresh.image).toEqual({
      url: 'http://localhost:4000/media/catalog/product/porter.svg',
      label: 'Porter side table in oak',
    });
    const route = await t.storefront(
      `{ route(url: "porter-side-table.html") { type } r: route(url: "seating/rockers") { type } }`,
    );
    expect([route.route?.type, route.r?.type]).toEqual(['PRODUCT', 'CATEGORY']);
    const plan = await t.db
      .selectFrom('product')
      .select(['type_id', 'visibility', 'qty', 'is_in_stock'])
      .where('sku', '=', 'IMP-NEW-2')
      .executeTakeFirstOrThrow();
    expect(plan).toEqual({ type_id: 'virtual', visibility: 3, qty: 0, is_in_stock: false });
  });

  it('a file imported again changes nothing: same rows, same catalogue version', async () => {
    const csv = csvOf([
      HEADER,
      [
        'IMP-AGAIN-1',
        'simple',
        'Default',
        'Again Chair',
        '99',
        '',
        '3',
        '1',
        '1',
        'Catalog, Search',
        'Default Category/Seating',
        '',
        'catalog/product/again.svg',
        'Again chair',
      ],
      [
        'IMP-AGAIN-2',
        'simple',
        'Default',
        'Again Chair',
        '99',
        '',
        '3',
        '1',
        '2',
        'Catalog',
        '',
        '',
        '',
        '',
      ],
    ]);
    const first = await importCsv(t, csv, false);
    expect([first.status, first.created]).toEqual(['succeeded', 2]);
    const snapshot = async () =>
      (
        await sql`select p.*, (select json_agg(m.* order by m.id) from product_media m where m.product_id = p.id) as media,
        (select json_agg(pc.* order by pc.category_id) from product_category pc where pc.product_id = p.id) as cats
        from product p where sku like 'IMP-AGAIN-%' order by sku`.execute(t.db)
      ).rows;
    const rows = await snapshot();
    const v = await version();
    const second = await importCsv(t, csv, false);
    expect([second.status, second.created, second.updated]).toEqual(['succeeded', 0, 2]);
    const again = (await snapshot()) as AnyJson[];
    expect(again.map((r) => ({ ...r, updated_at: null }))).toEqual(
      (rows as AnyJson[]).map((r) => ({ ...r, updated_at: null })),
    );
    expect(await version()).toBe(v);
    // Two new products with one name: the second one's URL key carries its SKU.
    expect(again.map((r) => r.url_key)).toEqual(['again-chair', 'again-chair-imp-again-2']);
  });
});
