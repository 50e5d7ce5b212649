// The e-mailed account links carry a secret in their query (a password-reset token, a confirmation
// key) and the customer's address (docs/decisions/0978-secrets-out-of-urls.md). A URL is what
// analytics sends (GA4's page_location), what the browser keeps in its history and what a
// third-party script can read, so the proxy moves both into a short-lived cookie scoped to the
// page's own path and sends the browser on to the bare path. Those pages load no third-party
// script at all. Pure: used by proxy.ts (Edge-safe) and by the pages.

export const ACCOUNT_LINK_COOKIE = 'account_link';
/** Long enough to type a new password; the secret itself lives longer (1 h / 24 h, 0702). */
export const ACCOUNT_LINK_MAX_AGE = 900;

/** The pages e-mailed links open, and the query parameter that holds each one's secret. */
export const ACCOUNT_LINK_PAGES: Readonly<Record<string, 'token' | 'key'>> = {
  '/customer/account/resetpassword': 'token',
  '/customer/account/createPassword': 'token',
  '/customer/account/confirm': 'key',
};

/**
 * The request header the proxy sets on the render of a page that must load no third-party script
 * (the root layout then leaves out the tag manager and the content-preview toolbar). A client's
 * own value is always removed first.
 */
export const FIRST_PARTY_ONLY_HEADER = 'x-first-party-only';

const MAX_EMAIL = 254;
const MAX_SECRET = 512;

export interface AccountLink {
  email: string;
  secret: string;
}

/** The account-link page a path names (trailing slash ignored), if any. */
export function accountLinkPage(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(ACCOUNT_LINK_PAGES, path) ? path : null;
}

/**
 * The address and secret a link's query carries, when it carries either (a link without a secret
 * still moves its address out of the URL).
 */
export function accountLinkFromQuery(page: string, query: URLSearchParams): AccountLink | null {
  const param = ACCOUNT_LINK_PAGES[page];
  if (!param || (!query.has('email') && !query.has(param))) return null;
  return {
    email: (query.get('email') ?? '').trim().slice(0, MAX_EMAIL),
    secret: (query.get(param) ?? '').trim().slice(0, MAX_SECRET),
  };
}

/** The cookie value for a link (decoded; the cookie writer encodes it). */
export function encodeAccountLink(link: AccountLink): string {
  return new URLSearchParams({ email: link.email, secret: link.secret }).toString();
}

/** The link a cookie value holds; an absent or malformed value is an empty link. */
export function decodeAccountLink(value: string | undefined): AccountLink {
  const params = new URLSearchParams(value ?? '');
  return {
    email: (params.get('email') ?? '').slice(0, MAX_EMAIL),
    secret: (params.get('secret') ?? '').slice(0, MAX_SECRET),
  };
}

/**
 * The page answered to the link itself: a refresh to the bare path, no script and nothing else.
 * Not a 3xx: a link opened from a web mail is a cross-site navigation, and a SameSite=Strict
 * cookie set on a redirect's answer is not sent with the redirected request; the refresh is a
 * navigation the shop's own page starts, so the cookie goes with it.
 */
export function accountLinkHandoff(page: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${page}"><title>Opening your link</title></head><body><p><a href="${page}">Continue</a></p></body></html>`;
}
