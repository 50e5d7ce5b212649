// Money helpers shared by the commerce service and the storefront.
// Inside both apps money is an integer number of minor units (cents); the wire carries
// Magento's `Money { value: Float, currency }`, so conversion happens only at the edges.

export type CurrencyCode = 'USD';

export interface Money {
  value: number;
  currency: CurrencyCode;
}

/**
 * Dollars (wire Float) to cents, rounding half away from zero at the cent. The product is first
 * rounded to 4 decimals so binary artefacts (19.995 * 100 = 1999.4999…) do not flip the rounding.
 */
export function toCents(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const cents = Math.round(Number((Math.abs(value) * 100).toFixed(4)));
  return value < 0 ? -cents : cents;
}

/** Cents to the wire Float. */
export function fromCents(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  return cents / 100;
}

export function money(cents: number, currency: CurrencyCode = 'USD'): Money {
  return { value: fromCents(cents), currency };
}

/** A percentage of an amount in cents, given in hundredths of a percent (1250 = 12.5 %). */
export function percentOf(cents: number, hundredthsOfPercent: number): number {
  return Math.round((cents * hundredthsOfPercent) / 10_000);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats cents for display, e.g. 129900 → "$1,299.00". */
export function formatCents(cents: number, currency: string = 'USD', locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, f);
  }
  return f.format(fromCents(cents));
}
