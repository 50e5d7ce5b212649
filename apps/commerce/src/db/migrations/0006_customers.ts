import { sql, type Kysely } from 'kysely';

// Customer accounts (docs/decisions/0700-customer-accounts-and-tokens.md): groups, customers with their
// sign-in throttling state, hashed bearer tokens, and per-client-address sign-in counters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_group')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  // Magento's built-in groups; registration puts new customers in 1 (General), so these exist
  // whether or not the demo catalogue is seeded. The demo seed adds the trade groups.
  await db
    .insertInto('customer_group')
    .values([
      { id: 0, name: 'NOT LOGGED IN' },
      { id: 1, name: 'General' },
      { id: 2, name: 'Wholesale' },
      { id: 3, name: 'Retailer' },
    ])
    .execute();

  await db.schema
    .createTable('customer')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Stored lower-cased and trimmed: one account per address however it is typed.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('middlename', 'text')
    .addColumn('prefix', 'text')
    .addColumn('suffix', 'text')
    .addColumn('gender', 'integer')
    .addColumn('taxvat', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().defaultTo(1).references('customer_group.id'),
    )
    .addColumn('store_id', 'integer', (c) => c.notNull().references('store.id'))
    // argon2id PHC string; null for an account created without a password (it cannot sign in).
    .addColumn('password_hash', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    // Sign-in throttling as Magento keeps it on the customer: failures in the current window,
    // when the window began, and until when the account is locked.
    .addColumn('failures_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_failure', 'timestamptz')
    .addColumn('lock_expires', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('customer_token')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customer.id').onDelete('cascade'),
    )
    // sha-256 (hex) of the bearer token; the token itself is never stored.
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('customer_token_customer_idx')
    .on('customer_token')
    .columns(['customer_id', 'expires_at'])
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('client_address', 'text', (c) => c.primaryKey())
    .addColumn('failures_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_failure', 'timestamptz')
    .addColumn('lock_expires', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttle').execute();
  await db.schema.dropTable('customer_token').execute();
  await db.schema.dropTable('customer').execute();
  await db.schema.dropTable('customer_group').execute();
}
