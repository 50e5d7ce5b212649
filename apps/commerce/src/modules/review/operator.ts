// Review moderation while the service runs on the embedded database (docs/decisions/1103).
// PGlite admits one process per data directory, so the operator command cannot open it while the
// API holds it: the running API then takes the command over local HTTP instead. The routes exist
// only when the API was started on PGlite, answer 404 to anything without the key, and the key is
// a random secret the API writes on start into its data directory, readable by its own user only.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { moderateReview, pendingReviews } from './moderation.js';

export const OPERATOR_KEY_FILE = 'operator.key';

/** Writes a fresh key into the data directory (mode 0600) and returns it. */
export function writeOperatorKey(dataDir: string): string {
  const key = randomBytes(32).toString('base64url');
  writeFileSync(join(dataDir, OPERATOR_KEY_FILE), key, { mode: 0o600 });
  return key;
}

export function readOperatorKey(dataDir: string): string | null {
  const file = join(dataDir, OPERATOR_KEY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

const sameKey = (sent: unknown, key: string): boolean => {
  if (typeof sent !== 'string' || !sent.startsWith('Operator ')) return false;
  const a = Buffer.from(sent.slice('Operator '.length));
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

export async function reviewOperatorRoutes(
  app: FastifyInstance,
  opts: { db: Db; key: string; now: () => Date },
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/operator/')) return;
    if (!sameKey(request.headers.authorization, opts.key))
      return reply.code(404).send({ error: 'Not found' });
  });
  app.get('/operator/reviews/pending', async () => ({ pending: await pendingReviews(opts.db) }));
  app.post<{ Params: { id: string; decision: string } }>(
    '/operator/reviews/:id/:decision',
    async (request, reply) => {
      const { id, decision } = request.params;
      if (!/^\d{1,9}$/.test(id) || (decision !== 'approve' && decision !== 'reject'))
        return reply.code(404).send({ error: 'Not found' });
      const r = await moderateReview(
        opts.db,
        Number(id),
        decision === 'approve' ? 'approved' : 'rejected',
        opts.now(),
      );
      return reply.code(r.ok ? 200 : 409).send(r);
    },
  );
}
