// Table types this module owns (Kysely): wish lists.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { ColumnType, Generated } from 'kysely';
import type { UpdatedAt, Json } from '../../db/column-types.js';

export interface WishlistTable {
  id: Generated<number>;
  customer_id: number;
  sharing_code: string;
  /** "Wish List" for the default list; up to 255 characters. */
  name: Generated<string>;
  visibility: Generated<'PUBLIC' | 'PRIVATE'>;
  /** The customer's first list, created on first use; unique per customer, never deleted. */
  is_default: Generated<boolean>;
  updated_at: UpdatedAt;
}

export interface WishlistItemOptions {
  selected_options?: string[];
  entered_options?: { uid: string; value: string }[];
}

export interface WishlistItemTable {
  id: Generated<number>;
  wishlist_id: number;
  /** The product added; for a configurable, the chosen variant (parent in parent_product_id). */
  product_id: number;
  parent_product_id: number | null;
  quantity: number;
  description: string | null;
  options: Json<WishlistItemOptions>;
  added_at: ColumnType<Date, Date | string, never>;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface WishlistTables {
  wishlist: WishlistTable;
  wishlist_item: WishlistItemTable;
}
