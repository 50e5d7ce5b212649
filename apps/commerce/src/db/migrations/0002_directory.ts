import { sql, type Kysely } from 'kysely';
import { CA_REGIONS, COUNTRIES, US_REGIONS } from './data/directory.js';

// Directory data: every ISO 3166-1 country, and the regions the checkout needs (US states + DC,
// Canadian provinces and territories). Idempotent so a database seeded by other means still migrates.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('country')
    .values(COUNTRIES.map(([id, iso3, name]) => ({ id, iso3, name })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const regions = [
    ...US_REGIONS.map(([code, name]) => ({ country_id: 'US', code, name })),
    ...CA_REGIONS.map(([code, name]) => ({ country_id: 'CA', code, name })),
  ];
  await db
    .insertInto('region')
    .values(regions)
    .onConflict((oc) => oc.columns(['country_id', 'code']).doNothing())
    .execute();
  // Listing queries filter visible parents by status and visibility before anything else.
  await db.schema
    .createIndex('product_listing_idx')
    .on('product')
    .columns(['status', 'visibility'])
    .where(sql.ref('parent_id'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_listing_idx').ifExists().execute();
  await db.deleteFrom('region').where('country_id', 'in', ['US', 'CA']).execute();
  await db.deleteFrom('country').execute();
}
