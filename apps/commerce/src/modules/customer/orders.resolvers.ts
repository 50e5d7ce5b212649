// Customer.orders: the signed-in customer's order history, shaped as the sales module shapes every
// CustomerOrder (placeOrder's orderV2, guestOrderByToken).
import type { RequestContext } from '../../context.js';
import { formatDateTime } from '../../shared/dates.js';
import { pageInfo } from '../../shared/pagination.js';
import { orThrow } from '../../shared/result.js';
import { shapeOrder } from '../sales/order-shape.js';
import type { CustomerOrdersArgs, CustomerOrdersService } from './customer-orders.service.js';
import type { CustomerParent } from '../../shared/customer-parent.js';

export function customerOrderResolvers(history: CustomerOrdersService) {
  return {
    Customer: {
      orders: async (customer: CustomerParent, args: CustomerOrdersArgs, ctx: RequestContext) => {
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
