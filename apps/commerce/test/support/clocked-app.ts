// A seeded app whose clock the tests move, for the account tests (token lifetimes, lock windows,
// link expiry). E-mails go to a temporary outbox folder (and the email_outbox table).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config.js';
import type { DbHandle } from '../../src/db/index.js';
import { createServer } from '../../src/server.js';
import { NOW, type AnyJson } from './app.js';
import { createTestDb, type TestDbKind } from './db.js';

export const TEST_STOREFRONT_URL = 'https://shop.example.test';

export interface CallOptions {
  token?: string;
  /** The caller's address (sign-in throttling); the app's default address when absent. */
  ip?: string;
  store?: string;
  /** More request headers (e.g. X-ReCaptcha). */
  headers?: Record<string, string>;
}

export interface ClockedAppOptions {
  /** Merged into every store view's config after the demo seed (e.g. create_account_confirmation). */
  storeConfig?: Record<string, unknown>;
  /** Runs after the seed and before the server is built. */
  prepare?: (handle: DbHandle) => Promise<void>;
  /** The address of calls that name none. */
  defaultIp?: () => string;
  /** More environment for the app's configuration (e.g. CAPTCHA_SECRET_KEY). */
  env?: Record<string, string>;
}

export async function startClockedApp(kind: TestDbKind, opts: ClockedAppOptions = {}) {
  const handle: DbHandle = await createTestDb(kind, { seeded: true });
  if (opts.storeConfig) {
    await handle.db
      .updateTable('store')
      .set({ config: sql`config || ${JSON.stringify(opts.storeConfig)}::jsonb` })
      .execute();
  }
  await opts.prepare?.(handle);
  const outbox = mkdtempSync(join(tmpdir(), 'charter-outbox-'));
  let at = NOW.getTime();
  const config = loadConfig({
    PUBLIC_BASE_URL: 'http://localhost:4000/',
    STOREFRONT_URL: TEST_STOREFRONT_URL,
    OUTBOX_DIR: outbox,
    ...opts.env,
  });
  const app = await createServer({ db: handle.db, config, clock: { now: () => new Date(at) } });
  const defaultIp = opts.defaultIp ?? (() => '192.0.2.10');
  return {
    handle,
    app,
    config,
    advance: (ms: number) => void (at += ms),
    async gql(query: string, variables?: Record<string, unknown>, call: CallOptions = {}) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: call.ip ?? defaultIp(),
        headers: {
          'content-type': 'application/json',
          ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          ...(call.store ? { store: call.store } : {}),
          ...call.headers,
        },
        payload: JSON.stringify({ query, variables }),
      });
      const ms = performance.now() - started;
      const body = JSON.parse(res.body) as AnyJson;
      return {
        status: res.statusCode,
        body: res.body,
        ms,
        data: body.data as AnyJson,
        errors: body.errors as AnyJson[] | undefined,
      };
    },
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

export type ClockedApp = Awaited<ReturnType<typeof startClockedApp>>;
