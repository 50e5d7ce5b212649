// The one set of money helpers, used by the commerce service and the storefront (server and
// client code alike). Inside both apps money is an integer number of minor units (cents); the wire
// carries Magento's `Money { value: Float, currency }`, so conversion happens only at the edges.

/** Money inside an app: integer cents and an ISO currency code. */
export interface Money {
  /** Minor units (cents). */
  cents: number;
  currency: string;
}

/** Magento's wire `Money`: a Float amount in major units. */
export interface WireMoney {
  value: number;
  currency: string;
}

export const DEFAULT_CURRENCY = 'USD';

/**
 * Dollars (wire Float) to cents, rounding half away from zero at the cent. The product is first
 * rounded to 4 decimals so binary artefacts (19.995 * 100 = 1999.4999…) do not flip the rounding.
 */
export function toCents(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const cents = Math.round(Number((Math.abs(value) * 100).toFixed(4)));
  return value < 0 ? -cents : cents;
}

/** Like `toCents` for optional wire values: null for absent or non-finite amounts. */
export function toCentsOrNull(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return toCents(value);
}

/** Cents to the wire Float; refuses fractional cents. */
export function fromCents(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  return cents / 100;
}

/** Cents to a Float with exactly two decimals of precision (no 0.1 + 0.2 artefacts). */
export function centsToFloat(cents: number): number {
  return Math.round(cents) / 100;
}

/** A wire amount (as the API sends it) to Money; null for absent values, USD when no currency. */
export function money(amount: number | null | undefined, currency?: string | null): Money | null {
  const cents = toCentsOrNull(amount);
  return cents === null ? null : { cents, currency: currency || DEFAULT_CURRENCY };
}

/** Cents to Magento's wire Money. */
export function toMoney(cents: number, currency: string): WireMoney {
  return { value: centsToFloat(cents), currency };
}

/** Dollars (possibly a string from a filter input) to cents; null when not a finite number. */
export function parseMoneyToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined || input === '') return null;
  const n = typeof input === 'number' ? input : Number(input);
  if (!Number.isFinite(n)) return null;
  return toCents(n);
}

/**
 * A percentage of an amount in cents, rounded to the cent. The rate is in hundredths of a percent
 * (1250 = 12.5 %), the unit tax rates and cart rules are stored in; `percentToHundredths` converts
 * a plain percentage (12.5) such as a custom option's PERCENT price.
 */
export function percentOf(cents: number, hundredthsOfPercent: number): number {
  return Math.round((cents * hundredthsOfPercent) / 10_000);
}

/** A plain percentage (12.5 for 12.5 %) to hundredths of a percent (1250). */
export function percentToHundredths(percent: number): number {
  return Math.round(percent * 100);
}

export interface Discount {
  amount_off: number;
  percent_off: number;
}

/** Magento's ProductDiscount: amount off in major units, percent rounded to two decimals. */
export function discountOf(regularCents: number, finalCents: number): Discount {
  const off = Math.max(0, regularCents - finalCents);
  if (off === 0 || regularCents <= 0) return { amount_off: 0, percent_off: 0 };
  return {
    amount_off: centsToFloat(off),
    percent_off: Math.round((off / regularCents) * 10000) / 100,
  };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats cents for display, e.g. 129900 → "$1,299.00". */
export function formatCents(
  cents: number,
  currency: string = DEFAULT_CURRENCY,
  locale = 'en-US',
): string {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, f);
  }
  return f.format(fromCents(cents));
}

/** '$1,234.50' (en-US). */
export function formatMoney(m: Money): string {
  return formatCents(m.cents, m.currency);
}
