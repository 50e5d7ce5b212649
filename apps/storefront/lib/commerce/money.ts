// Money inside the storefront is integer cents. The API sends Float amounts; they become cents
// here, at the edge, and only turn back into text when shown. Safe to import from client code.
// The arithmetic itself is the shared helpers' (packages/shared), used by the commerce service too.
import { formatCents, toCents as sharedToCents } from '@charter/shared/money';

export interface Money {
  /** Minor units (cents). */
  cents: number;
  currency: string;
}

export const DEFAULT_CURRENCY = 'USD';

/** Float amount in major units (as the API sends it) to integer cents; null for absent values. */
export function toCents(amount: number | null | undefined): number | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  return sharedToCents(amount);
}

export function money(amount: number | null | undefined, currency?: string | null): Money | null {
  const cents = toCents(amount);
  return cents === null ? null : { cents, currency: currency || DEFAULT_CURRENCY };
}

/** '$1,234.50' (en-US). */
export function formatMoney(m: Money): string {
  return formatCents(m.cents, m.currency);
}

/** Applies a percentage (e.g. 15 for 15 %) to an amount in cents, rounded to the cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}
