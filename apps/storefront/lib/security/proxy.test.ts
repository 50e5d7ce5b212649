// The proxy itself (proxy.ts), called as Next.js calls it: headers on the response, the request
// headers it hands on to the render, and which paths its matcher covers.
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, proxy } from '@/proxy';
import { ACCOUNT_LINK_MAX_AGE, FIRST_PARTY_ONLY_HEADER } from './account-links';
import { ARRIVED_FORWARDED_FOR, ARRIVED_REAL_IP } from './forwarded';

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://shop.test${path}`, { headers });
/** What the render will see for a request header the proxy overrode (Next.js's wire format). */
const forwarded = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);
const overridden = (res: Response) =>
  (res.headers.get('x-middleware-override-headers') ?? '').split(',');

afterEach(() => vi.unstubAllEnvs());

describe('proxy', () => {
  it('sets a fresh nonce CSP and the security headers, without HSTS over plain http', () => {
    const a = proxy(request('/healthcare-vinyl-upgrade.html'));
    const b = proxy(request('/healthcare-vinyl-upgrade.html'));
    const nonce = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce(a)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
    expect(forwarded(a, 'x-nonce')).toBe(nonce(a));
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.get('permissions-policy')).toContain('camera=()');
    expect(a.headers.get('strict-transport-security')).toBeNull();
  });

  it('believes X-Forwarded-Proto for HSTS only behind a configured proxy', () => {
    const https = { 'x-forwarded-proto': 'https' };
    const untrusted = proxy(request('/', https));
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    expect(overridden(untrusted)).not.toContain('x-forwarded-proto');
    vi.stubEnv('STOREFRONT_TRUST_PROXY', 'none');
    const none = proxy(request('/', https));
    expect(none.headers.get('strict-transport-security')).toBeNull();
    expect(overridden(none)).not.toContain('x-forwarded-proto');
    vi.stubEnv('STOREFRONT_TRUST_PROXY', '10.0.0.0/8');
    const trusted = proxy(request('/', https));
    expect(trusted.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
    expect(forwarded(trusted, 'x-forwarded-proto')).toBe('https');
  });

  it('moves the arrived forwarding headers aside so Next.js writes the socket address', () => {
    const res = proxy(
      request('/customer/account/login', {
        'x-forwarded-for': '6.6.6.6, 7.7.7.7',
        'x-real-ip': '8.8.8.8',
        [ARRIVED_REAL_IP]: 'forged',
      }),
    );
    const names = overridden(res);
    expect(names).not.toContain('x-forwarded-for');
    expect(names).not.toContain('x-real-ip');
    expect(forwarded(res, ARRIVED_FORWARDED_FOR)).toBe('6.6.6.6, 7.7.7.7');
    expect(forwarded(res, ARRIVED_REAL_IP)).toBe('8.8.8.8');
  });

  it('runs on every path but build assets and the image optimisers', () => {
    const matcher = new RegExp(
      `^${config.matcher[0]!.replace('/((?!', '/(?:(?!').replace(').*)', ').*)')}$`,
    );
    for (const path of [
      '/',
      '/healthcare-vinyl-upgrade.html',
      '/health',
      '/content/x.svg',
      '/content-page',
      '/customer/account/login',
      '/no-such-page',
      '/api/search-suggestions',
    ]) {
      expect(matcher.test(path), path).toBe(true);
    }
    for (const path of ['/_next/static/chunks/app.js', '/_next/image', '/api/image'])
      expect(matcher.test(path), path).toBe(false);
  });

  describe('e-mailed account links', () => {
    const links = [
      ['/customer/account/resetpassword', 'token'],
      ['/customer/account/createPassword', 'token'],
      ['/customer/account/confirm', 'key'],
    ] as const;

    it('moves the secret and the address into a short-lived strict cookie for the page, and sends the browser on to the bare path', () => {
      vi.stubEnv('GTM_ID', 'GTM-ABC123');
      for (const [page, param] of links) {
        const secret = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA-_';
        const res = proxy(request(`${page}?email=ada%40example.com&${param}=${secret}`));
        expect(res.status, page).toBe(200);
        expect(res.headers.get('location'), page).toBeNull();
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        // No script may run here: nothing but the refresh.
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(res.headers.get('content-security-policy')).not.toContain('googletagmanager');
        const cookie = res.headers.get('set-cookie') ?? '';
        expect(cookie, page).toContain(
          `account_link=${encodeURIComponent(`email=ada%40example.com&secret=${secret}`)}`,
        );
        expect(cookie).toContain(`Path=${page}`);
        expect(cookie).toContain(`Max-Age=${ACCOUNT_LINK_MAX_AGE}`);
        expect(cookie).toMatch(/HttpOnly/i);
        expect(cookie).toMatch(/SameSite=strict/i);
        expect(ACCOUNT_LINK_MAX_AGE).toBeLessThanOrEqual(900);
      }
    });

    it('answers the link with a refresh to a URL without the secret or the address', async () => {
      const res = proxy(
        request('/customer/account/resetpassword/?email=ada%40example.com&token=s3cret-value'),
      );
      const html = await res.text();
      expect(html).toContain(
        '<meta http-equiv="refresh" content="0;url=/customer/account/resetpassword">',
      );
      expect(html).not.toContain('s3cret-value');
      expect(html).not.toContain('ada');
      expect(html).not.toMatch(/<script/i);
      expect(res.headers.get('set-cookie')).toContain('Path=/customer/account/resetpassword;');
    });

    it('renders the bare page first-party only, with no tag manager in its CSP; other pages and forged headers unchanged', () => {
      vi.stubEnv('GTM_ID', 'GTM-ABC123');
      for (const [page] of links) {
        const res = proxy(request(page));
        expect(res.headers.get('set-cookie')).toBeNull();
        expect(forwarded(res, FIRST_PARTY_ONLY_HEADER), page).toBe('1');
        expect(res.headers.get('content-security-policy')).not.toContain('googletagmanager');
      }
      const other = proxy(request('/customer/account/login', { [FIRST_PARTY_ONLY_HEADER]: '1' }));
      expect(forwarded(other, FIRST_PARTY_ONLY_HEADER)).toBeNull();
      expect(other.headers.get('content-security-policy')).toContain('googletagmanager');
      // A server action posted to the bare page goes on as usual.
      const post = proxy(
        new NextRequest('http://shop.test/customer/account/resetpassword?token=x', {
          method: 'POST',
        }),
      );
      expect(post.headers.get('set-cookie')).toBeNull();
    });
  });
});
