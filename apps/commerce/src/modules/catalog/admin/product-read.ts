// A product as the console edits it, and as the audit trail records it before and after a change.
import type { Db } from '../../../db/index.js';
import type { ProductTypeId } from '../tables.js';
import { visibilityName, type VisibilityName } from './fields.js';

export interface AdminImage {
  id: number;
  file: string;
  label: string | null;
  position: number;
  disabled: boolean;
  roles: string[];
}

export interface AdminProduct {
  id: number;
  sku: string;
  typeId: ProductTypeId;
  parentId: number | null;
  name: string;
  urlKey: string;
  description: string | null;
  shortDescription: string | null;
  /** Cents. */
  price: number;
  specialPrice: number | null;
  /** ISO date-times. */
  specialFromDate: string | null;
  specialToDate: string | null;
  qty: number;
  inStock: boolean;
  status: 'ENABLED' | 'DISABLED';
  visibility: VisibilityName;
  categoryIds: number[];
  images: AdminImage[];
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export async function readImages(db: Db, productId: number): Promise<AdminImage[]> {
  const rows = await db
    .selectFrom('product_media')
    .select(['id', 'file', 'label', 'position', 'disabled', 'roles'])
    .where('product_id', '=', productId)
    .where('media_type', '=', 'image')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, roles: [...r.roles] }));
}

/** The product, its category ids and images; null when there is none. `forUpdate` locks its row. */
export async function readAdminProduct(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<AdminProduct | null> {
  let q = db.selectFrom('product').selectAll().where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const p = await q.executeTakeFirst();
  if (!p) return null;
  const [cats, images] = await Promise.all([
    db
      .selectFrom('product_category')
      .select('category_id')
      .where('product_id', '=', id)
      .orderBy('category_id')
      .execute(),
    readImages(db, id),
  ]);
  return {
    id: p.id,
    sku: p.sku,
    typeId: p.type_id,
    parentId: p.parent_id,
    name: p.name,
    urlKey: p.url_key,
    description: p.description,
    shortDescription: p.short_description,
    price: p.price,
    specialPrice: p.special_price,
    specialFromDate: iso(p.special_from_date),
    specialToDate: iso(p.special_to_date),
    qty: p.qty,
    inStock: p.is_in_stock,
    status: p.status === 1 ? 'ENABLED' : 'DISABLED',
    visibility: visibilityName(p.visibility),
    categoryIds: cats.map((c) => c.category_id),
    images,
  };
}
