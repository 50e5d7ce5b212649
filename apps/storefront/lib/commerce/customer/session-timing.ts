// Session upkeep figures (specification section 9) and the refresh schedule. Pure; used by the
// client session monitor and by the server when it writes the session cookies.

/** The signed-in customer is validated this often (spec: every 15000 ms). */
export const VALIDATION_INTERVAL_MS = 15_000;
/** The token is refreshed this long before it expires (spec: 300 s). */
export const REFRESH_LEAD_SECONDS = 300;

/**
 * Milliseconds until the token should be refreshed: its expiry minus the lead time, or 0 (at
 * once) when no expiry is known or that moment has passed (spec: "done at once if no expiry is
 * given").
 */
export function refreshDelayMs(expiresAt: number | null, nowMs: number): number {
  if (expiresAt === null || !Number.isFinite(expiresAt)) return 0;
  return Math.max(0, Math.round((expiresAt - REFRESH_LEAD_SECONDS) * 1000 - nowMs));
}

/** The token's expiry in Unix seconds from the API's answer (timestamp first, then the date). */
export function expiryFromToken(token: {
  expiration_timestamp?: number | null;
  expiration_date?: string | null;
}): number | null {
  const ts = token.expiration_timestamp;
  if (typeof ts === 'number' && Number.isFinite(ts) && ts > 0) return Math.floor(ts);
  const date = token.expiration_date;
  // 'YYYY-MM-DD HH:MM:SS' in UTC (Magento's format).
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(date)) {
    const ms = Date.parse(`${date.replace(' ', 'T')}Z`);
    if (Number.isFinite(ms)) return Math.floor(ms / 1000);
  }
  return null;
}
