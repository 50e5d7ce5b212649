// One migrated and one migrated-and-seeded database per test run, cloned for every test file: a
// PGlite data directory dumped once (a file starts from it instead of running initdb, every
// migration and the seed), and PostgreSQL template databases (`create database … template …`).
// Built by the suite's global setup (test/support/global-setup.ts); docs/decisions/0010.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { dumpEmbedded, migrate, openDb, type Db } from '../../src/db/index.js';
import { seedDemoCatalog } from '../../src/seed/index.js';

/** The instant both the seed and the server's clock use, so date windows are deterministic. */
export const NOW = new Date('2025-06-15T12:00:00Z');

export interface DbTemplates {
  /** Files holding PGlite dumps. */
  pgliteMigrated: string;
  pgliteSeeded: string;
  /** PostgreSQL template database names, when TEST_DATABASE_URL is set. */
  pgMigrated?: string;
  pgSeeded?: string;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Every test file unpacks one of these dumps into memory and starts PostgreSQL on it, and that
 * work follows the dump's bytes and files: 47 MB and 1,384 files as initdb leaves a cluster cost
 * about 1.3 s of CPU per file. So the template's cluster is built for copying: 1 MB WAL segments
 * (initdb's default is 16 MB, and one whole segment is always in the dump), WAL that is removed
 * rather than kept for reuse once a checkpoint passes it, no `template0`/`template1` (every
 * connection is to `postgres`, and nothing creates databases), and a checkpoint before each dump.
 * That is about 18 MB and 780 files, about 0.7 s per file (docs/decisions/1600). The schema and
 * the data are the same; of the copies' settings only `wal_segment_size` differs, which no test
 * reads.
 */
const COMPACT_CLUSTER = {
  initdb: ['--wal-segsize=1'],
  settings: ['-c', 'wal_recycle=off', '-c', 'min_wal_size=2MB'],
};

async function dumpTo(db: Db, file: string): Promise<string> {
  await sql`checkpoint`.execute(db);
  writeFileSync(file, Buffer.from(await (await dumpEmbedded(db)).arrayBuffer()));
  return file;
}

async function buildPglite(
  dir: string,
): Promise<Pick<DbTemplates, 'pgliteMigrated' | 'pgliteSeeded'>> {
  const h = await openDb({ embedded: COMPACT_CLUSTER });
  try {
    for (const name of ['template0', 'template1']) {
      await sql`alter database ${sql.id(name)} is_template false`.execute(h.db);
      await sql`drop database ${sql.id(name)}`.execute(h.db);
    }
    await migrate(h.db);
    const pgliteMigrated = await dumpTo(h.db, path.join(dir, 'pglite-migrated.tar'));
    await seedDemoCatalog(h.db, { now: NOW });
    const pgliteSeeded = await dumpTo(h.db, path.join(dir, 'pglite-seeded.tar'));
    return { pgliteMigrated, pgliteSeeded };
  } finally {
    await h.close();
  }
}

async function buildPostgres(
  adminUrl: string,
): Promise<Pick<DbTemplates, 'pgMigrated' | 'pgSeeded'>> {
  const id = randomBytes(4).toString('hex');
  const pgMigrated = `charter_tpl_${id}_migrated`;
  const pgSeeded = `charter_tpl_${id}_seeded`;
  await adminQuery(adminUrl, `create database ${pgMigrated}`);
  let h = await openDb({ url: databaseUrl(adminUrl, pgMigrated), poolSize: 2 });
  try {
    await migrate(h.db);
  } finally {
    await h.close();
  }
  await adminQuery(adminUrl, `create database ${pgSeeded} template ${pgMigrated}`);
  h = await openDb({ url: databaseUrl(adminUrl, pgSeeded), poolSize: 2 });
  try {
    await seedDemoCatalog(h.db, { now: NOW });
  } finally {
    await h.close();
  }
  return { pgMigrated, pgSeeded };
}

/** Builds the templates; PGlite and PostgreSQL side by side. */
export async function buildTemplates(
  dir: string,
  adminUrl: string | undefined,
): Promise<DbTemplates> {
  const [lite, postgres] = await Promise.all([
    buildPglite(dir),
    adminUrl ? buildPostgres(adminUrl) : Promise.resolve({}),
  ]);
  return { ...lite, ...postgres };
}

export async function dropTemplates(t: DbTemplates, adminUrl: string | undefined): Promise<void> {
  if (!adminUrl) return;
  for (const name of [t.pgSeeded, t.pgMigrated]) {
    if (name) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}
