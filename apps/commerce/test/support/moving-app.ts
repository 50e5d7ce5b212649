// A seeded in-process app (the TestApp shape the checkout helpers use) whose clock the test moves,
// with its own environment and, optionally, an injected gateway or mailer: for the order
// expiry, outbox and payment fault tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import type { Mailer } from '../../src/modules/notification/mailer.js';
import type { PaymentGateway } from '../../src/modules/payment/gateway.js';
import { createServer } from '../../src/server.js';
import { NOW, type GqlResult, type TestApp } from './app.js';
import { createTestDb, type TestDbKind } from './db.js';

export interface MovingApp extends TestApp {
  advance(ms: number): void;
  now(): Date;
  outboxDir: string;
}

export async function startMovingApp(
  kind: TestDbKind,
  opts: {
    env?: Record<string, string>;
    gateway?: PaymentGateway;
    mailer?: (deps: { db: TestApp['handle']['db']; now: () => Date }) => Mailer;
  } = {},
): Promise<MovingApp> {
  const handle = await createTestDb(kind, { seeded: true });
  const outboxDir = mkdtempSync(join(tmpdir(), 'charter-outbox-'));
  let at = NOW.getTime();
  const now = () => new Date(at);
  const config = loadConfig({
    PUBLIC_BASE_URL: 'http://localhost:4000/',
    OUTBOX_DIR: outboxDir,
    // Fault tests retry many checkouts from one address: the order and card token limits are tested elsewhere.
    ORDER_LIMIT_PER_ADDRESS: '0',
    ORDER_LIMIT_PER_EMAIL: '0',
    CARD_TOKEN_LIMIT_PER_ADDRESS: '0',
    ...opts.env,
  });
  const app = await createServer({
    db: handle.db,
    config,
    clock: { now },
    gateway: opts.gateway,
    mailer: opts.mailer?.({ db: handle.db, now }),
  });
  const parse = <T>(res: Awaited<ReturnType<typeof app.inject>>): GqlResult<T> => {
    const body = res.body ? JSON.parse(res.body) : {};
    return { status: res.statusCode, data: body.data as T, errors: body.errors, res };
  };
  return {
    app,
    handle,
    config,
    outboxDir,
    now,
    advance: (ms) => void (at += ms),
    async gql(query, variables, headers = {}) {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      return parse(res);
    },
    async gqlGet() {
      throw new Error('not used');
    },
    async close() {
      await app.close();
      await handle.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
