import { sql, type Kysely } from 'kysely';

// One catalogue version number for the in-process listing index (docs/decisions/0800). Every
// statement that changes what listings, filters, facets, sorting or search answer bumps it in the
// same transaction; each API process reads the row and rebuilds its index when it moved.
// Stock (qty, is_in_stock) and other product columns listings do not use are left out on purpose,
// so placing orders never forces a rebuild.
const PRODUCT_COLUMNS = [
  'sku',
  'type_id',
  'parent_id',
  'name',
  'url_key',
  'status',
  'visibility',
  'price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'description',
  'short_description',
  'attributes',
];
const WHOLE_TABLES = [
  'product_category',
  'product_attribute_option',
  'category',
  'attribute_option',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table catalog_version (
    id integer primary key default 1 check (id = 1),
    version bigint not null default 0,
    changed_at timestamptz not null default now())`.execute(db);
  await sql`insert into catalog_version (id, version) values (1, 0)`.execute(db);
  await sql`create function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      update catalog_version set version = version + 1, changed_at = now() where id = 1;
      -- Delivered at commit to listening processes (the embedded database uses it instead of polling).
      perform pg_notify('catalog_version', '');
      return null;
    end $$`.execute(db);
  const cols = sql.raw(PRODUCT_COLUMNS.join(', '));
  await sql`create trigger product_catalog_version_ins_del after insert or delete or truncate on product
    for each statement execute function bump_catalog_version()`.execute(db);
  await sql`create trigger product_catalog_version_upd after update of ${cols} on product
    for each statement execute function bump_catalog_version()`.execute(db);
  for (const table of WHOLE_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_catalog_version`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalog_version()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of WHOLE_TABLES)
    await sql`drop trigger if exists ${sql.raw(`${table}_catalog_version`)} on ${sql.table(table)}`.execute(
      db,
    );
  await sql`drop trigger if exists product_catalog_version_upd on product`.execute(db);
  await sql`drop trigger if exists product_catalog_version_ins_del on product`.execute(db);
  await sql`drop function if exists bump_catalog_version()`.execute(db);
  await sql`drop table if exists catalog_version`.execute(db);
}
