// Silent price changes (docs/decisions/0948-price-changes-stop-the-order.md). Each cart line keeps
// the unit price the shopper was shown during checkout (quoted at the first checkout step that
// sees the line, for its quantity). placeOrder compares it with the price computed now: a
// difference stops the order with the new prices and total in the message, and the lines are
// quoted afresh, so the cart shows what the next attempt will charge and that attempt goes through.
import { formatCents } from '@charter/shared/money';
import type { Db } from '../../db/index.js';
import type { CartView } from './cart-view.js';

export interface PriceChange {
  itemId: number;
  name: string;
  quantity: number;
  wasCents: number;
  nowCents: number;
}

/** Quotes lines not quoted yet, or quoted for another quantity, at the prices of `view`. */
export async function quoteUnquotedLines(db: Db, view: CartView): Promise<void> {
  for (const l of view.lines) {
    const it = l.item;
    if (it.quoted_price !== null && it.quoted_quantity === it.quantity) continue;
    await db
      .updateTable('cart_item')
      .set({ quoted_price: l.totals.priceCents, quoted_quantity: it.quantity })
      .where('id', '=', it.id)
      // Only the quantity seen here: a concurrent quantity change quotes itself.
      .where('quantity', '=', it.quantity)
      .execute();
  }
}

/** Lines whose price now differs from the price quoted for the same quantity. */
export function priceChanges(view: CartView): PriceChange[] {
  return view.lines.flatMap((l) => {
    const it = l.item;
    if (
      it.quoted_price === null ||
      it.quoted_quantity !== it.quantity ||
      it.quoted_price === l.totals.priceCents
    )
      return [];
    return [
      {
        itemId: it.id,
        name: (l.variant ?? l.product).name,
        quantity: it.quantity,
        wasCents: it.quoted_price,
        nowCents: l.totals.priceCents,
      },
    ];
  });
}

/** Records the new prices as quoted: the shopper has now been told. */
export async function requote(db: Db, changes: readonly PriceChange[]): Promise<void> {
  for (const c of changes) {
    await db
      .updateTable('cart_item')
      .set({ quoted_price: c.nowCents, quoted_quantity: c.quantity })
      .where('id', '=', c.itemId)
      .where('quantity', '=', c.quantity)
      .execute();
  }
}

export function priceChangedMessage(
  changes: readonly PriceChange[],
  grandTotalCents: number,
  currency: string,
): string {
  const money = (cents: number) => formatCents(cents, currency);
  const list = changes
    .map((c) => `${c.name}: ${money(c.wasCents)} is now ${money(c.nowCents)}`)
    .join('; ');
  return `The price of some products in your cart has changed (${list}). The order total is now ${money(grandTotalCents)}. Review your cart and place the order again.`;
}
