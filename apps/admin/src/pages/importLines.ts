// Where each CSV record starts in the file, as a text editor numbers its lines (the header is on
// line 1 of a file without blank lines). The import numbers records, not lines (docs/decisions/
// 1433: row 1 is the first data row); a quoted cell may span lines, and blank lines are skipped
// as the import skips them, so the line of row n is looked up here rather than computed.

/** The 1-based line on which each record starts: index 0 the header, index n data row n. */
export function recordLines(csv: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let inQuotes = false;
  let atRecordStart = true;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (c === '\uFEFF' && i === 0) continue;
    if (atRecordStart && c !== '\n' && c !== '\r') {
      starts.push(line);
      atRecordStart = false;
    }
    if (c === '"') inQuotes = !inQuotes;
    else if (c === '\n') {
      if (!inQuotes) atRecordStart = true;
      line++;
    }
  }
  return starts;
}

/** The line of a data row (1 = first data row), or null for the file as a whole or an unknown row. */
export function lineOfRow(lines: readonly number[], row: number): number | null {
  if (row < 1) return null;
  return lines[row] ?? null;
}
