// Database connection: PGlite (embedded, default) or PostgreSQL (when a URL is given).
// Both speak the same SQL; the same migrations run on both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DEFAULT_MIGRATION_TABLE, Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './types.js';
import { assertEmbeddedVersion } from './embedded-version.js';
import { PGliteDialect } from './pglite-dialect.js';
import { acquireWriterLock } from './writer-lock.js';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * A PGlite data directory dumped with `dumpDataDir` to start an in-memory database from, instead
   * of creating an empty cluster (the test suite clones one migrated and seeded database per file).
   */
  snapshot?: Blob;
  /**
   * For an embedded database that starts empty: extra `initdb` arguments and extra server
   * settings (`-c name=value` pairs). The test suite's templates use them to make the dump every
   * test file starts from smaller (test/support/db-templates.ts).
   */
  embedded?: { initdb?: string[]; settings?: string[] };
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// int8 (count(*)) and numeric come back as strings from node-postgres; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

// PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory and are
// touched as the data is read: 16 MB took 114 MB off the API's resident memory with the demo
// catalogue plus 1,000 products (listings are answered from the in-process index; the database
// mostly serves a page's rows by id). See docs/decisions/0801.
const PGLITE_MEMORY_PARAMS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'temp_buffers=2MB',
  '-c',
  'maintenance_work_mem=16MB',
];

const pgliteClients = new WeakMap<Db, PGlite>();

/**
 * Subscribes to NOTIFY on `channel` when `db` is an embedded PGlite database (one process owns it,
 * so every write passes through this client); null on PostgreSQL.
 */
/** True when `db` is an embedded PGlite database, which one process owns (writer lock, 0945). */
export const isEmbedded = (db: Db): boolean => pgliteClients.has(db);

export async function listenEmbedded(
  db: Db,
  channel: string,
  onNotify: () => void,
): Promise<(() => Promise<void>) | null> {
  const client = pgliteClients.get(db);
  return client ? client.listen(channel, onNotify) : null;
}

/** The embedded database's data directory as an uncompressed tarball, to start copies from. */
export async function dumpEmbedded(db: Db): Promise<Blob> {
  const client = pgliteClients.get(db);
  if (!client) throw new Error('dumpEmbedded needs an embedded (PGlite) database');
  return client.dumpDataDir('none');
}

export async function openDb(opts: DbOptions = {}): Promise<DbHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // One writer per data directory (service, seed, migrate, generate): a second one stops here,
  // before PGlite touches the files (docs/decisions/0945-pglite-writer-lock.md).
  const lock = opts.dataDir ? acquireWriterLock(opts.dataDir) : null;
  if (opts.dataDir) {
    try {
      assertEmbeddedVersion(opts.dataDir);
    } catch (err) {
      lock?.release();
      throw err;
    }
  }
  const client = new PGlite({
    dataDir: opts.dataDir,
    ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      ...PGLITE_MEMORY_PARAMS,
      ...(opts.embedded?.settings ?? []),
    ],
    ...(opts.embedded?.initdb ? { initDbStartParams: opts.embedded.initdb } : {}),
    // PGlite returns int8 as bigint by default; match node-postgres above.
    parsers: {
      20: (v: string) => Number.parseInt(v, 10),
      1700: (v: string) => Number.parseFloat(v),
    },
  });
  await client.waitReady.catch((err: unknown) => {
    lock?.release();
    throw err;
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  pgliteClients.set(db, client);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await db.destroy();
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Applies the migrations the database lacks and returns their names. Most calls (every start of the
 * service and of a command) find all of them applied: one read of Kysely's migration table tells,
 * where the migrator would first introspect every table and column of the schema to find its own
 * tables (0.2 to 0.4 s of CPU per call on PGlite). Anything else (a missing, extra or unknown
 * migration, no migration table yet) goes to the migrator, which applies, locks and refuses as before.
 */
export async function migrate(db: Db): Promise<string[]> {
  if (await allApplied(db)) return [];
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function allApplied(db: Db): Promise<boolean> {
  const known = Object.keys(await migrationProvider.getMigrations()).sort();
  let applied: string[];
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    applied = rows.map((r) => r.name).sort();
  } catch {
    // No migration table yet: a new database.
    return false;
  }
  return applied.length === known.length && applied.every((name, i) => name === known[i]);
}
