// Cart GraphQL: parse the input, call a service, shape the answer. No SQL and no rules here.
import type { RequestContext } from '../../context.js';
import { inputError, noSuchEntity } from '../../shared/errors.js';
import { decodeUid } from '../../shared/ids.js';
import type { CartItemService } from './cart-items.service.js';
import type { AddRequest } from './cart-lines.js';
import { shapeGiftCards, shapeItem, shapePrices, shapeUserError } from './cart-shape.js';
import type { CartRow, CartView } from './cart-view.js';
import type { CartService } from './cart.service.js';
import type { CodeGuesses } from './code-guesses.js';
import type {
  CartItemInput,
  ConfigurableProductCartItemInput,
  MutationAddConfigurableProductsToCartArgs,
  MutationAddSimpleProductsToCartArgs,
  MutationAddVirtualProductsToCartArgs,
} from '../../graphql/resolver-types.generated.js';
import { formatDateTime } from '../../shared/dates.js';
import { toMoney } from '../../shared/money.js';
import { orThrow } from '../../shared/result.js';
import { MSG, type LineError } from './results.js';
import { guard } from '../../graphql/guard.js';
import type { ResolverMap } from '../../graphql/resolvers.js';

/** The GraphQL source of a Cart: its row, and its view computed once, on first use. */
export interface CartSource {
  row: CartRow;
  view(): Promise<CartView>;
  /** Whether a field has asked for the view. */
  viewStarted(): boolean;
  /** The item count alone (one statement), computed once, on first use. */
  quantity(): Promise<number>;
}

declare module '../../graphql/parents.js' {
  interface ResolverParents {
    Cart: CartSource;
  }
}

export function cartSource(ctx: RequestContext, carts: CartService, row: CartRow): CartSource {
  let memo: Promise<CartView> | null = null;
  let quantity: Promise<number> | null = null;
  return {
    row,
    view: () => (memo ??= carts.view(ctx, row)),
    viewStarted: () => memo !== null,
    quantity: () => (quantity ??= carts.totalQuantity(ctx, row)),
  };
}

/**
 * total_quantity without pricing the cart when nothing else asks for the view (the header badge,
 * an add-to-cart answer). The execution calls every selected field's resolver of one object before
 * any of them resumes, so after one tick a sibling that needs the view (items, prices) has started
 * it, and the count is read from it instead of a statement of its own. Either way the number is the
 * same; the tick only saves the statement.
 */
async function cartQuantity(c: CartSource): Promise<number> {
  await Promise.resolve();
  return c.viewStarted() ? (await c.view()).totalQuantity : c.quantity();
}

/** An item of addSimpleProductsToCart, addVirtualProductsToCart or addConfigurableProductsToCart (the widest of the three). */
type LegacyItemArg = ConfigurableProductCartItemInput;
type LegacyAddArg = Partial<
  | MutationAddSimpleProductsToCartArgs
  | MutationAddVirtualProductsToCartArgs
  | MutationAddConfigurableProductsToCartArgs
>;

const toRequest = (i: CartItemInput): AddRequest => ({
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
  ...(configurable
    ? { sku: i.variant_sku || i.data.sku, parentSku: i.parent_sku ?? i.data.parent_sku ?? null }
    : {}),
  legacyOptions: (i.customizable_options ?? []).flatMap((o) =>
    o ? [{ optionId: legacyOptionId(o), value: o.value_string }] : [],
  ),
});

/** Legacy add mutations throw the first item problem as a GraphQL error, with Magento's texts. */
function legacyError(e: LineError, configurable: boolean) {
  if (configurable && e.code === 'PRODUCT_NOT_FOUND') return inputError(MSG.legacyChildNotFound);
  if (configurable && e.message === MSG.outOfStock) return inputError(MSG.legacyChildNotAvailable);
  return e.code === 'PRODUCT_NOT_FOUND' ? noSuchEntity(e.message) : inputError(e.message);
}

export function cartResolvers(
  carts: CartService,
  items: CartItemService,
  guesses: CodeGuesses,
): ResolverMap {
  const src = (ctx: RequestContext, row: CartRow) => cartSource(ctx, carts, row);
  const withCart = (ctx: RequestContext) => (row: CartRow) => ({ cart: src(ctx, row) });

  const legacyAdd =
    (configurable: boolean) =>
    async (_: unknown, { input }: LegacyAddArg, ctx: RequestContext) => {
      if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
      const all: readonly (LegacyItemArg | null)[] = input.cart_items ?? [];
      const list = all.filter((i): i is LegacyItemArg => i !== null);
      if (list.length === 0) throw inputError(MSG.cartItemsMissing);
      const out = orThrow(
        await items.addProducts(
          ctx,
          input.cart_id,
          list.map((i) => legacyRequest(i, configurable)),
          true,
        ),
      );
      const first = out.errors[0];
      if (first) throw legacyError(first.error, configurable);
      return { cart: src(ctx, out.cart) };
    };

  return {
    Query: {
      cart: async (_, { cart_id }, ctx) =>
        src(ctx, orThrow(await carts.getCartForUser(ctx, cart_id))),
      // Each code asked for counts against the address first (code-guesses.ts).
      giftCardAccount: guard(guesses.giftCardBalance, async (_, { input }, ctx) => {
        const card = orThrow(await carts.giftCardAccount(ctx, input.gift_card_code));
        return {
          code: card.code,
          balance: toMoney(card.balance, card.currency),
          expiration_date: card.expires_at
            ? (formatDateTime(card.expires_at) ?? '').slice(0, 10)
            : null,
        };
      }),
    },
    Mutation: {
      createEmptyCart: async (_, { input }, ctx) =>
        orThrow(await carts.createEmptyCart(ctx, input?.cart_id)),
      createGuestCart: async (_, { input }, ctx) =>
        withCart(ctx)(orThrow(await carts.createGuestCart(ctx, input?.cart_uid))),
      addProductsToCart: async (_, args, ctx) => {
        if (!args.cartId) throw inputError(MSG.cartIdMissingAdd);
        const out = orThrow(
          await items.addProducts(ctx, args.cartId, args.cartItems.map(toRequest)),
        );
        return {
          cart: src(ctx, out.cart),
          user_errors: out.errors.map((e) => shapeUserError(e.error)),
        };
      },
      addSimpleProductsToCart: legacyAdd(false),
      addVirtualProductsToCart: legacyAdd(false),
      addConfigurableProductsToCart: legacyAdd(true),
      updateCartItems: async (_, { input }, ctx) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissingDot);
        const updates = (input.cart_items ?? []).flatMap((u) =>
          u ? [{ uid: u.cart_item_uid, id: u.cart_item_id, quantity: u.quantity }] : [],
        );
        const out = orThrow(await items.updateItems(ctx, input.cart_id, updates));
        return {
          cart: src(ctx, out.cart),
          errors: out.errors.map((e) => ({ code: e.code, message: e.message })),
        };
      },
      removeItemFromCart: async (_, { input }, ctx) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissingDot);
        return withCart(ctx)(
          orThrow(
            await items.removeItem(ctx, input.cart_id, {
              uid: input.cart_item_uid,
              id: input.cart_item_id,
            }),
          ),
        );
      },
      clearCart: async (_, { input }, ctx) => ({
        ...withCart(ctx)(orThrow(await items.clear(ctx, input.uid))),
        errors: [],
      }),
      // Each code tried counts against the address and the cart first (code-guesses.ts).
      applyCouponToCart: guard(guesses.coupon, async (_, { input }, ctx) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
        return withCart(ctx)(
          orThrow(await carts.applyCoupon(ctx, input.cart_id, input.coupon_code)),
        );
      }),
      removeCouponFromCart: async (_, { input }, ctx) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
        return withCart(ctx)(orThrow(await carts.removeCoupon(ctx, input.cart_id)));
      },
      applyGiftCardToCart: guard(guesses.giftCard, async (_, { input }, ctx) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
        return withCart(ctx)(
          orThrow(await carts.applyGiftCard(ctx, input.cart_id, input.gift_card_code)),
        );
      }),
      removeGiftCardFromCart: async (_, { input }, ctx) => {
        if (!input?.cart_id) throw inputError(MSG.cartIdMissing);
        return withCart(ctx)(
          orThrow(await carts.removeGiftCard(ctx, input.cart_id, input.gift_card_code)),
        );
      },
    },
    Cart: {
      id: (c) => c.row.masked_id,
      email: (c, _, ctx) => carts.emailOf(ctx, c.row),
      is_virtual: async (c) => (await c.view()).isVirtual,
      total_quantity: (c) => cartQuantity(c),
      total_summary_quantity_including_config: (c) => cartQuantity(c),
      items: async (c, _, ctx) => (await c.view()).lines.map((l) => shapeItem(l, ctx.currency)),
      itemsV2: async (c, a, ctx) => {
        const lines = (await c.view()).lines;
        const size = Math.max(1, a.pageSize ?? 20);
        const page = Math.max(1, a.currentPage ?? 1);
        return {
          items: lines.slice((page - 1) * size, page * size).map((l) => shapeItem(l, ctx.currency)),
          total_count: lines.length,
          page_info: {
            page_size: size,
            current_page: page,
            total_pages: Math.ceil(lines.length / size),
          },
        };
      },
      prices: async (c, _, ctx) => shapePrices(await c.view(), ctx.currency),
      applied_coupon: async (c) => {
        const code = (await c.view()).rule?.coupon_code;
        return code ? { code } : null;
      },
      applied_coupons: async (c) => {
        const code = (await c.view()).rule?.coupon_code;
        return code ? [{ code }] : null;
      },
      applied_gift_cards: async (c, _, ctx) => shapeGiftCards(await c.view(), ctx.currency),
    },
    CartItemInterface: { resolveType: (i) => i.__typename },
    Error: { resolveType: (e) => e.__typename },
  };
}
