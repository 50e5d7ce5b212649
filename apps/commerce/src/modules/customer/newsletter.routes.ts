// POST /newsletter/confirm: the storefront's confirmation page sends the id and code of the
// e-mailed double opt-in link (docs/decisions/0988). Magento confirms by a storefront controller,
// not by GraphQL, so this stays out of the Magento-shaped schema.
// Answers 200 { status: 'SUBSCRIBED' }, or 400 with Magento's invalid-code text for a wrong, used
// or expired code (which one is not said).
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../shared/clock.js';
import type { NewsletterService } from './newsletter.service.js';

export const NEWSLETTER_CONFIRM_MSG = {
  invalid: 'This is an invalid subscription confirmation code.',
} as const;

export async function newsletterRoutes(
  app: FastifyInstance,
  deps: { newsletter: NewsletterService; clock: Clock },
): Promise<void> {
  app.post<{ Body: { id: number; code: string } }>(
    '/newsletter/confirm',
    {
      bodyLimit: 1024,
      schema: {
        body: {
          type: 'object',
          required: ['id', 'code'],
          additionalProperties: false,
          properties: {
            id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            code: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, code } = request.body;
      if (await deps.newsletter.confirm(id, code, deps.clock.now()))
        return reply.code(200).send({ status: 'SUBSCRIBED' });
      return reply.code(400).send({
        errors: [
          { message: NEWSLETTER_CONFIRM_MSG.invalid, extensions: { category: 'graphql-input' } },
        ],
      });
    },
  );
}
