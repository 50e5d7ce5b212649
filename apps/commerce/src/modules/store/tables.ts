// Table types this module owns (Kysely): store views and the directory (countries, regions).
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { Generated, Selectable } from 'kysely';
import type { Json } from '../../db/column-types.js';

export interface StoreTable {
  id: Generated<number>;
  code: string;
  name: string;
  website_id: number;
  website_code: string;
  website_name: string;
  group_code: string;
  group_name: string;
  sort_order: number;
  is_default: boolean;
  is_active: boolean;
  root_category_id: number;
  /** Per-store overrides of StoreConfig fields (see modules/store). */
  config: Json<Record<string, unknown>>;
}

export interface CountryTable {
  id: string;
  iso3: string;
  name: string;
}

export interface RegionTable {
  id: Generated<number>;
  country_id: string;
  code: string;
  name: string;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface StoreTables {
  store: StoreTable;
  country: CountryTable;
  region: RegionTable;
}
export type Store = Selectable<StoreTable>;
