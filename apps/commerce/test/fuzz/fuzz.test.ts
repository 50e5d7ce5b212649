// Schema-driven fuzzing (docs/decisions/0906): every root Query and Mutation field of the
// committed schema is called with hostile but well-typed arguments, as a guest, as a signed-in
// customer and from several client addresses. No answer may be a 5xx, an "Internal server error",
// a stack trace or database text. 2,000 operations by default; FUZZ_OPS (e.g. 10000) for the
// long run, FUZZ_SEED to replay one.
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINTED_SCHEMA_URL } from '../../src/graphql/print.js';
import { DEMO_CUSTOMERS } from '../../src/seed/index.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDbKinds } from '../support/db.js';
import { OperationGenerator, prng } from './generate.js';

const OPS = Number(process.env.FUZZ_OPS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_924);

/** Leaks: a stack frame, a source path, or PostgreSQL / driver wording. */
const LEAKS = [
  /\n\s+at .+:\d+:\d+/,
  /node_modules|\.ts:\d+|\.js:\d+/,
  /syntax error at or near|violates .* constraint|duplicate key value|invalid input syntax|out of range for type|null value in column|relation "|column "|PGlite|kysely|ECONNREFUSED|invalid byte sequence/i,
];

describe.each(testDbKinds())('fuzzing every root field (%s)', (kind) => {
  let t: TestApp;
  let token = '';
  const signIn = async () => {
    const r = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      {
        e: DEMO_CUSTOMERS.buyer.email,
        p: DEMO_CUSTOMERS.buyer.password,
      },
    );
    token = r.data?.generateCustomerToken?.token ?? '';
  };
  beforeAll(async () => {
    t = await startApp(kind);
    await signIn();
  });
  afterAll(async () => t?.close());

  it(
    `answers ${OPS} hostile operations without a 5xx, an internal error or a leak`,
    { timeout: 600_000 },
    async () => {
      const schema = buildSchema(readFileSync(PRINTED_SCHEMA_URL, 'utf8'));
      const roots: ['query' | 'mutation', GraphQLField<unknown, unknown>][] = [
        ...Object.values(schema.getQueryType()?.getFields() ?? {}).map(
          (f) => ['query', f] as ['query', typeof f],
        ),
        ...Object.values(schema.getMutationType()?.getFields() ?? {}).map(
          (f) => ['mutation', f] as ['mutation', typeof f],
        ),
      ];
      // Signing out would end the session the rest of the run uses.
      const signedInRoots = roots.filter(([, f]) => f.name !== 'revokeCustomerToken');
      // A guest cart with a product in it, and the customer's cart: ids the generator mixes in.
      const sku = (await t.gql('{ products(search: "chair", pageSize: 1) { items { sku } } }')).data
        .products.items[0].sku as string;
      const guestCart = (await t.gql('mutation { createGuestCart { cart { id } } }')).data
        .createGuestCart.cart.id as string;
      await t.gql(
        'mutation($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { cart { id } } }',
        { c: guestCart, s: sku },
      );
      const customerCart = (
        await t.gql('{ customerCart { id } }', {}, { authorization: `Bearer ${token}` })
      ).data.customerCart.id as string;
      const gen = new OperationGenerator(schema, prng(SEED), [
        guestCart,
        customerCart,
        sku,
        DEMO_CUSTOMERS.buyer.email,
      ]);
      const random = prng(SEED + 1);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const fieldsCalled = new Set<string>();
      for (let i = 0; i < OPS; i++) {
        const signedIn = random() < 0.3;
        const pool = signedIn ? signedInRoots : roots;
        const [opKind, field] = pool[i % pool.length] as (typeof roots)[number];
        fieldsCalled.add(`${opKind}.${field.name}`);
        const op = gen.operation(opKind, field);
        const res = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: `203.0.113.${1 + Math.floor(random() * 8)}`,
          headers: {
            'content-type': 'application/json',
            ...(signedIn && token ? { authorization: `Bearer ${token}` } : {}),
          },
          payload: JSON.stringify(op),
        });
        // A refresh consumes the token: sign in again for the next signed-in call.
        if (signedIn && (res.statusCode === 401 || field.name === 'refreshCustomerToken'))
          await signIn();
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const leak = LEAKS.find((re) => re.test(res.body));
        if (res.statusCode >= 500 || res.body.includes('Internal server error') || leak) {
          failures.push(
            `#${i} ${res.statusCode} ${field.name}: ${JSON.stringify(op).slice(0, 400)} -> ${res.body.slice(0, 300)}`,
          );
        }
      }
      console.info(
        `fuzz (${kind}): ${OPS} operations over ${fieldsCalled.size} root fields, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${failures.length} failures`,
      );
      expect(fieldsCalled.size).toBe(roots.length);
      expect(failures).toEqual([]);
    },
  );
});
