// What the catalogue's operator services need from other modules, passed in by the composition
// root (the url module implements it: UrlRewriteWriter).
import type { Db } from '../../../db/index.js';

export interface PathChange {
  entityId: number;
  from: string;
  to: string;
}

/** Keeps URL rewrites in step with URL keys and category paths (docs/decisions/1432). */
export interface CatalogRewrites {
  ownerOf(db: Db, requestPath: string): Promise<{ type: string; id: number } | null>;
  productsCreated(db: Db, rows: { id: number; urlKey: string }[]): Promise<void>;
  productKeysChanged(db: Db, changes: PathChange[]): Promise<void>;
  categoryPathsChanged(db: Db, changes: PathChange[]): Promise<void>;
}

/** Before and after of one change, for the audit trail. */
export interface Change<T> {
  before: T;
  after: T;
}
