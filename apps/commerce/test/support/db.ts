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
      // pg's Pool.end() resolves before its sockets are closed; dropping "with (force)" while they
      // close kills them and surfaces as an uncaught error. Wait for them to go first.
      for (let i = 0; i < 50; i++) {
        const r = await a.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (r.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
