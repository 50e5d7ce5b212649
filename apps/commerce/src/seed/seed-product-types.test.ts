// The demo catalogue's grouped and downloadable products (docs/decisions/0205) match DEMO_FACTS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds } from '../../test/support/db.js';
import type { DbHandle } from '../db/index.js';
import { DEMO_FACTS as f } from './index.js';

describe.each(testDbKinds())('demo grouped and downloadable products (%s)', (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb(kind, { seeded: true });
  });
  afterAll(async () => {
    await h?.close();
  });
  const bySku = (sku: string) =>
    h.db.selectFrom('product').selectAll().where('sku', '=', sku).executeTakeFirstOrThrow();

  it('has the set and the pack DEMO_FACTS name, with their members, links and samples', async () => {
    const set = await bySku(f.grouped.sku);
    expect([set.type_id, set.name, set.url_key, set.price]).toEqual([
      'grouped',
      f.grouped.name,
      f.grouped.urlKey,
      Math.min(...f.grouped.members.map((m) => m.price)),
    ]);
    const members = await h.db
      .selectFrom('product_link as l')
      .innerJoin('product as p', 'p.id', 'l.linked_product_id')
      .select(['p.sku', 'p.name', 'p.price', 'l.qty'])
      .where('l.product_id', '=', set.id)
      .where('l.link_type', '=', 'associated')
      .orderBy('l.position')
      .execute();
    expect(members).toEqual(
      f.grouped.members.map(({ sku, name, qty, price }) => ({ sku, name, price, qty })),
    );
    const pack = await bySku(f.downloadable.sku);
    expect([pack.type_id, pack.url_key, pack.price]).toEqual([
      'downloadable',
      f.downloadable.urlKey,
      f.downloadable.price,
    ]);
    const files = (table: 'downloadable_link' | 'downloadable_sample') =>
      h.db
        .selectFrom(table)
        .selectAll()
        .where('product_id', '=', pack.id)
        .orderBy('sort_order')
        .execute();
    expect(
      (await files('downloadable_link')).map((l) => [
        l.title,
        l.file,
        l.sample_file,
        l.number_of_downloads,
      ]),
    ).toEqual(f.downloadable.links.map((l) => [l.title, l.file, l.sampleFile, l.downloads]));
    expect(
      (await files('downloadable_sample')).map(({ title, file }) => ({ title, file })),
    ).toEqual(f.downloadable.samples);
  });
});
