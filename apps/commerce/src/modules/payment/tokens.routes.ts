// POST /payments/sandbox/tokens: the sandbox's tokenisation step, called by the storefront's
// server action with the card form. Only the one-time token goes on to the cart and the order.
//
// The body carries a card number and CVV, so this route parses it itself (a JSON syntax error
// from the default parser quotes the input), never echoes it, and turns request logging off.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../shared/clock.js';
import type { Db } from '../../db/index.js';
import type { CardInput } from '@charter/shared/card';
import type { PaymentGateway } from './gateway.js';

export interface TokenRouteDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
}

const BAD_BODY = { errors: [{ field: 'body', message: 'Send a JSON object with number, exp_month, exp_year and cvv.' }] };

function readCard(body: unknown): CardInput | null {
  if (typeof body !== 'string' || body.length === 0) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return { number: text(o.number), exp_month: text(o.exp_month), exp_year: text(o.exp_year), cvv: text(o.cvv) };
}

export async function paymentTokenRoutes(app: FastifyInstance, deps: TokenRouteDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => done(null, body));

  app.post(
    `/payments/${deps.gateway.code}/tokens`,
    // 'silent' keeps even Fastify's own request/response lines away from this route.
    { logLevel: 'silent' },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!String(request.headers['content-type'] ?? '').includes('application/json')) return reply.code(415).send(BAD_BODY);
      const card = readCard(request.body);
      if (!card) return reply.code(400).send(BAD_BODY);
      const result = await deps.gateway.tokenize({ db: deps.db, now: deps.clock.now() }, card);
      if (!result.ok) return reply.code(400).send({ errors: result.errors });
      return reply.code(201).send(result.card);
    },
  );
}
