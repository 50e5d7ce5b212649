// A 10,000-row product import (issue 26) passes in one transaction while its job reports progress
// the console can poll. Its duration is measured separately (docs/decisions/1434), not here.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyJson } from './support/app.js';
import { startCatalogAdmin, type CatalogAdminApp } from './support/catalog-admin-app.js';
import { testDbKinds } from './support/db.js';
import { bigCsv } from './support/import-rows.js';

const ROWS = 10_000;

describe.each(testDbKinds())('console import of 10,000 products (%s)', (kind) => {
  let t: CatalogAdminApp;

  beforeAll(async () => {
    t = await startCatalogAdmin(kind);
  });
  afterAll(async () => t?.close());

  it('creates every row, reporting progress on the way', { timeout: 300_000 }, async () => {
    const started = await t.admin.imports.start({
      csv: bigCsv(ROWS),
      dryRun: false,
      fileName: 'bulk.csv',
      now: t.now(),
    });
    if (!started.ok) throw new Error(started.failure[0]?.message);
    const seen: number[] = [];
    const poll = setInterval(() => {
      void t.admin.imports.job(started.value.job.id).then((j) => {
        if (j) seen.push(j.done);
      });
    }, 5);
    const job = await started.value.finished.finally(() => clearInterval(poll));
    expect(job.message).toBeNull();
    expect(job.errors).toEqual([]);
    expect([job.status, job.total, job.done, job.created, job.updated]).toEqual([
      'succeeded',
      ROWS,
      ROWS,
      ROWS,
      0,
    ]);
    expect(seen.some((d) => d > 0 && d < ROWS)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const counts = (
      await sql<{ products: number; media: number; links: number; rewrites: number }>`select
        (select count(*) from product where sku like 'BULK-%') as products,
        (select count(*) from product_media m join product p on p.id = m.product_id where p.sku like 'BULK-%') as media,
        (select count(*) from product_category c join product p on p.id = c.product_id where p.sku like 'BULK-%') as links,
        (select count(*) from url_rewrite where request_path like 'bulk-chair-model-%') as rewrites`.execute(
        t.db,
      )
    ).rows[0];
    expect(counts).toEqual({ products: ROWS, media: ROWS, links: 2 * ROWS, rewrites: ROWS });

    const listed = await t.storefront(
      `{ products(filter: { category_url_path: { eq: "imported/bulk-a" } }, pageSize: 1) { total_count } }`,
    );
    expect((listed as AnyJson).products.total_count).toBe((2 * ROWS) / 5);
  });
});
