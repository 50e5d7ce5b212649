// Database connection: PGlite (embedded, default) or PostgreSQL (when a URL is given).
// Both speak the same SQL; the same migrations run on both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './types.js';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// int8 (count(*)) and numeric come back as strings from node-postgres; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export async function openDb(opts: DbOptions = {}): Promise<DbHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: opts.dataDir,
    extensions: { pg_trgm },
    // PGlite returns int8 as bigint by default; match node-postgres above.
    parsers: { 20: (v: string) => Number.parseInt(v, 10), 1700: (v: string) => Number.parseFloat(v) },
  });
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
