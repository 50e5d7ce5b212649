// The in-process catalogue index and how it follows the database. Every catalogue write bumps
// catalog_version (triggers, migration 0008); on PostgreSQL each API process reads that one row at
// most once per `checkIntervalMs` and, when it moved, rebuilds its snapshot before answering, so
// several replicas on one database each follow the same row. The embedded PGlite database belongs
// to one process: there the trigger's NOTIFY, delivered with the writer's commit, marks the
// snapshot stale instead (a query per request costs ~4 ms on PGlite under load). Requests share
// one rebuild.
import { listenEmbedded, type Db } from '../../../db/index.js';
import { Bitset } from './bitset.js';
import { buildSnapshot, readCatalogVersion, type CatalogSnapshot } from './snapshot.js';

export interface CatalogIndexOptions {
  /** Longest a process serves a snapshot without checking the version row; 0 checks every request. */
  checkIntervalMs: number;
  /** Called after each (re)build with how long it took. */
  onBuild?: (info: { version: number; products: number; ms: number }) => void;
}

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
    opts.onBuild?.({ version: s.version, products: s.size, ms: Math.round(performance.now() - started) });
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
      const bits = new Bitset(s.size);
      for (const d of cats) {
        if (!d.isActive || (d.id !== c.id && !(c.isAnchor && d.path.startsWith(`${c.path}/`)))) continue;
        const m = s.members.get(d.id);
        if (m) bits.or(m.bits);
      }
      out.set(id, bits.countAnd(s.enabledForListing));
    }
    return out;
  }

  private async refresh(): Promise<CatalogSnapshot> {
    const version = await readCatalogVersion(this.db);
    if (version !== this.snapshot.version) this.snapshot = await CatalogIndex.timedBuild(this.db, this.opts);
    return this.snapshot;
  }
}
