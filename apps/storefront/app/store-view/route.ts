// POST /store-view (the store switcher's form): saves the chosen store view in the store_view
// cookie and sends the browser back to the page it came from, which loads again, header and
// all, for the new view (spec §4). A plain form post: no client script, works before hydration.
import { NextResponse } from 'next/server';
import { STORE_VIEW_COOKIE, STORE_VIEW_COOKIE_MAX_AGE } from '@/lib/landing-views';
import { trustedProxyConfigured } from '@/lib/security/forwarded';
import { servedOverHttps } from '@/lib/security/headers';
import { pageAfterSwitch, refererPath, switchTarget } from '@/lib/store-switch';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  // Only the shop's own pages may switch the view (a cross-site form must not change it).
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none')
    return new Response(null, { status: 403 });
  let view = null;
  try {
    view = switchTarget((await request.formData()).get('view'));
  } catch {
    view = null;
  }
  if (!view) return new Response(null, { status: 400 });
  const target = pageAfterSwitch(
    view,
    refererPath(request.headers.get('referer'), request.headers.get('host')),
  );
  // A relative Location: the browser resolves it against the address it used.
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: target, 'Cache-Control': 'no-store' },
  });
  response.cookies.set(STORE_VIEW_COOKIE, view, {
    path: '/',
    maxAge: STORE_VIEW_COOKIE_MAX_AGE,
    sameSite: 'lax',
    httpOnly: true,
    secure: servedOverHttps(request.headers, trustedProxyConfigured()),
  });
  return response;
}
