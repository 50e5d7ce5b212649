// The catalogue's admin mutations write their audit entry in the change's own transaction: a
// change is never without its entry, an entry never without its change, and a refused change
// writes neither (docs/decisions/1436). The admin core's audit service is stood in for by a
// writer into a table of this test.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.js';
import {
  catalogAdminResolvers,
  type CatalogAdminContext,
  type CatalogAuditEntry,
} from '../src/modules/catalog/admin.resolvers.js';
import { DEMO_FACTS } from '../src/seed/facts.js';
import { importCsv, startCatalogAdmin, type CatalogAdminApp } from './support/catalog-admin-app.js';
import { testDbKinds } from './support/db.js';

describe.each(testDbKinds())('catalogue admin mutations and their audit entries (%s)', (kind) => {
  let t: CatalogAdminApp;
  let resolvers: ReturnType<typeof catalogAdminResolvers>;
  let failAudit = false;
  const ctx = (): CatalogAdminContext => ({
    operator: { id: 1, email: 'admin@charter.example' },
    now: t.now(),
    audit: {
      record: async (tx: Db, entry: CatalogAuditEntry) => {
        if (failAudit) throw new Error('audit store down');
        await sql`insert into test_audit (entry) values (${JSON.stringify(entry)}::jsonb)`.execute(
          tx,
        );
      },
    },
  });
  const entries = async () =>
    (
      await sql<{ entry: CatalogAuditEntry }>`select entry from test_audit order by id`.execute(
        t.db,
      )
    ).rows.map((r) => r.entry);
  const price = async (sku: string) =>
    (
      await t.db
        .selectFrom('product')
        .select('price')
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow()
    ).price;

  beforeAll(async () => {
    t = await startCatalogAdmin(kind);
    await sql`create table test_audit (id serial primary key, entry jsonb not null)`.execute(t.db);
    resolvers = catalogAdminResolvers(t.admin);
  });
  afterAll(async () => t?.close());

  it('records before and after with the change', async () => {
    const p = await t.admin.search.search({ query: DEMO_FACTS.sale.sku });
    const id = p.items[0]?.id as number;
    const r = await resolvers.Mutation.adminUpdateProduct(
      null,
      { id, input: { price: 499.99 } },
      ctx(),
    );
    expect(r.errors).toEqual([]);
    expect(r.product?.price).toBe(499.99);
    const [entry] = await entries();
    expect(entry).toMatchObject({
      action: 'product_updated',
      entity_type: 'product',
      entity_id: id,
    });
    expect((entry?.before as { price: number }).price).toBe(DEMO_FACTS.sale.price);
    expect((entry?.after as { price: number }).price).toBe(49999);
  });

  it('writes neither change nor entry when refused, and no change when the entry cannot be written', async () => {
    const p = await t.admin.search.search({ query: DEMO_FACTS.sale.sku });
    const id = p.items[0]?.id as number;
    const before = (await entries()).length;
    const refused = await resolvers.Mutation.adminUpdateProduct(
      null,
      { id, input: { price: -1, special_from_date: 'soon' } },
      ctx(),
    );
    expect(refused.product).toBeNull();
    expect(refused.errors.map((e) => e.field).sort()).toEqual(['price', 'special_from_date']);
    expect((await entries()).length).toBe(before);

    failAudit = true;
    try {
      await expect(
        resolvers.Mutation.adminUpdateProduct(null, { id, input: { price: 1 } }, ctx()),
      ).rejects.toThrow('audit store down');
    } finally {
      failAudit = false;
    }
    expect(await price(DEMO_FACTS.sale.sku)).toBe(49999);
  });

  it('audits a real import in its transaction, and a dry run not at all', async () => {
    const before = (await entries()).length;
    const csv = 'sku,name,price\nAUD-1,Audited Stool,12.00';
    const started = await resolvers.Mutation.adminStartProductImport(
      null,
      { csv, dry_run: true, file_name: 'a.csv' },
      ctx(),
    );
    expect(started.errors).toEqual([]);
    const dry = await importCsv(t, csv, true);
    expect(dry.status).toBe('succeeded');
    const run = await resolvers.Mutation.adminStartProductImport(
      null,
      { csv, dry_run: false, file_name: 'a.csv' },
      ctx(),
    );
    const id = run.job?.id as number;
    let real = await resolvers.Query.adminImportJob(null, { id });
    while (real?.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      real = await resolvers.Query.adminImportJob(null, { id });
    }
    expect(real?.status).toBe('succeeded');
    const added = (await entries()).slice(before);
    expect(added).toEqual([
      expect.objectContaining({
        action: 'products_imported',
        after: expect.objectContaining({ created: 1, skus: ['AUD-1'] }),
      }),
    ]);
    const job = await resolvers.Query.adminImportJob(null, { id });
    expect(job).toMatchObject({ status: 'succeeded', total: 1, done: 1, created: 1 });
  });
});
