// Shared limits across real API processes (docs/decisions/0900): two service child
// processes on one PostgreSQL database, once counting in the database and once in Redis, take 40
// coupon guesses on one cart over real HTTP, spread over both processes at once. Exactly the
// per-cart allowance is tried, whichever process a guess reached.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/index.js';
import { GUESS_MSG } from '../src/modules/cart/code-guesses.js';
import { rateRules } from '../src/shared/rate-rules.js';
import { createTestDb } from './support/db.js';
import { freePort } from './support/ports.js';
import { TEST_DATABASE_URL } from './support/http-app.js';
import { serviceArgs } from './support/service-entry.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_CART = rateRules({ orderLimitPerAddress: 30, orderLimitPerEmail: 20 }).couponCart.limit;
const GUESSES = 40;

if (!TEST_DATABASE_URL)
  console.warn('rate limits across processes: skipped, TEST_DATABASE_URL is not set (CI sets it).');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface ApiProcess {
  url: string;
  child: ChildProcess;
}

async function startApi(dbUrl: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  let stderr = '';
  const child = spawn(process.execPath, serviceArgs('main'), {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/health/ready`)).status === 200)
        return { url: `${base}/graphql`, child };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`API did not become ready: ${stderr}`);
}

async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill('SIGTERM');
  await exited;
}

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { category?: string } }[];
};

async function gql(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as Answer;
}

const COUPON =
  'mutation($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { id } } }';

describe.skipIf(!TEST_DATABASE_URL)(
  'limits shared by two API processes on one PostgreSQL database',
  () => {
    let handle: DbHandle;
    let dbUrl: string;
    let sku: string;
    const running: ApiProcess[] = [];

    beforeAll(async () => {
      handle = await createTestDb('postgres', { seeded: true });
      const name = (await sql<{ db: string }>`select current_database() as db`.execute(handle.db))
        .rows[0]?.db;
      const url = new URL(TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      dbUrl = url.toString();
      const product = await handle.db
        .selectFrom('product')
        .select('sku')
        .where('type_id', '=', 'simple')
        .where('status', '=', 1)
        .where('visibility', 'in', [2, 3, 4])
        .where('qty', '>=', 10)
        .where('is_in_stock', '=', true)
        .where('min_sale_qty', '<=', 1)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('custom_option as o')
                .select('o.id')
                .whereRef('o.product_id', '=', 'product.id')
                .where('o.is_required', '=', true),
            ),
          ),
        )
        .orderBy('id')
        .executeTakeFirstOrThrow();
      sku = product.sku;
    }, 120_000);

    afterAll(async () => {
      await Promise.all(running.map(stopApi));
      await handle?.close();
    });

    for (const store of ['database', 'Redis'] as const) {
      it(`(${store}) ${GUESSES} coupon guesses on one cart over both processes at once: exactly ${PER_CART} are tried`, async () => {
        const env: Record<string, string> =
          store === 'Redis'
            ? { REDIS_URL, REDIS_KEY_PREFIX: `charter-test:${randomBytes(6).toString('hex')}:` }
            : {};
        const pair = await Promise.all([startApi(dbUrl, env), startApi(dbUrl, env)]);
        running.push(...pair);
        const [a, b] = pair as [ApiProcess, ApiProcess];
        expect(a.child.pid).not.toBe(b.child.pid);

        const created = await gql(a.url, 'mutation { createEmptyCart }');
        const cart = created.data?.createEmptyCart as string;
        const added = await gql(
          b.url,
          'mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }',
          {
            c: cart,
            i: [{ sku, quantity: 1 }],
          },
        );
        expect(added.errors).toBeUndefined();

        const answers = await Promise.all(
          Array.from({ length: GUESSES }, (_, i) =>
            gql((i % 2 === 0 ? a : b).url, COUPON, { c: cart, k: `GUESS-${i}` }),
          ),
        );
        const limited = answers.filter((r) => r.errors?.[0]?.message === GUESS_MSG.coupon);
        const tried = answers.filter((r) => r.errors?.[0]?.message !== GUESS_MSG.coupon);
        expect(limited).toHaveLength(GUESSES - PER_CART);
        // The guesses that were tried were judged as codes (unknown coupon), not refused by a limit.
        expect(tried).toHaveLength(PER_CART);
        for (const r of tried)
          expect(r.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
        for (const r of limited) expect(r.errors?.[0]?.extensions?.category).toBe('graphql-input');
        // Both processes refused some: the count really was shared.
        const limitedBy = (api: ApiProcess) =>
          answers.filter(
            (r, i) => (i % 2 === 0 ? a : b) === api && r.errors?.[0]?.message === GUESS_MSG.coupon,
          ).length;
        expect(limitedBy(a)).toBeGreaterThan(0);
        expect(limitedBy(b)).toBeGreaterThan(0);
        await Promise.all(pair.map(stopApi));
      }, 120_000);
    }
  },
);
