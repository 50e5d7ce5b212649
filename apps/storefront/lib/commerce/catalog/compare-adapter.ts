// Compare list answers → what the /compare page shows. Pure: the server code in compare.ts calls
// it, and so do its tests.
import { toTile, type AdapterContext } from './adapters';
import type { CompareListFragment } from '@/lib/commerce/generated/graphql';
import type { Money } from '@charter/shared/money';
import type { CommerceResult } from '@/lib/result';

/**
 * The table has its own price row (from price_range) and SKU row (the display SKU), so the price
 * and sku attributes are not repeated; the full description (headings, lists, a dimensions table)
 * is the product page's, and the short description stands for it in the table.
 */
const SHOWN_ELSEWHERE = new Set(['price', 'sku', 'description']);

/** Attributes whose values are the merchant's HTML (Magento's default comparable descriptions). */
const HTML_ATTRIBUTES = new Set(['short_description']);

export interface CompareProduct {
  uid: string;
  /** The numeric product id the compare mutations take. */
  id: string;
  sku: string;
  displaySku: string;
  name: string;
  href: string;
  image: { url: string; alt: string } | null;
  price: Money | null;
  inStock: boolean;
  /** Configurable, gift card or with required options: chosen on the product page, not in the table. */
  needsOptions: boolean;
  /** Attribute code → displayed value. */
  values: Record<string, string>;
}

export interface CompareAttribute {
  code: string;
  label: string;
  /** The values are merchant HTML, shown cleaned (MerchantHtml). */
  html: boolean;
}

export interface CompareView {
  attributes: CompareAttribute[];
  products: CompareProduct[];
}

/**
 * The visitor's compare list, or why there is none: code 'none' (no list yet), 'stale' (the stored
 * uid no longer names a list this visitor may use: the caller forgets it), or the API's failure.
 */
export type CompareRead = CommerceResult<CompareView>;

export const EMPTY_COMPARE_VIEW: CompareView = { attributes: [], products: [] };

/** base64 product uid → numeric id (Magento's compare mutations take numeric ids). */
export function productIdFromUid(uid: string): string | null {
  try {
    const decoded = Buffer.from(uid, 'base64').toString('utf8');
    return /^\d{1,10}$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

export function toCompareView(list: CompareListFragment, ctx: AdapterContext): CompareView {
  const attributes = (list.attributes ?? [])
    .filter((a): a is { code: string; label: string } => !!a && !SHOWN_ELSEWHERE.has(a.code))
    .map((a) => ({ code: a.code, label: a.label, html: HTML_ATTRIBUTES.has(a.code) }));
  const products: CompareProduct[] = [];
  for (const item of list.items ?? []) {
    const p = item?.product;
    const id = p ? productIdFromUid(p.uid) : null;
    if (!item || !p || !id) continue;
    const tile = toTile(p, ctx);
    const values: Record<string, string> = {};
    for (const a of item.attributes ?? []) if (a) values[a.code] = a.value;
    products.push({
      uid: p.uid,
      id,
      sku: tile.sku,
      displaySku: tile.displaySku,
      name: tile.name,
      href: tile.href,
      image: tile.image,
      price: tile.minPrice,
      inStock: p.stock_status !== 'OUT_OF_STOCK',
      needsOptions:
        p.__typename === 'ConfigurableProduct' ||
        p.__typename === 'GiftCardProduct' ||
        // A set is added from its page, member by member.
        p.__typename === 'GroupedProduct' ||
        ('options' in p ? (p.options ?? []) : []).some((o) => o?.required),
      values,
    });
  }
  return { attributes, products };
}
