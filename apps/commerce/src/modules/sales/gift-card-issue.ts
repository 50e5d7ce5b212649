// Issuing the gift cards an order buys (docs/decisions/0505-gift-card-lines.md): one
// gift_card_account per unit of every gift card line, with a random code and the line's amount as
// its balance, written in the order transaction. The e-mails to the recipients are built here and
// queued by the caller in the same transaction. A card is usable only once its order is paid
// (docs/decisions/0940-gift-cards-wait-for-payment.md): an order paid by card issues them active;
// a check / purchase order issues them inactive, and recording the payment activates them.
// Nothing is issued unless the order takes, by card or offline, at least the cards' face value, and
// no more cards than the quantity caps allow (docs/decisions/0506 and 0507): a last line of defence
// behind the cart's own rules, so a future totals bug cannot mint money.
import type { Db } from '../../db/index.js';
import type { OrderItemGiftCard } from './tables.js';
import type { CartView } from '../cart/cart-view.js';
import { newGiftCardCode } from '../cart/gift-card-codes.js';
import { giftCardQuantitiesAllowed } from '../cart/gift-card-limits.js';
import { MSG as CART_MSG } from '../cart/results.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import { giftCardEmail } from '../notification/gift-card-email.js';
import type { OutgoingMessage } from '../notification/mailer.js';

/** Inserts a new card; a code collision (60 bits of randomness) just draws again. */
async function insertCard(
  trx: Db,
  amountCents: number,
  currency: string,
  now: Date,
  active: boolean,
): Promise<string> {
  for (;;) {
    const code = newGiftCardCode();
    const row = await trx
      .insertInto('gift_card_account')
      .values({
        code,
        balance: amountCents,
        initial_balance: amountCents,
        currency,
        expires_at: null,
        is_active: active,
        created_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return code;
  }
}

export interface IssuedGiftCards {
  /** Per cart item id: the line's gift card data with the codes issued for it. */
  byItem: Map<number, OrderItemGiftCard>;
  /** Units issued, in line order, for the e-mails. */
  cards: { code: string; itemId: number }[];
}

export const GIFT_CARD_ISSUE_MSG = {
  underpaid:
    'Gift cards can only be bought for their full value, paid by card or offline. Review the cart and try again.',
  tooMany: CART_MSG.qtyAboveMax,
} as const;

/**
 * Why the order may not issue its gift cards, or null: a gift card line discounted or priced below
 * its amount, more cards than the caps allow, or less money taken than the cards' face value.
 * `chargedCents` is what the order takes by card or offline payment (0 when nothing is paid).
 */
export function giftCardIssueProblem(view: CartView, chargedCents: number): string | null {
  const lines = view.lines.filter((l) => l.item.gift_card !== null);
  if (lines.length === 0) return null;
  if (!giftCardQuantitiesAllowed(lines.map((l) => l.item.quantity)))
    return GIFT_CARD_ISSUE_MSG.tooMany;
  let face = 0;
  for (const l of lines) {
    const value = (l.item.gift_card?.amount ?? 0) * l.item.quantity;
    if (l.totals.discountCents !== 0 || l.totals.rowTotalCents !== value)
      return GIFT_CARD_ISSUE_MSG.underpaid;
    face += value;
  }
  return chargedCents >= face ? null : GIFT_CARD_ISSUE_MSG.underpaid;
}

export async function issueGiftCards(
  trx: Db,
  view: CartView,
  currency: string,
  now: Date,
  active: boolean,
  chargedCents: number,
): Promise<Result<IssuedGiftCards, string>> {
  const problem = giftCardIssueProblem(view, chargedCents);
  if (problem) return failWith(problem);
  const byItem = new Map<number, OrderItemGiftCard>();
  const cards: IssuedGiftCards['cards'] = [];
  for (const line of view.lines) {
    const gc = line.item.gift_card;
    if (!gc) continue;
    const codes: string[] = [];
    for (let i = 0; i < line.item.quantity; i++)
      codes.push(await insertCard(trx, gc.amount, currency, now, active));
    byItem.set(line.item.id, { ...gc, codes });
    for (const code of codes) cards.push({ code, itemId: line.item.id });
  }
  return ok({ byItem, cards });
}

/** The cards an order issued, rebuilt from its items (to e-mail them once the order is paid). */
export function issuedFromItems(
  items: readonly { id: number; gift_card: OrderItemGiftCard | null }[],
): IssuedGiftCards {
  const byItem = new Map<number, OrderItemGiftCard>();
  const cards: IssuedGiftCards['cards'] = [];
  for (const item of items) {
    if (!item.gift_card) continue;
    byItem.set(item.id, item.gift_card);
    for (const code of item.gift_card.codes ?? []) cards.push({ code, itemId: item.id });
  }
  return { byItem, cards };
}

/**
 * One e-mail per card: to the recipient, or to the buyer when the card has no recipient address
 * (a physical card), so that the code always reaches someone.
 */
export function giftCardEmails(
  issued: IssuedGiftCards,
  ctx: { storeName: string; currency: string; buyerEmail: string },
): OutgoingMessage[] {
  return issued.cards.flatMap(({ code, itemId }) => {
    const gc = issued.byItem.get(itemId);
    if (!gc) return [];
    return [
      giftCardEmail({
        storeName: ctx.storeName,
        to: gc.recipient_email ?? ctx.buyerEmail,
        code,
        amountCents: gc.amount,
        currency: ctx.currency,
        senderName: gc.sender_name,
        senderEmail: gc.sender_email,
        recipientName: gc.recipient_name,
        message: gc.message,
      }),
    ];
  });
}
