// Single-use secrets sent by e-mail: account confirmation and password reset
// (docs/decisions/0702-account-confirmation-and-reset-secrets.md). 256 random bits like a bearer
// token; only the sha-256 is stored. Spending one is a single UPDATE that only matches an unspent,
// unexpired row, so two requests racing with the same link cannot both succeed.
import type { Db } from '../../db/index.js';
import type { CustomerSecretKind } from './tables.js';
import { hashToken, newToken } from './tokens.js';

export const SECRET_LIFETIME_MS: Record<CustomerSecretKind, number> = {
  confirm: 24 * 3_600_000,
  reset: 3_600_000,
};

/**
 * No second e-mail of a kind within this time of the last one (repeated clicks, or someone
 * filling a stranger's mailbox); the earlier link keeps working.
 */
export const RESEND_INTERVAL_MS = 60_000;

/** Creates a secret and returns it. A new reset secret voids the customer's unspent older ones. */
export async function issueSecret(
  db: Db,
  customerId: number,
  kind: CustomerSecretKind,
  now: Date,
): Promise<string> {
  if (kind === 'reset') await voidSecrets(db, customerId, kind, now);
  const secret = newToken();
  await db
    .insertInto('customer_secret')
    .values({
      customer_id: customerId,
      kind,
      token_hash: hashToken(secret),
      created_at: now,
      expires_at: new Date(now.getTime() + SECRET_LIFETIME_MS[kind]),
    })
    .execute();
  return secret;
}

/** True when a secret of this kind was sent to the customer less than RESEND_INTERVAL_MS ago. */
export async function sentRecently(
  db: Db,
  customerId: number,
  kind: CustomerSecretKind,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('customer_secret')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('created_at', '>', new Date(now.getTime() - RESEND_INTERVAL_MS))
    .executeTakeFirst();
  return row !== undefined;
}

/** Spends the secret: true only for an unspent, unexpired secret of this customer and kind. */
export async function spendSecret(
  db: Db,
  customerId: number,
  kind: CustomerSecretKind,
  secret: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('customer_secret')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(secret))
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the secret was ever issued to this customer for this kind, spent or not. */
export async function wasIssued(
  db: Db,
  customerId: number,
  kind: CustomerSecretKind,
  secret: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('customer_secret')
    .select('id')
    .where('token_hash', '=', hashToken(secret))
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

/** Makes every unspent secret of this kind expire now. */
export async function voidSecrets(
  db: Db,
  customerId: number,
  kind: CustomerSecretKind,
  now: Date,
): Promise<void> {
  await db
    .updateTable('customer_secret')
    .set({ expires_at: now })
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}
