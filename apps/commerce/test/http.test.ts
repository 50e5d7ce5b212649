// The HTTP contract: methods, content types, status codes, limits, caching, health and request ids.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server.js';
import { testDbKinds } from './support/db.js';
import { startApp, type TestApp } from './support/app.js';

describe.each(testDbKinds())('GraphQL over HTTP (%s)', (kind) => {
  let t: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { seed: false });
  });
  afterAll(async () => {
    await t?.close();
    await prod?.close();
  });

  it('answers GET and POST alike', async () => {
    const q = '{ storeConfig { store_code } }';
    const post = await t.gql(q);
    const get = await t.gqlGet(q);
    expect(post.status).toBe(200);
    expect(get.status).toBe(200);
    expect(get.data).toEqual(post.data);
    const withVars = await t.gqlGet('query C($id: String) { country(id: $id) { id } }', {
      id: 'US',
    });
    expect(withVars.data.country.id).toBe('US');
  });

  it('rejects mutations over GET before anything runs', async () => {
    const r = await t.gqlGet('mutation { createEmptyCart }');
    expect(r.status).toBe(400);
    expect(r.errors?.[0]).toEqual({
      message: 'Mutation requests allowed only for POST requests',
      extensions: { category: 'graphql-input' },
    });
  });

  it('requires application/json for POST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{ storeConfig { id } }',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Request content type must be application/json');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].extensions.category).toBe('graphql-input');
  });

  it('returns 400 with the parser message for syntax errors, never 500', async () => {
    const r = await t.gql('{ storeConfig { ');
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toMatch(/^Syntax Error/);
    const unknown = await t.gql('{ storeConfig { nope } }');
    expect(unknown.status).toBe(400);
    // Magento's text, without graphql-js's "Did you mean" suggestions.
    expect(unknown.errors?.[0]?.message).toBe('Cannot query field "nope" on type "StoreConfig".');
    // Twice: the second run goes through the compiled query, which coerces variables itself.
    for (let i = 0; i < 2; i++) {
      const badVar = await t.gql('query BadVar($id: String) { country(id: $id) { id } }', {
        id: { x: 1 },
      });
      expect(badVar.status).toBe(400);
      expect(badVar.errors?.[0]?.message).toMatch(/\$id/);
    }
  });

  it('rejects documents deeper than the limit before resolving', async () => {
    let q = '{ categories { items { ';
    let tail = 'id } } }';
    for (let i = 0; i < 20; i++) {
      q += 'children { ';
      tail = 'id } ' + tail;
    }
    const r = await t.gql(q + tail);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toMatch(/depth limit/i);
    expect(r.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(r.data).toBeUndefined();
  });

  it('rejects documents with too many aliases', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: storeConfig { id }`).join(' ');
    const r = await t.gql(`{ ${aliases} }`);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toMatch(/aliases/i);
    const fine = await t.gql(
      `{ ${Array.from({ length: 5 }, (_, i) => `a${i}: storeConfig { id }`).join(' ')} }`,
    );
    expect(fine.status).toBe(200);
  });

  it('rejects documents with too many tokens', async () => {
    const fields = Array.from({ length: 1500 }, () => 'storeConfig { id }').join(' ');
    const r = await t.gql(`{ ${fields} }`);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toMatch(/Document contains more th.. 5000 tokens/);
    const viaGet = await t.gqlGet(`{ ${fields} }`);
    expect(viaGet.status).toBe(400);
  });

  it('caches catalogue GETs with Cache-Control and ETag, and answers 304 when unchanged', async () => {
    const q = '{ countries { id } }';
    const first = await t.gqlGet(q, undefined, { Store: 'charter_seniorliving' });
    expect(first.res.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await t.gqlGet(q, undefined, { Store: 'charter_seniorliving' });
    expect(second.res.headers['x-cache']).toBe('HIT');
    expect(second.res.headers.etag).toBe(etag);
    const notModified = await t.app.inject({
      method: 'GET',
      url: '/graphql',
      query: { query: q },
      headers: { Store: 'charter_seniorliving', 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
    // Another store view is another cache entry.
    const other = await t.gqlGet('{ storeConfig { store_code } }', undefined, {
      Store: 'charter_hospitality',
    });
    const otherSenior = await t.gqlGet('{ storeConfig { store_code } }', undefined, {
      Store: 'charter_seniorliving',
    });
    expect(other.data.storeConfig.store_code).toBe('charter_hospitality');
    expect(otherSenior.data.storeConfig.store_code).toBe('charter_seniorliving');
    // POST responses and errors are not cached.
    const post = await t.gql(q);
    expect(post.res.headers['cache-control']).toBeUndefined();
    const failing = await t.gqlGet('{ country(id: "XX") { id } }');
    expect(failing.res.headers['cache-control']).toBe('no-store');
  });

  it('reports field errors with their category, other fields still resolving', async () => {
    const r = await t.gql('{ storeConfig { store_code } country(id: "XX") { id } }');
    expect(r.status).toBe(200);
    expect(r.data.storeConfig.store_code).toBe('charter_hospitality');
    expect(r.data.country).toBeNull();
    expect(r.errors?.[0]).toMatchObject({
      path: ['country'],
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('masks internal failures as "Internal server error"', async () => {
    // A broken database is the simplest real fault: the category query fails inside a resolver.
    // (Product listings are answered from the in-process catalogue index and would not notice.)
    await t.handle.db.schema.alterTable('category').renameTo('category_gone').execute();
    try {
      for (let i = 0; i < 2; i++) {
        // Twice, so the second run goes through the compiled (JIT) query.
        const r = await t.gql('{ categoryList { name } }');
        expect(r.status).toBe(200);
        expect(r.errors?.[0]).toMatchObject({
          message: 'Internal server error',
          extensions: { category: 'internal' },
        });
        expect(JSON.stringify(r.errors)).not.toContain('category_gone');
      }
    } finally {
      await t.handle.db.schema.alterTable('category_gone').renameTo('category').execute();
    }
  });

  it('echoes a request id, or mints one', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const minted = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'bad id\nforged' },
    });
    expect(unsafe.headers['x-request-id']).not.toContain('forged');
  });

  it('reports liveness always and readiness once migrations are done', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration is pending', async () => {
    await sql`delete from kysely_migration where name = '0002_directory'`.execute(t.handle.db);
    const fresh = await createServer({
      db: t.handle.db,
      config: t.config,
      clock: { now: () => new Date() },
    });
    try {
      expect((await fresh.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
      expect((await fresh.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      await sql`insert into kysely_migration (name, timestamp) values ('0002_directory', ${new Date().toISOString()})`.execute(
        t.handle.db,
      );
      expect((await fresh.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('allows no browser origin by default: the storefront calls from its server', async () => {
    const preflight = {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'store,content-type',
    };
    const res = await t.app.inject({ method: 'OPTIONS', url: '/graphql', headers: preflight });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: '/graphql?query=%7B__typename%7D',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps no catalogue answer larger than RESPONSE_CACHE_MAX_ENTRY_KB, and serves it each time', async () => {
    const small = await startApp(kind, { seed: false, env: { RESPONSE_CACHE_MAX_ENTRY_KB: '1' } });
    try {
      const big = '{ countries { id full_name_english available_regions { id code name } } }';
      const first = await small.gqlGet(big);
      expect(first.res.statusCode).toBe(200);
      expect(first.res.body.length).toBeGreaterThan(1024);
      const second = await small.gqlGet(big);
      expect(second.res.headers['x-cache']).toBe('MISS');
      expect(second.res.body).toBe(first.res.body);
      // A small answer is still kept.
      await small.gqlGet('{ storeConfig { store_code } }');
      expect((await small.gqlGet('{ storeConfig { store_code } }')).res.headers['x-cache']).toBe(
        'HIT',
      );
    } finally {
      await small.close();
    }
  });

  it('answers CORS preflight with 204 only for a configured origin', async () => {
    const open = await startApp(kind, {
      seed: false,
      env: { CORS_ORIGINS: 'http://localhost:3000, https://shop.example.com' },
    });
    try {
      const preflight = (origin: string) =>
        open.app.inject({
          method: 'OPTIONS',
          url: '/graphql',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'store,content-type',
          },
        });
      const ok = await preflight('https://shop.example.com');
      expect(ok.statusCode).toBe(204);
      expect(ok.headers['access-control-allow-origin']).toBe('https://shop.example.com');
      const other = await preflight('https://evil.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('allows introspection in development and refuses it in production', async () => {
    const q = '{ __schema { queryType { name } } }';
    expect((await t.gql(q)).data.__schema.queryType.name).toBe('Query');
    prod = await startApp(kind, { seed: false, env: { NODE_ENV: 'production' } });
    const r = await prod.gql(q);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    expect((await prod.gql('{ __typename storeConfig { id } }')).status).toBe(200);
  });
});
