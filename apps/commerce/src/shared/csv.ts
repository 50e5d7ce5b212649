// CSV for operator exports and imports (docs/decisions/1435). Every text cell a spreadsheet could
// read as a formula (it starts with =, +, -, @, a tab or a carriage return) is written with a
// leading apostrophe, as OWASP's "CSV injection" page advises; the import takes one such
// apostrophe off again, so an exported file imports back unchanged.
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as exported: text that could start a formula gets a leading apostrophe. */
export function safeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** An imported cell: the apostrophe an export put before a formula-like text comes off. */
export const unescapeCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/** CSV lines (RFC 4180, CRLF line ends, quotes where needed) for rows of cells already made safe. */
export const csvLines = (rows: string[][]): string =>
  rows.length === 0 ? '' : stringify(rows, { record_delimiter: 'windows' });

/** Formats cents as dollars with two decimals ("1299.00"). */
export const dollars = (cents: number | null): string =>
  cents === null ? '' : (cents / 100).toFixed(2);
