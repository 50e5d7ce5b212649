import { sql, type Kysely } from 'kysely';

// The operator console's catalogue (docs/decisions/1430, 1434):
// - product search for operators answers from indexes, never a scan of the product table: SKU
//   prefixes through a pattern index on lower(sku) (the plain one of 0015 serves equality and
//   order only), name words through the trigram index of 0001, the name order through a btree,
//   status and type filters through (status, id) and (type_id, id);
// - one row per CSV import, dry run or real, that the console polls for its progress and report.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists product_sku_prefix_idx on product (lower(sku) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index if not exists product_name_order_idx on product (lower(name), id)`.execute(
    db,
  );
  // Status and type filters walk these in id order instead of reading every product.
  await sql`create index if not exists product_status_id_idx on product (status, id)`.execute(db);
  await sql`create index if not exists product_type_id_idx on product (type_id, id)`.execute(db);
  await sql`create table catalog_import_job (
    id serial primary key,
    dry_run boolean not null,
    status text not null check (status in ('running', 'succeeded', 'failed')),
    file_name text,
    operator_id integer,
    operator_email text,
    total integer not null default 0,
    done integer not null default 0,
    created integer not null default 0,
    updated integer not null default 0,
    errors jsonb not null default '[]'::jsonb,
    warnings jsonb not null default '[]'::jsonb,
    message text,
    started_at timestamptz not null default now(),
    finished_at timestamptz)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists catalog_import_job`.execute(db);
  await sql`drop index if exists product_type_id_idx`.execute(db);
  await sql`drop index if exists product_status_id_idx`.execute(db);
  await sql`drop index if exists product_name_order_idx`.execute(db);
  await sql`drop index if exists product_sku_prefix_idx`.execute(db);
}
