// Saved cards over GraphQL: customerPaymentTokens and deletePaymentToken.
import { orThrow } from '../../shared/result.js';
import type { SavedCard, VaultService } from './vault.service.js';
import { isPaymentTokenType } from '../../graphql/enums.js';
import type { CustomerPaymentTokens } from '../../graphql/resolver-types.generated.js';
import type { ResolverMap } from '../../graphql/resolvers.js';

// Tokens are saved as 'card'; one of a type outside the schema's list is null, as graphql would make it.
const shapeTokens = (rows: SavedCard[]): CustomerPaymentTokens => ({
  items: rows.map((r) =>
    isPaymentTokenType(r.type)
      ? {
          details: JSON.stringify(r.details),
          payment_method_code: r.payment_method_code,
          public_hash: r.public_hash,
          type: r.type,
        }
      : null,
  ),
});

export function paymentTokenResolvers(vault: VaultService): ResolverMap {
  return {
    Query: {
      customerPaymentTokens: async (_, __, ctx) => shapeTokens(orThrow(await vault.list(ctx))),
    },
    Mutation: {
      deletePaymentToken: async (_, args, ctx) => ({
        result: true,
        customerPaymentTokens: shapeTokens(orThrow(await vault.delete(ctx, args.public_hash))),
      }),
    },
  };
}
