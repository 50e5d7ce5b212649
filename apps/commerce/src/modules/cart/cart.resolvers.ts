// Cart GraphQL: parse the input, call a service, shape the answer. No SQL and no rules here.
import type { RequestContext } from '../../context.js';
import { inputError, noSuchEntity } from '../../shared/errors.js';
import { decodeUid } from '../../shared/ids.js';
import type { CartItemService } from './cart-items.service.js';
import type { AddRequest } from './cart-lines.js';
import { shapeGiftCards, shapeItem, shapePrices, shapeUserError } from './cart-shape.js';
import type { CartRow, CartView } from './cart-view.js';
import type { CartService } from './cart.service.js';
import { orThrow } from '../../shared/result.js';
import { MSG, type LineError } from './results.js';

/** The GraphQL source of a Cart: its row, and its view computed once, on first use. */
export interface CartSource {
  row: CartRow;
  view(): Promise<CartView>;
}

export function cartSource(ctx: RequestContext, carts: CartService, row: CartRow): CartSource {
  let memo: Promise<CartView> | null = null;
  return { row, view: () => (memo ??= carts.view(ctx, row)) };
}

interface CartItemInputArg {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: (string | null)[] | null;
  entered_options?: ({ uid: string; value: string } | null)[] | null;
}
interface LegacyItemArg {
  data: CartItemInputArg;
  parent_sku?: string | null;
  variant_sku?: string | null;
  customizable_options?: ({ id?: number | null; uid?: string | null; value_string: string } | null)[] | null;
}
interface LegacyAddArg {
  input?: { cart_id?: string; cart_items?: (LegacyItemArg | null)[] } | null;
}

const toRequest = (i: CartItemInputArg): AddRequest => ({
  sku: i.sku,
  quantity: i.quantity,
  parentSku: i.parent_sku ?? null,
  selectedOptions: i.selected_options ?? null,
  enteredOptions: i.entered_options ?? null,
});

function legacyOptionId(o: { id?: number | null; uid?: string | null }): number | null {
  if (o.uid) {
    const m = /^custom-option\/(\d+)$/.exec(decodeUid(o.uid) ?? '');
    return m ? Number(m[1]) : null;
  }
  return o.id ?? null;
}

const legacyRequest = (i: LegacyItemArg, configurable: boolean): AddRequest => ({
  ...toRequest(i.data),
  ...(configurable ? { sku: i.variant_sku || i.data.sku, parentSku: i.parent_sku ?? i.data.parent_sku ?? null } : {}),
  legacyOptions: (i.customizable_options ?? []).flatMap((o) => (o ? [{ optionId: legacyOptionId(o), value: o.value_string }] : [])),
});

/** Legacy add mutations throw the first item problem as a GraphQL error, with Magento's texts. */
function legacyError(e: LineError, configurable: boolean) {
  if (configurable && e.code === 'PRODUCT_NOT_FOUND') return inputError(MSG.legacyChildNotFound);
  if (configurable && e.message === MSG.outOfStock) return inputError(MSG.legacyChildNotAvailable);
  return e.code === 'PRODUCT_NOT_FOUND' ? noSuchEntity(e.message) : inputError(e.message);
}

export function cartResolvers(carts: CartService, items: CartItemService) {
  const src = (ctx: RequestContext, row: CartRow) => cartSource(ctx, carts, row);
  const withCart = (ctx: RequestContext) => (row: CartRow) => ({ cart: src(ctx, row) });

  const legacyAdd = (configurable: boolean) => async (_: unknown, { input }: LegacyAddArg, ctx: RequestContext) => {
    if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
    const list = (input.cart_items ?? []).filter((i): i is LegacyItemArg => i !== null);
    if (list.length === 0) throw inputError(MSG.cartItemsMissing);
    const out = orThrow(await items.addProducts(ctx, input.cart_id, list.map((i) => legacyRequest(i, configurable)), true));
    const first = out.errors[0];
    if (first) throw legacyError(first.error, configurable);
    return { cart: src(ctx, out.cart) };
  };

  return {
    Query: {
      cart: async (_: unknown, { cart_id }: { cart_id: string }, ctx: RequestContext) =>
        src(ctx, orThrow(await carts.getCartForUser(ctx, cart_id))),
    },
    Mutation: {
      createEmptyCart: async (_: unknown, { input }: { input?: { cart_id?: string | null } | null }, ctx: RequestContext) =>
        orThrow(await carts.createEmptyCart(ctx, input?.cart_id)),
      createGuestCart: async (_: unknown, { input }: { input?: { cart_uid?: string | null } | null }, ctx: RequestContext) =>
        withCart(ctx)(orThrow(await carts.createGuestCart(ctx, input?.cart_uid))),
      addProductsToCart: async (_: unknown, args: { cartId: string; cartItems: CartItemInputArg[] }, ctx: RequestContext) => {
        if (!args.cartId) throw inputError(MSG.cartIdMissingAdd);
        const out = orThrow(await items.addProducts(ctx, args.cartId, args.cartItems.map(toRequest)));
        return { cart: src(ctx, out.cart), user_errors: out.errors.map((e) => shapeUserError(e.error)) };
      },
      addSimpleProductsToCart: legacyAdd(false),
      addVirtualProductsToCart: legacyAdd(false),
      addConfigurableProductsToCart: legacyAdd(true),
      updateCartItems: async (
        _: unknown,
        { input }: { input?: { cart_id?: string; cart_items?: ({ cart_item_uid?: string | null; cart_item_id?: number | null; quantity?: number | null } | null)[] } | null },
        ctx: RequestContext,
      ) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
        const updates = (input.cart_items ?? []).flatMap((u) => (u ? [{ uid: u.cart_item_uid, id: u.cart_item_id, quantity: u.quantity }] : []));
        const out = orThrow(await items.updateItems(ctx, input.cart_id, updates));
        return { cart: src(ctx, out.cart), errors: out.errors.map((e) => ({ code: e.code, message: e.message })) };
      },
      removeItemFromCart: async (
        _: unknown,
        { input }: { input?: { cart_id?: string; cart_item_uid?: string | null; cart_item_id?: number | null } | null },
        ctx: RequestContext,
      ) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
        return withCart(ctx)(orThrow(await items.removeItem(ctx, input.cart_id, { uid: input.cart_item_uid, id: input.cart_item_id })));
      },
      clearCart: async (_: unknown, { input }: { input: { uid: string } }, ctx: RequestContext) => ({
        ...withCart(ctx)(orThrow(await items.clear(ctx, input.uid))),
        errors: [],
      }),
      applyCouponToCart: async (_: unknown, { input }: { input?: { cart_id?: string; coupon_code?: string } | null }, ctx: RequestContext) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
        return withCart(ctx)(orThrow(await carts.applyCoupon(ctx, input.cart_id, input.coupon_code)));
      },
      removeCouponFromCart: async (_: unknown, { input }: { input?: { cart_id?: string } | null }, ctx: RequestContext) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
        return withCart(ctx)(orThrow(await carts.removeCoupon(ctx, input.cart_id)));
      },
      applyGiftCardToCart: async (_: unknown, { input }: { input?: { cart_id?: string; gift_card_code?: string } | null }, ctx: RequestContext) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
        return withCart(ctx)(orThrow(await carts.applyGiftCard(ctx, input.cart_id, input.gift_card_code)));
      },
      removeGiftCardFromCart: async (_: unknown, { input }: { input?: { cart_id?: string; gift_card_code?: string } | null }, ctx: RequestContext) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
        return withCart(ctx)(orThrow(await carts.removeGiftCard(ctx, input.cart_id, input.gift_card_code)));
      },
    },
    Cart: {
      id: (c: CartSource) => c.row.masked_id,
      email: (c: CartSource, _: unknown, ctx: RequestContext) => carts.emailOf(ctx, c.row),
      is_virtual: async (c: CartSource) => (await c.view()).isVirtual,
      total_quantity: async (c: CartSource) => (await c.view()).totalQuantity,
      total_summary_quantity_including_config: async (c: CartSource) => (await c.view()).totalQuantity,
      items: async (c: CartSource, _: unknown, ctx: RequestContext) => (await c.view()).lines.map((l) => shapeItem(l, ctx.currency)),
      itemsV2: async (c: CartSource, a: { pageSize?: number; currentPage?: number }, ctx: RequestContext) => {
        const lines = (await c.view()).lines;
        const size = Math.max(1, a.pageSize ?? 20);
        const page = Math.max(1, a.currentPage ?? 1);
        return {
          items: lines.slice((page - 1) * size, page * size).map((l) => shapeItem(l, ctx.currency)),
          total_count: lines.length,
          page_info: { page_size: size, current_page: page, total_pages: Math.ceil(lines.length / size) },
        };
      },
      prices: async (c: CartSource, _: unknown, ctx: RequestContext) => shapePrices(await c.view(), ctx.currency),
      applied_coupon: async (c: CartSource) => {
        const code = (await c.view()).rule?.coupon_code;
        return code ? { code } : null;
      },
      applied_coupons: async (c: CartSource) => {
        const code = (await c.view()).rule?.coupon_code;
        return code ? [{ code }] : null;
      },
      applied_gift_cards: async (c: CartSource, _: unknown, ctx: RequestContext) => shapeGiftCards(await c.view(), ctx.currency),
    },
    CartItemInterface: { resolveType: (i: { __typename: string }) => i.__typename },
    Error: { resolveType: (e: { __typename: string }) => e.__typename },
  };
}

