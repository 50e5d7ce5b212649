// `npm run reviews -- pending | approve <id> | reject <id>`: moderation from the command line, on
// the database directly, and through the running service when it holds the embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDb, type DbHandle } from '../src/db/index.js';
import { OPERATOR_KEY_FILE, writeOperatorKey } from '../src/modules/review/operator.js';
import { createServer } from '../src/server.js';
import { NOW } from './support/app.js';
import { freePort } from './support/ports.js';
import { openDataDir } from './support/db.js';
import { serviceArgs } from './support/service-entry.js';

describe('reviews command', () => {
  const root = mkdtempSync(join(tmpdir(), 'charter-reviews-'));
  const dataDir = join(root, 'db');
  let port = 0;
  const run = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [...serviceArgs('cli/reviews'), ...args], {
        env: {
          PATH: process.env.PATH,
          PGLITE_DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
  const addPending = async (h: DbHandle, summary: string) => {
    const p = await h.db
      .selectFrom('product')
      .select('id')
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();
    const store = await h.db
      .selectFrom('store')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const r = await h.db
      .insertInto('review')
      .values({
        product_id: p.id,
        store_id: store.id,
        customer_id: null,
        status: 'pending',
        nickname: 'Ada',
        summary,
        text: 'Fine.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rating = await h.db
      .selectFrom('rating_option')
      .select(['id', 'rating_id', 'value'])
      .where('value', '=', 5)
      .execute();
    await h.db
      .insertInto('review_vote')
      .values(
        rating.map((o) => ({
          review_id: r.id,
          rating_id: o.rating_id,
          option_id: o.id,
          value: o.value,
        })),
      )
      .execute();
    return r.id;
  };
  const countOf = async (h: DbHandle) =>
    (await h.db
      .selectFrom('review_summary as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select(['s.reviews_count', 's.rating_summary'])
      .where('p.sku', '=', sku)
      .executeTakeFirst()) ?? null;
  let sku = '';
  let first = 0;
  let second = 0;

  beforeAll(async () => {
    const h = await openDataDir(dataDir, { seeded: true });
    const none = await h.db
      .selectFrom('product as p')
      .leftJoin('review_summary as s', 's.product_id', 'p.id')
      .select('p.sku')
      .where('s.product_id', 'is', null)
      .where('p.parent_id', 'is', null)
      .orderBy('p.sku')
      .executeTakeFirstOrThrow();
    sku = none.sku;
    first = await addPending(h, 'First pending');
    second = await addPending(h, 'Second pending');
    await h.close();
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the queue, approves one and counts it, rejects another, and refuses bad calls', async () => {
    const queue = await run('pending');
    expect(queue.stderr).toBe('');
    expect(queue.stdout).toContain(`#${first}`);
    expect(queue.stdout).toContain(`${sku}  "Ada": "First pending"`);
    expect(queue.stdout).toContain(`#${second}`);

    const ok = await run('approve', String(first));
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(`Review ${first} approved.`);
    const again = await run('approve', String(first));
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      `Review ${first} not changed: it is not waiting for moderation.`,
    );
    expect((await run('reject', '99999')).stderr).toContain(
      'Review 99999 not changed: no such review.',
    );
    expect((await run('publish', '1')).stderr).toContain(
      'Usage: reviews pending | reviews approve <review id> | reviews reject <review id>',
    );

    const h = await openDb({ dataDir });
    try {
      expect(await countOf(h)).toEqual({ reviews_count: 1, rating_summary: 100 });
    } finally {
      await h.close();
    }
  }, 120_000);

  it('goes through the running service when it holds the embedded database', async () => {
    const h = await openDb({ dataDir });
    port = await freePort();
    const key = writeOperatorKey(dataDir);
    expect(statSync(join(dataDir, OPERATOR_KEY_FILE)).mode & 0o077).toBe(0);
    const app = await createServer({
      db: h.db,
      config: loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/' }),
      clock: { now: () => NOW },
      operatorKey: key,
    });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const queue = await run('pending');
      expect(queue.stdout).toContain(`#${second}`);
      expect(queue.stdout).not.toContain(`#${first} `);
      const rejected = await run('reject', String(second));
      expect(rejected.stdout).toContain(`Review ${second} rejected.`);
      expect((await run('pending')).stdout).toContain('No reviews are waiting for moderation.');
      expect(await countOf(h)).toEqual({ reviews_count: 1, rating_summary: 100 });
      // Without the key the routes do not exist.
      const guessed = await app.inject({
        method: 'POST',
        url: `/operator/reviews/${second}/approve`,
        headers: { authorization: 'Operator guess' },
      });
      expect(guessed.statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: '/operator/reviews/pending' })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
      await h.close();
    }
  }, 120_000);
});
