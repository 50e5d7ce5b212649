import { describe, expect, it } from 'vitest';
import {
  expiryFromToken,
  refreshDelayMs,
  REFRESH_LEAD_SECONDS,
  VALIDATION_INTERVAL_MS,
} from './session-timing';

describe('refreshDelayMs', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const inAnHour = now / 1000 + 3600;

  it('refreshes 300 s before the token expires', () => {
    expect(REFRESH_LEAD_SECONDS).toBe(300);
    expect(refreshDelayMs(inAnHour, now)).toBe((3600 - 300) * 1000);
  });

  it('refreshes at once without an expiry or when the lead time has begun', () => {
    expect(refreshDelayMs(null, now)).toBe(0);
    expect(refreshDelayMs(now / 1000 + 120, now)).toBe(0);
    expect(refreshDelayMs(now / 1000 - 10, now)).toBe(0);
  });

  it('validates every 15 seconds', () => {
    expect(VALIDATION_INTERVAL_MS).toBe(15_000);
  });
});

describe('expiryFromToken', () => {
  it('prefers the timestamp and falls back to the UTC date', () => {
    expect(
      expiryFromToken({ expiration_timestamp: 1767272400.0, expiration_date: 'ignored' }),
    ).toBe(1767272400);
    expect(expiryFromToken({ expiration_date: '2026-01-01 13:00:00' })).toBe(
      Date.UTC(2026, 0, 1, 13) / 1000,
    );
  });

  it('gives null when the API says nothing usable', () => {
    expect(expiryFromToken({})).toBeNull();
    expect(expiryFromToken({ expiration_timestamp: null, expiration_date: 'soon' })).toBeNull();
  });
});
