// Builds the checkout, payment and order services and their resolvers from their dependencies.
import type { Db } from '../../db/index.js';
import type { CartService } from '../cart/cart.service.js';
import type { ShippingRater } from '../cart/shipping-contract.js';
import type { Mailer } from '../notification/mailer.js';
import type { PaymentGateway } from '../payment/gateway.js';
import { OrderReader } from '../sales/order.reader.js';
import { PlaceOrderService } from '../sales/place-order.service.js';
import { salesResolvers } from '../sales/sales.resolvers.js';
import type { StoreService } from '../store/store.service.js';
import { checkoutResolvers } from './checkout.resolvers.js';
import { CheckoutService } from './checkout.service.js';

export interface CheckoutModuleDeps {
  db: Db;
  stores: StoreService;
  carts: CartService;
  rater: ShippingRater;
  gateway: PaymentGateway;
  mailer: Mailer;
  storeName?: string;
}

/** Resolver maps for mergeResolvers: checkout steps, then orders. */
export function checkoutModules(deps: CheckoutModuleDeps) {
  const checkout = new CheckoutService({ db: deps.db, carts: deps.carts, stores: deps.stores, rater: deps.rater, gateway: deps.gateway });
  const orders = new OrderReader(deps.db, deps.storeName ?? 'Charter Contract Furniture');
  const placing = new PlaceOrderService({ db: deps.db, carts: deps.carts, gateway: deps.gateway, mailer: deps.mailer, orders });
  return [checkoutResolvers(checkout, deps.carts), salesResolvers(placing, orders)];
}
