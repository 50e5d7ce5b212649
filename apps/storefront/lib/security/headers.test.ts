import { describe, expect, it } from 'vitest';
import { servedOverHttps, STATIC_SECURITY_HEADERS } from './headers';

const h = (values: Record<string, string>) => new Headers(values);

describe('security headers', () => {
  it('names the three static headers', () => {
    expect(STATIC_SECURITY_HEADERS.map((x) => x.key)).toEqual([
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
  });

  it('believes X-Forwarded-Proto only behind a configured proxy', () => {
    expect(servedOverHttps(h({ 'x-forwarded-proto': 'https' }), false)).toBe(false);
    expect(servedOverHttps(h({ 'x-forwarded-proto': 'https' }), true)).toBe(true);
    expect(servedOverHttps(h({ 'x-forwarded-proto': 'HTTPS, http' }), true)).toBe(true);
    expect(servedOverHttps(h({ 'x-forwarded-proto': 'http' }), true)).toBe(false);
    expect(servedOverHttps(h({}), true)).toBe(false);
  });
});
