// Saved cards (Magento's vault): a signed-in customer's cards, listed and deleted by public hash,
// and kept when the customer ticks 'save my card information' at checkout. Only the gateway's
// reusable token and Magento's details (brand, last four, expiry) are stored: never the card number.
// See docs/decisions/0710-saved-cards.md.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { VaultPaymentTokenTable } from './tables.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { VaultedCard } from './gateway.js';
import { CARD_METHOD } from './methods.js';

export type SavedCard = Selectable<VaultPaymentTokenTable>;

export const VAULT_MSG = {
  notAuthorized: "The current customer isn't authorized.",
  notFound: (hash: string) => `Could not find a token using public hash: ${hash}`,
} as const;

/** The customer's usable saved card with this public hash; another customer's hash finds nothing. */
export function findSavedCard(
  db: Db,
  customerId: number,
  publicHash: string,
): Promise<SavedCard | undefined> {
  return db
    .selectFrom('vault_payment_token')
    .selectAll()
    .where('public_hash', '=', publicHash)
    .where('customer_id', '=', customerId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function hasSavedCards(db: Db, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('vault_payment_token')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('is_active', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const sameCard = (a: Record<string, unknown>, b: VaultedCard['details']) =>
  a.type === b.type && a.maskedCC === b.maskedCC && a.expirationDate === b.expirationDate;

/**
 * Keeps a vaulted card for the customer. The same card saved again (same gateway token, or same
 * brand, last four and expiry) refreshes the saved one instead of listing the card twice.
 */
export async function keepVaultedCard(
  db: Db,
  customerId: number,
  card: VaultedCard,
): Promise<void> {
  const saved = await db
    .selectFrom('vault_payment_token')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('is_active', '=', true)
    .forUpdate()
    .execute();
  const same = saved.find(
    (s) => s.gateway_token === card.gatewayToken || sameCard(s.details, card.details),
  );
  if (same) {
    await db
      .updateTable('vault_payment_token')
      .set({ gateway_token: card.gatewayToken, details: JSON.stringify(card.details) })
      .where('id', '=', same.id)
      .execute();
    return;
  }
  await db
    .insertInto('vault_payment_token')
    .values({
      customer_id: customerId,
      public_hash: randomBytes(32).toString('hex'),
      // Magento lists vaulted Braintree cards under the card method's code.
      payment_method_code: CARD_METHOD,
      type: 'card',
      details: JSON.stringify(card.details),
      gateway_token: card.gatewayToken,
      is_active: true,
    })
    .execute();
}

export class VaultService {
  constructor(private readonly db: Db) {}

  /** customerPaymentTokens: the signed-in customer's active saved cards, oldest first. */
  async list(ctx: RequestContext): Promise<Result<SavedCard[]>> {
    if (ctx.customerId === null) return fail('graphql-authorization', VAULT_MSG.notAuthorized);
    const rows = await this.db
      .selectFrom('vault_payment_token')
      .selectAll()
      .where('customer_id', '=', ctx.customerId)
      .where('is_active', '=', true)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return ok(rows);
  }

  /**
   * deletePaymentToken: the card stops being listed and usable. The row stays, inactive, as in
   * Magento, so orders paid with it keep their record of it.
   */
  async delete(ctx: RequestContext, publicHash: string): Promise<Result<SavedCard[]>> {
    if (ctx.customerId === null) return fail('graphql-authorization', VAULT_MSG.notAuthorized);
    const r = await this.db
      .updateTable('vault_payment_token')
      .set({ is_active: false })
      .where('public_hash', '=', publicHash)
      .where('customer_id', '=', ctx.customerId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0)
      return fail('graphql-no-such-entity', VAULT_MSG.notFound(publicHash));
    return this.list(ctx);
  }
}
