// Wish lists over GraphQL: Customer.wishlists / wishlist / wishlist_v2, the four item mutations,
// and Adobe Commerce's createWishlist / updateWishlist / deleteWishlist (docs/decisions/1306).
import type { RequestContext } from '../../context.js';
import { formatDateTime } from '../../shared/dates.js';
import { pageInfo, validatePageRequest } from '../../shared/pagination.js';
import { orThrow, type Result } from '../../shared/result.js';
import type { ShapedWishlistItem, WishlistShaper } from './wishlist-shape.js';
import type { Changed, WishlistService, WishlistRow } from './wishlist.service.js';
import { WishlistLists } from './wishlist-lists.js';
import type { ResolverMap } from '../../graphql/resolvers.js';

/** The GraphQL source of a Wishlist: its row, and its shaped items loaded once, on first use. */
export interface WishlistSource {
  row: WishlistRow;
  items(): Promise<ShapedWishlistItem[]>;
}

declare module '../../graphql/parents.js' {
  interface ResolverParents {
    Wishlist: WishlistSource;
  }
}

const page = (pageSize: number | undefined, currentPage: number | undefined) =>
  orThrow(validatePageRequest(pageSize ?? 20, currentPage ?? 1));

export function wishlistResolvers(service: WishlistService, shaper: WishlistShaper): ResolverMap {
  const lists = new WishlistLists(service);
  const source = (ctx: RequestContext, row: WishlistRow): WishlistSource => {
    let memo: Promise<ShapedWishlistItem[]> | null = null;
    return {
      row,
      items: () => (memo ??= service.items(ctx, row.id).then((items) => shaper.shape(ctx, items))),
    };
  };
  const changed = <E>(ctx: RequestContext, r: Result<Changed<E>>) => {
    const out = orThrow(r);
    return { wishlist: source(ctx, out.wishlist), user_errors: out.errors };
  };

  return {
    Customer: {
      wishlists: async (c, a, ctx) => {
        const p = page(a.pageSize, a.currentPage);
        const all = await lists.allForCustomer(ctx, c.__id);
        const from = (p.currentPage - 1) * p.pageSize;
        return all.slice(from, from + p.pageSize).map((row) => source(ctx, row));
      },
      wishlist: async (c, _, ctx) => source(ctx, await service.forCustomer(ctx, c.__id)),
      wishlist_v2: async (c, a, ctx) => {
        const row = await lists.ownById(ctx, c.__id, a.id);
        return row ? source(ctx, row) : null;
      },
    },
    Mutation: {
      addProductsToWishlist: async (_, a, ctx) =>
        changed(ctx, await service.addProducts(ctx, a.wishlistId, a.wishlistItems)),
      removeProductsFromWishlist: async (_, a, ctx) =>
        changed(ctx, await service.removeProducts(ctx, a.wishlistId, a.wishlistItemsIds)),
      updateProductsInWishlist: async (_, a, ctx) =>
        changed(ctx, await service.updateProducts(ctx, a.wishlistId, a.wishlistItems)),
      createWishlist: async (_, a, ctx) => ({
        wishlist: source(ctx, orThrow(await lists.create(ctx, a.input))),
      }),
      updateWishlist: async (_, a, ctx) => {
        const row = orThrow(
          await lists.update(ctx, a.wishlistId, { name: a.name, visibility: a.visibility }),
        );
        return { uid: String(row.id), name: row.name, visibility: row.visibility };
      },
      deleteWishlist: async (_, a, ctx) => ({
        status: true,
        wishlists: orThrow(await lists.delete(ctx, a.wishlistId)).map((row) => source(ctx, row)),
      }),
      addWishlistItemsToCart: async (_, a, ctx) => {
        const out = orThrow(await service.addToCart(ctx, a.wishlistId, a.wishlistItemIds));
        return {
          wishlist: source(ctx, out.wishlist),
          status: out.errors.length === 0,
          add_wishlist_items_to_cart_user_errors: out.errors.map((e) => ({
            code: e.code,
            message: e.message,
            wishlistId: String(out.wishlist.id),
            wishlistItemId: String(e.wishlistItemId),
          })),
        };
      },
    },
    Wishlist: {
      id: (w) => String(w.row.id),
      sharing_code: (w) => w.row.sharing_code,
      name: (w) => w.row.name,
      visibility: (w) => w.row.visibility,
      updated_at: (w) => formatDateTime(w.row.updated_at),
      items_count: async (w) => (await w.items()).length,
      items: async (w) =>
        (await w.items()).map((i) => ({
          id: Number(i.id),
          qty: i.quantity,
          description: i.description,
          added_at: i.added_at,
          product: i.product,
        })),
      items_v2: async (w, a) => {
        const p = page(a.pageSize, a.currentPage);
        const all = await w.items();
        return {
          items: all.slice((p.currentPage - 1) * p.pageSize, p.currentPage * p.pageSize),
          page_info: pageInfo(p, all.length),
        };
      },
    },
    WishlistItemInterface: { resolveType: (i) => i.__typename },
  };
}
