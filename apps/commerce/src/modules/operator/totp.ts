// TOTP second factor (RFC 6238: SHA-1, 6 digits, 30 s steps, as authenticator apps expect) through
// the otpauth library. A code is accepted for the current step and one either side (clock drift),
// and each step once: the caller keeps the last accepted step (operator.totp_last_step).
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Charter Contract Furniture';
const PERIOD = 30;

const totpFor = (secret: string, label = 'operator') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret });

/** A new random secret (160 bits), Base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an authenticator app reads (usually from a QR code). */
export const totpUrl = (secret: string, email: string): string => totpFor(secret, email).toString();

/** The time step a valid code belongs to, or null for a wrong code. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const delta = totpFor(secret).validate({
    token: code.trim(),
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The current code of a secret (tests and the seed's documentation use it). */
export const totpCode = (secret: string, now: Date): string =>
  totpFor(secret).generate({ timestamp: now.getTime() });
