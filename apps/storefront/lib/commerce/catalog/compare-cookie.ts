// The visitor's compare list uid, kept in the browser under the specification's storage key
// `comparisonProducts` (docs/decisions/1112). An httpOnly cookie: the server renders the compare
// page and the header link, and page scripts never see the uid (it is the list's only key).
// Reading works anywhere on the server; writing and clearing only in server actions.
import 'server-only';
import { cookies } from 'next/headers';
import { isHttps } from '../cart/cart-cookie';

export const COMPARE_COOKIE = 'comparisonProducts';
/** As long as the cart's: a buying committee comes back to a comparison over weeks. */
export const COMPARE_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** Compare list uids are 32 characters of [A-Za-z0-9]; anything else is not sent to the API. */
export function isPlausibleCompareUid(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{32}$/.test(value);
}

export async function readCompareUid(): Promise<string | null> {
  const value = (await cookies()).get(COMPARE_COOKIE)?.value;
  return isPlausibleCompareUid(value) ? value : null;
}

export async function writeCompareUid(uid: string): Promise<void> {
  (await cookies()).set(COMPARE_COOKIE, uid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: await isHttps(),
    maxAge: COMPARE_COOKIE_MAX_AGE,
  });
}

export async function clearCompareUid(): Promise<void> {
  (await cookies()).delete({ name: COMPARE_COOKIE, path: '/' });
}
