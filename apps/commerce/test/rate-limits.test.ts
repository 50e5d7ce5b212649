// The shared rate limiter (docs/decisions/0900, 0904, 0905): its algorithm in both stores, and
// the limits holding across two API replicas on one database, and on one Redis. Each replica has
// its own connection (pool or Redis client), as separate processes would.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { openDb, type DbHandle } from '../src/db/index.js';
import { GUESS_MSG } from '../src/modules/cart/code-guesses.js';
import { CUSTOMER_MSG } from '../src/modules/customer/messages.js';
import { ORDER_LIMIT_MSG } from '../src/modules/sales/order-limits.js';
import { SEARCH_LIMIT_MSG } from '../src/modules/search/search-limits.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { DEMO_PROMOTIONS } from '../src/seed/promotions.js';
import { createServer } from '../src/server.js';
import { DbRateStore, RateLimiter, type RateStore } from '../src/shared/rate-limit.js';
import { MemoryRateStore } from '../src/shared/rate-limit-memory.js';
import { RedisRateStore } from '../src/shared/rate-limit-redis.js';
import { rateRules } from '../src/shared/rate-rules.js';
import { NOW, startApp, type TestApp } from './support/app.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
} from './support/checkout-flow.js';
import { createTestDb, testDbKinds } from './support/db.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RULES = rateRules({ orderLimitPerAddress: 30, orderLimitPerEmail: 20 });
const prefix = () => `charter-test:${randomBytes(6).toString('hex')}:`;

/** The same expectations for each store. */
function storeContract(name: string, open: () => Promise<RateStore>) {
  describe(`rate limiter in ${name}`, () => {
    let limiter: RateLimiter;
    beforeAll(async () => {
      limiter = new RateLimiter(await open());
    });
    afterAll(async () => limiter?.close());
    const rule = { name: 'contract', limit: 3, windowMs: 60_000, blockMs: 120_000 };
    const at = (ms: number) => new Date(NOW.getTime() + ms);

    it('allows the limit, blocks for blockMs from the hit that reached it, then starts a new window', async () => {
      const s = 'subject-a';
      expect(
        (await Promise.all([0, 1, 2].map(() => limiter.take(rule, s, at(0))))).map(
          (v) => v.allowed,
        ),
      ).toEqual([true, true, true]);
      const refused = await limiter.take(rule, s, at(1000));
      expect(refused).toMatchObject({ allowed: false, retryAfterMs: 119_000 });
      expect(await limiter.exhausted(rule, s, at(1000))).toBe(true);
      expect((await limiter.take(rule, s, at(120_000))).allowed).toBe(true);
      expect(await limiter.exhausted(rule, s, at(120_000))).toBe(false);
    });

    it('counts exactly under concurrency: 3 of 25 simultaneous hits pass', async () => {
      const verdicts = await Promise.all(
        Array.from({ length: 25 }, () => limiter.take(rule, 'subject-b', at(0))),
      );
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
    });

    it('a refund gives a hit back and lifts the block it caused', async () => {
      const s = 'subject-c';
      for (let i = 0; i < 3; i++) await limiter.take(rule, s, at(0));
      await limiter.refund(rule, s);
      expect((await limiter.take(rule, s, at(0))).allowed).toBe(true);
    });

    it('an old window is forgotten', async () => {
      const s = 'subject-d';
      await limiter.take(rule, s, at(0));
      await limiter.take(rule, s, at(0));
      expect((await limiter.take(rule, s, at(61_000))).hits).toBe(1);
    });
  });
}

storeContract('Redis', () => RedisRateStore.connect(REDIS_URL, prefix()));
storeContract('memory (embedded database, volatile rules)', async () => new MemoryRateStore());

describe.each(testDbKinds())('limits across two replicas (%s)', (kind) => {
  let t: TestApp;
  let second: { handle: DbHandle; owned: boolean };
  let replicas: FastifyInstance[] = [];
  let redisReplicas: FastifyInstance[] = [];
  let sku: string;

  beforeAll(async () => {
    t = await startApp(kind, { env: { ORDER_LIMIT_PER_EMAIL: '2', ...OFFLINE_FOR_EVERYONE } });
    // A second connection to the same database (PGlite is in-process: the same instance).
    if (kind === 'postgres') {
      const name = (await sql<{ db: string }>`select current_database() as db`.execute(t.handle.db))
        .rows[0]?.db;
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      second = { handle: await openDb({ url: url.toString(), poolSize: 5 }), owned: true };
    } else {
      second = { handle: t.handle, owned: false };
    }
    const build = (handle: DbHandle, config: Config) =>
      createServer({ db: handle.db, config, clock: { now: () => NOW } });
    replicas = [await build(t.handle, t.config), await build(second.handle, t.config)];
    const redisConfig = loadConfig({
      PUBLIC_BASE_URL: 'http://localhost:4000/',
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix(),
    });
    redisReplicas = [await build(t.handle, redisConfig), await build(second.handle, redisConfig)];
    sku = (await pickSimpleProduct(t)).sku;
  });
  afterAll(async () => {
    for (const r of [...replicas, ...redisReplicas]) await r.close();
    if (second?.owned) await second.handle.close();
    await t?.close();
  });

  const call = async (
    app: FastifyInstance,
    query: string,
    variables: Record<string, unknown>,
    ip: string,
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });
    return res.json() as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { category?: string } }[];
    };
  };
  const COUPON =
    'mutation($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { id } } }';
  const GIFT =
    'mutation($c: String!, $k: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: $k }) { cart { id } } }';

  for (const store of ['database', 'Redis'] as const) {
    const pair = () => (store === 'database' ? replicas : redisReplicas);

    it(`(${store}) 40 coupon guesses on one cart spread over both replicas at once: exactly ${RULES.couponCart.limit} are tried`, async () => {
      const cart = await newCart(t);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(
            pair()[i % 2] as FastifyInstance,
            COUPON,
            { c: cart, k: `GUESS${i}` },
            `198.18.${store === 'database' ? 1 : 2}.${i}`,
          ),
        ),
      );
      const limited = results.filter((r) => r.errors?.[0]?.message === GUESS_MSG.coupon);
      expect(limited).toHaveLength(40 - RULES.couponCart.limit);
      for (const r of limited) expect(r.errors?.[0]?.extensions?.category).toBe('graphql-input');
    });

    it(`(${store}) gift card guesses from one address over several carts stop at ${RULES.giftCardAddress.limit}`, async () => {
      const ip = store === 'database' ? '198.18.3.1' : '198.18.3.2';
      const carts = await Promise.all(Array.from({ length: 4 }, () => newCart(t)));
      let tried = 0;
      for (let i = 0; i < RULES.giftCardAddress.limit + 5; i++) {
        const r = await call(
          pair()[i % 2] as FastifyInstance,
          GIFT,
          { c: carts[i % 4], k: `GIFT-GUESS-${i}` },
          ip,
        );
        if (r.errors?.[0]?.message !== GUESS_MSG.giftCard) tried++;
      }
      expect(tried).toBe(RULES.giftCardAddress.limit);
    });

    it(`(${store}) a locked sign-in address is locked on the other replica too`, async () => {
      const ip = store === 'database' ? '198.18.4.1' : '198.18.4.2';
      const SIGN_IN =
        'mutation($e: String!) { generateCustomerToken(email: $e, password: "Wrong1234") { token } }';
      for (let i = 0; i < RULES.signInAddress.limit; i++)
        await call(pair()[0] as FastifyInstance, SIGN_IN, { e: `nobody${i}@example.com` }, ip);
      const right = { e: DEMO_CUSTOMERS.buyer.email, p: DEMO_CUSTOMERS.buyer.password };
      const RIGHT =
        'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';
      // The right password from the locked address is refused on the other replica, and works from another address.
      expect(
        (await call(pair()[1] as FastifyInstance, RIGHT, right, ip)).errors?.[0]?.message,
      ).toBe(CUSTOMER_MSG.signInFailed);
      expect(
        (await call(pair()[1] as FastifyInstance, RIGHT, right, '198.18.4.9')).errors,
      ).toBeUndefined();
    });
  }

  it(`uncached searches stop at ${RULES.search.limit} a minute per address; cached answers do not count`, async () => {
    const SEARCH = 'query($s: String!) { products(search: $s, pageSize: 1) { total_count } }';
    const ip = '198.18.7.1';
    // The same GET query is answered from the response cache after its first run.
    for (let i = 0; i < 5; i++) {
      const res = await (replicas[0] as FastifyInstance).inject({
        method: 'GET',
        url: '/graphql',
        remoteAddress: ip,
        query: { query: SEARCH, variables: JSON.stringify({ s: 'chair' }) },
      });
      expect(res.statusCode).toBe(200);
    }
    let refused = 0;
    for (let i = 0; i < RULES.search.limit + 1; i++) {
      const r = await call(replicas[i % 2] as FastifyInstance, SEARCH, { s: `term ${i}` }, ip);
      if (r.errors?.[0]?.message === SEARCH_LIMIT_MSG) refused++;
    }
    // One search went to the cache miss above; the rest of the allowance to these.
    expect(refused).toBe(2);
  });

  it('visitureProducts searches count against the same allowance, refused with the same message', async () => {
    const VISITURE =
      'query($s: String!) { visitureProducts(search: $s, pageSize: 1) { total_count } }';
    const PRODUCTS = 'query($s: String!) { products(search: $s, pageSize: 1) { total_count } }';
    const ip = '198.18.7.3';
    let refused = 0;
    for (let i = 0; i < RULES.search.limit + 1; i++) {
      const r = await call(replicas[i % 2] as FastifyInstance, VISITURE, { s: `visit ${i}` }, ip);
      if (r.errors?.[0]?.message === SEARCH_LIMIT_MSG) {
        refused++;
        expect(r.data?.visitureProducts ?? null).toBeNull();
      } else expect(r.errors).toBeUndefined();
    }
    expect(refused).toBe(1);
    // One allowance for both fields: products is refused from the same address too.
    const r = await call(replicas[0] as FastifyInstance, PRODUCTS, { s: 'after visiture' }, ip);
    expect(r.errors?.[0]?.message).toBe(SEARCH_LIMIT_MSG);
  });

  it('an IPv6 address counts by its /64 (two in one /64 share, another /64 does not); IPv4-mapped counts as IPv4', async () => {
    const SEARCH = 'query($s: String!) { products(search: $s, pageSize: 1) { total_count } }';
    const sameNetwork = ['2001:db8:7:1::1', '2001:db8:7:1:ffff:ffff:ffff:fffe'];
    let refused = 0;
    for (let i = 0; i < RULES.search.limit + 1; i++) {
      const r = await call(
        replicas[i % 2] as FastifyInstance,
        SEARCH,
        { s: `v6 ${i}` },
        sameNetwork[i % 2] as string,
      );
      if (r.errors?.[0]?.message === SEARCH_LIMIT_MSG) refused++;
    }
    expect(refused).toBe(1);
    expect(
      (await call(replicas[0] as FastifyInstance, SEARCH, { s: 'v6 again' }, '2001:db8:7:1::9'))
        .errors?.[0]?.message,
    ).toBe(SEARCH_LIMIT_MSG);
    // The neighbouring /64 has its own allowance.
    expect(
      (await call(replicas[0] as FastifyInstance, SEARCH, { s: 'v6 next' }, '2001:db8:7:2::1'))
        .errors,
    ).toBeUndefined();

    // The same IPv4 visitor, written plain or IPv4-mapped, has one allowance.
    const v4 = ['198.18.7.4', '::ffff:198.18.7.4'];
    refused = 0;
    for (let i = 0; i < RULES.search.limit + 1; i++) {
      const r = await call(
        replicas[0] as FastifyInstance,
        SEARCH,
        { s: `v4 ${i}` },
        v4[i % 2] as string,
      );
      if (r.errors?.[0]?.message === SEARCH_LIMIT_MSG) refused++;
    }
    expect(refused).toBe(1);
  });

  it('a search is counted without a database write where one process owns the database (embedded)', async () => {
    const SEARCH = 'query($s: String!) { products(search: $s, pageSize: 1) { total_count } }';
    const rows = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from rate_limit where key = 'search 198.18.7.2'`.execute(
          t.handle.db,
        )
      ).rows[0]?.n;
    expect(
      (await call(replicas[0] as FastifyInstance, SEARCH, { s: 'stool' }, '198.18.7.2')).errors,
    ).toBeUndefined();
    expect(await rows()).toBe(kind === 'pglite' ? 0 : 1);
  });

  it("per-address limits count a trusted proxy's visitors, not the proxy's own calls", async () => {
    const config = loadConfig({
      PUBLIC_BASE_URL: 'http://localhost:4000/',
      TRUST_PROXY: '10.9.9.9',
    });
    const proxied = await createServer({ db: t.handle.db, config, clock: { now: () => NOW } });
    try {
      const guess = (cart: string, i: number, xff?: string) =>
        proxied.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: '10.9.9.9',
          headers: {
            'content-type': 'application/json',
            ...(xff ? { 'x-forwarded-for': xff } : {}),
          },
          payload: JSON.stringify({ query: COUPON, variables: { c: cart, k: `PROXY${i}` } }),
        });
      const limitedOf = async (xff?: string) => {
        const carts = await Promise.all(Array.from({ length: 5 }, () => newCart(t)));
        let limited = 0;
        for (let i = 0; i < RULES.couponAddress.limit + 5; i++) {
          const r = (await guess(carts[i % 5] as string, i, xff)).json();
          if (r.errors?.[0]?.message === GUESS_MSG.coupon) limited++;
        }
        return limited;
      };
      // The storefront's own calls: only the per-cart limits (10 each, 7 tries each here) apply.
      expect(await limitedOf()).toBe(0);
      // A forwarded visitor has the address allowance.
      expect(await limitedOf('198.18.8.1')).toBe(5);
    } finally {
      await proxied.close();
    }
  });

  it('a valid coupon still applies on a cart within its allowance', async () => {
    const cart = await newCart(t);
    await addItem(t, cart, sku);
    const r = await call(
      replicas[0] as FastifyInstance,
      COUPON,
      { c: cart, k: DEMO_PROMOTIONS.coupons.percent.code },
      '198.18.5.1',
    );
    expect(r.errors).toBeUndefined();
  });

  it('registration stops at its allowance per address, with a clear message', async () => {
    const REGISTER =
      'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }';
    const ip = '198.18.6.1';
    const answers = [];
    for (let i = 0; i < RULES.registration.limit + 2; i++) {
      answers.push(
        await call(
          replicas[i % 2] as FastifyInstance,
          REGISTER,
          {
            i: {
              email: `many${i}@example.com`,
              firstname: 'M',
              lastname: 'N',
              password: 'Passw0rdXy',
            },
          },
          ip,
        ),
      );
    }
    expect(answers.filter((a) => !a.errors)).toHaveLength(RULES.registration.limit);
    expect(answers.at(-1)?.errors?.[0]).toMatchObject({
      message: CUSTOMER_MSG.tooManyRegistrations,
      extensions: { category: 'graphql-input' },
    });
  });

  it('orders per e-mail stop at the configured allowance (2 here); a repeated placeOrder is counted once', async () => {
    const email = 'hoarder@example.com';
    const placeVia = async (n: number) => {
      const cart = await newCart(t);
      await addItem(t, cart, sku);
      await readyForPayment(t, cart, 'flatrate', email);
      await setPayment(t, cart, { code: 'checkmo' });
      const r = await placeOrder(t, cart);
      return { r, cart, n };
    };
    const first = await placeVia(1);
    expect(first.r.data.placeOrder.errors).toEqual([]);
    // The same cart placed again answers with the same order and does not count again.
    expect((await placeOrder(t, first.cart)).data.placeOrder.orderV2.number).toBe(
      first.r.data.placeOrder.orderV2.number,
    );
    expect((await placeVia(2)).r.data.placeOrder.errors).toEqual([]);
    const third = await placeVia(3);
    expect(third.r.errors?.[0]).toMatchObject({
      message: ORDER_LIMIT_MSG.ordersForEmail,
      extensions: { category: 'graphql-input' },
    });
  });
});

storeContractDb();

function storeContractDb() {
  for (const kind of testDbKinds()) {
    let handle: DbHandle | undefined;
    storeContract(`the database (${kind})`, async () => {
      handle = await createTestDb(kind);
      const store = new DbRateStore(handle.db);
      const h = handle;
      return {
        ...store,
        hit: store.hit.bind(store),
        refund: store.refund.bind(store),
        peek: store.peek.bind(store),
        close: () => h.close(),
      };
    });
  }
}
