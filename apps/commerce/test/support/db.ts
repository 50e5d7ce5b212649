// A fresh, migrated database for one test file: PGlite in memory by default, or a new PostgreSQL
// database (created and dropped here) when TEST_DATABASE_URL is set. Each is a copy of the run's
// template (test/support/db-templates.ts): migrated, and seeded with the demo catalogue on request.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate, openDb, type DbHandle } from '../../src/db/index.js';
import { seedDemoCatalog } from '../../src/seed/index.js';
import { databaseUrl, NOW, type DbTemplates } from './db-templates.js';

export type TestDbKind = 'pglite' | 'postgres';

export interface TestDbOptions {
  /** The demo catalogue seeded at NOW (as `seedDemoCatalog(db, { now: NOW })` leaves it). */
  seeded?: boolean;
}

/** The kinds the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDbKinds(): TestDbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

function templates(): DbTemplates | undefined {
  try {
    return inject('dbTemplates');
  } catch {
    return undefined;
  }
}

const snapshots = new Map<string, Blob>();

function snapshot(file: string): Blob {
  let blob = snapshots.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    snapshots.set(file, blob);
  }
  return blob;
}

/** Without the run's templates (a file run outside the suite's config): migrate and seed here. */
async function prepared(h: DbHandle, opts: TestDbOptions): Promise<DbHandle> {
  await migrate(h.db);
  if (opts.seeded) await seedDemoCatalog(h.db, { now: NOW });
  return h;
}

/**
 * An embedded database in the folder `dataDir`, migrated and, on request, seeded, for the tests
 * whose subject is a database on disk (the writer lock, the command-line tools) rather than how
 * one is created: the run's template written there, not initdb, every migration and the seed
 * (about 1 s of CPU instead of 5 to 10). The folder must not exist yet or be empty; the handle
 * holds its writer lock until closed.
 */
export async function openDataDir(dataDir: string, opts: TestDbOptions = {}): Promise<DbHandle> {
  const t = templates();
  if (!t) return prepared(await openDb({ dataDir }), opts);
  return openDb({ dataDir, snapshot: snapshot(opts.seeded ? t.pgliteSeeded : t.pgliteMigrated) });
}

export async function createTestDb(kind: TestDbKind, opts: TestDbOptions = {}): Promise<DbHandle> {
  const t = templates();
  if (kind === 'pglite') {
    if (!t) return prepared(await openDb(), opts);
    return openDb({ snapshot: snapshot(opts.seeded ? t.pgliteSeeded : t.pgliteMigrated) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `charter_test_${randomBytes(6).toString('hex')}`;
  const template = opts.seeded ? t?.pgSeeded : t?.pgMigrated;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  await admin.end();
  const opened = await openDb({ url: databaseUrl(adminUrl, name), poolSize: 20 });
  const h = template ? opened : await prepared(opened, opts);
  return {
    ...h,
    close: async () => {
      await h.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      // pg's Pool.end() resolves before its sockets are closed; dropping "with (force)" while they
      // close kills them and surfaces as an uncaught error. Wait for them to go first.
      for (let i = 0; i < 50; i++) {
        const r = await a.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (r.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
