// The e-mails that carry a single-use secret (account confirmation, password reset, a new
// address's confirmation): the secret is issued and its e-mail queued in the caller's transaction.
// The storefront's "forgot password" and the operator console's "send a password reset" send the
// same e-mail through here.
import type { Db } from '../../db/index.js';
import {
  accountConfirmationEmail,
  emailChangeConfirmationEmail,
  passwordResetEmail,
} from '../notification/account-emails.js';
import type { Mailer } from '../notification/mailer.js';
import { issueSecret, SECRET_LIFETIME_MS } from './secrets.js';
import type { CustomerSecretKind } from './tables.js';

export interface SecretMailDeps {
  mailer: Mailer;
  storeName: string;
  storefrontUrl: string;
}

export interface SecretRecipient {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
}

/** Issues the secret and writes its e-mail to the outbox in `trx`; returns the outbox id. */
export async function mailSecret(
  trx: Db,
  deps: SecretMailDeps,
  now: Date,
  customer: SecretRecipient,
  kind: CustomerSecretKind,
  why: 'new-account' | 'email-change' = 'new-account',
): Promise<number> {
  const secret = await issueSecret(trx, customer.id, kind, now);
  const model = {
    storeName: deps.storeName,
    storefrontUrl: deps.storefrontUrl,
    to: customer.email,
    customerName: `${customer.firstname} ${customer.lastname}`,
    secret,
    validHours: SECRET_LIFETIME_MS[kind] / 3_600_000,
  };
  return deps.mailer.enqueue(
    trx,
    kind === 'reset'
      ? passwordResetEmail(model)
      : why === 'email-change'
        ? emailChangeConfirmationEmail(model)
        : accountConfirmationEmail(model),
  );
}
