// POST /payments/sandbox/tokens: the sandbox's tokenisation step, called by the storefront's
// server action with the card form. Only the one-time token goes on to the cart and the order.
//
// The body carries a card number and CVV, so this route parses it itself (a JSON syntax error
// from the default parser quotes the input), never echoes it, and turns request logging off.
//
// Tokenisations are limited per client address (docs/decisions/0556): a refused one answers 429
// with { errors: [{ field: 'card', code: 'too_many_attempts', message }] } and Retry-After.
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../shared/clock.js';
import type { Db } from '../../db/index.js';
import type { CardInput } from '@charter/shared/card';
import type { PaymentGateway } from './gateway.js';
import { addressKey } from '../../shared/address-key.js';
import type { Limits } from '../../shared/rate-rules.js';

export interface TokenRouteDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  /** The shared limiter; without it (a test building the route alone) nothing is limited. */
  limits?: Limits;
  /** TRUST_PROXY: a trusted proxy calling without X-Forwarded-For is not counted as a visitor. */
  trustProxy?: string[];
}

export const TOO_MANY_TOKENS = {
  field: 'card',
  code: 'too_many_attempts',
  message: 'Too many card attempts from your network. Please wait and try again later.',
} as const;

const BAD_BODY = {
  errors: [
    { field: 'body', message: 'Send a JSON object with number, exp_month, exp_year and cvv.' },
  ],
};

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
  return {
    number: text(o.number),
    exp_month: text(o.exp_month),
    exp_year: text(o.exp_year),
    cvv: text(o.cvv),
  };
}

export async function paymentTokenRoutes(
  app: FastifyInstance,
  deps: TokenRouteDeps,
): Promise<void> {
  const trusted = deps.trustProxy?.length ? proxyAddr.compile(deps.trustProxy) : null;
  /** The visitor's address key (IPv6 by /64), or null for a trusted proxy's own call (as graphql/http.ts decides). */
  const visitor = (request: FastifyRequest): string | null =>
    trusted !== null &&
    request.headers['x-forwarded-for'] === undefined &&
    trusted(request.socket.remoteAddress ?? '', 0)
      ? null
      : addressKey(request.ip);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    `/payments/${deps.gateway.code}/tokens`,
    // 'silent' keeps even Fastify's own request/response lines away from this route.
    { logLevel: 'silent' },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rule = deps.limits?.rules.cardTokenAddress;
      const address = visitor(request);
      if (deps.limits && rule && rule.limit > 0 && address !== null) {
        const verdict = await deps.limits.limiter.take(rule, address, deps.clock.now());
        if (!verdict.allowed) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
          return reply.code(429).send({ errors: [TOO_MANY_TOKENS] });
        }
      }
      if (!String(request.headers['content-type'] ?? '').includes('application/json'))
        return reply.code(415).send(BAD_BODY);
      const card = readCard(request.body);
      if (!card) return reply.code(400).send(BAD_BODY);
      const result = await deps.gateway.tokenize({ db: deps.db, now: deps.clock.now() }, card);
      if (!result.ok) return reply.code(400).send({ errors: result.failure });
      return reply.code(201).send(result.value);
    },
  );
}
