// Cart reads and writes against the commerce API. Server only. Cart data is per visitor, so it is
// never put in the shared data cache: every read goes to the API ('no-store'), and mutations name
// no cache tags; the actions refresh the route instead (see components/cart/actions.ts).
import 'server-only';
import { cache } from 'react';
import type { StoreViewCode } from '@/lib/config';
import { getStoreView } from '@/lib/store-view';
import { emptyCart, toCart } from './cart-adapter';
import { readSessionToken } from '@/lib/commerce/customer/session-cookie';
import { readCartId } from './cart-cookie';
import { isDeadCartError } from './cart-errors';
import { toGiftCardBalance, type GiftCardBalance } from './gift-card-balance';
import type { CartUserError, Cart } from './cart-types';
import { commerceFetch, type CommerceRequest, type CommerceResult } from '../client';
import type { OperationDocument } from '../documents';
import {
  AddProductsToCartDocument,
  ApplyCouponToCartDocument,
  ApplyGiftCardToCartDocument,
  CartDocument,
  CartQuantityDocument,
  CreateEmptyCartDocument,
  GiftCardBalanceDocument,
  RemoveCouponFromCartDocument,
  RemoveGiftCardFromCartDocument,
  RemoveItemFromCartDocument,
  UpdateCartItemsDocument,
  type CartFieldsFragment,
  type CartItemInput,
  type CartQuery,
} from '@/lib/commerce/generated/graphql';
import { storeSettings } from '../catalog/store-config';
import { absent, answered, dataOr, failed, noAnswer, ok, type CommerceError } from '@/lib/result';

/** Spec: a failing cart fetch is retried up to 3 times. */
export const CART_FETCH_RETRIES = 3;
const RETRY_DELAY_MS = 100;

/**
 * The visitor's cart, or why there is none (the error's code): 'none' without a stored cart id;
 * 'stale' when the API says the stored id names no cart it will serve (unknown, inactive, foreign):
 * the caller drops it and shows an empty cart. Any other failure (the API unreachable, a 5xx, a
 * timeout, an internal error) is the API's own failure: the caller keeps the id and says the cart
 * is unavailable right now (docs/decisions/0311).
 */
/** The code is 'none' or 'stale' (absent), or the API's own code when it failed. */
export type CartRead = CommerceResult<Cart>;

/** The cart a page shows: the read's, or an empty one. */
export const cartOf = (read: CartRead): Cart => dataOr(read, emptyCart());

/** A cart change: the whole cart after it, and the reasons a line was refused (the cart changed anyway). */
export interface CartChange {
  cart: Cart;
  userErrors: CartUserError[];
}

export type CartWrite = CommerceResult<CartChange>;

/** The change failed because the stored cart id can never work again (drop it, start a new cart). */
export const isDeadCart = (error: CommerceError): boolean => isDeadCartError(error.errors);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function urlSuffix(store: StoreViewCode): Promise<string> {
  return (await storeSettings(store)).productUrlSuffix;
}

/** One cart read with the spec's retries; retrying a cart that is gone for good is pointless. */
export async function fetchCart(store: StoreViewCode, cartId: string): Promise<CartRead> {
  let last: CommerceResult<CartQuery> | null = null;
  for (let attempt = 0; attempt <= CART_FETCH_RETRIES; attempt++) {
    if (attempt > 0) await sleep(RETRY_DELAY_MS * attempt);
    last = await commerceFetch({
      document: CartDocument,
      variables: { cartId },
      store,
      token: (await readSessionToken()) ?? undefined,
      cache: 'no-store',
    });
    // A cart that comes with errors (a line out of stock, on Magento) is still the cart to show.
    const cart = answered(last)?.cart;
    if (cart) return ok(toCart(cart, await urlSuffix(store)));
    if (!last.ok && isDeadCartError(last.error.errors)) return absent('stale', last.error.message);
  }
  return failed(last && !last.ok ? last.error : noAnswer());
}

/** The visitor's cart for this request (one API read per render, shared by every caller). */
export const getCart = cache(async (): Promise<CartRead> => {
  const cartId = await readCartId();
  if (!cartId) return absent('none');
  return fetchCart(await getStoreView(), cartId);
});

/** total_quantity for the header badge: one light read, no retries; 0 on any failure. */
export const getCartQuantity = cache(async (): Promise<number> => {
  const cartId = await readCartId();
  if (!cartId) return 0;
  const res = await commerceFetch({
    document: CartQuantityDocument,
    variables: { cartId },
    store: await getStoreView(),
    token: (await readSessionToken()) ?? undefined,
    cache: 'no-store',
  });
  const qty = answered(res)?.cart?.total_quantity ?? 0;
  return Number.isFinite(qty) && qty > 0 ? qty : 0;
});

export async function createCart(store: StoreViewCode): Promise<string | null> {
  const res = await commerceFetch({
    document: CreateEmptyCartDocument,
    store,
    token: (await readSessionToken()) ?? undefined,
  });
  return answered(res)?.createEmptyCart ?? null;
}

/** What a cart mutation answers at its field: the whole cart, and the reasons a line was refused. */
type CartPayload = {
  cart?: CartFieldsFragment | null;
  user_errors?: (CartUserError | null)[];
  errors?: (CartUserError | null)[] | null;
} | null;

/** Runs a cart mutation whose answer holds `cart` at `field`, and adapts the cart. */
export async function cartMutation<R extends { [K in F]: CartPayload }, V, F extends string>(
  store: StoreViewCode,
  document: OperationDocument<R, V>,
  variables: V,
  field: F,
): Promise<CartWrite> {
  const request = { document, variables, store, token: (await readSessionToken()) ?? undefined };
  const res = await commerceFetch(request as CommerceRequest<R, V>);
  // A top-level error next to a cart (e.g. a coupon that could not be applied) is a failure too.
  if (!res.ok) return failed(res.error);
  const payload = res.data[field];
  if (!payload?.cart) return failed(noAnswer());
  const userErrors = [...(payload.user_errors ?? []), ...(payload.errors ?? [])].filter(
    (e): e is CartUserError => e !== null,
  );
  return ok({ cart: toCart(payload.cart, await urlSuffix(store)), userErrors });
}

export const addProductsToCart = (store: StoreViewCode, cartId: string, items: CartItemInput[]) =>
  cartMutation(store, AddProductsToCartDocument, { cartId, cartItems: items }, 'addProductsToCart');

export const updateCartItemQuantity = (
  store: StoreViewCode,
  cartId: string,
  uid: string,
  quantity: number,
) =>
  cartMutation(
    store,
    UpdateCartItemsDocument,
    { cartId, items: [{ cart_item_uid: uid, quantity }] },
    'updateCartItems',
  );

export const removeCartItem = (store: StoreViewCode, cartId: string, uid: string) =>
  cartMutation(store, RemoveItemFromCartDocument, { cartId, uid }, 'removeItemFromCart');

export const applyCoupon = (store: StoreViewCode, cartId: string, code: string) =>
  cartMutation(store, ApplyCouponToCartDocument, { cartId, code }, 'applyCouponToCart');

export const removeCoupon = (store: StoreViewCode, cartId: string) =>
  cartMutation(store, RemoveCouponFromCartDocument, { cartId }, 'removeCouponFromCart');

export const applyGiftCard = (store: StoreViewCode, cartId: string, code: string) =>
  cartMutation(store, ApplyGiftCardToCartDocument, { cartId, code }, 'applyGiftCardToCart');

/** A gift card's balance by its code (not tied to a cart; the API limits the codes tried). */
export async function fetchGiftCardBalance(
  store: StoreViewCode,
  code: string,
): Promise<CommerceResult<GiftCardBalance>> {
  const res = await commerceFetch({
    document: GiftCardBalanceDocument,
    variables: { code },
    store,
    token: (await readSessionToken()) ?? undefined,
    cache: 'no-store',
  });
  if (!res.ok) return failed(res.error);
  const card = toGiftCardBalance(res.data.giftCardAccount);
  return card ? ok(card) : failed(noAnswer());
}

export const removeGiftCard = (store: StoreViewCode, cartId: string, code: string) =>
  cartMutation(store, RemoveGiftCardFromCartDocument, { cartId, code }, 'removeGiftCardFromCart');
