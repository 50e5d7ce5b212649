// Corner flags of product tiles and the product page (spec: Badges). Pure; no clock inside.

// One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one, and
// every product tile of a listing asks for the wall clock.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let f = wallClockFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    // Bounded: time zones come from store configuration, a handful at most.
    if (wallClockFormats.size < 64) wallClockFormats.set(timeZone, f);
  }
  return f;
}

/** 'YYYY-MM-DD HH:MM:SS' wall-clock time of `now` in the given IANA time zone. */
export function wallClock(now: Date, timeZone: string): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = wallClockFormat(timeZone).formatToParts(now);
  } catch {
    return wallClock(now, 'UTC');
  }
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** Normalises the API's date strings ('YYYY-MM-DD', 'YYYY-MM-DD HH:MM:SS', ISO) to wall-clock form. */
export function normaliseDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?/.exec(value.trim());
  if (!m) return null;
  const time = m[2] ? (m[2].length === 5 ? `${m[2]}:00` : m[2]) : '00:00:00';
  return `${m[1]} ${time}`;
}

/**
 * New when the current time in the store time zone is on or after new_from_date and, when
 * new_to_date exists, not past it. A new_to_date without a time of day (or at midnight) covers
 * that whole day, as the back office enters whole days.
 */
export function isNewProduct(
  newFrom: string | null | undefined,
  newTo: string | null | undefined,
  now: Date,
  timeZone: string,
): boolean {
  const from = normaliseDate(newFrom);
  if (!from) return false;
  const current = wallClock(now, timeZone);
  if (current < from) return false;
  let to = normaliseDate(newTo);
  if (to && to.endsWith(' 00:00:00')) to = `${to.slice(0, 10)} 23:59:59`;
  return !to || current <= to;
}

/** Special (Sale) when the maximal price is present and lower than the regular price. */
export function isSpecialPrice(
  maximalCents: number | null | undefined,
  regularCents: number | null | undefined,
): boolean {
  if (maximalCents === null || maximalCents === undefined) return false;
  if (regularCents === null || regularCents === undefined) return false;
  return maximalCents < regularCents;
}
