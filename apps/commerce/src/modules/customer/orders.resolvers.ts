// Customer.orders: the signed-in customer's order history, shaped as the sales module shapes every
// CustomerOrder (placeOrder's orderV2, guestOrderByToken).
import { formatDateTime } from '../../shared/dates.js';
import { pageInfo } from '../../shared/pagination.js';
import { orThrow } from '../../shared/result.js';
import { shapeOrder } from '../sales/order-shape.js';
import type { CustomerOrdersService } from './customer-orders.service.js';
import type { ResolverMap } from '../../graphql/resolvers.js';

export function customerOrderResolvers(history: CustomerOrdersService): ResolverMap {
  return {
    Customer: {
      orders: async (customer, args, ctx) => {
        const found = orThrow(await history.list(ctx, customer.__id, args));
        return {
          items: found.orders.map(shapeOrder),
          total_count: found.total,
          page_info: pageInfo(found.page, found.total),
          date_of_first_order: formatDateTime(found.firstOrderAt),
        };
      },
    },
  };
}
