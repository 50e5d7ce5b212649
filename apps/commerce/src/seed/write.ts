// Writes a catalogue plan. Ids are taken from the tables' own sequences up front (one round trip
// per table), so rows can reference each other before they are inserted and inserts can be
// batched; concurrent writers still get distinct ids.
import { sql, type InsertObject } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database } from '../db/types.js';
import { swatchImagePath } from '../modules/media/paths.js';
import { ATTRIBUTES } from './data/attributes.js';
import type { CatalogPlan, CategoryPlan, LinkPlan, ProductPlan, RedirectPlan } from './plan.js';

type Table = keyof Database & string;

export const BATCH_SIZE = 500;

export async function insertBatched<T extends Table>(
  db: Db,
  table: T,
  rows: InsertObject<Database, T>[],
  size = BATCH_SIZE,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/** `count` fresh ids from the serial sequence of `table`, ascending. */
export async function allocateIds(db: Db, table: Table, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{
    id: number;
  }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`.execute(
    db,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

export interface AttributeIndex {
  /** attribute code → id */
  ids: Map<string, number>;
  /** `${code}\u0000${label}` → option id */
  options: Map<string, number>;
}

const optionKey = (code: string, label: string) => `${code}\u0000${label}`;

/** Inserts the demo attributes and their options; codes that already exist are left as they are. */
export async function writeAttributes(db: Db): Promise<AttributeIndex> {
  const existing = new Set(
    (await db.selectFrom('attribute').select('code').execute()).map((r) => r.code),
  );
  const missing = ATTRIBUTES.filter((a) => !existing.has(a.code));
  const ids = await allocateIds(db, 'attribute', missing.length);
  const index: AttributeIndex = { ids: new Map(), options: new Map() };
  await insertBatched(
    db,
    'attribute',
    missing.map((a, i) => {
      index.ids.set(a.code, ids[i] as number);
      return {
        id: ids[i] as number,
        code: a.code,
        label: a.label,
        frontend_input: a.input,
        is_filterable: a.filterable ?? false,
        is_searchable: a.searchable ?? false,
        is_comparable: a.comparable ?? false,
        used_for_sort_by: a.sortable ?? false,
        is_visible_on_front: a.visibleOnFront ?? true,
        position: a.position,
        collapsed: a.collapsed ?? false,
      };
    }),
  );
  const options = missing.flatMap((a) =>
    (a.options ?? []).map((o, position) => ({ a, o, position })),
  );
  const optionIds = await allocateIds(db, 'attribute_option', options.length);
  await insertBatched(
    db,
    'attribute_option',
    options.map(({ a, o, position }, i) => {
      const swatch = o.hex
        ? o.imageSwatch
          ? { swatch_type: 'image' as const, swatch_value: swatchImagePath(o.hex) }
          : { swatch_type: 'color' as const, swatch_value: o.hex }
        : { swatch_type: null, swatch_value: null };
      return {
        id: optionIds[i] as number,
        attribute_id: index.ids.get(a.code) as number,
        label: o.label,
        position,
        ...swatch,
      };
    }),
  );
  return existing.size === 0
    ? loadAttributeIndexFrom(index, missing, optionIds)
    : loadAttributeIndex(db);
}

function loadAttributeIndexFrom(
  index: AttributeIndex,
  defs: typeof ATTRIBUTES,
  optionIds: number[],
): AttributeIndex {
  let i = 0;
  for (const a of defs)
    for (const o of a.options ?? [])
      index.options.set(optionKey(a.code, o.label), optionIds[i++] as number);
  return index;
}

export async function loadAttributeIndex(db: Db): Promise<AttributeIndex> {
  const rows = await db
    .selectFrom('attribute')
    .leftJoin('attribute_option', 'attribute_option.attribute_id', 'attribute.id')
    .select([
      'attribute.id as attributeId',
      'attribute.code',
      'attribute_option.id as optionId',
      'attribute_option.label',
    ])
    .execute();
  const index: AttributeIndex = { ids: new Map(), options: new Map() };
  for (const r of rows) {
    index.ids.set(r.code, r.attributeId);
    if (r.optionId !== null && r.label !== null)
      index.options.set(optionKey(r.code, r.label), r.optionId);
  }
  return index;
}

/** Inserts categories (parents listed before children); returns url_path → id. */
export async function writeCategories(
  db: Db,
  plans: CategoryPlan[],
  createdAt: Date,
): Promise<Map<string, number>> {
  const ids = await allocateIds(db, 'category', plans.length);
  const byPath = new Map<string, { id: number; path: string }>();
  const rows = plans.map((c, i) => {
    const id = ids[i] as number;
    const parent = c.parentPath === null ? { id: 2, path: '1/2' } : byPath.get(c.parentPath);
    if (!parent) throw new Error(`Category ${c.urlPath} listed before its parent`);
    const path = `${parent.path}/${id}`;
    byPath.set(c.urlPath, { id, path });
    return {
      id,
      parent_id: parent.id,
      path,
      level: c.level,
      position: c.position,
      name: c.name,
      url_key: c.urlKey,
      url_path: c.urlPath,
      include_in_menu: c.includeInMenu,
      is_active: c.isActive,
      is_anchor: c.isAnchor,
      description: c.description,
      image: c.image,
      thumbnail: c.thumbnail,
      image_text_hover: c.imageTextHover,
      meta_title: c.metaTitle,
      meta_keywords: c.metaKeywords,
      meta_description: c.metaDescription,
      pwa_layout: c.pwaLayout,
      display_mode: c.displayMode,
      default_sort_by: c.defaultSortBy,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await insertBatched(db, 'category', rows);
  return new Map([...byPath].map(([k, v]) => [k, v.id]));
}

export async function loadCategoryIndex(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('category')
    .select(['id', 'url_path'])
    .where('level', '>=', 2)
    .execute();
  return new Map(rows.map((r) => [r.url_path, r.id]));
}

export interface WriteContext {
  attributes: AttributeIndex;
  categories: Map<string, number>;
}

/** Inserts products and everything hanging off them; returns sku → id. Parents must precede variants. */
export async function writeProducts(
  db: Db,
  products: ProductPlan[],
  ctx: WriteContext,
): Promise<Map<string, number>> {
  const ids = await allocateIds(db, 'product', products.length);
  const skuIds = new Map<string, number>();
  products.forEach((p, i) => skuIds.set(p.sku, ids[i] as number));
  const idOf = (sku: string) => {
    const id = skuIds.get(sku);
    if (id === undefined) throw new Error(`Unknown SKU ${sku}`);
    return id;
  };
  await insertBatched(
    db,
    'product',
    products.map((p) => ({
      id: idOf(p.sku),
      sku: p.sku,
      type_id: p.typeId,
      parent_id: p.parentSku === null ? null : idOf(p.parentSku),
      name: p.name,
      url_key: p.urlKey,
      status: p.status,
      visibility: p.visibility,
      price: p.price,
      special_price: p.specialPrice,
      special_from_date: p.specialFrom,
      special_to_date: p.specialTo,
      new_from_date: p.newFrom,
      new_to_date: p.newTo,
      description: p.description,
      short_description: p.shortDescription,
      meta_title: p.metaTitle,
      meta_keyword: p.metaKeyword,
      meta_description: p.metaDescription,
      weight: p.weight,
      qty: p.qty,
      is_in_stock: p.inStock,
      min_sale_qty: p.minSaleQty,
      max_sale_qty: p.maxSaleQty,
      gift_message_available: true,
      attributes: JSON.stringify(p.attributes),
      giftcard: p.giftcard === null ? null : JSON.stringify(p.giftcard),
      created_at: p.createdAt,
      updated_at: p.createdAt,
    })),
  );

  await insertBatched(
    db,
    'product_category',
    products.flatMap((p) =>
      p.categories.map((c) => {
        const categoryId = ctx.categories.get(c.urlPath);
        if (categoryId === undefined) throw new Error(`Unknown category ${c.urlPath}`);
        return { product_id: idOf(p.sku), category_id: categoryId, position: c.position };
      }),
    ),
  );

  const valueRows = new Map<
    string,
    { product_id: number; attribute_id: number; option_id: number }
  >();
  for (const p of products) {
    for (const v of p.values) {
      const attributeId = ctx.attributes.ids.get(v.code);
      const optionId = ctx.attributes.options.get(optionKey(v.code, v.label));
      if (attributeId === undefined || optionId === undefined)
        throw new Error(`Unknown value ${v.code}=${v.label} on ${p.sku}`);
      const row = { product_id: idOf(p.sku), attribute_id: attributeId, option_id: optionId };
      valueRows.set(`${row.product_id}/${optionId}`, row);
    }
  }
  await insertBatched(db, 'product_attribute_option', [...valueRows.values()]);

  await insertBatched(
    db,
    'configurable_attribute',
    products.flatMap((p) =>
      p.configurable.map((c) => ({
        product_id: idOf(p.sku),
        attribute_id: ctx.attributes.ids.get(c.code) as number,
        position: c.position,
        label: c.label,
      })),
    ),
  );

  await insertBatched(
    db,
    'product_media',
    products.flatMap((p) =>
      p.media.map((m, position) => ({
        product_id: idOf(p.sku),
        position: position + 1,
        media_type: m.mediaType,
        file: m.file,
        label: m.label,
        disabled: m.disabled,
        roles: JSON.stringify(m.roles),
        video_provider: m.video?.provider ?? null,
        video_url: m.video?.url ?? null,
        video_title: m.video?.title ?? null,
        video_description: m.video?.description ?? null,
        video_metadata: null,
      })),
    ),
  );

  const options = products.flatMap((p) => p.options.map((o, i) => ({ p, o, sortOrder: i + 1 })));
  const optionIds = await allocateIds(db, 'custom_option', options.length);
  await insertBatched(
    db,
    'custom_option',
    options.map(({ p, o, sortOrder }, i) => ({
      id: optionIds[i] as number,
      product_id: idOf(p.sku),
      type: o.type,
      title: o.title,
      is_required: o.isRequired,
      sort_order: sortOrder,
      price_amount: o.priceAmount,
      price_type: o.priceType,
      sku: o.sku,
      max_characters: o.maxCharacters,
    })),
  );
  await insertBatched(
    db,
    'custom_option_value',
    options.flatMap(({ o }, i) =>
      o.values.map((v, k) => ({
        option_id: optionIds[i] as number,
        title: v.title,
        price_amount: v.priceAmount,
        price_type: v.priceType,
        sku: v.sku,
        sort_order: k + 1,
      })),
    ),
  );

  await insertBatched(
    db,
    'url_rewrite',
    products
      .filter((p) => p.parentSku === null && p.visibility > 1)
      .map((p) => ({
        request_path: `${p.urlKey}.html`,
        entity_type: 'product' as const,
        entity_id: idOf(p.sku),
        target_path: `${p.urlKey}.html`,
        redirect_type: 0,
      })),
  );
  return skuIds;
}

export async function writeLinks(
  db: Db,
  links: LinkPlan[],
  skuIds: Map<string, number>,
): Promise<void> {
  await insertBatched(
    db,
    'product_link',
    links.map((l) => ({
      product_id: skuIds.get(l.from) as number,
      linked_product_id: skuIds.get(l.to) as number,
      link_type: l.type,
      position: l.position,
      qty: l.qty ?? null,
    })),
  );
}

export async function writeCategoryRewrites(
  db: Db,
  categories: CategoryPlan[],
  ids: Map<string, number>,
): Promise<void> {
  await insertBatched(
    db,
    'url_rewrite',
    categories.map((c) => ({
      request_path: c.urlPath,
      entity_type: 'category' as const,
      entity_id: ids.get(c.urlPath) as number,
      target_path: c.urlPath,
      redirect_type: 0,
    })),
  );
}

export async function writeRedirects(
  db: Db,
  redirects: RedirectPlan[],
  plan: CatalogPlan,
  skuIds: Map<string, number>,
  categoryIds: Map<string, number>,
): Promise<void> {
  await insertBatched(
    db,
    'url_rewrite',
    redirects.map((r) => {
      if (r.entityType === 'product') {
        const product = plan.products.find((p) => p.sku === r.target);
        if (!product) throw new Error(`Redirect to unknown SKU ${r.target}`);
        return {
          request_path: r.requestPath,
          entity_type: 'product' as const,
          entity_id: skuIds.get(r.target) as number,
          target_path: `${product.urlKey}.html`,
          redirect_type: 301,
        };
      }
      return {
        request_path: r.requestPath,
        entity_type: 'category' as const,
        entity_id: categoryIds.get(r.target) as number,
        target_path: r.target,
        redirect_type: 301,
      };
    }),
  );
}
