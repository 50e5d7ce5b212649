// Sign-in throttling, per account and per client address (quality-bars.md: Magento locks an
// account after 10 failures for 10 minutes). Every attempt is charged BEFORE the password is
// checked, in one atomic UPDATE, so concurrent or aliased attempts cannot slip past the limit;
// a successful sign-in then gives its charge back. A row whose lock is active is not updated,
// which is how a caller learns the attempt is refused.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

export interface Limit {
  /** Failures within `windowMs` that lock. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** Magento's defaults: 10 failures within 10 minutes lock the account for 10 minutes. */
export const ACCOUNT_LIMIT: Limit = { maxFailures: 10, windowMs: 600_000, lockMs: 600_000 };

/**
 * Across all e-mails from one client address. Higher than the account limit because offices
 * share an address, low enough that guessing across many accounts is slow.
 */
export const ADDRESS_LIMIT: Limit = { maxFailures: 20, windowMs: 600_000, lockMs: 600_000 };

/**
 * E-mail requests (password reset, confirmation resend) per client address, whether or not the
 * address has an account: past the limit the request still answers true but sends nothing.
 */
export const MAIL_REQUEST_LIMIT: Limit = { maxFailures: 20, windowMs: 600_000, lockMs: 600_000 };

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The counting expressions shared by both tables (the columns have the same names). Columns are
 * qualified: inside ON CONFLICT an unqualified name would be ambiguous with `excluded`.
 */
function charge(table: 'customer' | 'login_throttle', limit: Limit, now: Date) {
  const failures = sql.ref(`${table}.failures_num`);
  const first = sql.ref(`${table}.first_failure`);
  const lock = sql.ref(`${table}.lock_expires`);
  // A new window starts when there is none, it has run out, or a (now ended) lock closed it.
  const fresh = sql`(${first} is null or ${first} <= ${ts(new Date(now.getTime() - limit.windowMs))} or ${lock} is not null)`;
  const count = sql<number>`(case when ${fresh} then 1 else ${failures} + 1 end)`;
  return {
    failures_num: count,
    first_failure: sql<Date>`(case when ${fresh} then ${ts(now)} else ${first} end)`,
    lock_expires: sql<Date | null>`(case when ${count} >= ${limit.maxFailures} then ${ts(new Date(now.getTime() + limit.lockMs))} else null end)`,
  };
}

/** Charges one attempt to the account; false when it is locked. */
export async function chargeAccount(db: Db, customerId: number, now: Date, limit = ACCOUNT_LIMIT): Promise<boolean> {
  const row = await db
    .updateTable('customer')
    .set(charge('customer', limit, now))
    .where('id', '=', customerId)
    .where((eb) => eb.or([eb('lock_expires', 'is', null), eb('lock_expires', '<=', now)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** After a correct password: Magento clears the account's failure count. */
export async function clearAccount(db: Db, customerId: number): Promise<void> {
  await db.updateTable('customer').set({ failures_num: 0, first_failure: null, lock_expires: null }).where('id', '=', customerId).execute();
}

/** Charges one attempt to the client address; false when the address is locked. */
export async function chargeAddress(db: Db, address: string, now: Date, limit = ADDRESS_LIMIT): Promise<boolean> {
  const row = await db
    .insertInto('login_throttle')
    .values({
      client_address: address,
      failures_num: 1,
      first_failure: now,
      lock_expires: limit.maxFailures <= 1 ? new Date(now.getTime() + limit.lockMs) : null,
    })
    .onConflict((oc) =>
      oc
        .column('client_address')
        .doUpdateSet(charge('login_throttle', limit, now))
        .where((eb) => eb.or([eb('login_throttle.lock_expires', 'is', null), eb('login_throttle.lock_expires', '<=', now)])),
    )
    .returning('client_address')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * After a correct password the address gets its charge back: only failures count against an
 * address, and a valid account must not be usable to reset the counter.
 */
export async function refundAddress(db: Db, address: string, limit = ADDRESS_LIMIT): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({
      failures_num: sql<number>`greatest(failures_num - 1, 0)`,
      lock_expires: sql<Date | null>`(case when failures_num - 1 >= ${limit.maxFailures} then lock_expires else null end)`,
    })
    .where('client_address', '=', address)
    .execute();
}

/**
 * Charges one e-mail request (reset, confirmation resend) to the client address; false when the
 * address is over MAIL_REQUEST_LIMIT. Counted apart from sign-in failures, in the same table.
 */
export const chargeMailRequest = (db: Db, address: string, now: Date, limit = MAIL_REQUEST_LIMIT): Promise<boolean> =>
  chargeAddress(db, `mail-request ${address}`, now, limit);
