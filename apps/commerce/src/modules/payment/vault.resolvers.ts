// Saved cards over GraphQL: customerPaymentTokens and deletePaymentToken.
import type { RequestContext } from '../../context.js';
import { orThrow } from '../../shared/result.js';
import type { SavedCard, VaultService } from './vault.service.js';

const shapeTokens = (rows: SavedCard[]) => ({
  items: rows.map((r) => ({
    details: JSON.stringify(r.details),
    payment_method_code: r.payment_method_code,
    public_hash: r.public_hash,
    type: r.type,
  })),
});

export function paymentTokenResolvers(vault: VaultService) {
  return {
    Query: {
      customerPaymentTokens: async (_: unknown, __: unknown, ctx: RequestContext) => shapeTokens(orThrow(await vault.list(ctx))),
    },
    Mutation: {
      deletePaymentToken: async (_: unknown, args: { public_hash: string }, ctx: RequestContext) => ({
        result: true,
        customerPaymentTokens: shapeTokens(orThrow(await vault.delete(ctx, args.public_hash))),
      }),
    },
  };
}
