// A search term's redirect (spec §4 Search; docs/decisions/1121): the storefront follows only an
// absolute http(s) address (one under the store's front-end base address is followed in the app,
// any other is a full navigation); anything else is ignored and the visitor gets the results page.
// The operator console refuses what the storefront would ignore, with this one rule.

/** The column's width (search_query.redirect). */
export const SEARCH_REDIRECT_MAX_LENGTH = 2048;

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** True for an address that starts with http:// or https:// (any case). */
export const isAbsoluteHttp = (value: string): boolean => ABSOLUTE_HTTP.test(value);

/** The address the storefront would follow for this redirect (normalised by URL), or null. */
export function followableRedirect(redirect: string): string | null {
  const target = redirect.trim();
  if (!isAbsoluteHttp(target)) return null;
  try {
    return new URL(target).href;
  } catch {
    return null;
  }
}
