// The dashboard's low-stock field of the admin API (low-stock.admin.graphql).
import type { Db } from '../../db/index.js';
import type { AdminResolverMap } from '../../graphql/admin-resolvers.js';
import { lowStock } from './low-stock.js';

export function lowStockAdminResolvers(db: Db): AdminResolverMap {
  return {
    Query: {
      adminLowStock: async () =>
        (await lowStock(db)).map((p) => ({
          id: p.id,
          sku: p.sku,
          name: p.name,
          qty: p.qty,
          is_in_stock: p.isInStock,
        })),
    },
  };
}
