import { sql, type Kysely } from 'kysely';

// What operators do with orders (docs/decisions/1420-1424):
// - sales_shipment: an order ships once, whole, with one carrier and tracking number;
// - sales_order.shipped_at: a shipped order can no longer be cancelled;
// - sales_order_status_history: every payment, shipment, cancellation and refund, with who did it;
// - the order list's filters and default sort read through indexes, not a scan: by date, status
//   or payment method with the date, the e-mail address and the billing name by prefix;
// - payment rows by order (the refund's and the order page's reads).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sales_order').addColumn('shipped_at', 'timestamptz').execute();

  await db.schema
    .createTable('sales_shipment')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().unique().references('sales_order.id').onDelete('cascade'),
    )
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('carrier_code', 'text', (c) => c.notNull())
    .addColumn('carrier_title', 'text', (c) => c.notNull())
    .addColumn('track_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sales_order_status_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('sales_order.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('paid', 'shipped', 'canceled', 'refunded')`),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer')
    .addColumn('comment', 'text')
    .addColumn('actor', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sales_order_status_history_order_idx')
    .on('sales_order_status_history')
    .columns(['order_id', 'id'])
    .execute();

  await sql`create index sales_order_created_idx on sales_order (created_at, id)`.execute(db);
  await sql`create index sales_order_status_created_idx on sales_order (status, created_at, id)`.execute(
    db,
  );
  await sql`create index sales_order_payment_created_idx on sales_order (payment_method_code, created_at, id)`.execute(
    db,
  );
  await sql`create index sales_order_email_prefix_idx on sales_order (lower(email) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index sales_order_address_order_idx on sales_order_address (order_id)`.execute(
    db,
  );
  // Not partial (kind = 'billing'): the planner keeps statistics of a whole-table expression
  // index only, and without them it guesses a name prefix matches hundreds of orders and scans.
  for (const part of ['firstname', 'lastname'])
    await sql`create index ${sql.raw(`sales_order_address_${part}_idx`)} on sales_order_address (lower(data->>${sql.lit(part)}) text_pattern_ops)`.execute(
      db,
    );
  await sql`create index payment_transaction_order_idx on payment_transaction (order_id)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'payment_transaction_order_idx',
    'sales_order_address_lastname_idx',
    'sales_order_address_firstname_idx',
    'sales_order_address_order_idx',
    'sales_order_email_prefix_idx',
    'sales_order_payment_created_idx',
    'sales_order_status_created_idx',
    'sales_order_created_idx',
  ])
    await sql`drop index if exists ${sql.raw(index)}`.execute(db);
  await db.schema.dropTable('sales_order_status_history').execute();
  await db.schema.dropTable('sales_shipment').execute();
  await db.schema.alterTable('sales_order').dropColumn('shipped_at').execute();
}
