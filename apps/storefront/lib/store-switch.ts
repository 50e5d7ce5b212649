// Switching the store view (spec §4: "switching the store view saves it and reloads the page").
// Pure: which view a switch request names, and which page the browser loads again afterwards.
// See docs/decisions/1232-store-switcher-saves-and-reloads.md.
import type { StoreViewCode } from '@/lib/config';
import { landingViewByCode, landingViewForPath, parseStoreView } from '@/lib/landing-views';
import { safeReturnPath } from '@/lib/security/return-path';

/**
 * The path of a Referer from the host the request was sent to (its Host header; the request's
 * own URL may name the server's internal address), or null (another host, or none).
 */
export function refererPath(referer: string | null, host: string | null): string | null {
  if (!referer || !host) return null;
  try {
    const from = new URL(referer);
    if (from.host !== host.toLowerCase()) return null;
    return safeReturnPath(`${from.pathname}${from.search}`);
  } catch {
    return null;
  }
}

/**
 * Where the browser goes after switching to `view`: the page the switch was made on, loaded again.
 * On a landing URL that is the chosen view's landing URL instead, since loading the other view's
 * landing URL would select that view again.
 */
export function pageAfterSwitch(view: StoreViewCode, from: string | null): string {
  const path = from ?? '/';
  return landingViewForPath(path.split(/[?#]/, 1)[0]!) ? landingViewByCode(view).url : path;
}

export function switchTarget(value: FormDataEntryValue | null): StoreViewCode | null {
  return typeof value === 'string' ? parseStoreView(value) : null;
}
