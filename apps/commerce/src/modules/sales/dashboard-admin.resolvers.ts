// The dashboard's sales fields of the admin API (dashboard.admin.graphql): today's orders and
// revenue and the 30-day chart, by the shop's calendar day in the store configuration's time zone.
import type { AdminResolverMap } from '../../graphql/admin-resolvers.js';
import type { SalesDashboard, SalesDay } from './dashboard.js';

const dayOf = (d: SalesDay) => ({ date: d.date, orders: d.orders, revenue: d.revenueCents / 100 });

export function dashboardAdminResolvers(
  sales: SalesDashboard,
  /** The shop's time zone (the default store view's `timezone` setting). */
  timeZone: () => string,
): AdminResolverMap {
  return {
    Query: {
      adminSalesToday: async (_p, _a, ctx) => dayOf(await sales.today(ctx.now, timeZone())),
      adminSalesChart: async (_p, _a, ctx) => (await sales.daily(ctx.now, timeZone())).map(dayOf),
    },
  };
}
