// A GroupedProduct's members (commerce ADR 0508): each member's tile, stock and default quantity.
// Pure; the tile builder comes in from adapters.ts.
import type { ProductDetailFragment, ProductTileFragment } from '@/lib/commerce/generated/graphql';
import { MAX_QUANTITY } from '../cart/cart-form';
import type { GroupedMember, ProductTileData } from '../types';

/** The set's members by position (null for other types); members without a SKU are left out. */
export function toGroupedMembers(
  p: ProductDetailFragment,
  tile: (member: ProductTileFragment) => ProductTileData,
): GroupedMember[] | null {
  if (p.__typename !== 'GroupedProduct') return null;
  return (p.items ?? [])
    .flatMap((i) => (i?.product?.sku ? [{ ...i, product: i.product }] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((i) => ({
      product: tile(i.product),
      stockStatus: i.product.stock_status === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK',
      qty: Math.max(0, Math.min(MAX_QUANTITY, Math.round(i.qty ?? 0))),
    }));
}
