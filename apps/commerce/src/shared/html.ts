// Product and category HTML is merchant content: sanitised on output with an allow-list.
import { MERCHANT_HTML_OPTIONS } from '@charter/shared/merchant-html';
import sanitizeHtml from 'sanitize-html';
import { Lru } from './lru.js';

/** The allow-list the storefront applies too (packages/shared/src/merchant-html.ts). */
const OPTIONS: sanitizeHtml.IOptions = MERCHANT_HTML_OPTIONS;

const cache = new Lru<string>(5000, 10 * 60_000);

/** Sanitised HTML; memoised by content so hot products are cleaned once. */
export function sanitizeProductHtml(html: string | null | undefined): string {
  if (!html) return '';
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS);
  cache.set(html, clean);
  return clean;
}
