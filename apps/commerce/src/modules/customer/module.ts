// Builds the customer module: accounts and sign-in, account lifecycle (confirmation, passwords,
// profile, newsletter), the address book, order history, wish lists, saved cards and the
// customer's cart. Each part owns its resolver map; mergeResolvers rejects a field defined twice.
import { customerCartResolvers } from '../cart/customer-cart.resolvers.js';
import { paymentTokenResolvers } from '../payment/vault.resolvers.js';
import { accountResolvers } from './account.resolvers.js';
import { addressResolvers } from './addresses.resolvers.js';
import { CustomerAuthService } from './auth.service.js';
import { customerResolvers } from './customer.resolvers.js';
import { CustomerService } from './customer.service.js';
import type { CustomerModuleDeps } from './deps.js';
import { customerOrderResolvers } from './orders.resolvers.js';
import { wishlistResolvers } from '../wishlist/wishlist.resolvers.js';

export function customerModule(deps: CustomerModuleDeps) {
  const customers = new CustomerService(deps.db);
  const auth = new CustomerAuthService(deps.db, deps.limits, { sessionMaxMs: deps.config.customerSessionMaxMs });
  return {
    auth,
    resolvers: [
      customerResolvers(customers, auth),
      accountResolvers(deps),
      addressResolvers(deps),
      customerOrderResolvers(deps),
      wishlistResolvers(deps),
      paymentTokenResolvers(deps),
      customerCartResolvers(deps),
    ],
  };
}
