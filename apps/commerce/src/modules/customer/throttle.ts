// Sign-in throttling, per account and per client address (quality-bars.md: Magento locks an
// account after 10 failures for 10 minutes). Every attempt is charged BEFORE the password is
// checked, in one atomic statement, so concurrent attempts cannot slip past the limit; a
// successful sign-in then gives its charge back. The account's counter stays on Magento's
// customer columns (a password reset lifts it); the address-wide ones use the shared rate limiter.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';

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
 * The account's counting expressions, on Magento's customer columns (the operator table has the
 * same ones, and the operator module counts its sign-ins with them). Columns are qualified.
 */
export function charge(table: 'customer' | 'operator', limit: Limit, now: Date) {
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
export async function chargeAccount(
  db: Db,
  customerId: number,
  now: Date,
  limit = ACCOUNT_LIMIT,
): Promise<boolean> {
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
  await db
    .updateTable('customer')
    .set({ failures_num: 0, first_failure: null, lock_expires: null })
    .where('id', '=', customerId)
    .execute();
}

/** A Limit as a rule of the shared rate limiter (the hit that reaches maxFailures locks). */
export const asRule = (name: string, limit: Limit): RateRule => ({
  name,
  limit: limit.maxFailures,
  windowMs: limit.windowMs,
  blockMs: limit.lockMs,
});

/** The address-wide counters live in the shared rate limiter (docs/decisions/0900), so they hold across replicas. */
export const ADDRESS_RULE = asRule('sign-in-address', ADDRESS_LIMIT);
export const MAIL_REQUEST_RULE = asRule('mail-request', MAIL_REQUEST_LIMIT);

/** Charges one attempt to the client address; false when the address is locked. */
export async function chargeAddress(
  limiter: RateLimiter,
  address: string,
  now: Date,
): Promise<boolean> {
  return (await limiter.take(ADDRESS_RULE, address, now)).allowed;
}

/**
 * After a correct password the address gets its charge back: only failures count against an
 * address, and a valid account must not be usable to reset the counter.
 */
export const refundAddress = (limiter: RateLimiter, address: string): Promise<void> =>
  limiter.refund(ADDRESS_RULE, address);

/**
 * Charges one e-mail request (reset, confirmation resend) to the client address; false when the
 * address is over MAIL_REQUEST_LIMIT. Counted apart from sign-in failures.
 */
export async function chargeMailRequest(
  limiter: RateLimiter,
  address: string,
  now: Date,
): Promise<boolean> {
  return (await limiter.take(MAIL_REQUEST_RULE, address, now)).allowed;
}
