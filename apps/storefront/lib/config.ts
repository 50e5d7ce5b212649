// Server-side configuration of the storefront, read once from the environment.
// Every variable is documented in docs/configuration.md.
import 'server-only';

export const STORE_VIEWS = ['charter_hospitality', 'charter_seniorliving'] as const;
export type StoreViewCode = (typeof STORE_VIEWS)[number];

function env(name: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
}

/** The storefront's public address (scheme, host, optional port), without a trailing slash. */
export function parsePublicUrl(value: string | undefined): string {
  try {
    const u = new URL(value ?? '');
    if (u.protocol === 'http:' || u.protocol === 'https:')
      return u.origin + u.pathname.replace(/\/+$/, '');
  } catch {
    // Not a URL: the default below.
  }
  return 'http://localhost:3000';
}

export const config = {
  appName: env('APP_NAME') ?? 'Charter Furniture',
  commerceUrl: env('COMMERCE_GRAPHQL_URL') ?? 'http://localhost:4000/graphql',
  /**
   * What answers COMMERCE_GRAPHQL_URL: our commerce service ('charter', the default), or a stock
   * Magento 2.4 endpoint ('magento'), whose schema the storefront then reads once and adapts its
   * operations to (lib/commerce/endpoint-dialect.ts, docs/decisions/1320).
   */
  /** The card step's gateway: 'sandbox' (ours) or 'braintree' (tokenised in the browser; docs/decisions/1321, 1325). */
  cardGateway: (env('CARD_GATEWAY') === 'braintree' ? 'braintree' : 'sandbox') as
    'sandbox' | 'braintree',
  commerceBackend: (env('COMMERCE_BACKEND') === 'magento' ? 'magento' : 'charter') as
    'charter' | 'magento',
  defaultStoreView: (env('DEFAULT_STORE_VIEW') ?? 'charter_hospitality') as StoreViewCode,
  prismicRepository: env('PRISMIC_REPOSITORY'),
  prismicAccessToken: env('PRISMIC_ACCESS_TOKEN'),
  prismicApiEndpoint: env('PRISMIC_API_ENDPOINT'),
  hubspotPortalId: env('HUBSPOT_PORTAL_ID'),
  hubspotFormId: env('HUBSPOT_FORM_ID'),
  captchaSiteKey: env('CAPTCHA_SITE_KEY'),
  b2bWording: env('B2B_WORDING') === 'true',
  /** Absolute links for search engines: canonical URLs, sitemap, robots.txt, structured data. */
  publicUrl: parsePublicUrl(env('STOREFRONT_URL')),
} as const;
