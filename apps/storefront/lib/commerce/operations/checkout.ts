// Checkout operations (reference §3.2, §3.6, §3.9) and the directory read for the address form.
// Each cart mutation selects the whole cart, like the cart operations.
import { CART_FIELDS } from './cart';
import { gql } from './gql';

export const SET_GUEST_EMAIL_MUTATION = gql`
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart { ${CART_FIELDS} }
    }
  }
`;

export const SET_SHIPPING_ADDRESS_MUTATION = gql`
  mutation SetShippingAddressesOnCart($cartId: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
      cart { ${CART_FIELDS} }
    }
  }
`;

export const SET_SHIPPING_METHOD_MUTATION = gql`
  mutation SetShippingMethodsOnCart($cartId: String!, $carrier: String!, $method: String!) {
    setShippingMethodsOnCart(
      input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }
    ) {
      cart { ${CART_FIELDS} }
    }
  }
`;

export const SET_BILLING_ADDRESS_MUTATION = gql`
  mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {
      cart { ${CART_FIELDS} }
    }
  }
`;

export const SET_PAYMENT_METHOD_MUTATION = gql`
  mutation SetPaymentMethodOnCart($cartId: String!, $payment: PaymentMethodInput!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: $payment }) {
      cart { id selected_payment_method { code title } }
    }
  }
`;

export const SET_GIFT_MESSAGE_MUTATION = gql`
  mutation SetGiftMessageOnCart($cartId: String!, $message: GiftMessageInput) {
    setGiftOptionsOnCart(
      input: { cart_id: $cartId, gift_message: $message, gift_receipt_included: false, printed_card_included: false }
    ) {
      cart { id }
    }
  }
`;

export const PLACE_ORDER_MUTATION = gql`
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      orderV2 { number }
      errors { code message }
    }
  }
`;

/** Regions of one country (US and CA have them), for the State select. */
export const COUNTRY_REGIONS_QUERY = gql`
  query CountryRegions($id: String!) {
    country(id: $id) { id available_regions { id code name } }
  }
`;

export const COUNTRIES_QUERY = gql`
  query Countries {
    countries { id full_name_english full_name_locale }
  }
`;
