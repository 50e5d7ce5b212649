// Gift card accounts: which cards may be applied, and the atomic redemption that order placement
// calls. A card's balance is spent only by redeemGiftCard, whose conditional UPDATE cannot take a
// balance below zero however many orders race for it.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { GiftCardAccountTable } from './tables.js';

export type GiftCardAccount = Selectable<GiftCardAccountTable>;

/** Active, not expired (expires_at is the first instant it no longer works) and with money on it. */
export function isGiftCardUsable(card: GiftCardAccount, now: Date): boolean {
  return (
    card.is_active &&
    card.balance > 0 &&
    (card.expires_at === null || card.expires_at.getTime() > now.getTime())
  );
}

/** Codes match case-insensitively and ignoring surrounding spaces. */
export async function findGiftCardByCode(
  db: Db,
  code: string,
): Promise<GiftCardAccount | undefined> {
  return db
    .selectFrom('gift_card_account')
    .selectAll()
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
}

/**
 * Takes `amountCents` from the card if (and only if) its balance covers it and it is active.
 * Returns false otherwise; call inside the order transaction and roll back on false.
 */
export async function redeemGiftCard(
  db: Db,
  giftCardId: number,
  amountCents: number,
): Promise<boolean> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return amountCents === 0;
  const r = await db
    .updateTable('gift_card_account')
    .set((eb) => ({ balance: eb('balance', '-', amountCents) }))
    .where('id', '=', giftCardId)
    .where('is_active', '=', true)
    .where('balance', '>=', amountCents)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
