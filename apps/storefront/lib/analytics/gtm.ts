// The tag manager container (spec section 7: "tag-manager analytics load after 8 seconds";
// section 9: "Analytics start delay 8000 ms"). Safe in client code and in the proxy.

export const GTM_DELAY_MS = 8000;
export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** A container id as the tag manager issues them ('GTM-' and letters or digits); else null. */
export function parseGtmId(value: string | undefined | null): string | null {
  const v = value?.trim().toUpperCase();
  return v && /^GTM-[A-Z0-9]{1,20}$/.test(v) ? v : null;
}

export function gtmScriptUrl(id: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}
