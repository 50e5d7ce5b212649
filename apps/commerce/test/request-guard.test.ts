// Request limits are refused at the edge with a graphql-input error before any SQL statement runs
// (statements counted through a Kysely plugin), batching is refused, and nothing internal leaks
// (docs/decisions/0903, 0904, 0906).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../src/graphql/input-guard.js';
import { testDbKinds } from './support/db.js';
import { startApp, type TestApp } from './support/app.js';
import { countedServer, type CountedServer } from './support/counted-server.js';

/** 28 aliased price trees of 16 fields: 449 fields per listed item. */
const PRICE =
  'minimum_price { final_price { value currency } regular_price { value currency } discount { amount_off percent_off } } maximum_price { final_price { value currency } }';
const HEAVY_ITEM = Array.from({ length: 28 }, (_, i) => `p${i}: price_range { ${PRICE} }`).join(
  ' ',
);
const SEARCH =
  'query($s: String, $n: Int) { products(search: $s, pageSize: $n) { items { sku } } }';

describe.each(testDbKinds())('request guard (%s)', (kind) => {
  let t: TestApp;
  let counted: CountedServer;
  beforeAll(async () => {
    t = await startApp(kind);
    counted = await countedServer(t);
  });
  afterAll(async () => {
    await counted?.app.close();
    await t?.close();
  });

  const post = async (payload: unknown, headers: Record<string, string> = {}) => {
    counted.reset();
    const res = await counted.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    return {
      status: res.statusCode,
      body: res.body,
      json: JSON.parse(res.body),
      statements: counted.statements,
    };
  };

  const over = {
    'NUL in a variable': { query: SEARCH, variables: { s: 'chair\u0000' } },
    'NUL in a literal': { query: '{ products(search: "chair\\u0000") { items { sku } } }' },
    'NUL in a nested input': {
      query:
        'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
      variables: {
        i: { email: 'a@example.com', firstname: 'A\u0000', lastname: 'B', password: 'Passw0rdXy' },
      },
    },
    'a lone surrogate': { query: SEARCH, variables: { s: 'chair\ud800' } },
    'a search term of 129 characters': { query: SEARCH, variables: { s: 'x'.repeat(129) } },
    'a string past 4,096 characters': {
      query: 'query($u: String!) { route(url: $u) { __typename } }',
      variables: { u: 'a'.repeat(INPUT_LIMITS.maxString + 1) },
    },
    'an `in` list of 101 values': {
      query: 'query($v: [String]) { products(filter: { sku: { in: $v } }) { items { sku } } }',
      variables: { v: Array.from({ length: 101 }, (_, i) => `S${i}`) },
    },
    'a page size of 301': { query: SEARCH, variables: { s: 'chair', n: 301 } },
    'six listing fields': {
      query: `{ ${Array.from({ length: 6 }, (_, i) => `p${i}: products(search: "chair", pageSize: 1) { items { sku } }`).join(' ')} }`,
    },
    'a weighted cost past the limit': {
      query: `{ products(search: "chair", pageSize: 200) { items { ${HEAVY_ITEM} } } }`,
    },
    'two credential fields': {
      query:
        'mutation { a: generateCustomerToken(email: "a@example.com", password: "x") { token } b: generateCustomerToken(email: "b@example.com", password: "x") { token } }',
    },
  } as const;

  for (const [name, payload] of Object.entries(over)) {
    it(`refuses ${name} with a graphql-input error before any statement`, async () => {
      const r = await post(payload);
      expect(r.status).toBe(400);
      expect(r.json.errors?.[0]?.extensions?.category).toBe('graphql-input');
      expect(r.json.data ?? null).toBeNull();
      expect(r.statements).toBe(0);
    });
  }

  it('counts a listing by its page size: 449 fields on 20 items pass, on 200 items they do not', async () => {
    const fields = HEAVY_ITEM;
    const small = await post({
      query: `{ products(search: "chair", pageSize: 20) { items { ${fields} } } }`,
    });
    expect(small.json.errors).toBeUndefined();
    const big = await post({
      query: `{ products(search: "chair", pageSize: 200) { items { ${fields} } } }`,
    });
    expect(big.json.errors?.[0]?.message).toMatch(/^Query cost limit of 50000 exceeded/);
  });

  it('judges every request by its own variables when the same text comes again', async () => {
    // The parsed text is kept between requests (http.ts); the verdict is not.
    const fine = await post({ query: SEARCH, variables: { s: 'chair', n: 5 } });
    expect(fine.status).toBe(200);
    expect(fine.json.errors).toBeUndefined();
    const tooBig = await post({ query: SEARCH, variables: { s: 'chair', n: 301 } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.errors?.[0]?.message).toBe('Maximum page_size is 300');
    expect(tooBig.statements).toBe(0);
    const fineAgain = await post({ query: SEARCH, variables: { s: 'chair', n: 5 } });
    expect(fineAgain.json).toEqual(fine.json);
    // A text that does not parse is refused each time, with its location.
    for (let i = 0; i < 2; i++) {
      const broken = await post({ query: '{ products(search: "chair") { items { sku } }' });
      expect(broken.status).toBe(400);
      expect(broken.json.errors?.[0]?.message).toMatch(/^Syntax Error: /);
      expect(broken.json.errors?.[0]?.locations?.[0]?.line).toBe(1);
    }
  });

  it('refuses batching (an array of operations) before any statement', async () => {
    const r = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(r.status).toBe(400);
    expect(r.json.errors).toEqual([
      { message: 'Request body must be a JSON object', extensions: { category: 'graphql-input' } },
    ]);
    expect(r.statements).toBe(0);
  });

  it('answers a body past the size limit and broken JSON without internals', async () => {
    const big = await post(JSON.stringify({ query: `{ __typename }`, pad: 'x'.repeat(1_100_000) }));
    expect(big.status).toBe(413);
    expect(big.json.errors?.[0]?.message).not.toMatch(/at |\.ts|select|Error:/);
    const broken = await post('{"query": ');
    expect(broken.status).toBe(400);
  });

  it('lets ordinary text through: accents, emoji, quotes and tags', async () => {
    const r = await post({ query: SEARCH, variables: { s: 'Chaise ümlaut 🪑 "quoted" <b>' } });
    expect(r.status).toBe(200);
    expect(r.json.errors).toBeUndefined();
  });
});
