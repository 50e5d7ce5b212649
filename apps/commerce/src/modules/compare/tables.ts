// Table types this module owns (Kysely): product comparison lists.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/column-types.js';

/** A product comparison list: a guest's (customer_id null) or one customer's (docs/decisions/1110). */
export interface CompareListTable {
  id: Generated<number>;
  /** 32 random characters over [A-Za-z0-9]: the only way to reach a guest's list. */
  uid: string;
  customer_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CompareListItemTable {
  id: Generated<number>;
  list_id: number;
  product_id: number;
  added_at: ColumnType<Date, Date | string, never>;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface CompareTables {
  compare_list: CompareListTable;
  compare_list_item: CompareListItemTable;
}
