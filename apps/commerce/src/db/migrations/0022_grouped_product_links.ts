import type { Kysely } from 'kysely';

// Grouped products (docs/decisions/0508): a grouped product's members are product_link rows of
// link_type 'associated' (Magento's grouped link), ordered by position; each carries the member's
// default quantity, as Magento's grouped link does. Other link types leave it null. product_link's
// triggers (0017) already move the catalogue version when a group changes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_link').addColumn('qty', 'double precision').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_link').dropColumn('qty').execute();
}
