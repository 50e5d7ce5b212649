// Content-Security-Policy for every page: a fresh nonce per request for scripts
// ('strict-dynamic' lets the framework's nonce'd scripts load their chunks), no plugins,
// no <base> rewriting, no framing. Safe to import from the proxy (no Node-only APIs).
import { VIDEO_EMBED_ORIGINS } from '@/lib/commerce/catalog/video-embed';

export interface CspOptions {
  nonce: string;
  /** Development needs eval for React's error overlays. */
  dev?: boolean;
  /** The newsletter form provider's hosts are allowed only when the form is configured. */
  hubspot?: boolean;
  /** The sign-in captcha (reCAPTCHA) hosts are allowed only when a site key is configured. */
  captcha?: boolean;
  /** The tag manager's hosts are allowed only when a container id is configured. */
  tagManager?: boolean;
  /** The content-preview toolbar's hosts are allowed only when a Prismic repository is configured. */
  prismicPreview?: boolean;
  /** Braintree's browser SDK talks to its client API of this environment when the card gateway is Braintree. */
  braintree?: 'sandbox' | 'production';
}

// Browsers that honour 'strict-dynamic' ignore host lists in script-src (the container is added by
// the storefront's own trusted script); the host is for those that do not.
const TAG_MANAGER_SCRIPT_HOSTS = ' https://www.googletagmanager.com';
const TAG_MANAGER_CONNECT_HOSTS =
  ' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

// What braintree-web's client calls (its lib/constants.js): the client API, the GraphQL API (a real
// client token's configuration), and its analytics logger; nothing else (docs/decisions/1325).
const BRAINTREE_CONNECT_HOSTS = {
  sandbox:
    ' https://api.sandbox.braintreegateway.com https://payments.sandbox.braintree-api.com https://www.paypal.com/xoplatform/logger/api/logger',
  production:
    ' https://api.braintreegateway.com https://payments.braintree-api.com https://www.paypal.com/xoplatform/logger/api/logger',
} as const;

export function buildCsp({
  nonce,
  dev = false,
  hubspot = false,
  captcha = false,
  tagManager = false,
  prismicPreview = false,
  braintree,
}: CspOptions): string {
  const hubspotHosts = hubspot
    ? ' https://*.hsforms.net https://*.hsforms.com https://*.hubspot.com'
    : '';
  const captchaHosts = captcha
    ? ' https://www.google.com https://www.gstatic.com https://www.recaptcha.net'
    : '';
  // The toolbar script itself carries the nonce; it then talks to and frames the repository.
  const prismicHosts = prismicPreview ? ' https://*.prismic.io' : '';
  const directives = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}${tagManager ? TAG_MANAGER_SCRIPT_HOSTS : ''}`,
    // Inline style attributes (swatch colours, image ratios) are not an injection vector worth
    // breaking the design for; scripts are what the nonce guards.
    `style-src 'self' 'unsafe-inline'`,
    // Product media is served by the commerce service, whose public address is configuration.
    `img-src 'self' data: blob: https: http:`,
    `font-src 'self' data:`,
    `connect-src 'self'${hubspotHosts}${captchaHosts}${prismicHosts}${tagManager ? TAG_MANAGER_CONNECT_HOSTS : ''}${braintree ? BRAINTREE_CONNECT_HOSTS[braintree] : ''}`,
    // Product gallery videos play in the providers' privacy-enhanced players (lib/commerce/catalog/video-embed.ts).
    `frame-src 'self' ${VIDEO_EMBED_ORIGINS.join(' ')}${hubspotHosts}${captchaHosts}${prismicHosts}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'${hubspotHosts}`,
    `frame-ancestors 'none'`,
  ];
  return directives.join('; ');
}

/** 128 random bits, base64: unguessable per response. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
