import { sql, type Kysely } from 'kysely';

// The trigram indexes (name 0001, SKU 0004) keep new entries in a pending list that every search
// through them reads in full until a vacuum merges it (docs/decisions/1490). PGlite has no
// autovacuum, so after 100,000 generated products the list held about 3.5 MB and each name-word
// search spent 60-100 ms reading it. A 256 kB limit merges the list whenever it grows past that,
// on PGlite and PostgreSQL alike, and the list pending now is merged here.
const INDEXES = ['product_name_trgm_idx', 'product_sku_trgm_idx'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    await sql`alter index ${sql.ref(index)} set (gin_pending_list_limit = 256)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES)
    await sql`alter index ${sql.ref(index)} reset (gin_pending_list_limit)`.execute(db);
}
