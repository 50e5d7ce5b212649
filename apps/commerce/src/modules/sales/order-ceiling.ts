// The largest order accepted online (docs/decisions/0903, 0109): a sales rule, checked by the
// order service on the totals it computes for the order, before anything is written.
import type { Failure } from '../../shared/result.js';

/**
 * The largest order accepted online, in cents ($1,000,000). Order amounts are stored in 32-bit
 * cents (at most $21,474,836.47); a cap far below keeps every total, tax and row of an order
 * inside them.
 */
export const MAX_ORDER_CENTS = 100_000_000;

export const ORDER_TOO_LARGE_MSG =
  'The order total exceeds the maximum of $1,000,000 allowed online. Reduce the quantities or contact us for a quote.';

/** The refusal (a top-level error, as before the order service ran) when the subtotal or grand total passes the cap. */
export function orderCeilingRefusal(totals: {
  subtotalCents: number;
  grandTotalCents: number;
}): Failure | null {
  return Math.max(totals.subtotalCents, totals.grandTotalCents) > MAX_ORDER_CENTS
    ? { category: 'graphql-input', message: ORDER_TOO_LARGE_MSG }
    : null;
}
