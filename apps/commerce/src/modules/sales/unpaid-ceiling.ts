// The ceiling on open unpaid offline orders (docs/decisions/0558). Every order paid by check or
// purchase order holds its stock until it is paid or expires (docs/decisions/0941); the sum of
// the grand totals of such orders still open is capped per customer account, per e-mail address
// and per client address, so one buyer cannot hold the catalogue's stock without paying.
//
// Concurrency: placeOrder locks its own cart, which does not serialise two carts of one buyer.
// So before summing, the order's transaction takes a transaction-scoped advisory lock per key
// (in one global order: no deadlock between two orders sharing keys); a second order of the same
// buyer waits for the first to commit or roll back, and its sum (READ COMMITTED: a fresh snapshot
// per statement) then includes the first. On PGlite transactions run one at a time anyway.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { formatCents } from '@charter/shared/money';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { clientAddressKey } from '../../shared/rate-rules.js';
import { OFFLINE_METHODS } from './offline-orders.js';

export interface UnpaidKeys {
  customerId: number | null;
  email: string | null;
}

export const unpaidCeilingMessage = (limitCents: number, currency: string) =>
  `Orders awaiting payment by check or purchase order may total at most ${formatCents(limitCents, currency)}. Pay for an earlier order, or choose another payment method.`;

/**
 * The address an offline order is counted against: the visitor's (its key: an IPv6 address by its
 * /64, docs/decisions/0981), or null when the caller is a
 * trusted proxy without a forwarded address (the address is then the proxy's own, shared by
 * every visitor, as for the request limits: docs/decisions/0900).
 */
export function clientAddressOf(ctx: RequestContext): string | null {
  return ctx.clientAddressIsVisitor === false || !ctx.clientAddress ? null : clientAddressKey(ctx);
}

/**
 * Inside the order's transaction: the refusal message when an offline order of `amountCents`
 * would take the buyer's open unpaid total past the ceiling, else null. The message names the
 * ceiling only, never what is open (an address or e-mail may be shared with someone else).
 */
export async function unpaidCeilingRefusal(
  ctx: RequestContext,
  trx: Db,
  limitCents: number,
  keys: UnpaidKeys,
  amountCents: number,
): Promise<string | null> {
  if (limitCents <= 0) return null;
  const refusal = unpaidCeilingMessage(limitCents, ctx.currency);
  if (amountCents > limitCents) return refusal;
  const email = keys.email?.trim().toLowerCase() || null;
  const address = clientAddressOf(ctx);
  const lockKeys = [
    keys.customerId !== null ? `customer:${keys.customerId}` : null,
    email ? `email:${email}` : null,
    address ? `address:${address}` : null,
  ].filter((k): k is string => k !== null);
  for (const id of lockKeys.map(advisoryKey).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    await sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`.execute(trx);
  }
  const open = (column: 'customer_id' | 'email' | 'client_address', value: number | string) =>
    trx
      .selectFrom('sales_order')
      .select(sql<string>`coalesce(sum(grand_total), 0)`.as('total'))
      .where('paid_at', 'is', null)
      .where('canceled_at', 'is', null)
      .where('payment_method_code', 'in', [...OFFLINE_METHODS])
      .where(column === 'email' ? sql<string>`lower(email)` : column, '=', value)
      .executeTakeFirstOrThrow();
  const checks: [
    column: 'customer_id' | 'email' | 'client_address',
    value: number | string | null,
  ][] = [
    ['customer_id', keys.customerId],
    ['email', email],
    ['client_address', address],
  ];
  for (const [column, value] of checks) {
    if (value === null) continue;
    const { total } = await open(column, value);
    if (Number(total) + amountCents > limitCents) return refusal;
  }
  return null;
}

/** A stable signed 64-bit lock id for a key, in a namespace of its own. */
function advisoryKey(key: string): bigint {
  return createHash('sha256').update(`offline-unpaid:${key}`).digest().readBigInt64BE(0);
}
