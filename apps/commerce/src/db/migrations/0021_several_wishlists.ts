import { sql, type Kysely } from 'kysely';

// Several wish lists per customer (Adobe Commerce's multiple wish lists, docs/decisions/1306):
// each list has a name and a visibility; a customer's default list (created on first use, the one
// that cannot be deleted) is unique per customer, the others are created by createWishlist.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('wishlist')
    .addColumn('name', 'varchar(255)', (c) => c.notNull().defaultTo('Wish List'))
    .execute();
  await db.schema
    .alterTable('wishlist')
    .addColumn('visibility', 'varchar(7)', (c) => c.notNull().defaultTo('PRIVATE'))
    .execute();
  await db.schema
    .alterTable('wishlist')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`alter table wishlist drop constraint wishlist_customer_id_key`.execute(db);
  await sql`create unique index wishlist_default_uq on wishlist (customer_id) where is_default`.execute(
    db,
  );
  await sql`create index wishlist_customer_idx on wishlist (customer_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from wishlist where not is_default`.execute(db);
  await sql`drop index if exists wishlist_customer_idx`.execute(db);
  await sql`drop index if exists wishlist_default_uq`.execute(db);
  await sql`alter table wishlist add constraint wishlist_customer_id_key unique (customer_id)`.execute(
    db,
  );
  await db.schema.alterTable('wishlist').dropColumn('is_default').execute();
  await db.schema.alterTable('wishlist').dropColumn('visibility').execute();
  await db.schema.alterTable('wishlist').dropColumn('name').execute();
}
