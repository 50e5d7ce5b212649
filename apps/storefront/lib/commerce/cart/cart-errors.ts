// Maps commerce API failures to the message keys the visitor sees. Pure; safe anywhere.
// Spec (error catalogue): add-to-cart failures are known by a substring of the server message.
import type { MessageKey } from '@/lib/i18n/catalog';
import type { CartUserError } from './cart-types';

export type AddToCartErrorCode = 'requestedQtyNotAvailable' | 'requestedQtyNotAllowed';

const ADD_TO_CART_CODES: { code: AddToCartErrorCode; patterns: RegExp[] }[] = [
  {
    code: 'requestedQtyNotAllowed',
    patterns: [
      /The requested qty exceeds the maximum qty allowed in shopping cart/i,
      // Newer Magento releases word the maximum-sale-quantity rule this way.
      /The most you may purchase is/i,
    ],
  },
  {
    code: 'requestedQtyNotAvailable',
    patterns: [
      /The requested qty is not available/i,
      // 2.4.7+ wording of the same stock shortfall (reference §3.4).
      /^Only [\d.]+ of [\d.]+ available/i,
      /Not enough items for sale/i,
    ],
  },
];

/** The spec's error code for an add-to-cart failure message, or null when it is not a known one. */
export function addToCartErrorCode(message: string): AddToCartErrorCode | null {
  for (const { code, patterns } of ADD_TO_CART_CODES) {
    if (patterns.some((p) => p.test(message))) return code;
  }
  return null;
}

/** Message key for the failure toast: catalog.product.add.failure, suffixed with a known code. */
export function addToCartFailureKey(
  errors: readonly (CartUserError | { message: string })[],
): MessageKey {
  for (const e of errors) {
    const code = addToCartErrorCode(e.message);
    if (code) return `catalog.product.add.failure.${code}`;
  }
  return 'catalog.product.add.failure';
}

/**
 * Message key for a gift card code the API would not apply: the shop's own refusal to pay for gift
 * cards with gift card balance (commerce docs/decisions/0506) has its text; anything else is the
 * spec's invalid-code text.
 */
export function applyGiftCardFailureKey(message: string | undefined): MessageKey {
  return /can't be used to pay for gift cards/i.test(message ?? '')
    ? 'cart.giftCard.notForGiftCards'
    : 'cart.giftCard.invalid';
}

export type PlaceOrderFailure =
  | 'declined'
  | 'invalidCard'
  | 'paymentMethod'
  | 'priceChanged'
  | 'paymentBlocked'
  | 'captcha'
  | 'unpaidLimit'
  | 'order';

/**
 * placeOrder and payment failures to the spec's three checkout texts. The sandbox gateway's
 * decline reasons (generic decline, insufficient funds) read as declined; card data problems
 * (expired card, wrong CVC, an invalid or used token) as invalid card; a gateway processing error
 * as the payment-method text; a price that changed since the checkout (docs/decisions/0948) as
 * its own kind, whose server message names the new prices; card payments held back after too many
 * declines (a locked cart, too many declines from the network, e-mail or card, too many card
 * attempts: docs/decisions/0556) as their own kind, which tells the shopper to contact the shop or
 * try later; a failed or missing captcha as its own; the ceiling on orders awaiting an
 * offline payment (docs/decisions/0558) too; anything else is the generic order failure.
 */
export function placeOrderFailure(message: string, code?: string | null): PlaceOrderFailure {
  const text = `${code ?? ''} ${message}`;
  if (/price of some products in your cart has changed/i.test(text)) return 'priceChanged';
  if (/awaiting payment by check or purchase order/i.test(text)) return 'unpaidLimit';
  if (
    /no longer possible for this cart|too many declined|too many card attempts|too_many_attempts/i.test(
      text,
    )
  )
    return 'paymentBlocked';
  if (/recaptcha/i.test(text)) return 'captcha';
  if (/declin|insufficient[ _]funds/i.test(text)) return 'declined';
  if (
    /check your credit card|expired[ _]card|card has expired|incorrect[ _]cv|security code|invalid[ _]card|card number|card[ _]token|payment token|INVALID_CARD/i.test(
      text,
    )
  ) {
    return 'invalidCard';
  }
  if (/went wrong with the payment method|processing[ _]error/i.test(text)) return 'paymentMethod';
  return 'order';
}

export const PLACE_ORDER_FAILURE_KEYS: Record<PlaceOrderFailure, MessageKey> = {
  declined: 'checkout.error.declined',
  invalidCard: 'checkout.error.invalidCard',
  paymentMethod: 'checkout.error.paymentMethod',
  priceChanged: 'checkout.error.priceChanged',
  unpaidLimit: 'checkout.error.unpaidLimit',
  paymentBlocked: 'checkout.error.paymentBlocked',
  captcha: 'checkout.error.captcha',
  order: 'checkout.error.order',
};

/**
 * Errors that mean the stored cart id can never work again (unknown, inactive or foreign cart).
 * Decided by message, not category: a bad coupon is also graphql-no-such-entity.
 */
export function isDeadCartError(
  errors: readonly { message: string; extensions?: { category?: string } }[],
): boolean {
  return errors.some((e) =>
    /Could not find a cart with ID|The cart isn't active|cannot perform operations on cart|Current user does not have an active cart|Required parameter "cart_?[iI]d" is missing/i.test(
      e.message,
    ),
  );
}
