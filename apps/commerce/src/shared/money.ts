// Money is integer minor units (cents) inside the service and Float major units on the wire.
// The conversions are the shared helpers' (packages/shared), so storefront and service agree.
import { toCents } from '@charter/shared/money';

export interface Money {
  value: number;
  currency: string;
}

export function toMoney(cents: number, currency: string): Money {
  return { value: centsToFloat(cents), currency };
}

/** Cents to a Float with exactly two decimals of precision (no 0.1 + 0.2 artefacts). */
export function centsToFloat(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars (possibly a string from a filter input) to cents; null when not a finite number. */
export function parseMoneyToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined || input === '') return null;
  const n = typeof input === 'number' ? input : Number(input);
  if (!Number.isFinite(n)) return null;
  return toCents(n);
}

export interface Discount {
  amount_off: number;
  percent_off: number;
}

/** Magento's ProductDiscount: amount off in major units, percent rounded to two decimals. */
export function discountOf(regularCents: number, finalCents: number): Discount {
  const off = Math.max(0, regularCents - finalCents);
  if (off === 0 || regularCents <= 0) return { amount_off: 0, percent_off: 0 };
  return { amount_off: centsToFloat(off), percent_off: Math.round((off / regularCents) * 10000) / 100 };
}
