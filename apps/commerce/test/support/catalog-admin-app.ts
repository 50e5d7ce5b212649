// A seeded server with a clock the test moves, and the catalogue's operator services on the same
// database, for the console's catalogue and import tests.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { isEmbedded, type Db, type DbHandle } from '../../src/db/index.js';
import { CatalogAdmin } from '../../src/modules/catalog/admin/catalog-admin.js';
import { UrlRewriteWriter } from '../../src/modules/url/rewrite-writer.js';
import { createServer } from '../../src/server.js';
import { NOW, type AnyJson } from './app.js';
import { createTestDb, type TestDbKind } from './db.js';

export interface CatalogAdminApp {
  handle: DbHandle;
  db: Db;
  app: FastifyInstance;
  admin: CatalogAdmin;
  now(): Date;
  advance(ms: number): void;
  /** A storefront query by GET, as the storefront sends cacheable reads; fails on errors. */
  storefront(query: string, variables?: Record<string, unknown>): Promise<AnyJson>;
  /** Runs `fn` in one transaction, as the admin resolvers do. */
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function startCatalogAdmin(
  kind: TestDbKind,
  env: Record<string, string> = {},
): Promise<CatalogAdminApp> {
  const handle = await createTestDb(kind, { seeded: true });
  let at = NOW.getTime();
  const config = loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/', ...env });
  const app = await createServer({ db: handle.db, config, clock: { now: () => new Date(at) } });
  const admin = new CatalogAdmin(handle.db, new UrlRewriteWriter(), {
    progressToDb: !isEmbedded(handle.db),
  });
  return {
    handle,
    db: handle.db,
    app,
    admin,
    now: () => new Date(at),
    advance: (ms) => void (at += ms),
    async storefront(query, variables) {
      const res = await app.inject({
        method: 'GET',
        url: '/graphql',
        query: { query, ...(variables ? { variables: JSON.stringify(variables) } : {}) },
      });
      const body = JSON.parse(res.body) as AnyJson;
      expect(body.errors).toBeUndefined();
      return body.data;
    },
    tx: (fn) => handle.db.transaction().execute(fn),
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** Runs an import to its end (dry run or real) and answers the finished job; fails when refused. */
export async function importCsv(
  t: CatalogAdminApp,
  csv: string,
  dryRun: boolean,
  onWritten?: Parameters<CatalogAdminApp['admin']['imports']['start']>[0]['onWritten'],
) {
  const started = await t.admin.imports.start({
    csv,
    dryRun,
    fileName: 'products.csv',
    now: t.now(),
    onWritten,
  });
  if (!started.ok) throw new Error(started.failure.map((f) => f.message).join('; '));
  return started.value.finished;
}

/** CSV text from rows of cells (quoted where needed). */
export const csvOf = (rows: (string | number)[][]): string =>
  rows
    .map((r) =>
      r
        .map((c) => {
          const s = String(c);
          return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
        })
        .join(','),
    )
    .join('\r\n');

/** Collects an export stream into one string. */
export async function collect(stream: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk;
  return out;
}
