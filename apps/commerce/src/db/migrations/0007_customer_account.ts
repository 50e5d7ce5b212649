import { sql, type Kysely } from 'kysely';

// The rest of customer accounts (docs/decisions/0701-customer-account-data.md): confirmation and
// password-reset secrets, the address book with its defaults, wish lists, and newsletter
// subscriptions. Saved cards use vault_payment_token (0003).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customer')
    // True while an account created with create_account_confirmation on awaits its e-mail link.
    .addColumn('confirmation_required', 'boolean', (c) => c.notNull().defaultTo(false))
    // Address ids (customer_address.id) of the defaults; kept here, as Magento keeps them.
    .addColumn('default_billing', 'integer')
    .addColumn('default_shipping', 'integer')
    .execute();

  // Single-use secrets sent by e-mail: account confirmation and password reset. Only the sha-256
  // of the secret is stored; a row is spent by setting used_at.
  await db.schema
    .createTable('customer_secret')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customer.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('confirm', 'reset')`))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('customer_secret_customer_idx')
    .on('customer_secret')
    .columns(['customer_id', 'kind'])
    .execute();

  await db.schema
    .createTable('customer_address')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customer.id').onDelete('cascade'),
    )
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('middlename', 'text')
    .addColumn('prefix', 'text')
    .addColumn('suffix', 'text')
    .addColumn('company', 'text')
    // JSON array of one or two lines.
    .addColumn('street', 'jsonb', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('region_code', 'text')
    .addColumn('region_id', 'integer')
    .addColumn('postcode', 'text')
    .addColumn('country_code', 'char(2)', (c) => c.notNull())
    .addColumn('telephone', 'text', (c) => c.notNull())
    .addColumn('fax', 'text')
    .addColumn('vat_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('customer_address_customer_idx')
    .on('customer_address')
    .column('customer_id')
    .execute();

  // Magento Open Source: one wish list per customer, created on first use.
  await db.schema
    .createTable('wishlist')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().unique().references('customer.id').onDelete('cascade'),
    )
    .addColumn('sharing_code', 'char(32)', (c) => c.notNull().unique())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('wishlist_item')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('wishlist_id', 'integer', (c) =>
      c.notNull().references('wishlist.id').onDelete('cascade'),
    )
    // The product added: the variant for a configurable, with its parent in parent_product_id.
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('parent_product_id', 'integer', (c) =>
      c.references('product.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('description', 'text')
    // Chosen options as sent: { selected_options: string[], entered_options: {uid, value}[] }.
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wishlist_item_wishlist_idx')
    .on('wishlist_item')
    .column('wishlist_id')
    .execute();

  await db.schema
    .createTable('newsletter_subscriber')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Lower-cased and trimmed, as customer.email.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.id'))
    // Magento's SubscriptionStatusesEnum: SUBSCRIBED, NOT_ACTIVE, UNSUBSCRIBED, UNCONFIRMED.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('newsletter_subscriber_customer_idx')
    .on('newsletter_subscriber')
    .column('customer_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriber').execute();
  await db.schema.dropTable('wishlist_item').execute();
  await db.schema.dropTable('wishlist').execute();
  await db.schema.dropTable('customer_address').execute();
  await db.schema.dropTable('customer_secret').execute();
  await db.schema
    .alterTable('customer')
    .dropColumn('default_shipping')
    .dropColumn('default_billing')
    .dropColumn('confirmation_required')
    .execute();
}
