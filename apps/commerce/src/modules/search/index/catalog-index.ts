// The in-process catalogue index and how it follows the database. Every catalogue write bumps
// catalog_version and logs the listing products it touched under that version (triggers,
// migrations 0008 and 0014); on PostgreSQL each API process reads that row at most once per
// `checkIntervalMs` and, when it moved, applies the products changed since its own version to a
// new snapshot (docs/decisions/0810), or rebuilds it whole when the log does not reach back that
// far, says "everything" (a category or attribute option write) or names too many products. The
// embedded PGlite database belongs to one process: there the trigger's NOTIFY, delivered with the
// writer's commit, marks the snapshot stale instead (a query per request costs ~4 ms on PGlite
// under load). Requests share one refresh.
import { sql } from 'kysely';
import { listenEmbedded, type Db } from '../../../db/index.js';
import { Bitset } from './bitset.js';
import type { CatalogSnapshot } from './snapshot.js';
import { applyChanges } from './snapshot-apply.js';
import { buildSnapshot } from './snapshot-build.js';
import { readCatalogVersion, readChangedRows } from './snapshot-rows.js';

export interface CatalogIndexOptions {
  /** Longest a process serves a snapshot without checking the version row; 0 checks every request. */
  checkIntervalMs: number;
  /** Called after each (re)build or update with how long it took. */
  onBuild?: (info: { version: number; products: number; ms: number; changed?: number }) => void;
}

/** Most products one incremental update applies; more rebuild the snapshot. */
export const maxIncremental = (size: number) => Math.max(2_000, Math.floor(size / 10));

export class CatalogIndex {
  private checkedAt = 0;
  private pending: Promise<CatalogSnapshot> | null = null;
  /** Set when the database notifies changes (PGlite): then the version is read only when stale. */
  private notified: { stale: boolean } | null = null;

  private constructor(
    private readonly db: Db,
    private readonly opts: CatalogIndexOptions,
    private snapshot: CatalogSnapshot,
  ) {}

  static async open(db: Db, opts: CatalogIndexOptions): Promise<CatalogIndex> {
    // Listen before the first build, so no write between the two goes unseen.
    const notified = { stale: false };
    const unlisten = await listenEmbedded(db, 'catalog_version', () => {
      notified.stale = true;
    });
    const index = new CatalogIndex(db, opts, await CatalogIndex.timedBuild(db, opts));
    if (unlisten) index.notified = notified;
    index.checkedAt = Date.now();
    return index;
  }

  private static async timedBuild(db: Db, opts: CatalogIndexOptions): Promise<CatalogSnapshot> {
    const started = performance.now();
    const s = await buildSnapshot(db);
    opts.onBuild?.({
      version: s.version,
      products: s.size,
      ms: Math.round(performance.now() - started),
    });
    return s;
  }

  /** The snapshot to answer from: the current one, or a fresh one when the catalogue changed. */
  async current(): Promise<CatalogSnapshot> {
    if (this.pending) return this.pending;
    if (this.notified) {
      if (!this.notified.stale) return this.snapshot;
      this.notified.stale = false;
    } else {
      const now = Date.now();
      if (now - this.checkedAt < this.opts.checkIntervalMs) return this.snapshot;
      this.checkedAt = now;
    }
    this.pending = this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /**
   * Visible, enabled products in each category, anchor categories including their active
   * descendants (CategoryTree.product_count).
   */
  async productCounts(ids: readonly number[]): Promise<Map<number, number>> {
    const s = await this.current();
    const out = new Map<number, number>();
    const cats = [...s.categories.values()];
    for (const id of ids) {
      const c = s.categories.get(id);
      if (!c) continue;
      const bits = new Bitset(s.capacity);
      for (const d of cats) {
        if (!d.isActive || (d.id !== c.id && !(c.isAnchor && d.path.startsWith(`${c.path}/`))))
          continue;
        const m = s.members.get(d.id);
        if (m) bits.or(m.bits);
      }
      out.set(id, bits.countAnd(s.enabledForListing));
    }
    return out;
  }

  private async refresh(): Promise<CatalogSnapshot> {
    const started = performance.now();
    const from = this.snapshot;
    // One statement when nothing changed (the usual case on PostgreSQL, checked per request);
    // the transaction below reads the version again with the changes.
    if ((await readCatalogVersion(this.db)) === from.version) return from;
    const next = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const version = await readCatalogVersion(trx);
        if (version === from.version) return from;
        const changes = await readChanges(trx, from.version, version, maxIncremental(from.size));
        if (!changes) return null;
        const updated = applyChanges(from, version, changes, await readChangedRows(trx, changes));
        if (updated)
          this.opts.onBuild?.({
            version,
            products: updated.size,
            changed: changes.length,
            ms: Math.round(performance.now() - started),
          });
        return updated;
      });
    this.snapshot = next ?? (await CatalogIndex.timedBuild(this.db, this.opts));
    return this.snapshot;
  }
}

/**
 * The listing products changed after version `since` up to `until`, or null when a full build is
 * needed: the log no longer reaches back to `since`, a write changed everything, or more than
 * `limit` products changed.
 */
export async function readChanges(
  db: Db,
  since: number,
  until: number,
  limit: number,
): Promise<number[] | null> {
  const oldest = await sql<{
    v: string | number | null;
  }>`select min(version) as v from catalog_change`.execute(db);
  const v = oldest.rows[0]?.v;
  if (v === null || v === undefined || Number(v) > since + 1) return null;
  const rows = await sql<{
    product_id: number | null;
  }>`select distinct product_id from catalog_change
    where version > ${since} and version <= ${until} limit ${limit + 1}`.execute(db);
  if (rows.rows.length > limit || rows.rows.some((r) => r.product_id === null)) return null;
  return rows.rows.map((r) => r.product_id as number);
}
