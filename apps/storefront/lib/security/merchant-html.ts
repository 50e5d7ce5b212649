// Merchant HTML (product descriptions) is cleaned where the storefront inserts it, not only by the
// API that sent it: the storefront may point at a stock Magento endpoint (docs/decisions/1320),
// which sends descriptions as the merchant typed them. Same library (sanitize-html) and the same
// allow-list (packages/shared/src/merchant-html.ts) as the commerce API (docs/decisions/0979).
// Server only: the library stays out of the browser's bundles.
import 'server-only';
import { MERCHANT_HTML_OPTIONS } from '@charter/shared/merchant-html';
import sanitizeHtml from 'sanitize-html';

/** Cleaned texts kept, so a hot product's description is cleaned once, not per render. */
const MAX_KEPT = 500;
/** Longer texts are cleaned every time rather than kept. */
const MAX_KEPT_LENGTH = 100_000;
const kept = new Map<string, string>();

/** The HTML with only the allow-listed tags, attributes and URL schemes. */
export function sanitizeMerchantHtml(html: string | null | undefined): string {
  if (!html) return '';
  const hit = kept.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, MERCHANT_HTML_OPTIONS);
  if (html.length <= MAX_KEPT_LENGTH) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(html, clean);
  }
  return clean;
}
