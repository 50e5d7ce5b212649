import { sql, type Kysely } from 'kysely';

// Incremental catalogue index updates (docs/decisions/0810). Every catalogue write still bumps
// catalog_version in the writer's transaction, and now also records which listing products it
// touched under that version in catalog_change, so an API process applies only the products
// changed since its own version instead of rebuilding its index (it still rebuilds when the log no
// longer reaches back to its version). Product writes are logged per listing product (a variant's
// change is its parent's); category and attribute option writes, and truncates, log a row without
// a product (everything changed). An update that changes none of the columns listings use (stock,
// sales counters) neither logs nor bumps, as before.
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
const LINK_TABLES = ['product_category', 'product_attribute_option'];
/** Versions kept in the log; a process further behind rebuilds. */
const KEEP_VERSIONS = 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table catalog_change (
    version bigint not null,
    product_id integer)`.execute(db);
  await sql`create index catalog_change_version on catalog_change (version)`.execute(db);
  // The version row's lock orders writers: versions follow commit order, so a reader that sees
  // version V sees every change logged at V or below.
  await sql`create function log_catalog_change(ids integer[], everything boolean) returns void language plpgsql as $$
    declare v bigint;
    begin
      if not everything and coalesce(cardinality(ids), 0) = 0 then return; end if;
      update catalog_version set version = version + 1, changed_at = now() where id = 1 returning version into v;
      if everything then
        insert into catalog_change (version, product_id) values (v, null);
      else
        insert into catalog_change (version, product_id) select distinct v, i from unnest(ids) as i where i is not null;
      end if;
      delete from catalog_change where version <= v - ${sql.lit(KEEP_VERSIONS)};
      -- Delivered at commit to listening processes (the embedded database uses it instead of polling).
      perform pg_notify('catalog_version', '');
    end $$`.execute(db);
  // Category and attribute option writes (0008's triggers) now log "everything changed".
  await sql`create or replace function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(null, true);
      return null;
    end $$`.execute(db);

  const changed = sql.raw(
    PRODUCT_COLUMNS.map((c) => `o.${c} is distinct from n.${c}`).join(' or '),
  );
  await sql`create function product_catalog_change_ins() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(array(select coalesce(parent_id, id) from new_rows), false);
      return null;
    end $$`.execute(db);
  await sql`create function product_catalog_change_upd() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(array(
        select x from old_rows o join new_rows n on n.id = o.id,
          lateral (values (coalesce(o.parent_id, o.id)), (coalesce(n.parent_id, n.id))) as t(x)
        where ${changed}), false);
      return null;
    end $$`.execute(db);
  await sql`create function product_catalog_change_del() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(array(select coalesce(parent_id, id) from old_rows), false);
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists product_catalog_version_ins_del on product`.execute(db);
  await sql`drop trigger if exists product_catalog_version_upd on product`.execute(db);
  await sql`create trigger product_catalog_change_ins after insert on product
    referencing new table as new_rows for each statement execute function product_catalog_change_ins()`.execute(
    db,
  );
  await sql`create trigger product_catalog_change_upd after update on product
    referencing old table as old_rows new table as new_rows for each statement execute function product_catalog_change_upd()`.execute(
    db,
  );
  await sql`create trigger product_catalog_change_del after delete on product
    referencing old table as old_rows for each statement execute function product_catalog_change_del()`.execute(
    db,
  );
  await sql`create trigger product_catalog_version_truncate after truncate on product
    for each statement execute function bump_catalog_version()`.execute(db);

  await sql`create function link_catalog_change_ins() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(array(select product_id from new_rows), false);
      return null;
    end $$`.execute(db);
  await sql`create function link_catalog_change_upd() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(array(select product_id from old_rows union select product_id from new_rows), false);
      return null;
    end $$`.execute(db);
  await sql`create function link_catalog_change_del() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(array(select product_id from old_rows), false);
      return null;
    end $$`.execute(db);
  for (const table of LINK_TABLES) {
    const t = sql.table(table);
    await sql`drop trigger if exists ${sql.raw(`${table}_catalog_version`)} on ${t}`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_catalog_change_ins`)} after insert on ${t}
      referencing new table as new_rows for each statement execute function link_catalog_change_ins()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_catalog_change_upd`)} after update on ${t}
      referencing old table as old_rows new table as new_rows for each statement execute function link_catalog_change_upd()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_catalog_change_del`)} after delete on ${t}
      referencing old table as old_rows for each statement execute function link_catalog_change_del()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_catalog_version_truncate`)} after truncate on ${t}
      for each statement execute function bump_catalog_version()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LINK_TABLES) {
    const t = sql.table(table);
    for (const suffix of [
      'catalog_change_ins',
      'catalog_change_upd',
      'catalog_change_del',
      'catalog_version_truncate',
    ]) {
      await sql`drop trigger if exists ${sql.raw(`${table}_${suffix}`)} on ${t}`.execute(db);
    }
    await sql`create trigger ${sql.raw(`${table}_catalog_version`)} after insert or update or delete or truncate on ${t}
      for each statement execute function bump_catalog_version()`.execute(db);
  }
  for (const name of [
    'product_catalog_change_ins',
    'product_catalog_change_upd',
    'product_catalog_change_del',
    'product_catalog_version_truncate',
  ]) {
    await sql`drop trigger if exists ${sql.raw(name)} on product`.execute(db);
  }
  for (const fn of [
    'product_catalog_change_ins',
    'product_catalog_change_upd',
    'product_catalog_change_del',
    'link_catalog_change_ins',
    'link_catalog_change_upd',
    'link_catalog_change_del',
  ]) {
    await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
  }
  await sql`create or replace function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      update catalog_version set version = version + 1, changed_at = now() where id = 1;
      perform pg_notify('catalog_version', '');
      return null;
    end $$`.execute(db);
  await sql`drop function if exists log_catalog_change(integer[], boolean)`.execute(db);
  await sql`drop table if exists catalog_change`.execute(db);
  const cols = sql.raw(PRODUCT_COLUMNS.join(', '));
  await sql`create trigger product_catalog_version_ins_del after insert or delete or truncate on product
    for each statement execute function bump_catalog_version()`.execute(db);
  await sql`create trigger product_catalog_version_upd after update of ${cols} on product
    for each statement execute function bump_catalog_version()`.execute(db);
}
