// Table types this module owns (Kysely): URL rewrites.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { Generated } from 'kysely';

export interface UrlRewriteTable {
  id: Generated<number>;
  /** Path without a leading slash, suffix included, e.g. "aria-lounge-chair.html". */
  request_path: string;
  entity_type: 'product' | 'category' | 'cms-page';
  entity_id: number;
  /** Where a redirect points (request path form); equal to request_path when redirect_type is 0. */
  target_path: string;
  /** 0 (no redirect), 301 or 302. */
  redirect_type: number;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface UrlTables {
  url_rewrite: UrlRewriteTable;
}
