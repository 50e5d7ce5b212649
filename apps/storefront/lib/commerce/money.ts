// Money inside the storefront is integer cents. The API sends Float amounts; they become cents
// here, at the edge, and only turn back into text when shown. Safe to import from client code.

export interface Money {
  /** Minor units (cents). */
  cents: number;
  currency: string;
}

export const DEFAULT_CURRENCY = 'USD';

/** Float amount in major units (as the API sends it) to integer cents; null for absent values. */
export function toCents(amount: number | null | undefined): number | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  // Round half away from zero on the decimal string, so 19.995 becomes 2000 and not 1999.
  return Math.sign(amount) * Math.round(Math.abs(Number((Math.abs(amount) * 100).toFixed(4))));
}

export function money(amount: number | null | undefined, currency?: string | null): Money | null {
  const cents = toCents(amount);
  return cents === null ? null : { cents, currency: currency || DEFAULT_CURRENCY };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** '$1,234.50' (en-US). */
export function formatMoney(m: Money): string {
  let f = formatters.get(m.currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency: m.currency });
    formatters.set(m.currency, f);
  }
  return f.format(m.cents / 100);
}

/** Applies a percentage (e.g. 15 for 15 %) to an amount in cents, rounded to the cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}
