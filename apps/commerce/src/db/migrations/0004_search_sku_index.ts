import { sql, type Kysely } from 'kysely';

// Search matches "full text OR name trigram OR SKU prefix (ILIKE)". Without an index on the SKU
// side the OR cannot become a bitmap OR and every search scans the whole product table
// (measured on 10,000 generated products: 82 ms → 7 ms on PostgreSQL with this index).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists product_sku_trgm_idx on product using gin (sku gin_trgm_ops)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists product_sku_trgm_idx`.execute(db);
}
