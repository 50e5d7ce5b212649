// Orders GraphQL: placeOrder in Magento 2.4.8's form (business failures in `errors` with a code;
// a missing id, authorization failures and the order limits as top-level errors), and
// guestOrderByToken.
import { inputError, noSuchEntity } from '../../shared/errors.js';
import { toClientError } from '../../shared/result.js';
import { MSG } from '../cart/results.js';
import { guard } from '../../graphql/guard.js';
import type { OrderLimits } from './order-limits.js';
import type { OrderReader } from './order.reader.js';
import { shapeOrder } from './order-shape.js';
import type { PlaceOrderService } from './place-order.service.js';
import type { ResolverMap } from '../../graphql/resolvers.js';
import { loaderOf } from '../../context.js';
import { BatchLoader } from '../../shared/loader.js';
import { decodeUid, downloadableLinkUid } from '../../shared/ids.js';

export function salesResolvers(
  placing: PlaceOrderService,
  orders: OrderReader,
  limits: OrderLimits,
): ResolverMap {
  return {
    Mutation: {
      // Orders per address and e-mail are checked first and counted once placed (order-limits.ts).
      placeOrder: guard(limits.placeOrder, async (_, { input }, ctx) => {
        const cartId = input?.cart_id?.trim();
        if (!cartId) throw inputError(MSG.cartIdMissing);
        const r = await placing.placeOrder(ctx, cartId);
        if (r.ok) {
          return {
            errors: [],
            order: { order_number: r.value.number, order_id: r.value.number },
            orderV2: shapeOrder(r.value),
          };
        }
        if ('fatal' in r.failure) throw toClientError(r.failure.fatal);
        return { errors: [r.failure.error], order: null, orderV2: null };
      }),
    },
    Query: {
      guestOrderByToken: async (_, { input }, ctx) => {
        const order = await orders.byToken(ctx, input.token.trim());
        // Customer orders are read through customer.orders; the token alone does not open them.
        if (!order || order.customer_id !== null)
          throw noSuchEntity("We couldn't find an order with the information provided.");
        return shapeOrder(order);
      },
    },
    DownloadableOrderItem: {
      downloadable_links: async (item, _, ctx) => {
        const links = loaderOf(
          ctx,
          'sales:downloadableLinks',
          () =>
            new BatchLoader(
              (ids: readonly number[]) => orders.downloadableLinks(ctx, ids),
              () => [],
            ),
        );
        const id = Number(decodeUid(item.id));
        if (!Number.isSafeInteger(id)) return [];
        return (await links.load(id)).map((l) => ({
          uid: downloadableLinkUid(l.id),
          title: l.title,
          sort_order: l.sort_order,
        }));
      },
    },
    OrderItemInterface: {
      resolveType: (item) => item.__typename,
    },
  };
}
