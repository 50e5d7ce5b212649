// Cart operations (reference §3.2–3.5), Magento 2.4.8 names and shapes. Every mutation selects the
// whole cart: its answer replaces the cart the visitor sees. Result types: ../cart-types.ts.
import { MONEY } from './fragments';
import { gql } from './gql';

const IMAGE = /* GraphQL */ `url label`;

const CART_PRODUCT = /* GraphQL */ `
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail { ${IMAGE} }
  small_image { ${IMAGE} }
  categories { name level breadcrumbs { category_name } }
`;

const CUSTOMIZABLE = /* GraphQL */ `
  customizable_options {
    customizable_option_uid
    label
    type
    values { customizable_option_value_uid label value price { type units value } }
  }
`;

const CART_ADDRESS = /* GraphQL */ `
  firstname
  lastname
  company
  street
  city
  region { code label region_id }
  postcode
  country { code label }
  telephone
`;

export const CART_FIELDS = /* GraphQL */ `
  id
  email
  is_virtual
  total_quantity
  applied_coupons { code }
  applied_gift_cards {
    code
    expiration_date
    applied_balance { ${MONEY} }
    current_balance { ${MONEY} }
  }
  prices {
    grand_total { ${MONEY} }
    subtotal_excluding_tax { ${MONEY} }
    subtotal_including_tax { ${MONEY} }
    subtotal_with_discount_excluding_tax { ${MONEY} }
    discounts { amount { ${MONEY} } label }
    applied_taxes { amount { ${MONEY} } label }
  }
  items {
    __typename
    uid
    quantity
    product { ${CART_PRODUCT} }
    prices {
      price { ${MONEY} }
      row_total { ${MONEY} }
      row_total_including_tax { ${MONEY} }
      total_item_discount { ${MONEY} }
      discounts { amount { ${MONEY} } label }
    }
    ... on SimpleCartItem { ${CUSTOMIZABLE} }
    ... on VirtualCartItem { ${CUSTOMIZABLE} }
    ... on GiftCardCartItem { amount { ${MONEY} } sender_name sender_email recipient_name recipient_email message }
    ... on ConfigurableCartItem {
      configurable_options { configurable_product_option_uid option_label value_label }
      configured_variant { sku name thumbnail { ${IMAGE} } small_image { ${IMAGE} } }
      ${CUSTOMIZABLE}
    }
  }
  shipping_addresses {
    ${CART_ADDRESS}
    available_shipping_methods {
      amount { ${MONEY} }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method { amount { ${MONEY} } carrier_code carrier_title method_code method_title }
  }
  billing_address { ${CART_ADDRESS} }
  available_payment_methods { code title }
  selected_payment_method { code title purchase_order_number }
`;

export const CART_QUERY = gql`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) { ${CART_FIELDS} }
  }
`;

/** The header badge needs only the count. */
export const CART_QUANTITY_QUERY = gql`
  query CartQuantity($cartId: String!) {
    cart(cart_id: $cartId) { id total_quantity }
  }
`;

export const CREATE_EMPTY_CART_MUTATION = gql`
  mutation CreateEmptyCart {
    createEmptyCart
  }
`;

export const ADD_PRODUCTS_TO_CART_MUTATION = gql`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart { ${CART_FIELDS} }
      user_errors { code message }
    }
  }
`;

export const UPDATE_CART_ITEMS_MUTATION = gql`
  mutation UpdateCartItems($cartId: String!, $items: [CartItemUpdateInput]!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: $items }) {
      cart { ${CART_FIELDS} }
      errors { code message }
    }
  }
`;

export const REMOVE_ITEM_FROM_CART_MUTATION = gql`
  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
      cart { ${CART_FIELDS} }
    }
  }
`;

export const APPLY_COUPON_MUTATION = gql`
  mutation ApplyCouponToCart($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart { ${CART_FIELDS} }
    }
  }
`;

export const REMOVE_COUPON_MUTATION = gql`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart { ${CART_FIELDS} }
    }
  }
`;

export const APPLY_GIFT_CARD_MUTATION = gql`
  mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {
    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart { ${CART_FIELDS} }
    }
  }
`;

export const REMOVE_GIFT_CARD_MUTATION = gql`
  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {
    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart { ${CART_FIELDS} }
    }
  }
`;
