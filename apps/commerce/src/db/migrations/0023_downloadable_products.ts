import { sql, type Kysely } from 'kysely';

// Downloadable products (docs/decisions/0509): a product's links (what a buyer may download once
// the order is paid, each a file under the private PDF folder, with a download allowance) and its
// samples (public files); and per order item and link the downloads used so far.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('downloadable_link')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    // Downloads allowed per unit bought; 0 is unlimited (Magento's convention).
    .addColumn('number_of_downloads', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`number_of_downloads >= 0`),
    )
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('sample_file', 'text')
    .execute();
  await db.schema
    .createIndex('downloadable_link_product_idx')
    .on('downloadable_link')
    .column('product_id')
    .execute();
  await db.schema
    .createTable('downloadable_sample')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('downloadable_sample_product_idx')
    .on('downloadable_sample')
    .column('product_id')
    .execute();
  await db.schema
    .createTable('downloadable_download')
    .addColumn('order_item_id', 'integer', (c) =>
      c.notNull().references('sales_order_item.id').onDelete('cascade'),
    )
    .addColumn('link_id', 'integer', (c) =>
      c.notNull().references('downloadable_link.id').onDelete('cascade'),
    )
    .addColumn('downloads_used', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`downloads_used >= 0`),
    )
    .addPrimaryKeyConstraint('downloadable_download_pk', ['order_item_id', 'link_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('downloadable_download').execute();
  await db.schema.dropTable('downloadable_sample').execute();
  await db.schema.dropTable('downloadable_link').execute();
}
