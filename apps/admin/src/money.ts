// Money as the admin API answers it (cents of a currency), for the console's pages.
const formats = new Map<string, Intl.NumberFormat>();

export function formatCents(cents: number, currency: string): string {
  let f = formats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(currency, f);
  }
  return f.format(cents / 100);
}

/** "12.50" from 1250, for an amount field's starting value. */
export const centsToAmount = (cents: number): string => (cents / 100).toFixed(2);
