// A second server on a test app's database whose SQL statements are counted (a Kysely plugin), for
// tests that bound how many statements a request costs.
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { Db } from '../../src/db/index.js';
import { createServer } from '../../src/server.js';
import { NOW, type TestApp } from './app.js';

export interface CountedServer {
  app: FastifyInstance;
  /** Statements run since the last reset(). */
  readonly statements: number;
  reset(): void;
}

/** `db` with every statement it runs counted. */
export function countedDb(db: Db): { db: Db; readonly statements: number; reset(): void } {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return {
    db: db.withPlugin(counter),
    get statements() {
      return statements;
    },
    reset: () => {
      statements = 0;
    },
  };
}

export async function countedServer(t: TestApp): Promise<CountedServer> {
  const counted = countedDb(t.handle.db);
  const app = await createServer({
    db: counted.db,
    config: t.config,
    clock: { now: () => NOW },
  });
  // The service's background jobs (e-mail sweeper, order expiry) run statements of their own on
  // timers; stop them so the count is the requests' alone.
  await app.jobs.stop();
  return {
    app,
    get statements() {
      return counted.statements;
    },
    reset: () => counted.reset(),
  };
}
