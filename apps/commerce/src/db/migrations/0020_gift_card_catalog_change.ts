import { sql, type Kysely } from 'kysely';

// A gift card's amounts are its listing price (docs/decisions/1304): a change to the giftcard
// column now logs a catalogue change for the product like a price change does (0014).
const BEFORE = [
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function logUpdatesOf(db: Kysely<any>, columns: readonly string[]): Promise<void> {
  const changed = sql.raw(columns.map((c) => `o.${c} is distinct from n.${c}`).join(' or '));
  await sql`create or replace function product_catalog_change_upd() returns trigger language plpgsql as $$
    begin
      perform log_catalog_change(array(
        select x from old_rows o join new_rows n on n.id = o.id,
          lateral (values (coalesce(o.parent_id, o.id)), (coalesce(n.parent_id, n.id))) as t(x)
        where ${changed}), false);
      return null;
    end $$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await logUpdatesOf(db, [...BEFORE, 'giftcard']);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await logUpdatesOf(db, BEFORE);
}
