// The signed-in customer's bearer token lives in an httpOnly cookie (DESIGN.md): page scripts never
// see it, and the server sends it to the commerce API on the customer's behalf. Reading works
// anywhere on the server; writing and clearing only in server actions and route handlers.
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';

export const CUSTOMER_TOKEN_COOKIE = 'customer_token';

/** Tokens are base64url (43 characters for 256 bits); anything else is not sent to the API. */
export function isPlausibleToken(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,256}$/.test(value);
}

/** The visitor's customer token, or null for a guest. */
export async function readSessionToken(): Promise<string | null> {
  const value = (await cookies()).get(CUSTOMER_TOKEN_COOKIE)?.value;
  return isPlausibleToken(value) ? value : null;
}

export const LOGIN_ROUTE = '/customer/account/login';

/** Only same-site paths may be returned to after sign-in (never `//host` or a full URL). */
export function safeReturnPath(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

/** For account pages: the customer's token, or a redirect to sign in and back to `returnTo`. */
export async function requireCustomerToken(returnTo: string): Promise<string> {
  const token = await readSessionToken();
  if (!token) {
    redirect(`${LOGIN_ROUTE}?redirect=${encodeURIComponent(safeReturnPath(returnTo) ?? '/customer/account/dashboard')}`);
  }
  return token;
}
