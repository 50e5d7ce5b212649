import { sql, type Kysely } from 'kysely';

// Carts, promotions, gift cards, tax rates, payments, orders and the e-mail outbox.
// Money columns are integer cents; rates and percentages are hundredths of a percent.
// Invariants the schema itself enforces:
// - one order per cart (sales_order.cart_id unique), so a cart placed twice cannot make two orders;
// - one approved capture per order (partial unique index on payment_transaction);
// - gift card balances and stock never go below zero (check constraints).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('masked_id', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.id'))
    .addColumn('customer_id', 'integer')
    .addColumn('email', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('coupon_code', 'text')
    .addColumn('gift_message', 'jsonb')
    .addColumn('payment_method_code', 'text')
    .addColumn('payment_data', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('cart_customer_idx')
    .on('cart')
    .columns(['customer_id', 'is_active'])
    .execute();

  await db.schema
    .createTable('cart_item')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('variant_id', 'integer', (c) => c.references('product.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('custom_options', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('gift_message', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cart_item_cart_idx').on('cart_item').column('cart_id').execute();

  await db.schema
    .createTable('cart_address')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('shipping', 'billing')`))
    .addColumn('customer_address_id', 'integer')
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('middlename', 'text')
    .addColumn('prefix', 'text')
    .addColumn('suffix', 'text')
    .addColumn('company', 'text')
    .addColumn('street', 'jsonb', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('region_id', 'integer', (c) => c.references('region.id'))
    .addColumn('region_code', 'text')
    .addColumn('region_label', 'text')
    .addColumn('postcode', 'text')
    .addColumn('country_code', 'char(2)', (c) => c.notNull().references('country.id'))
    .addColumn('telephone', 'text')
    .addColumn('fax', 'text')
    .addColumn('vat_id', 'text')
    .addColumn('same_as_billing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('customer_notes', 'text')
    .addColumn('shipping_carrier_code', 'text')
    .addColumn('shipping_method_code', 'text')
    .addUniqueConstraint('cart_address_kind_uq', ['cart_id', 'kind'])
    .execute();

  await db.schema
    .createTable('sales_rule')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text', (c) => c.unique())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('discount_type', 'text', (c) =>
      c.notNull().check(sql`discount_type in ('percent', 'fixed_per_item', 'fixed_cart', 'none')`),
    )
    .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_shipping', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('min_subtotal', 'integer')
    .addColumn('from_date', 'timestamptz')
    .addColumn('to_date', 'timestamptz')
    .addColumn('uses_per_coupon', 'integer')
    .addColumn('uses_per_customer', 'integer')
    .addColumn('times_used', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`times_used >= 0`),
    )
    .execute();
  await db.schema
    .createTable('sales_rule_customer_usage')
    .addColumn('rule_id', 'integer', (c) =>
      c.notNull().references('sales_rule.id').onDelete('cascade'),
    )
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sales_rule_customer_usage_pk', ['rule_id', 'customer_key'])
    .execute();

  await db.schema
    .createTable('gift_card_account')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('initial_balance', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('cart_gift_card')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('gift_card_id', 'integer', (c) => c.notNull().references('gift_card_account.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('cart_gift_card_pk', ['cart_id', 'gift_card_id'])
    .execute();

  await db.schema
    .createTable('tax_rate')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country_id', 'char(2)', (c) => c.notNull().references('country.id'))
    .addColumn('region_code', 'text')
    .addColumn('rate', 'integer', (c) => c.notNull().check(sql`rate >= 0`))
    .addColumn('label', 'text', (c) => c.notNull())
    .addUniqueConstraint('tax_rate_region_uq', ['country_id', 'region_code'])
    .execute();

  await sql`create sequence sales_order_number_seq start 100000001`.execute(db);
  await db.schema
    .createTable('sales_order')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('cart_id', 'integer', (c) => c.notNull().unique().references('cart.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.id'))
    .addColumn('customer_id', 'integer')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('subtotal_incl_tax', 'integer', (c) => c.notNull())
    .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_card_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grand_total', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('shipping_carrier_code', 'text')
    .addColumn('shipping_method_code', 'text')
    .addColumn('shipping_description', 'text')
    .addColumn('payment_method_code', 'text', (c) => c.notNull())
    .addColumn('payment_method_title', 'text', (c) => c.notNull())
    /** Non-sensitive payment facts only: brand, last 4, PO number. Never a card number or CVV. */
    .addColumn('payment_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('gift_message', 'jsonb')
    .addColumn('totals', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    /** Random token for guest order lookup (guestOrderByToken). */
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sales_order_customer_idx')
    .on('sales_order')
    .columns(['customer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('sales_order_item')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('sales_order.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer')
    .addColumn('variant_id', 'integer')
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('row_total', 'integer', (c) => c.notNull())
    .addColumn('tax_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createIndex('sales_order_item_order_idx')
    .on('sales_order_item')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('sales_order_address')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('sales_order.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sales_order_gift_card')
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('sales_order.id').onDelete('cascade'),
    )
    .addColumn('gift_card_id', 'integer', (c) => c.notNull().references('gift_card_account.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_order_gift_card_pk', ['order_id', 'gift_card_id'])
    .execute();

  // One-time card tokens from the gateway's tokenisation step. The sandbox keeps the outcome its
  // test number stands for, the brand and the last four digits: never the number or the CVV.
  await db.schema
    .createTable('payment_card_token')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'char(4)', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('sandbox_outcome', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('payment_transaction')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.id'))
    .addColumn('order_id', 'integer', (c) => c.references('sales_order.id'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('authorization', 'capture', 'void', 'refund')`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('approved', 'declined', 'error')`),
    )
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('parent_reference', 'text')
    .addColumn('code', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index payment_transaction_one_capture on payment_transaction (cart_id) where kind = 'capture' and status = 'approved'`.execute(
    db,
  );

  // Saved cards ("save my card information"), shown as customerPaymentTokens.
  await db.schema
    .createTable('vault_payment_token')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('public_hash', 'text', (c) => c.notNull().unique())
    .addColumn('payment_method_code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('gateway_token', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('vault_payment_token_customer_idx')
    .on('vault_payment_token')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'email_outbox',
    'vault_payment_token',
    'payment_transaction',
    'payment_card_token',
    'sales_order_gift_card',
    'sales_order_address',
    'sales_order_item',
    'sales_order',
    'tax_rate',
    'cart_gift_card',
    'gift_card_account',
    'sales_rule_customer_usage',
    'sales_rule',
    'cart_address',
    'cart_item',
    'cart',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await sql`drop sequence if exists sales_order_number_seq`.execute(db);
}
