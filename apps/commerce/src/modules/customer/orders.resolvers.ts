// Customer.orders: the signed-in customer's order history, shaped as the sales module shapes every
// CustomerOrder (placeOrder's orderV2, guestOrderByToken).
import type { RequestContext } from '../../context.js';
import { formatDateTime } from '../../shared/dates.js';
import { pageInfo } from '../../shared/pagination.js';
import { orThrow } from '../cart/results.js';
import { OrderReader } from '../sales/order.reader.js';
import { shapeOrder } from '../sales/order-shape.js';
import { CustomerOrdersService, type CustomerOrdersArgs } from './customer-orders.service.js';
import type { CustomerModuleDeps, CustomerParent } from './deps.js';

export function customerOrderResolvers(deps: CustomerModuleDeps) {
  const history = new CustomerOrdersService(deps.db, new OrderReader(deps.db, deps.storeName));
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
