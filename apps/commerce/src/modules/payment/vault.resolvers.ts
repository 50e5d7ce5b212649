// Saved cards over GraphQL: customerPaymentTokens and deletePaymentToken.
import { orThrow } from '../../shared/result.js';
import type { SavedCard, VaultService } from './vault.service.js';
import type { ResolverMap } from '../../graphql/resolvers.js';

const shapeTokens = (rows: SavedCard[]) => ({
  items: rows.map((r) => ({
    details: JSON.stringify(r.details),
    payment_method_code: r.payment_method_code,
    public_hash: r.public_hash,
    type: r.type,
  })),
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
