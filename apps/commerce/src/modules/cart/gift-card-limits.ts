// Gift card quantity caps (docs/decisions/0507-gift-card-quantity-caps.md). Every unit of a gift
// card line becomes its own gift_card_account row inside the order transaction, so the number of
// cards one order may issue is bounded: at most MAX_GIFT_CARDS_PER_LINE on a line and
// MAX_GIFT_CARDS_PER_CART over the whole cart. Refused when a line is added or its quantity
// changed (with the max_sale_qty error), and checked again when the order is placed.
import { MSG, type LineError } from './results.js';

export const MAX_GIFT_CARDS_PER_LINE = 50;
export const MAX_GIFT_CARDS_PER_CART = 100;

/**
 * The error for a gift card line that would hold `lineQuantity` units while the cart holds
 * `cartGiftCards` gift card units in all (this line included); null when both are within the caps.
 */
export function checkGiftCardQuantity(
  lineQuantity: number,
  cartGiftCards: number,
): LineError | null {
  if (lineQuantity > MAX_GIFT_CARDS_PER_LINE || cartGiftCards > MAX_GIFT_CARDS_PER_CART) {
    return { code: 'INSUFFICIENT_STOCK', message: MSG.qtyAboveMax };
  }
  return null;
}

/** Gift card units on these lines. */
export const giftCardUnits = (lines: Iterable<{ giftCard: unknown; quantity: number }>): number => {
  let n = 0;
  for (const l of lines) if (l.giftCard !== null) n += l.quantity;
  return n;
};

/** checkGiftCardQuantity for a line (null for other products) at `quantity`, beside `otherGiftCards` units on other lines. */
export const checkGiftCardLine = (
  isGiftCard: boolean,
  quantity: number,
  otherGiftCards: number,
): LineError | null =>
  isGiftCard ? checkGiftCardQuantity(quantity, otherGiftCards + quantity) : null;

/** Whether gift card lines with these quantities are within both caps (the check placeOrder repeats). */
export function giftCardQuantitiesAllowed(quantities: readonly number[]): boolean {
  const total = quantities.reduce((a, b) => a + b, 0);
  return (
    quantities.every((q) => checkGiftCardQuantity(q, total) === null) &&
    checkGiftCardQuantity(0, total) === null
  );
}
