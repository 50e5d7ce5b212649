// Visiting a landing URL selects its store view (spec: "visiting a landing URL sets it").
// The cookie is written on the response and also on the forwarded request, so the page rendered
// for this very request already uses the new view.
import { NextResponse, type NextRequest } from 'next/server';
import { landingViewForPath, STORE_VIEW_COOKIE, STORE_VIEW_COOKIE_MAX_AGE } from '@/lib/landing-views';

/** Prefetches of a landing link must not switch the view: only a real visit does. */
function isPrefetch(request: NextRequest): boolean {
  return request.headers.has('next-router-prefetch') || request.headers.get('purpose') === 'prefetch';
}

export function proxy(request: NextRequest): NextResponse {
  if (isPrefetch(request)) return NextResponse.next();
  const view = landingViewForPath(request.nextUrl.pathname);
  if (!view || request.cookies.get(STORE_VIEW_COOKIE)?.value === view.code) return NextResponse.next();
  request.cookies.set(STORE_VIEW_COOKIE, view.code);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(STORE_VIEW_COOKIE, view.code, {
    path: '/',
    maxAge: STORE_VIEW_COOKIE_MAX_AGE,
    sameSite: 'lax',
    httpOnly: true,
    secure: request.nextUrl.protocol === 'https:',
  });
  return response;
}

export const config = { matcher: ['/', '/senior-living'] };
