// What a cancelled order gives back, once: its stock, the gift card balances it spent and its
// coupon use; the gift cards it bought become unusable. Used by the unpaid offline order expiry
// (offline-orders.ts) and by the operator's cancel (order-admin.service.ts); each calls it in the
// transaction whose conditional update set canceled_at, so it runs once per order whoever asks.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { customerKeyOf } from '../cart/coupons.js';

export interface ReleasedOrder {
  id: number;
  customer_id: number | null;
  email: string;
  coupon_code: string | null;
}

export async function releaseOrder(trx: Db, order: ReleasedOrder): Promise<void> {
  await restock(trx, order.id);
  await giveBackGiftCards(trx, order.id);
  if (order.coupon_code) await giveBackCouponUse(trx, order);
}

/**
 * Stock back, per sellable row (the variant for configurable lines), in id order (no deadlocks
 * with orders being placed). A row at 0 was marked out of stock by its sale: back in stock.
 */
async function restock(trx: Db, orderId: number): Promise<void> {
  const items = await trx
    .selectFrom('sales_order_item')
    .select(['product_id', 'variant_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  const back = new Map<number, number>();
  for (const it of items) {
    const id = it.variant_id ?? it.product_id;
    if (id !== null) back.set(id, (back.get(id) ?? 0) + it.quantity);
  }
  for (const [id, n] of [...back].sort((a, b) => a[0] - b[0])) {
    await trx
      .updateTable('product')
      .set((eb) => ({
        qty: eb('qty', '+', n),
        is_in_stock: sql<boolean>`case when qty <= 0 then true else is_in_stock end`,
      }))
      .where('id', '=', id)
      // Not counted when sold (placeOrder's rule), so not given back either.
      .where('type_id', 'not in', ['virtual', 'giftcard', 'downloadable'])
      .execute();
  }
}

/** Gift card balances it spent, and the cards it bought stay (or become) unusable for ever. */
async function giveBackGiftCards(trx: Db, orderId: number): Promise<void> {
  const spent = await trx
    .selectFrom('sales_order_gift_card')
    .select(['gift_card_id', 'amount'])
    .where('order_id', '=', orderId)
    .orderBy('gift_card_id')
    .execute();
  for (const g of spent) {
    await trx
      .updateTable('gift_card_account')
      .set((eb) => ({ balance: eb('balance', '+', g.amount) }))
      .where('id', '=', g.gift_card_id)
      .execute();
  }
  await trx
    .updateTable('gift_card_account')
    .set({ is_active: false })
    .where('order_id', '=', orderId)
    .execute();
}

/** Its coupon use, so a limited coupon is not used up by orders that never happened. */
async function giveBackCouponUse(trx: Db, order: ReleasedOrder): Promise<void> {
  const rule = await trx
    .selectFrom('sales_rule')
    .select('id')
    .where('coupon_code', '=', order.coupon_code)
    .executeTakeFirst();
  if (!rule) return;
  await trx
    .updateTable('sales_rule')
    .set({ times_used: sql<number>`greatest(times_used - 1, 0)` })
    .where('id', '=', rule.id)
    .execute();
  const key = customerKeyOf(order.customer_id, order.email);
  if (!key) return;
  await trx
    .updateTable('sales_rule_customer_usage')
    .set({ times_used: sql<number>`greatest(times_used - 1, 0)` })
    .where('rule_id', '=', rule.id)
    .where('customer_key', '=', key)
    .execute();
}
