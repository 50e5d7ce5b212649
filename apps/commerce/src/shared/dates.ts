// Magento renders datetimes as 'YYYY-MM-DD HH:MM:SS' in UTC (its storage timezone).
/** A stored timestamp that is never null, formatted as formatDateTime does. */
export function formatTimestamp(value: Date): string {
  return value.toISOString().slice(0, 19).replace('T', ' ');
}

export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return d.toISOString().slice(0, 19).replace('T', ' ');
}
