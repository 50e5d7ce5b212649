// Cart and checkout types. Api* mirror the commerce API's answer to operations/cart.ts and
// operations/checkout.ts (Magento 2.4.8 shapes, everything nullable that the API may leave null);
// the others are what components see (money in integer cents). Safe to import from client code.
import type { ApiImage, ApiMoney } from './api-types';
import type { Money } from '@charter/shared/money';

export interface ApiCartProduct {
  __typename: string;
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  thumbnail: ApiImage | null;
  small_image: ApiImage | null;
  /** For analytics: the category path of each line (docs/decisions/1220). */
  categories?: ({ name: string | null; level: number | null; breadcrumbs: ({ category_name: string | null } | null)[] | null } | null)[] | null;
}

export interface ApiSelectedCustomizableOption {
  customizable_option_uid: string;
  label: string;
  type: string | null;
  values: ({
    customizable_option_value_uid: string;
    label: string | null;
    value: string | null;
    price: { type: string | null; units: string | null; value: number | null } | null;
  } | null)[];
}

export interface ApiDiscount {
  amount: ApiMoney | null;
  label: string | null;
}

export interface ApiCartItem {
  __typename: string;
  uid: string;
  quantity: number;
  product: ApiCartProduct | null;
  prices: {
    price: ApiMoney | null;
    row_total: ApiMoney | null;
    row_total_including_tax: ApiMoney | null;
    total_item_discount: ApiMoney | null;
    discounts: (ApiDiscount | null)[] | null;
  } | null;
  customizable_options?: (ApiSelectedCustomizableOption | null)[] | null;
  configurable_options?: ({ configurable_product_option_uid: string; option_label: string; value_label: string } | null)[] | null;
  configured_variant?: { sku: string | null; name: string | null; thumbnail: ApiImage | null; small_image: ApiImage | null } | null;
  /** GiftCardCartItem. */
  amount?: ApiMoney | null;
  sender_name?: string | null;
  sender_email?: string | null;
  recipient_name?: string | null;
  recipient_email?: string | null;
  message?: string | null;
}

export interface ApiShippingMethod {
  amount: ApiMoney | null;
  available: boolean | null;
  carrier_code: string;
  carrier_title: string | null;
  method_code: string | null;
  method_title: string | null;
  error_message: string | null;
}

export interface ApiCartAddress {
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  street: (string | null)[] | null;
  city: string | null;
  region: { code: string | null; label: string | null; region_id: number | null } | null;
  postcode: string | null;
  country: { code: string | null; label: string | null } | null;
  telephone: string | null;
  available_shipping_methods?: (ApiShippingMethod | null)[] | null;
  selected_shipping_method?: {
    amount: ApiMoney | null;
    carrier_code: string;
    carrier_title: string | null;
    method_code: string;
    method_title: string | null;
  } | null;
}

export interface ApiCart {
  id: string;
  email: string | null;
  is_virtual: boolean | null;
  total_quantity: number | null;
  applied_coupons: ({ code: string } | null)[] | null;
  applied_gift_cards: ({
    code: string;
    expiration_date: string | null;
    applied_balance: ApiMoney | null;
    current_balance: ApiMoney | null;
  } | null)[] | null;
  prices: {
    grand_total: ApiMoney | null;
    subtotal_excluding_tax: ApiMoney | null;
    subtotal_including_tax: ApiMoney | null;
    subtotal_with_discount_excluding_tax: ApiMoney | null;
    discounts: (ApiDiscount | null)[] | null;
    applied_taxes: (ApiDiscount | null)[] | null;
  } | null;
  items: (ApiCartItem | null)[] | null;
  shipping_addresses: (ApiCartAddress | null)[] | null;
  billing_address: ApiCartAddress | null;
  available_payment_methods: ({ code: string; title: string | null } | null)[] | null;
  selected_payment_method: { code: string | null; title: string | null; purchase_order_number: string | null } | null;
}

export interface ApiUserError {
  code: string | null;
  message: string;
}

// --- Storefront types -------------------------------------------------------------------------

export interface CartLineOption {
  label: string;
  value: string;
}

export interface CartLine {
  uid: string;
  quantity: number;
  /** The chosen variant's SKU for configurable lines. */
  sku: string;
  name: string;
  /** Product page path (the parent's page for configurable lines). */
  href: string | null;
  image: { url: string; alt: string } | null;
  /** Configurable choices first, then customizable options. */
  options: CartLineOption[];
  unitPrice: Money | null;
  rowTotal: Money | null;
  discount: Money | null;
  /** The product's deepest category path, top level first (absent when it has none). */
  categories?: string[];
}

export interface LabelledAmount {
  label: string;
  amount: Money;
}

export interface CartAddress {
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  city: string;
  regionCode: string;
  regionId: number | null;
  regionLabel: string;
  postcode: string;
  countryCode: string;
  telephone: string;
}

export interface ShippingMethod {
  carrierCode: string;
  methodCode: string;
  /** carrier_code + '|' + method_code, the value of the radio button. */
  key: string;
  title: string;
  carrierTitle: string;
  amount: Money | null;
  available: boolean;
  errorMessage: string | null;
}

export interface AppliedGiftCard {
  code: string;
  applied: Money | null;
  remaining: Money | null;
  expires: string | null;
}

export interface CartTotals {
  subtotal: Money | null;
  discounts: LabelledAmount[];
  taxes: LabelledAmount[];
  /** Present once a shipping method is chosen. */
  shipping: (LabelledAmount & { method: string }) | null;
  giftCard: Money | null;
  grandTotal: Money | null;
}

export interface Cart {
  id: string;
  email: string | null;
  isVirtual: boolean;
  totalQuantity: number;
  lines: CartLine[];
  couponCode: string | null;
  giftCards: AppliedGiftCard[];
  totals: CartTotals;
  shippingAddress: CartAddress | null;
  shippingMethods: ShippingMethod[];
  selectedShippingMethod: string | null;
  billingAddress: CartAddress | null;
  paymentMethods: { code: string; title: string }[];
  selectedPaymentMethod: string | null;
}
