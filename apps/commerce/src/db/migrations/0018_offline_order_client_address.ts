import { sql, type Kysely } from 'kysely';

// The ceiling on open unpaid offline orders (docs/decisions/0558) counts them per customer, per
// e-mail and per client address: an offline order records the address it was placed from, and
// the three sums read small partial indexes over the open unpaid offline orders.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sales_order').addColumn('client_address', 'text').execute();
  const open = sql.raw(
    `where paid_at is null and canceled_at is null and payment_method_code in ('checkmo', 'purchaseorder')`,
  );
  await sql`create index sales_order_unpaid_customer_idx on sales_order (customer_id) ${open}`.execute(
    db,
  );
  await sql`create index sales_order_unpaid_email_idx on sales_order (lower(email)) ${open}`.execute(
    db,
  );
  await sql`create index sales_order_unpaid_address_idx on sales_order (client_address) ${open}`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists sales_order_unpaid_address_idx`.execute(db);
  await sql`drop index if exists sales_order_unpaid_email_idx`.execute(db);
  await sql`drop index if exists sales_order_unpaid_customer_idx`.execute(db);
  await db.schema.alterTable('sales_order').dropColumn('client_address').execute();
}
