// The request's locale for the server render (docs/decisions/0308): the stored value is the
// `locale` cookie; the App Router has no router locale of its own (no locale segment), so only a
// page that has one passes it.
import 'server-only';
import { cookies } from 'next/headers';
import { LOCALE_COOKIE, resolveLocale } from './locale';

export async function getLocale(routerLocale?: string | null): Promise<string> {
  const stored = (await cookies()).get(LOCALE_COOKIE)?.value ?? null;
  return resolveLocale({ router: routerLocale, stored });
}
