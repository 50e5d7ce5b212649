// A coupon or gift card the shopper applied that no longer works when the order is placed
// (docs/decisions/1442): the rule was disabled, deleted or went out of its dates, or the card was
// disabled, expired or spent elsewhere. The total the shopper last saw then no longer holds, so
// placeOrder stops once, as for a changed price (0948), and the lapsed code comes off the cart
// after the rollback: the next read and the next attempt show and charge the total without it.
// A coupon that only stopped applying because of the cart's own content (a minimum subtotal)
// stays on the cart, as before.
import type { Db } from '../../db/index.js';
import type { CartView } from './cart-view.js';
import { isRuleCurrent } from './coupons.js';
import { isGiftCardUsable } from './gift-cards.js';
import { MSG } from './results.js';

export interface AppliedLapses {
  cartId: number;
  /** The cart's coupon code when its rule no longer works. */
  coupon: string | null;
  /** Applied cards that no longer pay. */
  giftCards: { id: number; code: string }[];
}

export const LAPSE_MSG = {
  coupon: MSG.couponInvalid,
  giftCard: (code: string) =>
    `The gift card "${code}" can no longer be used and was taken off the cart. Review the cart and try again.`,
} as const;

/** The order's refusal for these lapses, or null when nothing lapsed. */
export function lapsesMessage(l: AppliedLapses): string | null {
  if (l.coupon !== null) return LAPSE_MSG.coupon;
  const card = l.giftCards[0];
  return card ? LAPSE_MSG.giftCard(card.code) : null;
}

/** What on the cart lapsed, read in the order's transaction (`db`). */
export async function appliedLapses(db: Db, view: CartView, now: Date): Promise<AppliedLapses> {
  const code = view.cart.coupon_code;
  let coupon: string | null = null;
  if (code !== null) {
    const rule = await db
      .selectFrom('sales_rule')
      .selectAll()
      .where('coupon_code', '=', code)
      .executeTakeFirst();
    if (!rule || !isRuleCurrent(rule, now)) coupon = code;
  }
  const giftCards = view.giftCards
    .filter((g) => !isGiftCardUsable(g.card, now))
    .map((g) => ({ id: g.card.id, code: g.card.code }));
  return { cartId: view.cart.id, coupon, giftCards };
}

/** Takes the lapsed coupon and cards off the cart (after the refused order's rollback). */
export async function dropLapses(db: Db, lapses: AppliedLapses): Promise<void> {
  if (lapses.coupon !== null)
    await db
      .updateTable('cart')
      .set({ coupon_code: null })
      .where('id', '=', lapses.cartId)
      .where('coupon_code', '=', lapses.coupon)
      .execute();
  if (lapses.giftCards.length > 0)
    await db
      .deleteFrom('cart_gift_card')
      .where('cart_id', '=', lapses.cartId)
      .where(
        'gift_card_id',
        'in',
        lapses.giftCards.map((g) => g.id),
      )
      .execute();
}
