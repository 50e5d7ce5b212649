// Events of a server action whose form is gone by the time its answer arrives (a cart line's
// controls are replaced when its quantity changes, and removed with the line). The action leaves
// them in a short-lived, httpOnly cookie; the page it refreshes renders them once (<FlashedEvents>).
import 'server-only';
import { cookies } from 'next/headers';
import { isHttps } from '@/lib/commerce/cart/cart-cookie';
import type { AnalyticsEvent } from './events';

export const FLASH_COOKIE = 'analytics_flash';
const MAX_AGE = 60;
const MAX_BYTES = 3500;

export interface Flash {
  id: string;
  events: AnalyticsEvent[];
}

/** In a server action: the page re-rendered by this action (refresh()) reports these events. */
export async function flashEvents(events: AnalyticsEvent[] | undefined): Promise<void> {
  if (!events?.length) return;
  const value = Buffer.from(JSON.stringify({ id: crypto.randomUUID(), events })).toString(
    'base64url',
  );
  if (value.length > MAX_BYTES) return;
  (await cookies()).set(FLASH_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: await isHttps(),
    maxAge: MAX_AGE,
  });
}

/** The cookie's events, trusting nothing of their shape beyond plain objects. */
export function decodeFlash(value: string | undefined): Flash | null {
  if (!value || value.length > MAX_BYTES) return null;
  try {
    const o = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as {
      id?: unknown;
      events?: unknown;
    };
    if (typeof o.id !== 'string' || !/^[0-9a-f-]{36}$/.test(o.id) || !Array.isArray(o.events))
      return null;
    const events = o.events.filter(
      (e): e is AnalyticsEvent => typeof e === 'object' && e !== null && !Array.isArray(e),
    );
    return events.length ? { id: o.id, events } : null;
  } catch {
    return null;
  }
}

export async function flashedEvents(): Promise<Flash | null> {
  return decodeFlash((await cookies()).get(FLASH_COOKIE)?.value);
}
