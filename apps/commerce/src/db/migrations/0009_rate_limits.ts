import { sql, type Kysely } from 'kysely';

// Shared request limits (docs/decisions/0900-shared-rate-limits.md) and the absolute lifetime of
// a customer session (0902).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per limited subject ("sign-in-address 203.0.113.7", "coupon-cart 12", ...). Hits are
  // counted in a window that starts at the first hit; reaching the limit blocks the subject until
  // blocked_until. Every replica updates the same row in one statement, so limits hold across them.
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('blocked_until', 'timestamptz')
    .execute();
  // Expired rows are swept by window_start.
  await db.schema
    .createIndex('rate_limit_window_idx')
    .on('rate_limit')
    .column('window_start')
    .execute();

  // When the chain of refreshed tokens began: a refresh carries it over, so a session ends at
  // session_started_at + the configured maximum, whatever the refreshes.
  await db.schema
    .alterTable('customer_token')
    .addColumn('session_started_at', 'timestamptz')
    .execute();
  await sql`update customer_token set session_started_at = created_at`.execute(db);
  await db.schema
    .alterTable('customer_token')
    .alterColumn('session_started_at', (c) => c.setNotNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_token').dropColumn('session_started_at').execute();
  await db.schema.dropTable('rate_limit').execute();
}
