import { sql, type Kysely } from 'kysely';

// Cart and wish list operations find products by SKU regardless of case, as Magento does
// (docs/decisions/1301): `lower(sku) in (...)` uses this index instead of scanning the table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists product_sku_lower_idx on product (lower(sku))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists product_sku_lower_idx`.execute(db);
}
