// A guest's cached GET answered in front of Fastify (graphql/cached-get.ts) answers exactly what
// the /graphql route answers for the same hit; everything it is not sure of reaches the route.
// Fastify logs each request it handles at info level, the front logs none: the log tells which
// of the two answered.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/index.js';
import { createServer } from '../src/server.js';
import { createTestDb, testDbKinds } from './support/db.js';
import { NOW } from './support/app.js';

const QUERY =
  'query S($search: String!) { products(search: $search, pageSize: 2) { items { sku name } } }';
const VARIABLES = JSON.stringify({ search: 'chair' });
const PATH = `/graphql?${new URLSearchParams({ query: QUERY, variables: VARIABLES })}`;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The headers two answers of the same request share: all but the date and a minted request id. */
function comparable(a: Answer, mintedId = true): Answer {
  const { status, body } = a;
  const headers = Object.fromEntries(
    Object.entries(a.headers).filter(([k]) => k !== 'date' && !(mintedId && k === 'x-request-id')),
  );
  return { status, headers, body };
}

describe.each(testDbKinds())('cached GETs answered in front of Fastify (%s)', (kind) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let base: string;
  const lines: string[] = [];
  let n = 0;

  const start = async (env: Record<string, string> = {}) => {
    const server = await createServer({
      db: handle.db,
      config: loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/', ...env }),
      clock: { now: () => NOW },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return { server, base: `http://127.0.0.1:${address.port}` };
  };

  /** A GET over HTTP under a request id of its own; `fastify` tells whether Fastify handled it. */
  const get = async (
    headers: Record<string, string> = {},
    at = base,
    path = PATH,
    method = 'GET',
  ): Promise<Answer & { fastify: boolean; id: string }> => {
    const id = headers['x-request-id'] ?? `t-${++n}`;
    const res = await fetch(at + path, { method, headers: { 'x-request-id': id, ...headers } });
    const body = await res.text();
    const logged = lines.some((l) => l.includes(`"reqId":"${id}"`));
    return {
      status: res.status,
      headers: Object.fromEntries(res.headers),
      body,
      fastify: logged,
      id,
    };
  };

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    ({ server: app, base } = await start());
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('answers a hit itself, with the status, headers and body the route gives', async () => {
    const miss = await get();
    expect(miss.fastify).toBe(true);
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await get();
    expect(hit.fastify).toBe(false);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['x-request-id']).toBe(hit.id);
    // The same hit through the route: an Origin header sends any request to Fastify.
    const routed = await get({ origin: 'https://elsewhere.example' });
    expect(routed.fastify).toBe(true);
    expect(routed.headers['x-cache']).toBe('HIT');
    expect(comparable(hit)).toEqual(comparable(routed));
    expect(hit.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=60',
      vary: 'Store, Authorization',
      'content-length': String(Buffer.byteLength(miss.body)),
    });
    // And the miss differs only in X-Cache.
    expect(comparable({ ...hit, headers: { ...hit.headers, 'x-cache': 'MISS' } })).toEqual(
      comparable(miss),
    );
  });

  it('answers 304 to a matching If-None-Match as the route does', async () => {
    const { headers } = await get();
    const etag = headers.etag ?? '';
    const fast = await get({ 'if-none-match': etag });
    expect(fast.fastify).toBe(false);
    expect(fast.status).toBe(304);
    const routed = await get({ 'if-none-match': etag, origin: 'https://elsewhere.example' });
    expect(routed.fastify).toBe(true);
    expect(comparable(fast)).toEqual(comparable(routed));
    expect(fast.body).toBe('');
    // Another ETag gets the answer.
    const other = await get({ 'if-none-match': '"other"' });
    expect(other.fastify).toBe(false);
    expect(other.status).toBe(200);
    expect(other.body).not.toBe('');
  });

  it("echoes a caller's safe request id and mints one for an unsafe id", async () => {
    await get();
    const given = await get({ 'x-request-id': 'order-page.7:a_b' });
    expect(given.fastify).toBe(false);
    expect(given.headers['x-request-id']).toBe('order-page.7:a_b');
    const unsafe = await get({ 'x-request-id': 'bad id "forged"' });
    expect(unsafe.headers['x-cache']).toBe('HIT');
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves requests with Authorization, an unknown store or HEAD to the route', async () => {
    const own = await get();
    const bearer = await get({ authorization: 'Bearer not-a-token' });
    expect(bearer.fastify).toBe(true);
    expect(bearer.status).toBe(401);
    const basic = await get({ authorization: 'Basic eDp5' });
    expect(basic.fastify).toBe(true);
    const unknown = await get({ store: 'no_such_store' });
    expect(unknown.fastify).toBe(true);
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body).errors[0].message).toBe('Requested store is not found');
    const head = await get({}, base, PATH, 'HEAD');
    expect(head.fastify).toBe(true);
    const store = await get({ store: 'charter_seniorliving' });
    expect(store.fastify).toBe(true);
    expect(store.headers['x-cache']).toBe('MISS');
    const storeHit = await get({ store: 'charter_seniorliving' });
    expect(storeHit.fastify).toBe(false);
    expect(storeHit.body).toBe(store.body);
    // The same URL without the header is the default store's again: its own answer, from the front.
    const back = await get();
    expect(back.fastify).toBe(false);
    expect(back.headers['x-cache']).toBe('HIT');
    expect(back.body).toBe(own.body);
    expect(back.headers.etag).toBe(own.headers.etag);
  });

  it('serves no answer of an older catalogue version: the route runs the query again', async () => {
    const before = await get();
    const first = JSON.parse(before.body).data.products.items[0] as { sku: string; name: string };
    expect((await get()).fastify).toBe(false);
    await handle.db
      .updateTable('product')
      .set({ name: `${first.name} Renamed While Cached` })
      .where('sku', '=', first.sku)
      .execute();
    const after = await get();
    expect(after.fastify).toBe(true);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('Renamed While Cached');
    const again = await get();
    expect(again.fastify).toBe(false);
    expect(again.body).toBe(after.body);
  });

  it('keeps the timeouts Fastify sets on a server it makes itself', async () => {
    const plain = Fastify();
    try {
      for (const k of [
        'keepAliveTimeout',
        'requestTimeout',
        'timeout',
        'maxRequestsPerSocket',
      ] as const)
        expect(app.server[k]).toBe(plain.server[k]);
    } finally {
      await plain.close();
    }
  });

  it('leaves every request to the route when browser origins are configured', async () => {
    const open = await start({ CORS_ORIGINS: 'https://shop.example.com' });
    try {
      await get({}, open.base);
      const hit = await get({}, open.base);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.fastify).toBe(true);
      const cors = await get({ origin: 'https://shop.example.com' }, open.base);
      expect(cors.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    } finally {
      await open.server.close();
    }
  });
});
