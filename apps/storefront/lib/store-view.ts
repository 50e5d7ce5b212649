// The visitor's store view, read from the store_view cookie (set by proxy.ts when a landing URL
// is visited). Server code passes it as `store` to commerceFetch, which sends it as the `Store`
// header; with no cookie the configured default view is used.
import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { config, type StoreViewCode } from '@/lib/config';
import {
  landingViewByCode,
  parseStoreView,
  STORE_VIEW_COOKIE,
  type LandingView,
} from '@/lib/landing-views';

/** The store view code of this request. Reading cookies makes the calling route dynamic. */
export const getStoreView = cache(async (): Promise<StoreViewCode> => {
  const jar = await cookies();
  return parseStoreView(jar.get(STORE_VIEW_COOKIE)?.value) ?? config.defaultStoreView;
});

export async function getLandingView(): Promise<LandingView> {
  return landingViewByCode(await getStoreView());
}
