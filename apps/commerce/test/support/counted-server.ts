// A second server on a test app's database whose SQL statements are counted (a Kysely plugin), for
// tests that bound how many statements a request costs.
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { createServer } from '../../src/server.js';
import { NOW, type TestApp } from './app.js';

export interface CountedServer {
  app: FastifyInstance;
  /** Statements run since the last reset(). */
  readonly statements: number;
  reset(): void;
}

export async function countedServer(t: TestApp): Promise<CountedServer> {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const app = await createServer({
    db: t.handle.db.withPlugin(counter),
    config: t.config,
    clock: { now: () => NOW },
  });
  // The service's background jobs (e-mail sweeper, order expiry) run statements of their own on
  // timers; stop them so the count is the requests' alone.
  await app.jobs.stop();
  return {
    app,
    get statements() {
      return statements;
    },
    reset: () => {
      statements = 0;
    },
  };
}
