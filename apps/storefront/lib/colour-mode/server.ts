// Reading and writing the colour mode cookie on the server. Reading works anywhere on the server
// (it makes the route dynamic, as the store view cookie already does); writing only in server actions.
import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { isHttps } from '@/lib/commerce/cart/cart-cookie';
import {
  COLOUR_MODE_COOKIE,
  COLOUR_MODE_COOKIE_MAX_AGE,
  parseColourMode,
  type ColourMode,
} from './index';

export const getColourMode = cache(async (): Promise<ColourMode> => {
  const jar = await cookies();
  return parseColourMode(jar.get(COLOUR_MODE_COOKIE)?.value);
});

export async function writeColourMode(mode: ColourMode): Promise<void> {
  (await cookies()).set(COLOUR_MODE_COOKIE, mode, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: await isHttps(),
    maxAge: COLOUR_MODE_COOKIE_MAX_AGE,
  });
}
