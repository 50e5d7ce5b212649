// The operator console's low-stock list (issue 26, docs/decisions/1445): enabled simple products
// (what stock is kept for: configurable variants are simple products too) with at most
// LOW_STOCK_THRESHOLD units, fewest first. Gift cards, virtual and downloadable products keep no
// stock. Read through the partial index on (qty, id) of migration 0027, so the list stays cheap
// however large the catalogue.
import type { Db } from '../../db/index.js';

/** Units at or below which a product is listed (a contract order is often 10 or more of a piece). */
export const LOW_STOCK_THRESHOLD = 10;
export const LOW_STOCK_LIMIT = 20;

export interface LowStockProduct {
  id: number;
  sku: string;
  name: string;
  qty: number;
  isInStock: boolean;
}

export async function lowStock(
  db: Db,
  threshold = LOW_STOCK_THRESHOLD,
  limit = LOW_STOCK_LIMIT,
): Promise<LowStockProduct[]> {
  const rows = await db
    .selectFrom('product')
    .select(['id', 'sku', 'name', 'qty', 'is_in_stock'])
    .where('type_id', '=', 'simple')
    .where('status', '=', 1)
    .where('qty', '<=', threshold)
    .orderBy('qty')
    .orderBy('id')
    .limit(Math.min(Math.max(1, limit), 100))
    .execute();
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    name: r.name,
    qty: r.qty,
    isInStock: r.is_in_stock,
  }));
}
