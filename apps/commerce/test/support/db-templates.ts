// One migrated and one migrated-and-seeded database per test run, cloned for every test file: a
// PGlite data directory dumped once (a file starts from it instead of running initdb, every
// migration and the seed), and PostgreSQL template databases (`create database … template …`).
// Built by the suite's global setup (test/support/global-setup.ts); docs/decisions/0010.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { dumpEmbedded, migrate, openDb } from '../../src/db/index.js';
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

async function buildPglite(
  dir: string,
): Promise<Pick<DbTemplates, 'pgliteMigrated' | 'pgliteSeeded'>> {
  const h = await openDb();
  try {
    await migrate(h.db);
    const pgliteMigrated = path.join(dir, 'pglite-migrated.tar');
    writeFileSync(pgliteMigrated, Buffer.from(await (await dumpEmbedded(h.db)).arrayBuffer()));
    await seedDemoCatalog(h.db, { now: NOW });
    const pgliteSeeded = path.join(dir, 'pglite-seeded.tar');
    writeFileSync(pgliteSeeded, Buffer.from(await (await dumpEmbedded(h.db)).arrayBuffer()));
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
