import { sql, type Kysely } from 'kysely';

// Reliability of orders, payments and e-mail (docs/decisions/0940-0949):
// - email_outbox gets a delivery state machine: attempts, the next attempt's time, a claim lease
//   (several replicas sweep the same table) and a dead-letter time; bodies are blanked once sent;
// - gift cards remember the order that bought them: they stay inactive until it is paid;
// - sales_order records when it was paid and when an unpaid offline order was cancelled;
// - cart_item keeps the unit price the shopper was shown, so a changed price stops the order;
// - service_setting holds generated secrets (the sandbox card fingerprint key in development).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('dead_at', 'timestamptz')
    .addColumn('redacted_at', 'timestamptz')
    .execute();
  // The sweeper's scan: unsent, not dead, due.
  await sql`create index email_outbox_due_idx on email_outbox (next_attempt_at) where sent_at is null and dead_at is null`.execute(
    db,
  );

  await db.schema
    .alterTable('gift_card_account')
    .addColumn('order_id', 'integer', (c) => c.references('sales_order.id'))
    .execute();
  await db.schema
    .createIndex('gift_card_account_order_idx')
    .on('gift_card_account')
    .column('order_id')
    .execute();

  await db.schema
    .alterTable('sales_order')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('canceled_at', 'timestamptz')
    .execute();
  // The expiry job's scan: unpaid offline orders, oldest first.
  await sql`create index sales_order_unpaid_idx on sales_order (created_at) where paid_at is null and canceled_at is null and payment_method_code in ('checkmo', 'purchaseorder')`.execute(
    db,
  );
  // Orders placed before this migration with a captured card (or nothing to pay) count as paid.
  await sql`update sales_order set paid_at = created_at where payment_method_code not in ('checkmo', 'purchaseorder')`.execute(
    db,
  );

  // The unit price shown for the line's quantity; a new quantity (tier prices) is quoted afresh.
  await db.schema
    .alterTable('cart_item')
    .addColumn('quoted_price', 'integer')
    .addColumn('quoted_quantity', 'integer')
    .execute();

  await db.schema
    .createTable('service_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('service_setting').execute();
  await db.schema
    .alterTable('cart_item')
    .dropColumn('quoted_price')
    .dropColumn('quoted_quantity')
    .execute();
  await sql`drop index if exists sales_order_unpaid_idx`.execute(db);
  await db.schema
    .alterTable('sales_order')
    .dropColumn('paid_at')
    .dropColumn('canceled_at')
    .execute();
  await db.schema.alterTable('gift_card_account').dropColumn('order_id').execute();
  await sql`drop index if exists email_outbox_due_idx`.execute(db);
  await db.schema
    .alterTable('email_outbox')
    .dropColumn('attempts')
    .dropColumn('next_attempt_at')
    .dropColumn('claimed_until')
    .dropColumn('dead_at')
    .dropColumn('redacted_at')
    .execute();
}
