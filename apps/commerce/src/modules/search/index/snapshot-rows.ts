// The catalogue rows a snapshot is made of (docs/decisions/0810): the listing products' columns,
// their category memberships and attribute options, the categories and the catalogue version;
// read by a full build (snapshot-build.ts) and by an incremental update (snapshot-apply.ts).
import { sql } from 'kysely';
import type { Db } from '../../../db/index.js';
import type { GiftCardSettings } from '../../catalog/tables.js';
import type { CategoryNode } from './snapshot.js';

export interface ProductLoadRow {
  id: number;
  parent_id: number | null;
  type_id: string;
  sku: string;
  name: string;
  url_key: string;
  status: number;
  visibility: number;
  price: number;
  special_price: number | null;
  special_from_date: Date | null;
  special_to_date: Date | null;
  archive: string | null;
  /** Gift card amounts and open-amount range; the price the index sorts and filters by. */
  giftcard: GiftCardSettings | null;
  short_description: string | null;
  description: string | null;
}

export interface LinkRows {
  memberships: { product_id: number; category_id: number; position: number }[];
  options: { product_id: number; option_id: number }[];
}

export async function readCatalogVersion(db: Db): Promise<number> {
  const r = await sql<{
    version: string | number;
  }>`select version from catalog_version where id = 1`.execute(db);
  return Number(r.rows[0]?.version ?? 0);
}

export const productColumns = (db: Db) =>
  db
    .selectFrom('product')
    .select([
      'id',
      'parent_id',
      'type_id',
      'sku',
      'name',
      'url_key',
      'status',
      'visibility',
      'price',
      'special_price',
      'special_from_date',
      'special_to_date',
      'short_description',
      'description',
      'giftcard',
    ])
    .select(sql<string | null>`attributes->>'archive'`.as('archive'));
export async function readCategories(db: Db): Promise<Map<number, CategoryNode>> {
  const rows = await db
    .selectFrom('category')
    .select([
      'id',
      'parent_id',
      'path',
      'level',
      'position',
      'name',
      'url_path',
      'is_active',
      'is_anchor',
    ])
    .orderBy('id')
    .execute();
  return new Map(
    rows.map((c) => [
      c.id,
      {
        id: c.id,
        parentId: c.parent_id,
        path: c.path,
        level: c.level,
        position: c.position,
        name: c.name,
        urlPath: c.url_path,
        isActive: c.is_active,
        isAnchor: c.is_anchor,
      },
    ]),
  );
}
/** The current rows of some listing products (and their variants and links). */
export interface ChangedRows extends LinkRows {
  /** Listing products among the changed ids (parent_id is null). */
  products: ProductLoadRow[];
  /** Variants of the changed ids. */
  variants: ProductLoadRow[];
}

export async function readChangedRows(db: Db, ids: readonly number[]): Promise<ChangedRows> {
  if (ids.length === 0) return { products: [], variants: [], memberships: [], options: [] };
  const list = [...ids];
  const rows = (await productColumns(db)
    .where((eb) => eb.or([eb('id', 'in', list), eb('parent_id', 'in', list)]))
    .orderBy('id')
    .execute()) as ProductLoadRow[];
  return {
    products: rows.filter((r) => r.parent_id === null && list.includes(r.id)),
    variants: rows.filter((r) => r.parent_id !== null),
    memberships: await db
      .selectFrom('product_category')
      .select(['product_id', 'category_id', 'position'])
      .where('product_id', 'in', list)
      .execute(),
    options: await db
      .selectFrom('product_attribute_option')
      .select(['product_id', 'option_id'])
      .where('product_id', 'in', list)
      .execute(),
  };
}
