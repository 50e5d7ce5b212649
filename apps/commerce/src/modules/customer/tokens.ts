// Customer bearer tokens: 256 random bits, sent as base64url; only their sha-256 is stored, so a
// database leak yields no usable token.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Magento's default customer token lifetime, in hours (storeConfig.customer_access_token_lifetime). */
export const DEFAULT_TOKEN_LIFETIME_HOURS = 1;

export function tokenLifetimeMs(configured: unknown): number {
  const hours = Number(configured);
  return (Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_TOKEN_LIFETIME_HOURS) * 3_600_000;
}
