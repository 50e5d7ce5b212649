import { sql, type Kysely } from 'kysely';

// Product reviews (docs/decisions/1100-product-reviews.md): rating criteria and their options
// (Quality, Value, Price, 1–5 each, as Magento installs them), reviews with their votes, and one
// summary row per product kept up to date on moderation, so listings read counts in one query.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rating')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable('rating_option')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rating_id', 'integer', (c) =>
      c.notNull().references('rating.id').onDelete('cascade'),
    )
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('rating_option_value_uq', ['rating_id', 'value'])
    .execute();

  await db.schema
    .createTable('review')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('moderated_at', 'timestamptz')
    .execute();
  // A product's approved reviews, newest first; a customer's reviews; the moderation queue.
  await db.schema
    .createIndex('review_product_idx')
    .on('review')
    .columns(['product_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('review_customer_idx')
    .on('review')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('review_status_idx').on('review').columns(['status', 'id']).execute();

  await db.schema
    .createTable('review_vote')
    .addColumn('review_id', 'integer', (c) =>
      c.notNull().references('review.id').onDelete('cascade'),
    )
    .addColumn('rating_id', 'integer', (c) =>
      c.notNull().references('rating.id').onDelete('cascade'),
    )
    .addColumn('option_id', 'integer', (c) =>
      c.notNull().references('rating_option.id').onDelete('cascade'),
    )
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_vote_pk', ['review_id', 'rating_id'])
    .execute();

  // Approved reviews only: count, and the average of every approved review's rating percentage.
  await db.schema
    .createTable('review_summary')
    .addColumn('product_id', 'integer', (c) =>
      c.primaryKey().references('product.id').onDelete('cascade'),
    )
    .addColumn('reviews_count', 'integer', (c) => c.notNull())
    .addColumn('rating_summary', 'real', (c) => c.notNull())
    .execute();

  const ratings = [
    { code: 'Quality', position: 1 },
    { code: 'Value', position: 2 },
    { code: 'Price', position: 3 },
  ];
  for (const r of ratings) {
    const row = await db.insertInto('rating').values(r).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('rating_option')
      .values([1, 2, 3, 4, 5].map((value) => ({ rating_id: row.id, value, position: value })))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_summary').execute();
  await db.schema.dropTable('review_vote').execute();
  await db.schema.dropTable('review').execute();
  await db.schema.dropTable('rating_option').execute();
  await db.schema.dropTable('rating').execute();
}
