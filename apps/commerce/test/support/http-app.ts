// A seeded API listening on a real port (127.0.0.1, ephemeral), called over real HTTP with fetch.
// Same TestApp shape as the in-process helper, so the checkout steps run unchanged over the wire.
import { loadConfig } from '../../src/config.js';
import type { PaymentGateway } from '../../src/modules/payment/gateway.js';
import { createServer } from '../../src/server.js';
import { type AnyJson, type GqlResult, type TestApp } from './app.js';
import { createTestDb, type TestDbKind } from './db.js';

export interface HttpApp extends TestApp {
  baseUrl: string;
  /** Every HTTP status seen, for the "no 5xx" checks. */
  statuses: number[];
  tokenizeHttp(number: string): Promise<string>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export async function startHttpApp(
  kind: TestDbKind,
  opts: { gateway?: PaymentGateway; env?: Record<string, string> } = {},
): Promise<HttpApp> {
  const handle = await createTestDb(kind, { seeded: true });
  const config = loadConfig({
    OUTBOX_DIR: `/tmp/charter-test-outbox-http-${process.pid}`,
    // Load tests place many orders from one address and e-mail: the order and card token limits are tested elsewhere.
    ORDER_LIMIT_PER_ADDRESS: '0',
    ORDER_LIMIT_PER_EMAIL: '0',
    CARD_TOKEN_LIMIT_PER_ADDRESS: '0',
    ...opts.env,
  });
  const app = await createServer({
    db: handle.db,
    config,
    clock: { now: () => new Date() },
    gateway: opts.gateway,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const statuses: number[] = [];
  const post = async <T>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GqlResult<T>> => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    statuses.push(res.status);
    const text = await res.text();
    const body = text ? (JSON.parse(text) as AnyJson) : {};
    return {
      status: res.status,
      data: body.data as T,
      errors: body.errors,
      res: { body: text, statusCode: res.status } as never,
    };
  };
  return {
    app,
    handle,
    config,
    baseUrl,
    statuses,
    gql: post,
    async gqlGet() {
      throw new Error('not used');
    },
    async tokenizeHttp(number: string) {
      const res = await fetch(`${baseUrl}/payments/sandbox/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number, exp_month: 12, exp_year: 2030, cvv: '123' }),
      });
      statuses.push(res.status);
      if (res.status !== 201) throw new Error(`tokenize answered ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** Runs `fn` for 0..n-1, at most `width` at a time (preparation; the races themselves use a barrier). */
export async function inBatches<T>(
  n: number,
  width: number,
  fn: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += width)
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(width, n - i) }, (_, k) => fn(i + k)))),
    );
  return out;
}

/** A start line: every caller awaits `wait`, `release()` lets them all go at once. */
export function barrier(): { wait: Promise<void>; release(): void } {
  let release!: () => void;
  const wait = new Promise<void>((r) => (release = r));
  return { wait, release };
}
