import { sql, type Kysely } from 'kysely';

// Search terms (Magento's search_query) per store view: a merchandiser's redirect for a query text,
// and the popularity and result count of searches for it (docs/decisions/1120).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_query')
    .addColumn('query_id', 'serial', (c) => c.primaryKey())
    // Stored trimmed, at most 128 characters (the search box's limit).
    .addColumn('query_text', 'varchar(128)', (c) => c.notNull())
    .addColumn('num_results', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('redirect', 'varchar(2048)')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.id').onDelete('cascade'))
    .addColumn('display_in_terms', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_processed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One term per text and store view, matched without regard to case: the lookup and the
  // batched popularity update both find their row through this index.
  await sql`create unique index search_query_store_text_idx on search_query (store_id, lower(query_text))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_query').execute();
}
