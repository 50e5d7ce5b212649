// One cheap-looking query must not build millions of objects (docs/decisions/0907, 0908): nested
// lists are priced by their fan-out and refused before any statement runs, a response holds at
// most EXECUTION_LIMITS.maxNodes list entries, and no field starts past the request's deadline,
// without leaving a transaction open. Every storefront and Venia operation still passes.
import { readdirSync, readFileSync } from 'node:fs';
import { setImmediate } from 'node:timers/promises';
import {
  buildSchema,
  Kind,
  parse,
  validate,
  type DefinitionNode,
  type DocumentNode,
} from 'graphql';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { BOUNDS_MSG } from '../src/graphql/execution-bounds.js';
import { guardRequest, INPUT_LIMITS, operationCosts } from '../src/graphql/input-guard.js';
import { PRINTED_SCHEMA_URL } from '../src/graphql/print.js';
import { createServer } from '../src/server.js';
import { NOW, startApp, type TestApp } from './support/app.js';
import { countedServer, type CountedServer } from './support/counted-server.js';
import { simpleProduct } from './support/cart.js';
import { testDbKinds } from './support/db.js';
import { loadVeniaOperations } from './support/venia-operations.js';

/** `field { sku field { sku … } }`, `depth` levels, the field picked per level. */
const nest = (depth: number, field: (level: number) => string): string =>
  depth === 0 ? 'sku' : `sku ${field(depth)} { ${nest(depth - 1, field)} }`;
const LINKS = ['related_products', 'upsell_products', 'crosssell_products'];

/** The query of the report and its variants: each costs about 20 by the old reckoning. */
const FANNING: Record<string, string> = {
  'related_products 15 levels deep under pageSize 1': `{ products(search: "chair", pageSize: 1) { items { ${nest(15, () => 'related_products')} } } }`,
  'the same with an alias on every level': `{ products(search: "chair", pageSize: 1) { items { ${nest(15, (l) => `r${l}: related_products`)} } } }`,
  'the same through a chain of fragments': [
    '{ products(search: "chair", pageSize: 1) { items { ...L15 } } }',
    ...Array.from(
      { length: 15 },
      (_, i) =>
        `fragment L${i + 1} on ProductInterface { sku related_products { ${i === 0 ? 'sku' : `...L${i}`} } }`,
    ),
  ].join('\n'),
  'upsell, cross-sell and related products in turn': `{ products(search: "chair", pageSize: 1) { items { ${nest(15, (l) => LINKS[l % 3] as string)} } } }`,
  'links through configurable variants': `{ products(pageSize: 1) { items { sku ... on ConfigurableProduct { variants { product { ${nest(5, () => 'crosssell_products')} } } } } } }`,
  'categories and their products in a loop': `{ categoryList { ${'children { products(pageSize: 20) { items { categories { '.repeat(3)}name${' } } } }'.repeat(3)} } }`,
  'many items with two levels of links': `{ products(search: "chair", pageSize: ${INPUT_LIMITS.maxPageSize}) { items { ${nest(2, () => 'related_products')} } } }`,
};

/** Page sizes the storefront sends, by operation (listing-query.ts caps listings at 200, sitemap-plan.ts sends 300). */
const STOREFRONT_PAGE_SIZES: Record<string, Record<string, number>> = {
  ProductList: { pageSize: 200 },
  ProductPage: { pageSize: 200 },
  SearchSuggestions: { pageSize: 8 },
  SitemapProducts: { pageSize: 300 },
  SitemapCategories: { pageSize: 300 },
  ProductReviews: { pageSize: 5 },
  CustomerOrders: { pageSize: 10 },
  AccountDashboard: { ordersPageSize: 10 },
  CustomerWishlist: { pageSize: 50 },
};

/** Every storefront operation (apps/storefront/lib/commerce/<domain>/operations/*.graphql), with every fragment. */
function storefrontDocuments(): [string, DocumentNode][] {
  const root = new URL('../../storefront/lib/commerce/', import.meta.url);
  const definitions: DefinitionNode[] = ['catalog', 'cart', 'checkout', 'customer'].flatMap(
    (domain) => {
      const dir = new URL(`${domain}/operations/`, root);
      return readdirSync(dir)
        .filter((f) => f.endsWith('.graphql'))
        .flatMap((f) => parse(readFileSync(new URL(f, dir), 'utf8')).definitions);
    },
  );
  const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return definitions.flatMap((d): [string, DocumentNode][] =>
    d.kind === Kind.OPERATION_DEFINITION && d.name
      ? [[d.name.value, { kind: Kind.DOCUMENT, definitions: [d, ...fragments] }]]
      : [],
  );
}

describe('the weighted cost of legitimate documents', () => {
  const schema = buildSchema(readFileSync(PRINTED_SCHEMA_URL, 'utf8'));

  it('lets every storefront operation through at the page sizes it sends', () => {
    const docs = storefrontDocuments();
    expect(docs.length).toBeGreaterThan(60);
    const refused = docs.flatMap(([name, doc]) => {
      const errors = guardRequest(schema, doc, {
        withPhysicalProduct: true,
        withCategories: true,
        ...STOREFRONT_PAGE_SIZES[name],
      });
      return errors.map((e) => `${name}: ${e.message}`);
    });
    expect(refused).toEqual([]);
  });

  it('lets every Venia operation through at a page size of 20', async () => {
    const { operations } = await loadVeniaOperations();
    const valid = operations.filter((op) => validate(schema, op.document).length === 0);
    expect(valid.length).toBeGreaterThan(190);
    const refused: string[] = [];
    for (const op of valid) {
      const variables: Record<string, unknown> = {};
      for (const d of op.document.definitions) {
        if (d.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const v of d.variableDefinitions ?? [])
          if (/page_?size/i.test(v.variable.name.value)) variables[v.variable.name.value] = 20;
      }
      for (const e of guardRequest(schema, op.document, variables))
        refused.push(`${op.key}: ${e.message}`);
      // Lets the worker answer its runner between documents (a minute without an answer fails
      // the run; this loop has taken 45 s on a busy machine).
      await setImmediate();
    }
    expect(refused).toEqual([]);
  }, 300_000);

  it('prices nested product links by their fan-out', () => {
    const cost = (depth: number) =>
      operationCosts(
        schema,
        parse(`{ products(pageSize: 1) { items { ${nest(depth, () => 'related_products')} } } }`),
      ).get('');
    expect(cost(1)).toBeLessThan(100);
    expect(cost(3)).toBeLessThan(INPUT_LIMITS.maxCost);
    expect(cost(4)).toBeGreaterThan(INPUT_LIMITS.maxCost);
  });
});

describe.each(testDbKinds())('queries that fan out (%s)', (kind) => {
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

  const post = async (query: string) => {
    counted.reset();
    const res = await counted.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query }),
    });
    return {
      status: res.statusCode,
      bytes: res.body.length,
      json: JSON.parse(res.body),
      statements: counted.statements,
    };
  };

  for (const [name, query] of Object.entries(FANNING)) {
    it(`refuses ${name} before any statement runs`, async () => {
      const r = await post(query);
      expect(r.status).toBe(400);
      expect(r.json.data ?? null).toBeNull();
      expect(r.json.errors).toHaveLength(1);
      expect(r.json.errors[0].message).toMatch(/^Query cost limit of 50000 exceeded/);
      expect(r.json.errors[0].extensions).toEqual({ category: 'graphql-input' });
      expect(r.statements).toBe(0);
    });
  }

  it('answers the first levels of links, as a product page asks for them', async () => {
    const r = await post(
      `{ products(search: "chair", pageSize: 1) { items { ${nest(2, () => 'related_products')} } } }`,
    );
    expect(r.json.errors).toBeUndefined();
    expect(r.json.data.products.items[0].related_products.length).toBeGreaterThan(0);
  });

  it('stops a response at the node cap with one error, building nothing more', async () => {
    // Within the cost limit (and the alias and listing limits), past the cap once run: five full
    // listings with their images, addresses and categories, and 25 country lists with regions.
    const listing =
      'products(filter: {}, pageSize: 300) { items { sku media_gallery { url } url_rewrites { url } categories { uid } } }';
    const countries = 'countries { id available_regions { id } }';
    const query = `{ ${[0, 1, 2, 3, 4].map((i) => `p${i}: ${listing}`).join(' ')} ${Array.from({ length: 25 }, (_, i) => `c${i}: ${countries}`).join(' ')} }`;
    const r = await post(query);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      data: null,
      errors: [{ message: BOUNDS_MSG.nodes, extensions: { category: 'graphql-input' } }],
    });
    // The answer is the error alone, not the ~13,000 entries asked for.
    expect(r.bytes).toBeLessThan(500);
    // Each part alone is answered in full.
    const one = await post(`{ ${listing} ${countries} }`);
    expect(one.json.errors).toBeUndefined();
    expect(one.json.data.products.items.length).toBeGreaterThan(100);
    expect(one.json.data.countries.length).toBeGreaterThan(200);
  });

  it('keeps answering ordinary queries afterwards', async () => {
    for (const query of Object.values(FANNING)) await post(query);
    const r = await post(
      '{ products(search: "chair", pageSize: 2) { items { sku name related_products { sku } } } }',
    );
    expect(r.status).toBe(200);
    expect(r.json.errors).toBeUndefined();
    expect(r.json.data.products.items).toHaveLength(2);
  });
});

describe.each(testDbKinds())('the execution deadline (%s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let at = NOW.getTime();
  beforeAll(async () => {
    t = await startApp(kind);
    // Slow statements, deterministically: every write and every product link lookup moves the
    // service's clock 2 seconds on, past the 1.5-second deadline; other reads take no time.
    const slow: KyselyPlugin = {
      transformQuery: (args) => {
        const kind = args.node.kind;
        if (
          kind === 'InsertQueryNode' ||
          kind === 'UpdateQueryNode' ||
          kind === 'DeleteQueryNode' ||
          JSON.stringify(args.node).includes('"product_link"')
        )
          at += 2_000;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const config = loadConfig({
      PUBLIC_BASE_URL: 'http://localhost:4000/',
      GRAPHQL_DEADLINE_MS: '1500',
    });
    app = await createServer({
      db: t.handle.db.withPlugin(slow),
      config,
      clock: { now: () => new Date(at) },
    });
    await app.jobs.stop();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const post = async (query: string, variables?: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: res.statusCode, json: JSON.parse(res.body) };
  };
  const deadlineError = {
    message: BOUNDS_MSG.deadline(1500),
    extensions: { category: 'graphql-input' },
  };
  const PRODUCT = '{ products(filter: { sku: { eq: "CH-LC-1001" } }) { items { sku name } } }';

  it('stops a query whose next fields would start past the deadline, with one error', async () => {
    const r = await post(
      `{ products(filter: { sku: { eq: "CH-LC-1001" } }, pageSize: 1) { items { ${nest(3, () => 'related_products')} } } }`,
    );
    expect(r.json).toEqual({ data: null, errors: [deadlineError] });
    // A query that stays within it is answered.
    const quick = await post(PRODUCT);
    expect(quick.json).toEqual({
      data: { products: { items: [{ sku: 'CH-LC-1001', name: expect.any(String) }] } },
    });
  });

  it('lets a started mutation commit and starts no later root field; the database stays free', async () => {
    const cartId = (await post('mutation { createEmptyCart }')).json.data.createEmptyCart as string;
    const add = 'cart { items { quantity } } user_errors { message }';
    const item = `[{ sku: "${(await simpleProduct(t)).sku}", quantity: 1 }]`;
    const r = await post(
      `mutation($c: String!) { a: addProductsToCart(cartId: $c, cartItems: ${item}) { ${add} } b: addProductsToCart(cartId: $c, cartItems: ${item}) { ${add} } }`,
      { c: cartId },
    );
    expect(r.json).toEqual({ data: null, errors: [deadlineError] });
    // The first ran to its commit (its unit of work is never cut short); the second never started.
    // Nothing holds a transaction open: on PGlite, one connection, these reads would wait for it.
    const lines = await t.handle.db
      .selectFrom('cart_item')
      .innerJoin('cart', 'cart.id', 'cart_item.cart_id')
      .select('cart_item.quantity')
      .where('cart.masked_id', '=', cartId)
      .execute();
    expect(lines.map((l) => Number(l.quantity))).toEqual([1]);
    const cart = await post('query($c: String!) { cart(cart_id: $c) { items { quantity } } }', {
      c: cartId,
    });
    expect(cart.json).toEqual({ data: { cart: { items: [{ quantity: 1 }] } } });
    expect((await post(PRODUCT)).json.errors).toBeUndefined();
  });
});
