// The embedded database refuses a data directory written by another PostgreSQL major version with a
// message that says what to do, before PGlite touches it; a directory it wrote opens again.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/index.js';
import { EMBEDDED_POSTGRES_MAJOR, EmbeddedVersionError } from '../src/db/embedded-version.js';
import { LOCK_FILE } from '../src/db/writer-lock.js';
import { runService } from './support/service-entry.js';

describe('embedded database version', () => {
  const root = mkdtempSync(join(tmpdir(), 'charter-pgversion-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the PostgreSQL major version the bundled PGlite runs', async () => {
    const dataDir = join(root, 'current');
    const handle = await openDb({ dataDir });
    try {
      const { rows } = await sql<{
        v: string;
      }>`select current_setting('server_version_num') as v`.execute(handle.db);
      expect(String(Math.floor(Number(rows[0]?.v) / 10000))).toBe(EMBEDDED_POSTGRES_MAJOR);
    } finally {
      await handle.close();
    }
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()).toBe(EMBEDDED_POSTGRES_MAJOR);
    // Written by this version: it opens again.
    const again = await openDb({ dataDir });
    await again.close();
  }, 120_000);

  it('refuses a folder written by another major version, and releases its lock', async () => {
    const dataDir = join(root, 'older');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    const err = await openDb({ dataDir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddedVersionError);
    expect((err as Error).message).toContain(
      `was written by PostgreSQL 17, and this version of the service embeds PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}`,
    );
    expect((err as Error).message).toContain('Move or delete that folder');
    expect(() => readFileSync(join(dataDir, LOCK_FILE))).toThrow();
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('prints the message alone from the command line and exits with 1', async () => {
    const dataDir = join(root, 'older-cli');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    const run = await runService('cli/migrate', [], {
      env: { ...process.env, PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^The embedded database in .* was written by PostgreSQL 17/);
    expect(run.stderr).not.toContain('    at ');
  });
});
