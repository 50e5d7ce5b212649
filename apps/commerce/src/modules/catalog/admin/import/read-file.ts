// Reads an uploaded product CSV within its bounds (docs/decisions/1434): at most MAX_IMPORT_BYTES
// and MAX_IMPORT_ROWS data rows, a header naming the columns, the sku column required. Unknown
// columns are reported and their values ignored.
import { CsvError, parse } from 'csv-parse/sync';
import type { ImportProblem } from '../../tables.js';
import type { FieldError } from '../fields.js';
import { COLUMNS, parseRow, type Column, type ParsedRow } from './columns.js';

export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export interface ReadFile {
  header: string[];
  records: string[][];
  warnings: ImportProblem[];
}

const KNOWN: ReadonlySet<string> = new Set(COLUMNS);

export function readCsv(
  csv: string,
): { ok: true; file: ReadFile } | { ok: false; error: FieldError } {
  const bytes = Buffer.byteLength(csv, 'utf8');
  if (bytes > MAX_IMPORT_BYTES)
    return {
      ok: false,
      error: {
        field: 'csv',
        message: `The file has ${bytes} bytes; an import takes at most ${MAX_IMPORT_BYTES} (16 MB). Split it.`,
      },
    };
  let all: string[][];
  try {
    all = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      to_line: MAX_IMPORT_ROWS + 2,
    });
  } catch (err) {
    if (err instanceof CsvError)
      return {
        ok: false,
        error: { field: 'csv', message: `The file is not valid CSV: ${err.message}` },
      };
    throw err;
  }
  const [header = [], ...records] = all;
  const names = header.map((h) => h.trim());
  if (!names.includes('sku'))
    return {
      ok: false,
      error: { field: 'csv', message: 'The first row must name the columns, sku among them.' },
    };
  if (records.length > MAX_IMPORT_ROWS)
    return {
      ok: false,
      error: {
        field: 'csv',
        message: `The file has more than ${MAX_IMPORT_ROWS} rows; an import takes at most ${MAX_IMPORT_ROWS}. Split it.`,
      },
    };
  const warnings: ImportProblem[] = [];
  const seen = new Set<string>();
  for (const n of names) {
    if (seen.has(n))
      return { ok: false, error: { field: 'csv', message: `The column ${n} appears twice.` } };
    seen.add(n);
    if (!KNOWN.has(n))
      warnings.push({ row: 0, column: n, message: 'Unknown column: its values are ignored.' });
  }
  return { ok: true, file: { header: names, records, warnings } };
}

/** Every data row read into values; each bad cell one problem (row 1 is the first data row). */
export function parseRecords(
  file: ReadFile,
  onRow?: (done: number) => void,
): { parsed: ParsedRow[]; problems: ImportProblem[] } {
  const parsed: ParsedRow[] = [];
  const problems: ImportProblem[] = [];
  const known = file.header.map((h) => (KNOWN.has(h) ? (h as Column) : null));
  for (const [i, record] of file.records.entries()) {
    const row = i + 1;
    if (record.length !== file.header.length) {
      problems.push({
        row,
        column: null,
        message: `The row has ${record.length} cells; the header has ${file.header.length}.`,
      });
      continue;
    }
    const cells = new Map<Column, string>();
    for (const [k, col] of known.entries()) if (col) cells.set(col, record[k] ?? '');
    const r = parseRow(row, cells);
    parsed.push(r.parsed);
    problems.push(...r.problems);
    onRow?.(row);
  }
  return { parsed, problems };
}
