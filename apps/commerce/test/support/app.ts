// One seeded database and one in-process server per test file and database kind.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../../src/config.js';
import type { DbHandle } from '../../src/db/index.js';
import { createServer } from '../../src/server.js';
import { createTestDb, type TestDbKind } from './db.js';

export { NOW } from './db-templates.js';
import { NOW } from './db-templates.js';

// Response bodies are checked field by field in the tests; typing every shape would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  /** POST a query; returns the parsed body and the raw response. */
  gql<T = AnyJson>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GqlResult<T>>;
  /** GET a query with variables as a JSON string, as cacheable clients do. */
  gqlGet<T = AnyJson>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GqlResult<T>>;
  close(): Promise<void>;
}

export interface GqlResult<T> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: { category?: string }; path?: (string | number)[] }[];
  res: LightMyRequestResponse;
}

export interface StartOptions {
  seed?: boolean;
  /** Runs after the seed and before the server is built (the schema reads the attribute table). */
  prepare?: (handle: DbHandle) => Promise<void>;
  env?: Record<string, string>;
}

function parse<T>(res: LightMyRequestResponse): GqlResult<T> {
  const body = res.body ? JSON.parse(res.body) : {};
  return { status: res.statusCode, data: body.data as T, errors: body.errors, res };
}

export async function startApp(kind: TestDbKind, opts: StartOptions = {}): Promise<TestApp> {
  const handle = await createTestDb(kind, { seeded: opts.seed !== false });
  await opts.prepare?.(handle);
  const config = loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/', ...opts.env });
  const app = await createServer({ db: handle.db, config, clock: { now: () => NOW } });
  return {
    app,
    handle,
    config,
    async gql(query, variables, headers = {}) {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      return parse(res);
    },
    async gqlGet(query, variables, headers = {}) {
      const res = await app.inject({
        method: 'GET',
        url: '/graphql',
        headers,
        query: { query, ...(variables ? { variables: JSON.stringify(variables) } : {}) },
      });
      return parse(res);
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
