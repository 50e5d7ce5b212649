// The customer's cart over GraphQL: customerCart, mergeCarts, createCustomerCart.
import type { RequestContext } from '../../context.js';
import { cartSource } from './cart.resolvers.js';
import type { CartService } from './cart.service.js';
import type { CustomerCartService } from './customer-cart.service.js';
import { orThrow } from '../../shared/result.js';

export function customerCartResolvers(carts: CartService, service: CustomerCartService) {
  return {
    Query: {
      customerCart: async (_: unknown, __: unknown, ctx: RequestContext) => cartSource(ctx, carts, orThrow(await service.customerCart(ctx))),
    },
    Mutation: {
      mergeCarts: async (_: unknown, args: { source_cart_id: string; destination_cart_id?: string | null }, ctx: RequestContext) =>
        cartSource(ctx, carts, orThrow(await service.mergeCarts(ctx, args.source_cart_id, args.destination_cart_id))),
      createCustomerCart: async (_: unknown, { input }: { input?: { guest_cart_id?: string | null } | null }, ctx: RequestContext) => {
        const cart = orThrow(await service.createCustomerCart(ctx, input?.guest_cart_id));
        return { cart_id: cart.masked_id, cart: cartSource(ctx, carts, cart) };
      },
    },
  };
}
