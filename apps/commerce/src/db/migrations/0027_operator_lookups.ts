import { sql, type Kysely } from 'kysely';

// Indexes the operator console's lookups need (issue 26, docs/decisions/1440):
// - coupon codes are unique without regard to case (they match that way, 0503), and the rule of a
//   code is found through the same expression;
// - a coupon's uses are the orders placed with its code;
// - customers are found by a prefix of their e-mail address, last name or first name
//   (text_pattern_ops: a LIKE 'prefix%' uses the index whatever the database's collation);
// - the dashboard reads orders by the day they were placed, and enabled stock-kept products by
//   their quantity (the low-stock list).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index sales_rule_code_lower_idx on sales_rule (lower(coupon_code))`.execute(
    db,
  );
  await sql`create index sales_order_coupon_idx on sales_order (lower(coupon_code), created_at) where coupon_code is not null`.execute(
    db,
  );
  // The dashboard's order dates use 0025's sales_order_created_idx (created_at, id).
  await sql`create index customer_email_prefix_idx on customer (email text_pattern_ops)`.execute(
    db,
  );
  await sql`create index customer_lastname_prefix_idx on customer (lower(lastname) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index customer_firstname_prefix_idx on customer (lower(firstname) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index product_low_stock_idx on product (qty, id) where type_id = 'simple' and status = 1`.execute(
    db,
  );
  await sql`create index gift_card_account_code_upper_idx on gift_card_account (upper(code))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'gift_card_account_code_upper_idx',
    'product_low_stock_idx',
    'customer_firstname_prefix_idx',
    'customer_lastname_prefix_idx',
    'customer_email_prefix_idx',
    'sales_order_coupon_idx',
    'sales_rule_code_lower_idx',
  ]) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
}
