// Price fields of a product, from its row and (for configurables) its enabled variants.
import type { RequestContext } from '../../context.js';
import type { ProductPrice } from '../../graphql/resolver-types.generated.js';
import type { Answer } from '../../graphql/resolvers.js';
import { discountOf, toMoney } from '../../shared/money.js';
import { isSpecialActive, priceBounds, type PriceBounds } from './pricing.js';
import type { ProductRow } from './product.service.js';

const price = (regular: number, final: number, currency: string): ProductPrice => ({
  regular_price: toMoney(regular, currency),
  final_price: toMoney(final, currency),
  discount: discountOf(regular, final),
  fixed_product_taxes: [],
});

export function priceRange(b: PriceBounds, currency: string): Answer<'PriceRange'> {
  return {
    minimum_price: price(b.minRegular, b.minFinal, currency),
    maximum_price: price(b.maxRegular, b.maxFinal, currency),
  };
}

/** The deprecated ProductInterface.price shape: regular, minimal (lowest final) and maximal (highest final). */
export function legacyPrices(b: PriceBounds, currency: string): Answer<'ProductPrices'> {
  const amount = (cents: number) => ({ amount: toMoney(cents, currency), adjustments: [] });
  return {
    regularPrice: amount(b.minRegular),
    minimalPrice: amount(b.minFinal),
    maximalPrice: amount(b.maxFinal),
  };
}

export function boundsOf(
  ctx: RequestContext,
  p: ProductRow,
  variants: readonly ProductRow[],
): PriceBounds {
  return priceBounds(p, variants, ctx.now);
}

export function activeSpecialPrice(ctx: RequestContext, p: ProductRow): number | null {
  return isSpecialActive(p, ctx.now) ? (p.special_price as number) / 100 : null;
}

/** Shown as "only X left" below this quantity (Magento's setting is off by default; the storefront shows it). */
export const ONLY_X_LEFT_THRESHOLD = 5;

export function inStock(p: ProductRow): boolean {
  // Gift cards and virtual products are not counted in units; their flag alone decides.
  return (
    p.is_in_stock &&
    (p.qty > 0 ||
      p.type_id === 'giftcard' ||
      p.type_id === 'virtual' ||
      p.type_id === 'downloadable')
  );
}
