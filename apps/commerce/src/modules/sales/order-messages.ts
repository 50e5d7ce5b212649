// placeOrder failures (reference 3.9, Magento 2.4.8: listed in placeOrder.errors with a code).
import type { Failure } from '../../shared/result.js';

export type PlaceOrderErrorCode =
  | 'CART_NOT_FOUND'
  | 'CART_NOT_ACTIVE'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

export interface PlaceOrderError {
  code: PlaceOrderErrorCode;
  message: string;
}

/**
 * Why placeOrder refused (the failure side of its Result): an entry of placeOrder.errors, or a
 * failure Magento reports as a top-level GraphQL error (authorization, a missing cart id, the captcha).
 */
export type PlaceOrderFailure = { error: PlaceOrderError } | { fatal: Failure };

export const ORDER_MSG = {
  guestEmailMissing: 'Guest email for cart is missing.',
  /** Downloadable items are bought signed in, so their links have an owner (docs/decisions/0509). */
  guestCheckoutNotAllowed: 'Guest checkout is not allowed.',
  noItems:
    'A server error stopped your order from being placed. Please try to place your order again.',
  noShippingAddress:
    "Some addresses can't be used due to the configurations for specific countries.",
  noShippingMethod: 'The shipping method is missing. Select the shipping method and try again.',
  noBillingAddress: 'Please check the billing address information.',
  noPaymentMethod: 'Enter a valid payment method and try again.',
  outOfStock: 'Some of the products are out of stock.',
  couponInvalid: "The coupon code isn't valid. Verify the code and try again.",
  giftCardBalance: (code: string) =>
    `The gift card "${code}" no longer covers the amount applied. Review the cart and try again.`,
  /** The storefront's generic order failure (specification section 8). */
  generic:
    'We are sorry, something went wrong while processing your order. Please try again later.',
} as const;

export const unable = (message: string): PlaceOrderError => ({
  code: 'UNABLE_TO_PLACE_ORDER',
  message,
});
