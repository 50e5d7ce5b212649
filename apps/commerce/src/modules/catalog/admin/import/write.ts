// Writes an import plan in chunks inside the caller's transaction. Each chunk is a handful of
// set-based statements (jsonb_to_recordset), not a statement per row, so 10,000 rows move the
// catalogue version a few dozen times, not tens of thousands (docs/decisions/1434).
import { sql } from 'kysely';
import type { Db } from '../../../../db/index.js';
import type { CatalogRewrites } from '../deps.js';
import type { CategoryPaths } from './categories.js';
import type { PlannedRow } from './plan.js';

export const WRITE_CHUNK = 500;
// base_image is Magento's "image" role only (small_image and thumbnail are columns of their own
// there); a product without those roles shows its first image in listings (product-media.ts).
const BASE_ROLE = sql`array['image']`;

/** Creates the plan's new categories, parents first, with their URL rewrites. */
export async function createCategories(
  db: Db,
  paths: CategoryPaths,
  rewrites: CatalogRewrites,
  now: Date,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const c of paths.created.values()) {
    const parent = paths.existing(c.parentNamePath);
    const parentId = parent?.id ?? ids.get(c.parentNamePath.toLowerCase());
    const parentRow = await db
      .selectFrom('category')
      .select(['id', 'path', 'level'])
      .where('id', '=', parentId ?? 0)
      .executeTakeFirstOrThrow();
    const position = await db
      .selectFrom('category')
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.val(0)).as('n'))
      .where('parent_id', '=', parentRow.id)
      .executeTakeFirstOrThrow();
    const inserted = await db
      .insertInto('category')
      .values({
        parent_id: parentRow.id,
        path: `${parentRow.path}/0`,
        level: parentRow.level + 1,
        position: Number(position.n) + 1,
        name: c.name,
        url_key: c.urlKey,
        url_path: c.urlPath,
        is_active: true,
        include_in_menu: true,
        is_anchor: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('category')
      .set({ path: `${parentRow.path}/${inserted.id}` })
      .where('id', '=', inserted.id)
      .execute();
    await rewrites.categoryPathsChanged(db, [{ entityId: inserted.id, from: '', to: c.urlPath }]);
    ids.set(c.namePath.toLowerCase(), inserted.id);
  }
  return ids;
}

const has = (r: PlannedRow, k: keyof PlannedRow): boolean => r[k] !== undefined;

/** Inserts the chunk's new products; answers their ids by SKU. */
export async function insertProducts(
  db: Db,
  rows: PlannedRow[],
  now: Date,
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await db
    .insertInto('product')
    .values(
      rows.map((r) => ({
        sku: r.sku,
        type_id: r.type ?? 'simple',
        name: r.name ?? r.sku,
        url_key: r.newUrlKey as string,
        status: r.status ?? 1,
        visibility: r.visibility ?? 4,
        price: r.price ?? 0,
        special_price: r.specialPrice ?? null,
        special_from_date: r.specialFrom ?? null,
        special_to_date: r.specialTo ?? null,
        description: r.description ?? null,
        short_description: r.shortDescription ?? null,
        qty: r.qty ?? 0,
        is_in_stock: r.inStock ?? (r.qty ?? 0) > 0,
        min_sale_qty: 1,
        max_sale_qty: 10_000,
        gift_message_available: true,
        attributes: JSON.stringify({}),
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'sku'])
    .execute();
  return new Map(inserted.map((i) => [i.sku, i.id]));
}

/** Updates the chunk's existing products: only the columns each row gives. */
export async function updateProducts(db: Db, rows: PlannedRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const data = rows.map((r) => ({
    id: r.id,
    f: [
      has(r, 'name') && 'name',
      has(r, 'description') && 'description',
      has(r, 'shortDescription') && 'short_description',
      has(r, 'price') && 'price',
      has(r, 'specialPrice') && 'special_price',
      has(r, 'specialFrom') && 'special_from_date',
      has(r, 'specialTo') && 'special_to_date',
      has(r, 'qty') && 'qty',
      has(r, 'inStock') && 'is_in_stock',
      has(r, 'status') && 'status',
      has(r, 'visibility') && 'visibility',
      r.newUrlKey !== undefined && 'url_key',
    ].filter((c): c is string => c !== false),
    name: r.name,
    description: r.description,
    short_description: r.shortDescription,
    price: r.price,
    special_price: r.specialPrice,
    special_from_date: r.specialFrom?.toISOString() ?? null,
    special_to_date: r.specialTo?.toISOString() ?? null,
    qty: r.qty,
    is_in_stock: r.inStock,
    status: r.status,
    visibility: r.visibility,
    url_key: r.newUrlKey,
  }));
  const col = (c: string) =>
    sql`case when ${c} = any(v.f) then v.${sql.ref(c)} else p.${sql.ref(c)} end`;
  const cols = [
    'name',
    'description',
    'short_description',
    'price',
    'special_price',
    'special_from_date',
    'special_to_date',
    'qty',
    'is_in_stock',
    'status',
    'visibility',
    'url_key',
  ];
  await sql`update product p set ${sql.join(
    cols.map((c) => sql`${sql.ref(c)} = ${col(c)}`),
  )}, updated_at = ${now}
    from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as v(id int, f text[], name text,
      description text, short_description text, price int, special_price int,
      special_from_date timestamptz, special_to_date timestamptz, qty int, is_in_stock boolean,
      status int, visibility int, url_key text)
    where p.id = v.id and cardinality(v.f) > 0`.execute(db);
}

/** Replaces the categories of the rows that name some (new assignments go last in their category). */
export async function assignCategories(
  db: Db,
  rows: { id: number; categoryIds: number[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  const data = JSON.stringify(rows.map((r) => ({ id: r.id, c: [...new Set(r.categoryIds)] })));
  await sql`delete from product_category pc
    using jsonb_to_recordset(${data}::jsonb) as v(id int, c int[])
    where pc.product_id = v.id and not (pc.category_id = any(v.c))`.execute(db);
  await sql`insert into product_category (product_id, category_id, position)
    select v.id, cat, coalesce((select max(x.position) from product_category x where x.category_id = cat), 0) + 1
    from jsonb_to_recordset(${data}::jsonb) as v(id int, c int[]), unnest(v.c) as cat
    on conflict (product_id, category_id) do nothing`.execute(db);
}

/** Makes each row's base_image the product's base image (adding it when new), with its label. */
export async function setBaseImages(
  db: Db,
  rows: { id: number; file: string | null; label: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const data = JSON.stringify(rows);
  const v = sql`jsonb_to_recordset(${data}::jsonb) as v(id int, file text, label text)`;
  await sql`insert into product_media (product_id, position, media_type, file, label, disabled, roles)
    select v.id, coalesce((select max(m.position) from product_media m where m.product_id = v.id), 0) + 1,
      'image', v.file, v.label, false, '[]'::jsonb
    from ${v}
    where v.file is not null
      and not exists (select 1 from product_media m where m.product_id = v.id and m.file = v.file)`.execute(
    db,
  );
  const roles = sql`case when m.file = v.file
      then case when m.roles @> to_jsonb(${BASE_ROLE}) then m.roles else m.roles || to_jsonb(${BASE_ROLE}) end
      else m.roles - ${BASE_ROLE} end`;
  // Only rows whose roles or label change are written, so a file imported again changes nothing.
  await sql`update product_media m set roles = ${roles}
    from ${v}
    where m.product_id = v.id and v.file is not null and m.media_type = 'image'
      and m.roles is distinct from ${roles}`.execute(db);
  await sql`update product_media m set label = v.label
    from ${v}
    where m.product_id = v.id and v.label is not null and m.label is distinct from v.label
      and (m.file = v.file or (v.file is null and m.roles @> '["image"]'::jsonb))`.execute(db);
}
