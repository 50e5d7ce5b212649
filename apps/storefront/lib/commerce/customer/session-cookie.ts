// The signed-in customer's bearer token lives in an httpOnly cookie: page scripts never
// see it, and the server sends it to the commerce API on the customer's behalf. A second cookie
// keeps the token's expiry (Unix seconds) so the session monitor knows when to refresh; a session
// without it is valid and is refreshed at once (docs/decisions/0711-storefront-session.md).
// Reading works anywhere on the server; writing and clearing only in server actions and route
// handlers.
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { isHttps } from '@/lib/commerce/cart/cart-cookie';
import { safeReturnPath } from '@/lib/security/return-path';
import { DASHBOARD_ROUTE, LOGIN_ROUTE } from './routes';

export const CUSTOMER_TOKEN_COOKIE = 'customer_token';
export const CUSTOMER_TOKEN_EXPIRY_COOKIE = 'customer_token_expires';

/** Tokens are base64url (43 characters for 256 bits); anything else is not sent to the API. */
export function isPlausibleToken(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,256}$/.test(value);
}

/** The visitor's customer token, or null for a guest. */
export async function readSessionToken(): Promise<string | null> {
  const value = (await cookies()).get(CUSTOMER_TOKEN_COOKIE)?.value;
  return isPlausibleToken(value) ? value : null;
}

/** The token's expiry in Unix seconds, or null when unknown. */
export async function readSessionExpiry(): Promise<number | null> {
  const value = (await cookies()).get(CUSTOMER_TOKEN_EXPIRY_COOKIE)?.value;
  const seconds = value && /^\d{9,11}$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(seconds) ? seconds : null;
}

export interface SessionToken {
  token: string;
  /** Unix seconds; null when the API gave no expiry. */
  expiresAt: number | null;
}

/**
 * Stores a freshly issued token. Both cookies live as long as the token (a session cookie when
 * the expiry is unknown), so a browser coming back after the token died starts as a guest.
 */
export async function writeSession(
  { token, expiresAt }: SessionToken,
  nowMs = Date.now(),
): Promise<void> {
  const jar = await cookies();
  const secure = await isHttps();
  const lifetime =
    expiresAt === null ? undefined : Math.max(1, Math.floor(expiresAt - nowMs / 1000));
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    ...(lifetime ? { maxAge: lifetime } : {}),
  };
  jar.set(CUSTOMER_TOKEN_COOKIE, token, options);
  if (expiresAt === null) jar.delete({ name: CUSTOMER_TOKEN_EXPIRY_COOKIE, path: '/' });
  else jar.set(CUSTOMER_TOKEN_EXPIRY_COOKIE, String(Math.floor(expiresAt)), options);
}

export async function clearSession(): Promise<void> {
  const jar = await cookies();
  jar.delete({ name: CUSTOMER_TOKEN_COOKIE, path: '/' });
  jar.delete({ name: CUSTOMER_TOKEN_EXPIRY_COOKIE, path: '/' });
}

export { DASHBOARD_ROUTE, LOGIN_ROUTE } from './routes';

/** Only same-origin paths may be returned to after sign-in (see lib/security/return-path.ts). */
export { safeReturnPath };

/** For account pages: the customer's token, or a redirect to sign in and back to `returnTo`. */
export async function requireCustomerToken(returnTo: string): Promise<string> {
  const token = await readSessionToken();
  if (!token) {
    redirect(
      `${LOGIN_ROUTE}?redirect=${encodeURIComponent(safeReturnPath(returnTo) ?? DASHBOARD_ROUTE)}`,
    );
  }
  return token;
}
