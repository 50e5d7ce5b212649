'use server';
// Cart mutations as server actions: the browser only talks to these; they talk to the commerce
// API with the cart id from the httpOnly cookie. Each one gets the full cart back from the API and
// calls refreshAfter('cart'), so the page and the header badge render that cart. The tags a cart
// change revalidates are listed in lib/commerce/cache.ts (MUTATION_TAGS).
import { anyAnalytics } from '@/lib/analytics/config';
import type { AnalyticsEvent } from '@/lib/analytics/events';
import { flashEvents } from '@/lib/analytics/flash';
import { addToCartFor, removeFromCartFor } from '@/lib/analytics/page-events';
import {
  addProductsToCart,
  applyCoupon,
  applyGiftCard,
  createCart,
  fetchGiftCardBalance,
  fetchCart,
  removeCartItem,
  removeCoupon,
  removeGiftCard,
  updateCartItemQuantity,
  isDeadCart,
  type CartWrite,
} from '@/lib/commerce/cart/cart';
import { refreshAfter } from '@/lib/commerce/cache';
import { clearCartId, readCartId, writeCartId } from '@/lib/commerce/cart/cart-cookie';
import { addToCartFailureKey, applyGiftCardFailureKey } from '@/lib/commerce/cart/cart-errors';
import {
  giftCardBalanceFailureKey,
  giftCardBalanceMessage,
} from '@/lib/commerce/cart/gift-card-balance';
import {
  formText as text,
  MAX_QUANTITY,
  parseAddToCartForm,
  parseGroupedForm,
} from '@/lib/commerce/cart/cart-form';
import type { Cart, CartLine } from '@/lib/commerce/cart/cart-types';
import { formatMoney } from '@charter/shared/money';
import { validatePromoCode } from '@/lib/commerce/checkout/checkout-validation';
import type { MessageKey } from '@/lib/i18n/catalog';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';
import { failure, success, type ActionResult, type FormState } from '@/lib/forms/result';

export interface AddedProduct {
  name: string;
  image: { url: string; alt: string } | null;
  price: string | null;
  quantity: number;
}

/** analytics: the events the page pushes for this action (built here, pushed there). */
export type CartResult = ActionResult<
  { message: string; added?: AddedProduct; analytics?: AnalyticsEvent[] },
  { message: string }
>;

/** A failure; `field` names the form field the message is about. */
function failWith(message: string, field?: string): CartResult {
  return failure({ message, ...(field ? { fieldErrors: { [field]: message } } : {}) });
}

async function fail(key: MessageKey, field?: string): Promise<CartResult> {
  const t = await getTranslator();
  return failWith(t(key), field);
}

async function succeed(
  key: MessageKey,
  params?: Record<string, string | number>,
): Promise<CartResult> {
  const t = await getTranslator();
  refreshAfter('cart');
  return success({ message: t(key, params) });
}

/** A cart line as it is before a change, for the analytics events of the change (when any are sent). */
async function lineBefore(
  store: Awaited<ReturnType<typeof getStoreView>>,
  cartId: string,
  uid: string,
): Promise<CartLine | null> {
  if (!anyAnalytics) return null;
  const read = await fetchCart(store, cartId);
  return read.ok ? (read.data.lines.find((l) => l.uid === uid) ?? null) : null;
}

/** A dead cart id (unknown, ordered, foreign) is dropped so the next add starts a new cart. */
async function settle(result: CartWrite): Promise<CartWrite> {
  if (!result.ok && isDeadCart(result.error)) {
    await clearCartId();
    refreshAfter('cart');
  }
  return result;
}

function addedLine(cart: Cart, form: FormData): CartLine | null {
  const wanted = text(form, 'variant_sku') || text(form, 'sku');
  const lines = cart.lines.filter((l) => l.sku === wanted);
  return lines[lines.length - 1] ?? null;
}

export async function addToCartAction(
  _prev: FormState<CartResult>,
  form: FormData,
): Promise<CartResult> {
  // A grouped product (a furniture set) adds each chosen member by its own SKU.
  const grouped = form.has('group_sku');
  const single = grouped ? null : parseAddToCartForm(form);
  const items = grouped ? parseGroupedForm(form) : single ? [single] : null;
  if (!items) return fail('catalog.product.add.failure');
  if (items.length === 0) return fail('catalog.product.add.chooseMembers');
  const store = await getStoreView();
  let cartId = await readCartId();
  let created = false;
  if (!cartId) {
    cartId = await createCart(store);
    if (!cartId) return fail('catalog.product.add.failure');
    created = true;
    await writeCartId(cartId);
  }
  let result = await addProductsToCart(store, cartId, items);
  if (!result.ok && isDeadCart(result.error) && !created) {
    // The stored cart is gone (ordered, expired): start a new one, once.
    const fresh = await createCart(store);
    if (!fresh) return fail('catalog.product.add.failure');
    await writeCartId(fresh);
    result = await addProductsToCart(store, fresh, items);
  }
  if (!result.ok) return fail(addToCartFailureKey(result.error.errors));
  const change = result.data;
  if (change.userErrors.length > 0) {
    refreshAfter('cart');
    return fail(addToCartFailureKey(change.userErrors));
  }
  const t = await getTranslator();
  if (grouped) {
    const name = text(form, 'product_name');
    const count = items.reduce((n, i) => n + i.quantity, 0);
    const analytics = items.flatMap((i) => {
      const line = change.cart.lines.findLast((l) => l.sku === i.sku);
      return line ? addToCartFor(line, i.quantity) : [];
    });
    refreshAfter('cart');
    return success({
      message: t('catalog.product.add.groupAdded', { count, name }),
      ...(analytics.length ? { analytics } : {}),
      added: { name, image: null, price: null, quantity: count },
    });
  }
  const item = items[0]!;
  const line = addedLine(change.cart, form);
  const name = line?.name || text(form, 'product_name');
  const analytics = line ? addToCartFor(line, item.quantity) : [];
  refreshAfter('cart');
  return success({
    message: t('catalog.product.add.success', { name }),
    ...(analytics.length ? { analytics } : {}),
    added: {
      name,
      image: line?.image ?? null,
      price: line?.unitPrice ? formatMoney(line.unitPrice) : null,
      quantity: item.quantity,
    },
  });
}

/** A quantity change reports the difference: added when it grew, removed when it shrank. */
function quantityChangeEvents(
  before: CartLine | null,
  quantity: number,
): AnalyticsEvent[] | undefined {
  if (!before || quantity === before.quantity) return undefined;
  return quantity > before.quantity
    ? addToCartFor(before, quantity - before.quantity)
    : removeFromCartFor(before, before.quantity - quantity);
}

async function withCart(
  run: (store: Awaited<ReturnType<typeof getStoreView>>, cartId: string) => Promise<CartWrite>,
): Promise<CartWrite | null> {
  const cartId = await readCartId();
  if (!cartId) return null;
  return settle(await run(await getStoreView(), cartId));
}

export async function updateItemAction(
  _prev: FormState<CartResult>,
  form: FormData,
): Promise<CartResult> {
  const uid = text(form, 'uid');
  const raw = text(form, 'quantity');
  const quantity = Number(raw);
  if (!uid) return fail('cart.item.updateFailed');
  if (raw === '' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY) {
    return fail('cart.item.quantityInvalid', 'quantity');
  }
  // Spec: quantity 0 counts as removal.
  let before: CartLine | null = null;
  const result = await withCart(async (store, id) => {
    before = await lineBefore(store, id, uid);
    return quantity === 0
      ? removeCartItem(store, id, uid)
      : updateCartItemQuantity(store, id, uid, quantity);
  });
  if (!result?.ok) return fail('cart.item.updateFailed');
  const { userErrors } = result.data;
  if (userErrors.length > 0) {
    refreshAfter('cart');
    const t = await getTranslator();
    return failWith(userErrors[0]!.message || t('cart.item.updateFailed'));
  }
  await flashEvents(quantityChangeEvents(before, quantity));
  return succeed('cart.item.updated');
}

export async function removeItemAction(
  _prev: FormState<CartResult>,
  form: FormData,
): Promise<CartResult> {
  const uid = text(form, 'uid');
  const name = text(form, 'name');
  if (!uid) return fail('cart.item.updateFailed');
  let before: CartLine | null = null;
  const result = await withCart(async (store, id) => {
    before = await lineBefore(store, id, uid);
    return removeCartItem(store, id, uid);
  });
  if (!result?.ok) return fail('cart.item.updateFailed');
  await flashEvents(before ? removeFromCartFor(before) : undefined);
  return succeed('cart.item.removed', { name });
}

export async function applyCouponAction(
  _prev: FormState<CartResult>,
  form: FormData,
): Promise<CartResult> {
  const code = text(form, 'coupon_code');
  const invalid = validatePromoCode(code);
  if (invalid) return failWith(invalid, 'coupon_code');
  const result = await withCart((store, id) => applyCoupon(store, id, code.slice(0, 255)));
  // Spec: the server's first error is thrown; the visitor reads 'Invalid Promo Code.'
  if (!result?.ok) return fail('cart.promo.invalid', 'coupon_code');
  return succeed('cart.promo.applied');
}

export async function removeCouponAction(_prev: FormState<CartResult>): Promise<CartResult> {
  const result = await withCart((store, id) => removeCoupon(store, id));
  if (!result?.ok) return fail('app.saving.error');
  return succeed('cart.promo.removed');
}

export async function applyGiftCardAction(
  _prev: FormState<CartResult>,
  form: FormData,
): Promise<CartResult> {
  const code = text(form, 'gift_card_code');
  if (!code) return fail('cart.giftCard.required', 'gift_card_code');
  const result = await withCart((store, id) => applyGiftCard(store, id, code.slice(0, 255)));
  if (!result?.ok) return fail(applyGiftCardFailureKey(result?.error.message), 'gift_card_code');
  return succeed('cart.giftCard.applied');
}

export async function removeGiftCardAction(
  _prev: FormState<CartResult>,
  form: FormData,
): Promise<CartResult> {
  const code = text(form, 'gift_card_code');
  if (!code) return fail('app.saving.error');
  const result = await withCart((store, id) => removeGiftCard(store, id, code));
  if (!result?.ok) return fail('app.saving.error');
  return succeed('cart.giftCard.removed');
}

/** The balance of a gift card by its code: the balance (and expiry), or why there is none. */
export async function checkGiftCardBalanceAction(
  _prev: FormState<CartResult>,
  form: FormData,
): Promise<CartResult> {
  const code = text(form, 'gift_card_code');
  if (!code) return fail('cart.giftCard.required', 'gift_card_code');
  const store = await getStoreView();
  const result = await fetchGiftCardBalance(store, code.slice(0, 255));
  if (!result.ok) return fail(giftCardBalanceFailureKey(result.error.message), 'gift_card_code');
  return success({ message: giftCardBalanceMessage(result.data, await getTranslator()) });
}

/** Drops a cart id the cart page could not read (spec: after the retries the id is dropped). */
export async function forgetCartAction(): Promise<void> {
  await clearCartId();
}
