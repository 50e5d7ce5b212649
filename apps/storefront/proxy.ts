// Runs before every page, route handler and server action (everything but build assets):
// - sets a Content-Security-Policy with a fresh nonce (Next.js applies it to its own scripts),
//   the other security headers, and HSTS when served over https behind a trusted proxy
//   (docs/decisions/0971-security-headers-and-csp-coverage.md);
// - moves the forwarding headers the request arrived with aside, so the render sees the socket's
//   peer address in X-Forwarded-For (lib/security/forwarded.ts);
// - visiting a landing URL selects its store view (spec: "visiting a landing URL sets it"). The
//   cookie is written on the response and on the forwarded request, so the page rendered for this
//   very request already uses the new view;
// - an e-mailed account link (password reset, confirmation) hands its secret and address over to a
//   short-lived cookie for its page and sends the browser on to the bare path, whose render loads
//   no third-party script (lib/security/account-links.ts, docs/decisions/0978).
import { NextResponse, type NextRequest } from 'next/server';
import {
  landingViewForPath,
  STORE_VIEW_COOKIE,
  STORE_VIEW_COOKIE_MAX_AGE,
} from '@/lib/landing-views';
import { parseGtmId } from '@/lib/analytics/gtm';
import {
  ACCOUNT_LINK_COOKIE,
  ACCOUNT_LINK_MAX_AGE,
  accountLinkFromQuery,
  accountLinkHandoff,
  accountLinkPage,
  encodeAccountLink,
  FIRST_PARTY_ONLY_HEADER,
} from '@/lib/security/account-links';
import { newsletterMayShow } from '@/lib/content/newsletter';
import { buildCsp, createNonce } from '@/lib/security/csp';
import { stashForwardedAddresses, trustedProxyConfigured } from '@/lib/security/forwarded';
import { HSTS_VALUE, servedOverHttps, STATIC_SECURITY_HEADERS } from '@/lib/security/headers';

/**
 * Link prefetches (and the segment prefetches of newer Next.js releases) must not switch the
 * landing view: only a page the visitor actually opens does.
 */
function isPrefetch(request: NextRequest): boolean {
  const h = request.headers;
  return (
    h.has('next-router-prefetch') ||
    h.has('next-router-segment-prefetch') ||
    h.get('purpose') === 'prefetch' ||
    h.get('sec-purpose')?.includes('prefetch') === true
  );
}

/** The answer to an account link with its secret in the query: see accountLinkHandoff. */
function handOffAccountLink(request: NextRequest, page: string): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const link = accountLinkFromQuery(page, request.nextUrl.searchParams);
  if (!link) return null;
  const response = new NextResponse(accountLinkHandoff(page), {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
  for (const { key, value } of STATIC_SECURITY_HEADERS) response.headers.set(key, value);
  response.headers.set(
    'Content-Security-Policy',
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  // The address with the secret goes to no one, not even as a referrer.
  response.headers.set('Referrer-Policy', 'no-referrer');
  const https = servedOverHttps(request.headers, trustedProxyConfigured());
  if (https) response.headers.set('Strict-Transport-Security', HSTS_VALUE);
  response.cookies.set(ACCOUNT_LINK_COOKIE, encodeAccountLink(link), {
    path: page,
    maxAge: ACCOUNT_LINK_MAX_AGE,
    sameSite: 'strict',
    httpOnly: true,
    secure: https,
  });
  return response;
}

export function proxy(request: NextRequest): NextResponse {
  const linkPage = accountLinkPage(request.nextUrl.pathname);
  if (linkPage) {
    const handoff = handOffAccountLink(request, linkPage);
    if (handoff) return handoff;
  }
  const nonce = createNonce();
  const csp = buildCsp({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    // The same rule as the footer's form (docs/decisions/0307).
    hubspot: newsletterMayShow(process.env),
    captcha: Boolean(process.env.CAPTCHA_SITE_KEY),
    braintree:
      process.env.CARD_GATEWAY === 'braintree'
        ? process.env.BRAINTREE_ENVIRONMENT === 'production'
          ? 'production'
          : 'sandbox'
        : undefined,
    tagManager: !linkPage && parseGtmId(process.env.GTM_ID) !== null,
    prismicPreview: !linkPage && Boolean(process.env.PRISMIC_REPOSITORY),
  });
  const trustProxy = trustedProxyConfigured();
  const https = servedOverHttps(request.headers, trustProxy);
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.delete(FIRST_PARTY_ONLY_HEADER);
  if (linkPage) headers.set(FIRST_PARTY_ONLY_HEADER, '1');
  headers.set('Content-Security-Policy', csp);
  stashForwardedAddresses(headers);
  // Without a trusted proxy a client-sent X-Forwarded-Proto must not mark cookies Secure or the
  // session as https; Next.js writes its own value from the socket when the header is absent.
  if (!trustProxy) headers.delete('x-forwarded-proto');

  const view = isPrefetch(request) ? null : landingViewForPath(request.nextUrl.pathname);
  const switchView = view !== null && request.cookies.get(STORE_VIEW_COOKIE)?.value !== view.code;
  if (switchView) {
    request.cookies.set(STORE_VIEW_COOKIE, view.code);
    headers.set('cookie', request.headers.get('cookie') ?? '');
  }

  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  for (const { key, value } of STATIC_SECURITY_HEADERS) response.headers.set(key, value);
  if (https) response.headers.set('Strict-Transport-Security', HSTS_VALUE);
  if (switchView) {
    response.cookies.set(STORE_VIEW_COOKIE, view.code, {
      path: '/',
      maxAge: STORE_VIEW_COOKIE_MAX_AGE,
      sameSite: 'lax',
      httpOnly: true,
      secure: https,
    });
  }
  return response;
}

export const config = {
  // Everything but build assets and the image optimisers (Next's and the storefront's
  // /api/image, which set their own restrictive CSP on SVG): product URLs may start with anything
  // ('/healthcare-…', '/content-…'), so no other prefix is skipped. Static files need no nonce,
  // and their headers come from next.config.ts.
  matcher: ['/((?!_next/static/|_next/image|api/image).*)'],
};
