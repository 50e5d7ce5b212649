// Wish lists over GraphQL: Customer.wishlists / wishlist / wishlist_v2 and the four mutations.
import type { RequestContext } from '../../context.js';
import { formatDateTime } from '../../shared/dates.js';
import { pageInfo, validatePageRequest } from '../../shared/pagination.js';
import { orThrow, type Result } from '../../shared/result.js';
import type { CustomerParent } from '../../shared/customer-parent.js';
import type { ShapedWishlistItem, WishlistShaper } from './wishlist-shape.js';
import type { Changed, WishlistService, WishlistItemInput, WishlistItemUpdate, WishlistRow } from './wishlist.service.js';

/** The GraphQL source of a Wishlist: its row, and its shaped items loaded once, on first use. */
interface WishlistSource {
  row: WishlistRow;
  items(): Promise<ShapedWishlistItem[]>;
}

const page = (pageSize: number | undefined, currentPage: number | undefined) => orThrow(validatePageRequest(pageSize ?? 20, currentPage ?? 1));

export function wishlistResolvers(service: WishlistService, shaper: WishlistShaper) {
  const source = (ctx: RequestContext, row: WishlistRow): WishlistSource => {
    let memo: Promise<ShapedWishlistItem[]> | null = null;
    return { row, items: () => (memo ??= service.items(ctx, row.id).then((items) => shaper.shape(ctx, items))) };
  };
  const changed = <E>(ctx: RequestContext, r: Result<Changed<E>>) => {
    const out = orThrow(r);
    return { wishlist: source(ctx, out.wishlist), user_errors: out.errors };
  };

  return {
    Customer: {
      wishlists: async (c: CustomerParent, a: { pageSize?: number; currentPage?: number }, ctx: RequestContext) => {
        const p = page(a.pageSize, a.currentPage);
        // Open Source keeps exactly one list per customer.
        return p.currentPage === 1 ? [source(ctx, await service.forCustomer(ctx, c.__id))] : [];
      },
      wishlist: async (c: CustomerParent, _: unknown, ctx: RequestContext) => source(ctx, await service.forCustomer(ctx, c.__id)),
      wishlist_v2: async (c: CustomerParent, a: { id: string }, ctx: RequestContext) => {
        const row = await service.ownById(ctx, c.__id, a.id);
        return row ? source(ctx, row) : null;
      },
    },
    Mutation: {
      addProductsToWishlist: async (_: unknown, a: { wishlistId: string; wishlistItems: WishlistItemInput[] }, ctx: RequestContext) =>
        changed(ctx, await service.addProducts(ctx, a.wishlistId, a.wishlistItems)),
      removeProductsFromWishlist: async (_: unknown, a: { wishlistId: string; wishlistItemsIds: string[] }, ctx: RequestContext) =>
        changed(ctx, await service.removeProducts(ctx, a.wishlistId, a.wishlistItemsIds)),
      updateProductsInWishlist: async (_: unknown, a: { wishlistId: string; wishlistItems: WishlistItemUpdate[] }, ctx: RequestContext) =>
        changed(ctx, await service.updateProducts(ctx, a.wishlistId, a.wishlistItems)),
      addWishlistItemsToCart: async (_: unknown, a: { wishlistId: string; wishlistItemIds?: string[] | null }, ctx: RequestContext) => {
        const out = orThrow(await service.addToCart(ctx, a.wishlistId, a.wishlistItemIds));
        return {
          wishlist: source(ctx, out.wishlist),
          status: out.errors.length === 0,
          add_wishlist_items_to_cart_user_errors: out.errors.map((e) => ({ code: e.code, message: e.message, wishlistId: String(out.wishlist.id), wishlistItemId: String(e.wishlistItemId) })),
        };
      },
    },
    Wishlist: {
      id: (w: WishlistSource) => String(w.row.id),
      sharing_code: (w: WishlistSource) => w.row.sharing_code,
      name: () => 'Wish List',
      visibility: () => 'PRIVATE',
      updated_at: (w: WishlistSource) => formatDateTime(w.row.updated_at),
      items_count: async (w: WishlistSource) => (await w.items()).length,
      items: async (w: WishlistSource) =>
        (await w.items()).map((i) => ({ id: Number(i.id), qty: i.quantity, description: i.description, added_at: i.added_at, product: i.product })),
      items_v2: async (w: WishlistSource, a: { currentPage?: number; pageSize?: number }) => {
        const p = page(a.pageSize, a.currentPage);
        const all = await w.items();
        return { items: all.slice((p.currentPage - 1) * p.pageSize, p.currentPage * p.pageSize), page_info: pageInfo(p, all.length) };
      },
    },
    WishlistItemInterface: { resolveType: (i: { __typename: string }) => i.__typename },
  };
}
