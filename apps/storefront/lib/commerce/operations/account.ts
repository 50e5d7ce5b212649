// 'My Account' operations (reference sections 4.1-4.4): the signed-in customer's profile, address
// book, order history, saved cards and wish list, plus the checkout reads and writes that use the
// address book. Every one needs the customer's bearer token. Orders are read for the whole website:
// the two landing views are one shop, so a customer sees every order whichever view is chosen.
import { CART_FIELDS } from './cart';
import { gql } from './gql';

const MONEY = 'value currency';

export const CUSTOMER_ADDRESS_FIELDS = `
  id firstname lastname company street city
  region { region region_code region_id }
  postcode country_code telephone default_billing default_shipping
`;

const ORDER_ADDRESS_FIELDS = 'firstname lastname company street city region postcode country_code telephone';

const ORDER_FIELDS = `
  number order_date status
  total { grand_total { ${MONEY} } }
  items { product_name product_sku quantity_ordered product_sale_price { ${MONEY} } }
  shipping_address { ${ORDER_ADDRESS_FIELDS} }
  billing_address { ${ORDER_ADDRESS_FIELDS} }
  shipping_method
  payment_methods { name type }
`;

const WISHLIST_ITEM_FIELDS = `
  id quantity added_at
  product {
    __typename sku name url_key url_suffix stock_status
    url_rewrites { url }
    small_image { url label }
    price_range { minimum_price { final_price { ${MONEY} } regular_price { ${MONEY} } } }
  }
  ... on ConfigurableWishlistItem { configured_variant { sku name stock_status } }
`;

/** The dashboard: contact information, default addresses, recent orders, the wish list's size. */
export const ACCOUNT_DASHBOARD_QUERY = gql`
  query AccountDashboard($ordersPageSize: Int!) {
    customer {
      firstname lastname email is_subscribed default_billing default_shipping
      addresses { ${CUSTOMER_ADDRESS_FIELDS} }
      orders(currentPage: 1, pageSize: $ordersPageSize, scope: WEBSITE) { items { ${ORDER_FIELDS} } total_count }
      wishlists { id items_count }
    }
  }
`;

export const CUSTOMER_ADDRESSES_QUERY = gql`
  query CustomerAddresses {
    customer { email default_billing default_shipping addresses { ${CUSTOMER_ADDRESS_FIELDS} } }
  }
`;

export const CREATE_CUSTOMER_ADDRESS_MUTATION = gql`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) { ${CUSTOMER_ADDRESS_FIELDS} }
  }
`;

export const UPDATE_CUSTOMER_ADDRESS_MUTATION = gql`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) { ${CUSTOMER_ADDRESS_FIELDS} }
  }
`;

export const DELETE_CUSTOMER_ADDRESS_MUTATION = gql`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;

export const CUSTOMER_ORDERS_QUERY = gql`
  query CustomerOrders($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize, scope: WEBSITE) {
        items { ${ORDER_FIELDS} }
        page_info { current_page page_size total_pages }
        total_count
      }
    }
  }
`;

export const CHANGE_CUSTOMER_PASSWORD_MUTATION = gql`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) { email }
  }
`;

/** Name and newsletter subscription; the answer is what the dashboard shows afterwards. */
export const UPDATE_CUSTOMER_MUTATION = gql`
  mutation UpdateCustomer($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) { customer { firstname lastname is_subscribed } }
  }
`;

/** A new sign-in e-mail address; Magento asks for the current password. */
export const UPDATE_CUSTOMER_EMAIL_MUTATION = gql`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) { customer { email } }
  }
`;

export const CUSTOMER_PAYMENT_TOKENS_QUERY = gql`
  query CustomerPaymentTokens {
    customerPaymentTokens { items { details payment_method_code public_hash type } }
  }
`;

export const DELETE_PAYMENT_TOKEN_MUTATION = gql`
  mutation DeletePaymentToken($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) { result }
  }
`;

export const CUSTOMER_WISHLIST_QUERY = gql`
  query CustomerWishlist($currentPage: Int!, $pageSize: Int!) {
    customer {
      wishlists {
        id items_count
        items_v2(currentPage: $currentPage, pageSize: $pageSize) { items { ${WISHLIST_ITEM_FIELDS} } }
      }
    }
  }
`;

export const CUSTOMER_WISHLIST_ID_QUERY = gql`
  query CustomerWishlistId {
    customer { wishlists { id } }
  }
`;

export const ADD_PRODUCTS_TO_WISHLIST_MUTATION = gql`
  mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      wishlist { id items_count }
      user_errors { code message }
    }
  }
`;

export const REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION = gql`
  mutation RemoveProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      wishlist { id items_count }
      user_errors { code message }
    }
  }
`;

export const ADD_WISHLIST_ITEMS_TO_CART_MUTATION = gql`
  mutation AddWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {
      status
      add_wishlist_items_to_cart_user_errors { code message }
    }
  }
`;

/** The customer's active cart (created when missing), whose id the cart cookie must hold. */
export const CUSTOMER_CART_ID_QUERY = gql`
  query CustomerCartId {
    customerCart { id }
  }
`;

/** What checkout needs of a signed-in customer: the address book and the saved cards. */
export const CHECKOUT_CUSTOMER_QUERY = gql`
  query CheckoutCustomer {
    customer { email default_billing default_shipping addresses { ${CUSTOMER_ADDRESS_FIELDS} } }
    customerPaymentTokens { items { details payment_method_code public_hash type } }
  }
`;

export const SET_SHIPPING_ADDRESS_FROM_BOOK_MUTATION = gql`
  mutation SetShippingAddressFromBook($cartId: String!, $addressId: Int!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ customer_address_id: $addressId }] }) {
      cart { ${CART_FIELDS} }
    }
  }
`;
