// The visitor's cart id lives in an httpOnly cookie (never readable by page scripts), so the server
// renders the cart badge and the cart page. Reading works anywhere on the server; writing and
// clearing only in server actions and route handlers (Next.js rule).
import 'server-only';
import { cookies, headers } from 'next/headers';

export const CART_ID_COOKIE = 'cart_id';
/** 30 days: long enough for a buying committee to come back to a quote-sized cart. */
export const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** Masked cart ids are 32 characters of [A-Za-z0-9]; anything else is not sent to the API. */
export function isPlausibleCartId(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{16,64}$/.test(value);
}

export async function readCartId(): Promise<string | null> {
  const value = (await cookies()).get(CART_ID_COOKIE)?.value;
  return isPlausibleCartId(value) ? value : null;
}

/** True when the request reached us over https (directly or behind a proxy that says so). */
export async function isHttps(): Promise<boolean> {
  const h = await headers();
  const forwarded = h.get('x-forwarded-proto');
  if (forwarded) return forwarded.split(',')[0]!.trim() === 'https';
  const origin = h.get('origin');
  return origin ? origin.startsWith('https:') : false;
}

export async function writeCartId(cartId: string): Promise<void> {
  (await cookies()).set(CART_ID_COOKIE, cartId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: await isHttps(),
    maxAge: CART_COOKIE_MAX_AGE,
  });
}

export async function clearCartId(): Promise<void> {
  (await cookies()).delete({ name: CART_ID_COOKIE, path: '/' });
}
