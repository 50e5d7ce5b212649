// Runs before every page request:
// - sets a Content-Security-Policy with a fresh nonce (Next.js applies it to its own scripts);
// - visiting a landing URL selects its store view (spec: "visiting a landing URL sets it"). The
//   cookie is written on the response and on the forwarded request, so the page rendered for this
//   very request already uses the new view.
import { NextResponse, type NextRequest } from 'next/server';
import { landingViewForPath, STORE_VIEW_COOKIE, STORE_VIEW_COOKIE_MAX_AGE } from '@/lib/landing-views';
import { buildCsp, createNonce } from '@/lib/security/csp';

/** Prefetches of a landing link must not switch the view: only a real visit does. */
/**
 * Link prefetches (and the segment prefetches of newer Next.js releases) must not switch the
 * landing view: only a page the visitor actually opens does.
 */
function isPrefetch(request: NextRequest): boolean {
  const h = request.headers;
  return h.has('next-router-prefetch') || h.has('next-router-segment-prefetch') || h.get('purpose') === 'prefetch' || h.get('sec-purpose')?.includes('prefetch') === true;
}

export function proxy(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const csp = buildCsp({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    hubspot: Boolean(process.env.HUBSPOT_PORTAL_ID && process.env.HUBSPOT_FORM_ID),
    captcha: Boolean(process.env.CAPTCHA_SITE_KEY),
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', csp);

  const view = isPrefetch(request) ? null : landingViewForPath(request.nextUrl.pathname);
  const switchView = view !== null && request.cookies.get(STORE_VIEW_COOKIE)?.value !== view.code;
  if (switchView) {
    request.cookies.set(STORE_VIEW_COOKIE, view.code);
    headers.set('cookie', request.headers.get('cookie') ?? '');
  }

  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  if (switchView) {
    response.cookies.set(STORE_VIEW_COOKIE, view.code, {
      path: '/',
      maxAge: STORE_VIEW_COOKIE_MAX_AGE,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

export const config = {
  // Every page, but not build assets, the image optimiser or the health probe.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|health|content/).*)'],
};
