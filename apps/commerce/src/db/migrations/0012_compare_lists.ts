import { sql, type Kysely } from 'kysely';

// Product comparison (docs/decisions/1110): compare lists reachable by a 32-character random uid,
// a guest's (customer_id null) or one customer's (at most one per customer), and their products
// in the order they were added (one row per product).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('compare_list')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uid', 'char(32)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) =>
      c.unique().references('customer.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('compare_list_item')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('list_id', 'integer', (c) =>
      c.notNull().references('compare_list.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('compare_list_item_list_product_key', ['list_id', 'product_id'])
    .execute();
  // Guest lists nobody has touched for a long time are removed by age (compare_list_updated_idx).
  await db.schema
    .createIndex('compare_list_updated_idx')
    .on('compare_list')
    .column('updated_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('compare_list_item').execute();
  await db.schema.dropTable('compare_list').execute();
}
