import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

// Each of these makes some browser or server leave the shop when used as a redirect target.
const BYPASSES = [
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example',
  '/\\/evil.example',
  '\\/\\/evil.example',
  '\\\\evil.example',
  '\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d/evil.example',
  '/%0D%0A/evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/%5c/evil.example',
  '/%5Cevil.example',
  '%2f%2fevil.example',
  '/%252f%252fevil.example',
  '/%7F/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http://evil.example',
  'https://evil.example/path',
  'HTTPS://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'ftp://evil.example',
  '//user@evil.example',

  '//shop.invalid@evil.example',
  'https://shop.invalid@evil.example',
  'https://user:pass@shop.invalid/',
  '//evil.example%2f@shop.invalid',
  '/.\\/evil.example',
  'evil.example',
  'customer/account',
  '',
  '/'.padEnd(3000, 'a'),
];

describe('safeReturnPath', () => {
  it.each(BYPASSES)('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it('keeps same-origin paths with query and fragment', () => {
    expect(safeReturnPath('/customer/account/dashboard')).toBe('/customer/account/dashboard');
    expect(safeReturnPath('/checkout?step=payment#card')).toBe('/checkout?step=payment#card');
    expect(safeReturnPath('/healthcare-vinyl-upgrade.html')).toBe('/healthcare-vinyl-upgrade.html');
    expect(safeReturnPath('/search?q=chair%20arm')).toBe('/search?q=chair%20arm');
    expect(safeReturnPath('/')).toBe('/');
    // A path segment, not userinfo: the browser stays on the shop.
    expect(safeReturnPath('/@evil.example')).toBe('/@evil.example');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/a/../customer/account')).toBe('/customer/account');
    expect(safeReturnPath('/../../evil.example')).toBe('/evil.example');
  });

  it('always returns something a browser resolves on the same origin', () => {
    const origin = 'https://shop.example';
    for (const value of [...BYPASSES, '/x', '/a?b=//c', '/a#//b']) {
      const path = safeReturnPath(value);
      if (path !== null) expect(new URL(path, origin).origin).toBe(origin);
    }
  });
});
