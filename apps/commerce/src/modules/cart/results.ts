// Cart-specific expected failures: item-level errors and Magento's cart texts. The Result type
// itself is shared (src/shared/result.ts).

/** Item-level problems (addProductsToCart.user_errors, updateCartItems.errors). */
export type LineErrorCode =
  | 'PRODUCT_NOT_FOUND'
  | 'NOT_SALABLE'
  | 'INSUFFICIENT_STOCK'
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'INVALID_PARAMETER_VALUE'
  | 'UNDEFINED'
  | 'PERMISSION_DENIED';

export interface LineError {
  code: LineErrorCode;
  message: string;
  /** Salable quantity, for INSUFFICIENT_STOCK errors caused by the requested quantity. */
  available?: number;
}

// Magento 2.4.8's texts (reference sections 3 and 5; the storefront specification's error catalogue).
export const MSG = {
  cartIdMissing: 'Required parameter "cart_id" is missing',
  /** updateCartItems, removeItemFromCart and setPaymentMethodOnCart end it with a period. */
  cartIdMissingDot: 'Required parameter "cart_id" is missing.',
  cartIdMissingAdd: 'Required parameter "cartId" is missing',
  cartNotFound: (id: string) => `Could not find a cart with ID "${id}"`,
  cartInactive: "The cart isn't active.",
  cartForbidden: (id: string) => `The current user cannot perform operations on cart "${id}"`,
  cartIdLength: 'Cart ID length should to be 32 symbols.',
  cartExists: (id: string) => `Cart with ID "${id}" already exists.`,
  guestCartForCustomer: 'Use `Query.customerCart` for logged in customer.',
  cartItemsMissing: 'Required parameter "cart_items" is missing',
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  qtyNotPositive: 'The product quantity should be greater than 0',
  qtyNotWhole: 'You cannot use decimal quantity for this product.',
  qtyNotAvailable: 'The requested qty is not available',
  qtyAboveMax: 'The requested qty exceeds the maximum qty allowed in shopping cart',
  qtyBelowMin: (n: number) => `The fewest you may purchase is ${n}.`,
  outOfStock: 'This product is out of stock.',
  optionsNotAvailable: 'The required options you selected are not available.',
  /** A grouped product is bought as its members, each added by its own SKU (docs/decisions/0508). */
  groupedNeedsMembers: 'Please specify the quantity of product(s).',
  requiredOptions:
    "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
  optionTextTooLong: 'The text is too long. Shorten the text and try again.',
  invalidOption: 'The product option you selected is not valid.',
  legacyChildNotFound: 'Could not find specified product.',
  legacyChildNotAvailable: 'Product that you are trying to add is not available.',
  itemNotFound: (id: string | number) => `Could not find cart item with id: ${id}.`,
  itemQtyMissing: 'Required parameter "quantity" for "cart_items" is missing.',
  cartItemsMissingDot: 'Required parameter "cart_items" is missing.',
  removeItemMissing: 'Required parameter "cart_item_uid" is missing.',
  itemNotInCart: "The cart doesn't contain the item",
  couponMissing: 'Required parameter "coupon_code" is missing',
  couponInvalid: "The coupon code isn't valid. Verify the code and try again.",
  couponAlreadyApplied:
    'A coupon is already applied to the cart. Please remove it to apply another',
  cartEmpty: 'Cart does not contain products.',
  giftCardMissing: 'Required parameter "gift_card_code" is missing',
  giftCardInvalid: "The gift card code couldn't be added. Verify your information and try again.",
  giftCardAlreadyApplied: 'This gift card account is already in the quote.',
  giftCardNotApplied: "The gift card couldn't be deleted from the quote.",
  /** Adobe Commerce's balance check (GiftCardAccountManagement::checkGiftCard). */
  giftCardUnknown: 'The gift card code is either incorrect or expired. Verify and try again.',
  /** Not Magento's: gift card balance cannot pay for gift cards (docs/decisions/0506). */
  giftCardForGiftCards:
    "Gift cards can't be used to pay for gift cards. Add other products to use this gift card.",
} as const;
