// What the customer module's parts are built from (server.ts builds one of these).
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { Limits } from '../../shared/rate-rules.js';
import type { AttributeCatalog } from '../catalog/attribute.service.js';
import type { CartItemService } from '../cart/cart-items.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { Mailer } from '../notification/mailer.js';
import type { PaymentGateway } from '../payment/gateway.js';
import type { StoreService } from '../store/store.service.js';

export interface CustomerModuleDeps {
  db: Db;
  config: Config;
  /** The attribute catalogue loaded at start (labels of configurable options). */
  attributes: AttributeCatalog;
  mailer: Mailer;
  gateway: PaymentGateway;
  stores: StoreService;
  carts: CartService;
  cartItems: CartItemService;
  storeName: string;
  /** The shared rate limiter and its rules. */
  limits: Limits;
}

/**
 * The Customer object the resolvers pass down. `__id` is the customer's row id for the field
 * resolvers of Customer (addresses, orders, wishlists, is_subscribed); it is not in the schema,
 * so it never reaches a client.
 */
export interface CustomerParent {
  __id: number;
  [field: string]: unknown;
}
