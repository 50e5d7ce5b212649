import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce } from './csp';

describe('content security policy', () => {
  it('allows only nonce-bearing scripts and forbids plugins, base rewriting and framing', () => {
    const csp = buildCsp({ nonce: 'abc123' });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('hsforms');
  });

  it('adds eval only in development and the form provider only when configured', () => {
    expect(buildCsp({ nonce: 'n', dev: true })).toContain("'unsafe-eval'");
    expect(buildCsp({ nonce: 'n', hubspot: true })).toContain('https://*.hsforms.net');
    expect(buildCsp({ nonce: 'n' })).not.toContain('recaptcha');
    expect(buildCsp({ nonce: 'n', captcha: true })).toMatch(
      /frame-src [^;]*https:\/\/www\.recaptcha\.net/,
    );
  });

  it('allows the tag manager only when a container is configured', () => {
    expect(buildCsp({ nonce: 'n' })).not.toContain('googletagmanager');
    const csp = buildCsp({ nonce: 'n', tagManager: true });
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('allows the content-preview toolbar only when a Prismic repository is configured', () => {
    expect(buildCsp({ nonce: 'n' })).not.toContain('prismic');
    const csp = buildCsp({ nonce: 'n', prismicPreview: true });
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.prismic\.io/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/\*\.prismic\.io/);
  });

  it('lets gallery videos play in the privacy-enhanced players of their providers', () => {
    expect(buildCsp({ nonce: 'n' })).toMatch(
      /frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com/,
    );
  });

  it('makes a different 128-bit nonce every time', () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
  });

  it("allows exactly Braintree's hosts of the configured environment, and only when Braintree is the card gateway", () => {
    expect(buildCsp({ nonce: 'n' })).not.toMatch(/braintree|paypal/);
    const connect = (env: 'sandbox' | 'production') =>
      /connect-src ([^;]*)/.exec(buildCsp({ nonce: 'n', braintree: env }))?.[1]?.split(' ');
    expect(connect('sandbox')).toEqual([
      "'self'",
      'https://api.sandbox.braintreegateway.com',
      'https://payments.sandbox.braintree-api.com',
      'https://www.paypal.com/xoplatform/logger/api/logger',
    ]);
    expect(connect('production')).toEqual([
      "'self'",
      'https://api.braintreegateway.com',
      'https://payments.braintree-api.com',
      'https://www.paypal.com/xoplatform/logger/api/logger',
    ]);
    // Nothing else opens up: scripts and frames stay as they were.
    expect(buildCsp({ nonce: 'n', braintree: 'production' }).replace(/connect-src [^;]*/, '')).toBe(
      buildCsp({ nonce: 'n' }).replace(/connect-src [^;]*/, ''),
    );
  });
});
