import { sql, type Kysely } from 'kysely';

// Product media, product links and configurable attributes now move the catalogue version too
// (logged for their listing product, a variant's under its parent), so that what a process keeps
// per catalogue version (its page reads, docs/decisions/0820) is never older than the database's
// catalogue. Stock stays out, as before.
const TABLES = ['product_media', 'product_link', 'configurable_attribute'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The listing products of the rows' product ids; a product already deleted logs its own change.
  const owners = (rows: string) =>
    sql.raw(
      `array(select coalesce(p.parent_id, p.id) from (select distinct product_id from ${rows}) r join product p on p.id = r.product_id)`,
    );
  await sql`create function relation_catalog_change_ins() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(${owners('new_rows')}, false);
      return null;
    end $$`.execute(db);
  await sql`create function relation_catalog_change_upd() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(${owners('(select product_id from old_rows union select product_id from new_rows) u')}, false);
      return null;
    end $$`.execute(db);
  await sql`create function relation_catalog_change_del() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(${owners('old_rows')}, false);
      return null;
    end $$`.execute(db);
  for (const table of TABLES) {
    const t = sql.table(table);
    await sql`create trigger ${sql.raw(`${table}_catalog_change_ins`)} after insert on ${t}
      referencing new table as new_rows for each statement execute function relation_catalog_change_ins()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_catalog_change_upd`)} after update on ${t}
      referencing old table as old_rows new table as new_rows for each statement execute function relation_catalog_change_upd()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_catalog_change_del`)} after delete on ${t}
      referencing old table as old_rows for each statement execute function relation_catalog_change_del()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_catalog_version_truncate`)} after truncate on ${t}
      for each statement execute function bump_catalog_version()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    const t = sql.table(table);
    for (const suffix of [
      'catalog_change_ins',
      'catalog_change_upd',
      'catalog_change_del',
      'catalog_version_truncate',
    ]) {
      await sql`drop trigger if exists ${sql.raw(`${table}_${suffix}`)} on ${t}`.execute(db);
    }
  }
  for (const fn of [
    'relation_catalog_change_ins',
    'relation_catalog_change_upd',
    'relation_catalog_change_del',
  ]) {
    await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
  }
}
