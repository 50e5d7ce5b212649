// The customer's cart over GraphQL: customerCart, mergeCarts, createCustomerCart.
import { cartSource } from './cart.resolvers.js';
import type { CartService } from './cart.service.js';
import type { CustomerCartService } from './customer-cart.service.js';
import { orThrow } from '../../shared/result.js';
import type { ResolverMap } from '../../graphql/resolvers.js';

export function customerCartResolvers(
  carts: CartService,
  service: CustomerCartService,
): ResolverMap {
  return {
    Query: {
      customerCart: async (_, __, ctx) =>
        cartSource(ctx, carts, orThrow(await service.customerCart(ctx))),
    },
    Mutation: {
      mergeCarts: async (_, args, ctx) =>
        cartSource(
          ctx,
          carts,
          orThrow(await service.mergeCarts(ctx, args.source_cart_id, args.destination_cart_id)),
        ),
      createCustomerCart: async (_, { input }, ctx) => {
        const cart = orThrow(await service.createCustomerCart(ctx, input?.guest_cart_id));
        return { cart_id: cart.masked_id, cart: cartSource(ctx, carts, cart) };
      },
    },
  };
}
