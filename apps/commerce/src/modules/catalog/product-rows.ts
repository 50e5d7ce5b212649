// The product and media row shapes that the product reads (product.service.ts) and the
// per-catalogue-version page reads (page-read.ts) share.
import type { Selectable } from 'kysely';
import type { Product, ProductMediaTable } from './tables.js';

export type ProductRow = Omit<Product, 'search_vector'>;

export const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'type_id',
  'parent_id',
  'name',
  'url_key',
  'status',
  'visibility',
  'price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'new_from_date',
  'new_to_date',
  'description',
  'short_description',
  'meta_title',
  'meta_keyword',
  'meta_description',
  'weight',
  'qty',
  'is_in_stock',
  'min_sale_qty',
  'max_sale_qty',
  'gift_message_available',
  'attributes',
  'giftcard',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProductRow)[];

/** A product_media row as it is read (roles parsed). */
export type MediaRow = Selectable<ProductMediaTable>;
