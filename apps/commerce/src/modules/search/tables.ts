// Table types this module owns (Kysely): search terms.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { ColumnType, Generated } from 'kysely';

/** A search term of one store view (Magento's search_query). */
export interface SearchQueryTable {
  query_id: Generated<number>;
  query_text: string;
  num_results: ColumnType<number, number | undefined, number>;
  popularity: ColumnType<number, number | undefined, number>;
  redirect: string | null;
  store_id: number;
  display_in_terms: ColumnType<boolean, boolean | undefined, boolean>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  is_processed: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface SearchTables {
  search_query: SearchQueryTable;
}
