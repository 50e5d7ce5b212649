// Response headers every page carries besides the CSP (lib/security/csp.ts). Plain data and one
// pure function: imported by next.config.ts (static assets too) and by the proxy (pages, route
// handlers, redirects and 404s). See docs/decisions/0971-security-headers-and-csp-coverage.md.

/** Same for every response. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Nothing in the shop uses these browser features; embedded third parties may not either.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
];

/** Two years, the usual preload-list minimum; subdomains included. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

interface HeaderReader {
  get(name: string): string | null;
}

/**
 * Whether the visitor reached us over https. `next start` never terminates TLS itself, so https
 * means a TLS-terminating proxy in front, and its X-Forwarded-Proto is believed only when such a
 * proxy is configured (STOREFRONT_TRUST_PROXY); otherwise any client could claim it.
 */
export function servedOverHttps(headers: HeaderReader, trustProxy: boolean): boolean {
  if (!trustProxy) return false;
  const proto = headers.get('x-forwarded-proto');
  return proto !== null && proto.split(',')[0]!.trim().toLowerCase() === 'https';
}
