// createBraintreeClientToken: the browser SDK's authorisation, from the configured gateway.
import { ClientError } from '../../shared/errors.js';
import type { ResolverMap } from '../../graphql/resolvers.js';
import type { PaymentGateway } from './gateway.js';

export const CLIENT_TOKEN_MSG = {
  notConfigured: 'Braintree is not configured.',
  failed: 'Could not create a Braintree client token.',
} as const;

export function braintreeResolvers(gateway: PaymentGateway): ResolverMap {
  return {
    Mutation: {
      createBraintreeClientToken: async (_, __, ctx) => {
        if (!gateway.clientToken)
          throw new ClientError(CLIENT_TOKEN_MSG.notConfigured, 'graphql-input');
        try {
          return await gateway.clientToken({ customerId: ctx.customerId });
        } catch (err) {
          // The gateway's own answer stays in the log.
          ctx.log.error({ err }, 'Braintree client token failed');
          throw new ClientError(CLIENT_TOKEN_MSG.failed, 'graphql');
        }
      },
    },
  };
}
