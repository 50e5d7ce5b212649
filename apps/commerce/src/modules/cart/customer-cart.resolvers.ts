// The customer's cart over GraphQL: customerCart, mergeCarts, createCustomerCart.
import type { RequestContext } from '../../context.js';
import type { CustomerModuleDeps } from '../customer/deps.js';
import { cartSource } from './cart.resolvers.js';
import { CustomerCartService } from './customer-cart.service.js';
import { orThrow } from './results.js';

export function customerCartResolvers(deps: CustomerModuleDeps) {
  const service = new CustomerCartService(deps.db, deps.carts, deps.cartItems);
  return {
    Query: {
      customerCart: async (_: unknown, __: unknown, ctx: RequestContext) => cartSource(ctx, deps.carts, orThrow(await service.customerCart(ctx))),
    },
    Mutation: {
      mergeCarts: async (_: unknown, args: { source_cart_id: string; destination_cart_id?: string | null }, ctx: RequestContext) =>
        cartSource(ctx, deps.carts, orThrow(await service.mergeCarts(ctx, args.source_cart_id, args.destination_cart_id))),
      createCustomerCart: async (_: unknown, { input }: { input?: { guest_cart_id?: string | null } | null }, ctx: RequestContext) => {
        const cart = orThrow(await service.createCustomerCart(ctx, input?.guest_cart_id));
        return { cart_id: cart.masked_id, cart: cartSource(ctx, deps.carts, cart) };
      },
    },
  };
}
