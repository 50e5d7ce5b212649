// A fresh, migrated database for one test file: PGlite in memory by default,
// or a new PostgreSQL database (created and dropped here) when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDb, type DbHandle } from '../../src/db/index.js';

export type TestDbKind = 'pglite' | 'postgres';

/** The kinds the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDbKinds(): TestDbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function createTestDb(kind: TestDbKind): Promise<DbHandle> {
  if (kind === 'pglite') {
    const h = await openDb();
    await migrate(h.db);
    return h;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `charter_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const h = await openDb({ url: url.toString(), poolSize: 20 });
  await migrate(h.db);
  return {
    ...h,
    close: async () => {
      await h.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
