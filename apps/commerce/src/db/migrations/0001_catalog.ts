import { sql, type Kysely } from 'kysely';

// Catalogue, stores and directory. Runs unchanged on PGlite and PostgreSQL.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('store')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('website_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('website_code', 'text', (c) => c.notNull().defaultTo('base'))
    .addColumn('website_name', 'text', (c) => c.notNull().defaultTo('Main Website'))
    .addColumn('group_code', 'text', (c) => c.notNull().defaultTo('main_website_store'))
    .addColumn('group_name', 'text', (c) => c.notNull().defaultTo('Main Website Store'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('root_category_id', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();

  await db.schema
    .createTable('category')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('category.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull())
    .addColumn('url_path', 'text', (c) => c.notNull())
    .addColumn('include_in_menu', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_anchor', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('thumbnail', 'text')
    .addColumn('image_text_hover', 'text')
    .addColumn('meta_title', 'text')
    .addColumn('meta_keywords', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('pwa_layout', 'text')
    .addColumn('display_mode', 'text')
    .addColumn('default_sort_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('category_parent_idx').on('category').column('parent_id').execute();
  await sql`create unique index category_url_path_idx on category (url_path) where level >= 2`.execute(
    db,
  );

  await db.schema
    .createTable('attribute')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('frontend_input', 'text', (c) => c.notNull())
    .addColumn('is_filterable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_searchable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_comparable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('used_for_sort_by', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_visible_on_front', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collapsed', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('attribute_option')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('attribute_id', 'integer', (c) =>
      c.notNull().references('attribute.id').onDelete('cascade'),
    )
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('swatch_type', 'text')
    .addColumn('swatch_value', 'text')
    .execute();
  await db.schema
    .createIndex('attribute_option_attr_idx')
    .on('attribute_option')
    .column('attribute_id')
    .execute();

  await db.schema
    .createTable('product')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('type_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('product.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visibility', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('special_price', 'integer', (c) => c.check(sql`special_price >= 0`))
    .addColumn('special_from_date', 'timestamptz')
    .addColumn('special_to_date', 'timestamptz')
    .addColumn('new_from_date', 'timestamptz')
    .addColumn('new_to_date', 'timestamptz')
    .addColumn('description', 'text')
    .addColumn('short_description', 'text')
    .addColumn('meta_title', 'text')
    .addColumn('meta_keyword', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('weight', 'double precision')
    .addColumn('qty', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`qty >= 0`),
    )
    .addColumn('is_in_stock', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('min_sale_qty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_sale_qty', 'integer', (c) => c.notNull().defaultTo(10000))
    .addColumn('gift_message_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('giftcard', 'jsonb')
    .addColumn('search_vector', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('simple', coalesce(sku, '')), 'A') || setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(short_description, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
        )
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('product_parent_idx').on('product').column('parent_id').execute();
  await db.schema.createIndex('product_price_idx').on('product').column('price').execute();
  await db.schema
    .createIndex('product_search_idx')
    .on('product')
    .using('gin')
    .column('search_vector')
    .execute();
  await sql`create index product_name_trgm_idx on product using gin (name gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('product_category')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('category.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_category_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('product_category_cat_idx')
    .on('product_category')
    .columns(['category_id', 'position'])
    .execute();

  await db.schema
    .createTable('product_attribute_option')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('attribute_id', 'integer', (c) =>
      c.notNull().references('attribute.id').onDelete('cascade'),
    )
    .addColumn('option_id', 'integer', (c) =>
      c.notNull().references('attribute_option.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('product_attribute_option_pk', [
      'product_id',
      'attribute_id',
      'option_id',
    ])
    .execute();
  await db.schema
    .createIndex('product_attribute_option_opt_idx')
    .on('product_attribute_option')
    .columns(['attribute_id', 'option_id'])
    .execute();

  await db.schema
    .createTable('configurable_attribute')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attribute.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('label', 'text')
    .addUniqueConstraint('configurable_attribute_uq', ['product_id', 'attribute_id'])
    .execute();

  await db.schema
    .createTable('product_media')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('media_type', 'text', (c) => c.notNull().defaultTo('image'))
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('video_provider', 'text')
    .addColumn('video_url', 'text')
    .addColumn('video_title', 'text')
    .addColumn('video_description', 'text')
    .addColumn('video_metadata', 'text')
    .execute();
  await db.schema
    .createIndex('product_media_product_idx')
    .on('product_media')
    .columns(['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('custom_option')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_amount', 'integer')
    .addColumn('price_type', 'text')
    .addColumn('sku', 'text')
    .addColumn('max_characters', 'integer')
    .execute();
  await db.schema
    .createIndex('custom_option_product_idx')
    .on('custom_option')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('custom_option_value')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('option_id', 'integer', (c) =>
      c.notNull().references('custom_option.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_type', 'text', (c) => c.notNull().defaultTo('FIXED'))
    .addColumn('sku', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('custom_option_value_option_idx')
    .on('custom_option_value')
    .column('option_id')
    .execute();

  await db.schema
    .createTable('product_link')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('linked_product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('link_type', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_link_pk', ['product_id', 'linked_product_id', 'link_type'])
    .execute();

  await db.schema
    .createTable('url_rewrite')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('request_path', 'text', (c) => c.notNull().unique())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('target_path', 'text', (c) => c.notNull())
    .addColumn('redirect_type', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('url_rewrite_entity_idx')
    .on('url_rewrite')
    .columns(['entity_type', 'entity_id'])
    .execute();

  await db.schema
    .createTable('country')
    .addColumn('id', 'char(2)', (c) => c.primaryKey())
    .addColumn('iso3', 'char(3)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('region')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country_id', 'char(2)', (c) => c.notNull().references('country.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('region_country_code_uq', ['country_id', 'code'])
    .execute();

  // The two store views exist on every database, seeded or not; their config lives in modules/store.
  await db
    .insertInto('store')
    .values([
      { code: 'charter_hospitality', name: 'Hospitality', sort_order: 0, is_default: true },
      { code: 'charter_seniorliving', name: 'Senior Living', sort_order: 1, is_default: false },
    ])
    .execute();
  // Root catalog (id 1, level 0) and the store root (id 2, level 1); top-level categories are level 2.
  await db
    .insertInto('category')
    .values([
      {
        id: 1,
        parent_id: null,
        path: '1',
        level: 0,
        position: 0,
        name: 'Root Catalog',
        url_key: 'root-catalog',
        url_path: '',
        include_in_menu: false,
      },
      {
        id: 2,
        parent_id: 1,
        path: '1/2',
        level: 1,
        position: 0,
        name: 'Default Category',
        url_key: 'default-category',
        url_path: '',
        include_in_menu: false,
      },
    ])
    .execute();
  await sql`select setval(pg_get_serial_sequence('category', 'id'), 2)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'region',
    'country',
    'url_rewrite',
    'product_link',
    'custom_option_value',
    'custom_option',
    'product_media',
    'configurable_attribute',
    'product_attribute_option',
    'product_category',
    'product',
    'attribute_option',
    'attribute',
    'category',
    'store',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
