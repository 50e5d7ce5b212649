// Generated from apps/commerce/schema.graphql and lib/commerce/*/operations/*.graphql by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BillingAddressInput = {
  address?: CartAddressInput | null | undefined;
  customer_address_id?: number | null | undefined;
  /** Copy the shipping address to billing. */
  same_as_shipping?: boolean | null | undefined;
  /** Also use this address for shipping. */
  use_for_shipping?: boolean | null | undefined;
};

export type BraintreeCcVaultInput = {
  device_data?: string | null | undefined;
  public_hash: string;
};

export type BraintreeInput = {
  device_data?: string | null | undefined;
  /** Save the card for later (signed-in customers: 'save my card information'). */
  is_active_payment_token_enabler: boolean;
  /** The one-time card token (the gateway's nonce). */
  payment_method_nonce: string;
};

export type CartAddressInput = {
  city: string;
  company?: string | null | undefined;
  /** ISO 3166-1 alpha-2, case-insensitive. */
  country_code: string;
  fax?: string | null | undefined;
  firstname: string;
  lastname: string;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  prefix?: string | null | undefined;
  /** Region code or name (case-insensitive). */
  region?: string | null | undefined;
  region_id?: number | null | undefined;
  /** Customers only: also keep the address in the address book. */
  save_in_address_book?: boolean | null | undefined;
  street: Array<string | null | undefined>;
  suffix?: string | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CartItemInput = {
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string | null | undefined> | null | undefined;
  sku: string;
};

export type CartItemUpdateInput = {
  cart_item_id?: number | null | undefined;
  cart_item_uid?: string | null | undefined;
  customizable_options?: Array<CustomizableOptionInput | null | undefined> | null | undefined;
  gift_message?: GiftMessageInput | null | undefined;
  quantity?: number | null | undefined;
};

export type CartUserInputErrorType =
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_PARAMETER_VALUE'
  | 'NOT_SALABLE'
  | 'PERMISSION_DENIED'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

export type CategoryFilterInput = {
  category_uid?: FilterEqualTypeInput | null | undefined;
  ids?: FilterEqualTypeInput | null | undefined;
  name?: FilterMatchTypeInput | null | undefined;
  parent_category_uid?: FilterEqualTypeInput | null | undefined;
  parent_id?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
  url_path?: FilterEqualTypeInput | null | undefined;
};

export type ConfirmEmailInput = {
  /** The `key` parameter of the e-mailed link. */
  confirmation_key: string;
  email: string;
};

export type ConfirmationStatusEnum =
  | 'ACCOUNT_CONFIRMATION_NOT_REQUIRED'
  | 'ACCOUNT_CONFIRMED';

/** ISO 3166-1 alpha-2 country codes. */
export type CountryCodeEnum =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BQ'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CW'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PR'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'SS'
  | 'ST'
  | 'SV'
  | 'SX'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

/** Defines a new product review. */
export type CreateProductReviewInput = {
  /** The customer's nickname. Defaults to the customer name, if logged in. */
  nickname: string;
  /** The ratings details by category. For example, Price: 5 stars, Quality: 4 stars, etc. */
  ratings: Array<ProductReviewRatingInput | null | undefined>;
  /** The SKU of the reviewed product. */
  sku: string;
  /** The summary (title) of the review. */
  summary: string;
  /** The review text. */
  text: string;
};

export type CurrencyEnum =
  | 'USD';

export type CustomerAddressInput = {
  city?: string | null | undefined;
  company?: string | null | undefined;
  country_code?: CountryCodeEnum | null | undefined;
  /** @deprecated Use `country_code`. */
  country_id?: CountryCodeEnum | null | undefined;
  default_billing?: boolean | null | undefined;
  default_shipping?: boolean | null | undefined;
  fax?: string | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  prefix?: string | null | undefined;
  region?: CustomerAddressRegionInput | null | undefined;
  /** One or two lines. */
  street?: Array<string | null | undefined> | null | undefined;
  suffix?: string | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

/** A region by id, by code or by name (code and name are case-insensitive). */
export type CustomerAddressRegionInput = {
  region?: string | null | undefined;
  region_code?: string | null | undefined;
  region_id?: number | null | undefined;
};

export type CustomerCreateInput = {
  allow_remote_shopping_assistance?: boolean | null | undefined;
  /** YYYY-MM-DD (other parseable dates are normalised). */
  date_of_birth?: string | null | undefined;
  /** @deprecated Use `date_of_birth`. */
  dob?: string | null | undefined;
  email: string;
  firstname: string;
  /** 0 not specified, 1 male, 2 female, 3 not specified. */
  gender?: number | null | undefined;
  /** True subscribes the address to the newsletter (when the store offers one). */
  is_subscribed?: boolean | null | undefined;
  lastname: string;
  middlename?: string | null | undefined;
  /** At least 8 characters with a lower-case letter, an upper-case letter and a number. Without one, the account cannot sign in. */
  password?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
};

export type CustomerUpdateInput = {
  /** Accepted and ignored: remote shopping assistance is not offered. */
  allow_remote_shopping_assistance?: boolean | null | undefined;
  /** YYYY-MM-DD (other parseable dates are normalised). */
  date_of_birth?: string | null | undefined;
  /** @deprecated Use `date_of_birth`. */
  dob?: string | null | undefined;
  /** An empty value is refused (`Required parameters are missing: First Name`). */
  firstname?: string | null | undefined;
  /** 0 not specified, 1 male, 2 female, 3 not specified. */
  gender?: number | null | undefined;
  /** True subscribes the customer's address to the newsletter, false unsubscribes it. */
  is_subscribed?: boolean | null | undefined;
  /** An empty value is refused (`Required parameters are missing: Last Name`). */
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
};

export type CustomizableOptionInput = {
  id?: number | null | undefined;
  uid?: string | null | undefined;
  value_string: string;
};

export type EnteredOptionInput = {
  uid: string;
  value: string;
};

export type FilterEqualTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterMatchTypeEnum =
  | 'FULL'
  | 'PARTIAL';

export type FilterMatchTypeInput = {
  match?: string | null | undefined;
  match_type?: FilterMatchTypeEnum | null | undefined;
};

export type FilterRangeTypeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type GiftCardTypeEnum =
  | 'COMBINED'
  | 'PHYSICAL'
  | 'VIRTUAL';

export type GiftMessageInput = {
  from: string;
  message: string;
  to: string;
};

export type PaymentMethodInput = {
  /** The card method: a one-time token from POST /payments/sandbox/tokens. */
  braintree?: BraintreeInput | null | undefined;
  /** A saved card of the signed-in customer. */
  braintree_cc_vault?: BraintreeCcVaultInput | null | undefined;
  /** Payment method code: braintree (card), braintree_cc_vault (saved card), checkmo, purchaseorder, free. */
  code: string;
  /** Required for purchaseorder. */
  purchase_order_number?: string | null | undefined;
};

export type PaymentTokenTypeEnum =
  | 'account'
  | 'card';

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

export type PriceTypeEnum =
  | 'DYNAMIC'
  | 'FIXED'
  | 'PERCENT';

/** Product filters; each filterable attribute adds a field of its own (option ids as strings). */
export type ProductAttributeFilterInput = {
  /** The shop's archive flag: '1' archived products, '0' the others. */
  archive?: FilterEqualTypeInput | null | undefined;
  arm_style?: FilterEqualTypeInput | null | undefined;
  category_id?: FilterEqualTypeInput | null | undefined;
  category_uid?: FilterEqualTypeInput | null | undefined;
  category_url_path?: FilterEqualTypeInput | null | undefined;
  collection?: FilterEqualTypeInput | null | undefined;
  color?: FilterEqualTypeInput | null | undefined;
  commercial_grade?: FilterEqualTypeInput | null | undefined;
  description?: FilterMatchTypeInput | null | undefined;
  fabric?: FilterEqualTypeInput | null | undefined;
  finish?: FilterEqualTypeInput | null | undefined;
  fire_code?: FilterEqualTypeInput | null | undefined;
  material?: FilterEqualTypeInput | null | undefined;
  name?: FilterMatchTypeInput | null | undefined;
  price?: FilterRangeTypeInput | null | undefined;
  seat_height?: FilterEqualTypeInput | null | undefined;
  short_description?: FilterMatchTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
  weight_capacity?: FilterEqualTypeInput | null | undefined;
};

/** Sort keys are applied in the order they are written. */
export type ProductAttributeSortInput = {
  name?: SortEnum | null | undefined;
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
};

/** Contains the reviewer's rating for a single aspect of a review. */
export type ProductReviewRatingInput = {
  /** An encoded rating ID. */
  id: string;
  /** An encoded rating value ID. */
  value_id: string;
};

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type WishlistCartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

export type WishlistItemInput = {
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string | null | undefined> | null | undefined;
  /** The variant's sku for a configurable product (with parent_sku), otherwise the product's. */
  sku: string;
};

export type AddProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartMutation = { addProductsToCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null }, user_errors: Array<
      | { code: CartUserInputErrorType, message: string }
      | { code: CartUserInputErrorType, message: string }
     | null> } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type ApplyCouponToCartMutation = { applyCouponToCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } } | null };

export type ApplyGiftCardToCartMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type ApplyGiftCardToCartMutation = { applyGiftCardToCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } } | null };

export type CartQuantityQueryVariables = Exact<{
  cartId: string;
}>;


export type CartQuantityQuery = { cart: { id: string, total_quantity: number } | null };

export type CartQueryVariables = Exact<{
  cartId: string;
}>;


export type CartQuery = { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
        , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
      | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
     | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } | null };

export type CreateEmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateEmptyCartMutation = { createEmptyCart: string | null };

export type MoneyFragment = { value: number | null, currency: CurrencyEnum | null };

type CartProduct_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null };

type CartProduct_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null };

type CartProduct_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null };

type CartProduct_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null };

type CartProduct_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null };

type CartProduct_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null };

export type CartProductFragment =
  | CartProduct_ConfigurableProduct_Fragment
  | CartProduct_DownloadableProduct_Fragment
  | CartProduct_GiftCardProduct_Fragment
  | CartProduct_GroupedProduct_Fragment
  | CartProduct_SimpleProduct_Fragment
  | CartProduct_VirtualProduct_Fragment
;

export type SelectedCustomizableOptionFragment = { customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> };

type CartAddress_BillingCartAddress_Fragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } };

type CartAddress_ShippingCartAddress_Fragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } };

export type CartAddressFragment =
  | CartAddress_BillingCartAddress_Fragment
  | CartAddress_ShippingCartAddress_Fragment
;

type CartItem_ConfigurableCartItem_Fragment = { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
    | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
    | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
    | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
    | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
    | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
    | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
  , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
  , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null };

type CartItem_DownloadableCartItem_Fragment = { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
  , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null };

type CartItem_GiftCardCartItem_Fragment = { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
  , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null };

type CartItem_SimpleCartItem_Fragment = { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
  , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null };

type CartItem_VirtualCartItem_Fragment = { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
  , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null };

export type CartItemFragment =
  | CartItem_ConfigurableCartItem_Fragment
  | CartItem_DownloadableCartItem_Fragment
  | CartItem_GiftCardCartItem_Fragment
  | CartItem_SimpleCartItem_Fragment
  | CartItem_VirtualCartItem_Fragment
;

export type CartFieldsFragment = { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
    | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
      , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
    | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
    | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
    | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
    | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
   | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null };

export type GiftCardBalanceQueryVariables = Exact<{
  code: string;
}>;


export type GiftCardBalanceQuery = { giftCardAccount: { code: string | null, expiration_date: string | null, balance: { value: number | null, currency: CurrencyEnum | null } | null } | null };

export type RemoveCouponFromCartMutationVariables = Exact<{
  cartId: string;
}>;


export type RemoveCouponFromCartMutation = { removeCouponFromCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } | null } | null };

export type RemoveGiftCardFromCartMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type RemoveGiftCardFromCartMutation = { removeGiftCardFromCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } } | null };

export type RemoveItemFromCartMutationVariables = Exact<{
  cartId: string;
  uid: string;
}>;


export type RemoveItemFromCartMutation = { removeItemFromCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } } | null };

export type UpdateCartItemsMutationVariables = Exact<{
  cartId: string;
  items: Array<CartItemUpdateInput | null | undefined> | CartItemUpdateInput;
}>;


export type UpdateCartItemsMutation = { updateCartItems: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null }, errors: Array<{ code: CartUserInputErrorType, message: string } | null> } | null };

export type AddProductsToCompareListMutationVariables = Exact<{
  uid: string;
  products: Array<string | null | undefined> | string;
}>;


export type AddProductsToCompareListMutation = { addProductsToCompareList: { uid: string, item_count: number } | null };

export type AssignCompareListToCustomerMutationVariables = Exact<{
  uid: string;
}>;


export type AssignCompareListToCustomerMutation = { assignCompareListToCustomer: { result: boolean, compare_list: { uid: string, item_count: number } | null } | null };

export type CompareListQueryVariables = Exact<{
  uid: string;
}>;


export type CompareListQuery = { compareList: { uid: string, item_count: number, attributes: Array<{ code: string, label: string } | null> | null, items: Array<{ uid: string, attributes: Array<{ code: string, value: string } | null>, product:
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
           | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
        | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
           | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
        | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
           | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
        | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
           | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
            | { required: boolean | null }
           | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
       } | null> | null } | null };

export type CreateCompareListMutationVariables = Exact<{
  products?: Array<string | null | undefined> | string | null | undefined;
}>;


export type CreateCompareListMutation = { createCompareList: { uid: string, item_count: number } | null };

export type CreateProductReviewMutationVariables = Exact<{
  input: CreateProductReviewInput;
}>;


export type CreateProductReviewMutation = { createProductReview: { review: { nickname: string, summary: string } } };

export type CustomerCompareListUidQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCompareListUidQuery = { customer: { compare_list: { uid: string, item_count: number } | null } | null };

export type CustomerCompareListQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCompareListQuery = { customer: { compare_list: { uid: string, item_count: number, attributes: Array<{ code: string, label: string } | null> | null, items: Array<{ uid: string, attributes: Array<{ code: string, value: string } | null>, product:
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
              | { required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
         } | null> | null } | null } | null };

export type DeleteCompareListMutationVariables = Exact<{
  uid: string;
}>;


export type DeleteCompareListMutation = { deleteCompareList: { result: boolean } | null };

export type FilterSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type FilterSettingsQuery = { getVisitureAttributesFields: Array<{ attribute_code: string, position: number | null, collapsed: boolean | null } | null> | null };

export type FilterableAttributesQueryVariables = Exact<{ [key: string]: never; }>;


export type FilterableAttributesQuery = { attributesList: { items: Array<{ code: string } | null> } | null };

type ProductTile_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

type ProductTile_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

type ProductTile_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

type ProductTile_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

type ProductTile_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

type ProductTile_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

export type ProductTileFragment =
  | ProductTile_ConfigurableProduct_Fragment
  | ProductTile_DownloadableProduct_Fragment
  | ProductTile_GiftCardProduct_Fragment
  | ProductTile_GroupedProduct_Fragment
  | ProductTile_SimpleProduct_Fragment
  | ProductTile_VirtualProduct_Fragment
;

type MediaGalleryItem_ProductImage_Fragment = { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null };

type MediaGalleryItem_ProductVideo_Fragment = { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null };

export type MediaGalleryItemFragment =
  | MediaGalleryItem_ProductImage_Fragment
  | MediaGalleryItem_ProductVideo_Fragment
;

type CustomizableOption_CustomizableAreaOption_Fragment = { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null };

type CustomizableOption_CustomizableCheckboxOption_Fragment = { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null };

type CustomizableOption_CustomizableDropDownOption_Fragment = { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null };

type CustomizableOption_CustomizableFieldOption_Fragment = { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null };

type CustomizableOption_CustomizableMultipleOption_Fragment = { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null };

type CustomizableOption_CustomizableRadioOption_Fragment = { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null };

export type CustomizableOptionFragment =
  | CustomizableOption_CustomizableAreaOption_Fragment
  | CustomizableOption_CustomizableCheckboxOption_Fragment
  | CustomizableOption_CustomizableDropDownOption_Fragment
  | CustomizableOption_CustomizableFieldOption_Fragment
  | CustomizableOption_CustomizableMultipleOption_Fragment
  | CustomizableOption_CustomizableRadioOption_Fragment
;

export type ConfigurableOptionFragment = { attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, store_label: string | null, default_label: string | null, swatch_data:
      | { __typename: 'ColorSwatchData', value: string | null }
      | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
      | { __typename: 'TextSwatchData', value: string | null }
     | null, visiture_swatch_data: { type: string | null, value: string | null } | null } | null> | null };

export type ConfigurableVariantFragment = { attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { sku: string | null, name: string | null, stock_status: ProductStockStatus | null, image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null, media_gallery: Array<
      | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
      | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
     | null> | null } | null };

type ProductDetail_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
    | { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
   | null> | null, configurable_options: Array<{ attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, store_label: string | null, default_label: string | null, swatch_data:
        | { __typename: 'ColorSwatchData', value: string | null }
        | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
        | { __typename: 'TextSwatchData', value: string | null }
       | null, visiture_swatch_data: { type: string | null, value: string | null } | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { sku: string | null, name: string | null, stock_status: ProductStockStatus | null, image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null, media_gallery: Array<
        | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
        | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
       | null> | null } | null } | null> | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
   | null> | null, crosssell_products: Array<
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

type ProductDetail_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
    | { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
   | null> | null, downloadable_product_links: Array<{ uid: string, title: string | null, sort_order: number | null, sample_url: string | null } | null> | null, downloadable_product_samples: Array<{ title: string | null, sort_order: number | null, sample_url: string | null } | null> | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
   | null> | null, crosssell_products: Array<
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

type ProductDetail_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', allow_open_amount: boolean | null, open_amount_min: number | null, open_amount_max: number | null, giftcard_type: GiftCardTypeEnum | null, meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
    | { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
   | null> | null, giftcard_amounts: Array<{ uid: string, value: number | null } | null> | null, gift_card_options: Array<
    | { __typename: 'CustomizableAreaOption', uid: string, title: string | null, required: boolean | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null }
    | { __typename: 'CustomizableFieldOption', uid: string, title: string | null, required: boolean | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null }
   | null>, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
   | null> | null, crosssell_products: Array<
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

type ProductDetail_GroupedProduct_Fragment = { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, items: Array<{ qty: number | null, position: number | null, product:
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
     | null } | null> | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
   | null> | null, crosssell_products: Array<
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

type ProductDetail_SimpleProduct_Fragment = { __typename: 'SimpleProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
    | { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
   | null> | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
   | null> | null, crosssell_products: Array<
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

type ProductDetail_VirtualProduct_Fragment = { __typename: 'VirtualProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
    | { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
   | null> | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
   | null> | null, crosssell_products: Array<
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null };

export type ProductDetailFragment =
  | ProductDetail_ConfigurableProduct_Fragment
  | ProductDetail_DownloadableProduct_Fragment
  | ProductDetail_GiftCardProduct_Fragment
  | ProductDetail_GroupedProduct_Fragment
  | ProductDetail_SimpleProduct_Fragment
  | ProductDetail_VirtualProduct_Fragment
;

export type CompareListFragment = { uid: string, item_count: number, attributes: Array<{ code: string, label: string } | null> | null, items: Array<{ uid: string, attributes: Array<{ code: string, value: string } | null>, product:
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
          | { required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
     } | null> | null };

export type GetSearchTermDataQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type GetSearchTermDataQuery = { searchTerm: { query_text: string | null, redirect: string | null, popularity: number | null } | null };

export type ProductDetailQueryVariables = Exact<{
  urlKey: string;
}>;


export type ProductDetailQuery = { products: { items: Array<
      | { __typename: 'ConfigurableProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
          | { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
         | null> | null, configurable_options: Array<{ attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, store_label: string | null, default_label: string | null, swatch_data:
              | { __typename: 'ColorSwatchData', value: string | null }
              | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
              | { __typename: 'TextSwatchData', value: string | null }
             | null, visiture_swatch_data: { type: string | null, value: string | null } | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { sku: string | null, name: string | null, stock_status: ProductStockStatus | null, image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null, media_gallery: Array<
              | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
              | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
             | null> | null } | null } | null> | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
         | null> | null, crosssell_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'DownloadableProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
          | { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
         | null> | null, downloadable_product_links: Array<{ uid: string, title: string | null, sort_order: number | null, sample_url: string | null } | null> | null, downloadable_product_samples: Array<{ title: string | null, sort_order: number | null, sample_url: string | null } | null> | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
         | null> | null, crosssell_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GiftCardProduct', allow_open_amount: boolean | null, open_amount_min: number | null, open_amount_max: number | null, giftcard_type: GiftCardTypeEnum | null, meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
          | { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
         | null> | null, giftcard_amounts: Array<{ uid: string, value: number | null } | null> | null, gift_card_options: Array<
          | { __typename: 'CustomizableAreaOption', uid: string, title: string | null, required: boolean | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null }
          | { __typename: 'CustomizableFieldOption', uid: string, title: string | null, required: boolean | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null }
          | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null }
         | null>, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
         | null> | null, crosssell_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, items: Array<{ qty: number | null, position: number | null, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
           | null } | null> | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
         | null> | null, crosssell_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'SimpleProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
          | { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
         | null> | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
         | null> | null, crosssell_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'VirtualProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, options: Array<
          | { __typename: 'CustomizableAreaOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, area_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableFieldOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, field_value: { uid: string, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableRadioOption', uid: string, option_id: number | null, title: string | null, required: boolean | null, sort_order: number | null, choice_values: Array<{ uid: string, option_type_id: number | null, title: string | null, price: number | null, price_type: PriceTypeEnum | null, sku: string | null, sort_order: number | null } | null> | null }
         | null> | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null } | null }
         | null> | null, crosssell_products: Array<
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
     | null> | null } | null };

export type ProductListQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: ProductAttributeFilterInput | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  withPhysicalProduct?: boolean | null | undefined;
  withCategories?: boolean | null | undefined;
}>;


export type ProductListQuery = { visitureProducts: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, sort_fields: { default: string | null, options: Array<{ label: string | null, value: string | null } | null> | null } | null, aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, items: Array<
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
     | null> | null } | null };

export type ProductPageQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: ProductAttributeFilterInput | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  withPhysicalProduct?: boolean | null | undefined;
  withCategories?: boolean | null | undefined;
}>;


export type ProductPageQuery = { visitureProducts: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, items: Array<
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, categories?: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
     | null> | null } | null };

export type ProductReviewsQueryVariables = Exact<{
  sku: string;
  pageSize: number;
  currentPage: number;
}>;


export type ProductReviewsQuery = { products: { items: Array<
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { page_size: number | null, current_page: number | null, total_pages: number | null } } }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { page_size: number | null, current_page: number | null, total_pages: number | null } } }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { page_size: number | null, current_page: number | null, total_pages: number | null } } }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { page_size: number | null, current_page: number | null, total_pages: number | null } } }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { page_size: number | null, current_page: number | null, total_pages: number | null } } }
      | { sku: string | null, review_count: number, rating_summary: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { page_size: number | null, current_page: number | null, total_pages: number | null } } }
     | null> | null } | null };

export type RemoveProductsFromCompareListMutationVariables = Exact<{
  uid: string;
  products: Array<string | null | undefined> | string;
}>;


export type RemoveProductsFromCompareListMutation = { removeProductsFromCompareList: { uid: string, item_count: number } | null };

export type ReviewSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewSettingsQuery = { storeConfig: { product_reviews_enabled: string | null, allow_guests_to_write_product_reviews: string | null } | null, productReviewRatingsMetadata: { items: Array<{ id: string, name: string, values: Array<{ value: string, value_id: string } | null> } | null> } };

export type RouteQueryVariables = Exact<{
  url: string;
}>;


export type RouteQuery = { route:
    | { __typename: 'CategoryTree', uid: string, id: number | null, name: string | null, url_path: string | null, meta_title: string | null, meta_description: string | null, default_sort_by: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, category_description: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null }
    | { __typename: 'CmsPage', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'GiftCardProduct', uid: string, sku: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, url_key: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
   | null };

export type SearchSuggestionsQueryVariables = Exact<{
  search: string;
  pageSize: number;
  sort?: ProductAttributeSortInput | null | undefined;
  withPhysicalProduct?: boolean | null | undefined;
}>;


export type SearchSuggestionsQuery = { visitureProducts: { total_count: number | null, items: Array<
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, new_from_date: string | null, new_to_date: string | null, marketing_sku_charter: string | null, archive: string | null, ordering_note: string | null, pwa_layout: string | null, visiture_custom_attributes: string | null, small_image: { url: string | null, label: string | null } | null, review_summary: { reviews_count: number | null, rating_summary: number | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, price: { regularPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, maximalPrice: { amount: { value: number | null, currency: CurrencyEnum | null } | null } | null } | null }
     | null> | null } | null };

export type SitemapCategoriesQueryVariables = Exact<{
  filters?: CategoryFilterInput | null | undefined;
  pageSize: number;
  currentPage: number;
}>;


export type SitemapCategoriesQuery = { categories: { total_count: number | null, page_info: { total_pages: number | null } | null, items: Array<{ id: number | null, level: number | null, url_path: string | null } | null> | null } | null };

export type SitemapProductsQueryVariables = Exact<{
  pageSize: number;
  currentPage: number;
}>;


export type SitemapProductsQuery = { products: { total_count: number | null, page_info: { total_pages: number | null } | null, items: Array<
      | { url_key: string | null, url_suffix: string | null }
      | { url_key: string | null, url_suffix: string | null }
      | { url_key: string | null, url_suffix: string | null }
      | { url_key: string | null, url_suffix: string | null }
      | { url_key: string | null, url_suffix: string | null }
      | { url_key: string | null, url_suffix: string | null }
     | null> | null } | null };

export type StoreConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreConfigQuery = { storeConfig: { store_code: string | null, store_name: string | null, locale: string | null, timezone: string | null, base_currency_code: string | null, default_display_currency_code: string | null, base_url: string | null, base_link_url: string | null, secure_base_link_url: string | null, base_media_url: string | null, secure_base_media_url: string | null, product_url_suffix: string | null, category_url_suffix: string | null, catalog_default_sort_by: string | null, grid_per_page: number | null, grid_per_page_values: string | null, default_title: string | null, title_prefix: string | null, title_suffix: string | null, default_description: string | null, default_keywords: string | null, header_logo_src: string | null, logo_alt: string | null, logo_width: number | null, logo_height: number | null, copyright: string | null, welcome: string | null, cms_home_page: string | null, cms_no_route: string | null } | null };

export type CheckoutCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCustomerQuery = { customer: { email: string | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null, customerPaymentTokens: { items: Array<{ details: string | null, payment_method_code: string, public_hash: string, type: PaymentTokenTypeEnum } | null> } | null };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { countries: Array<{ id: string | null, full_name_english: string | null, full_name_locale: string | null } | null> | null };

export type CountryRegionsQueryVariables = Exact<{
  id: string;
}>;


export type CountryRegionsQuery = { country: { id: string | null, available_regions: Array<{ id: number | null, code: string | null, name: string | null } | null> | null } | null };

export type CreateBraintreeClientTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateBraintreeClientTokenMutation = { createBraintreeClientToken: string };

export type PlaceOrderMutationVariables = Exact<{
  cartId: string;
}>;


export type PlaceOrderMutation = { placeOrder: { orderV2: { number: string } | null, errors: Array<{ code: PlaceOrderErrorCodes, message: string } | null> } | null };

export type SetBillingAddressOnCartMutationVariables = Exact<{
  cartId: string;
  billing: BillingAddressInput;
}>;


export type SetBillingAddressOnCartMutation = { setBillingAddressOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } } | null };

export type SetGiftMessageOnCartMutationVariables = Exact<{
  cartId: string;
  message?: GiftMessageInput | null | undefined;
}>;


export type SetGiftMessageOnCartMutation = { setGiftOptionsOnCart: { cart: { id: string } } | null };

export type SetGuestEmailOnCartMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;


export type SetGuestEmailOnCartMutation = { setGuestEmailOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } } | null };

export type SetPaymentMethodOnCartMutationVariables = Exact<{
  cartId: string;
  payment: PaymentMethodInput;
}>;


export type SetPaymentMethodOnCartMutation = { setPaymentMethodOnCart: { cart: { id: string, selected_payment_method: { code: string, title: string } | null } } | null };

export type SetShippingAddressFromBookMutationVariables = Exact<{
  cartId: string;
  addressId: number;
}>;


export type SetShippingAddressFromBookMutation = { setShippingAddressesOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } } | null };

export type SetShippingAddressesOnCartMutationVariables = Exact<{
  cartId: string;
  address: CartAddressInput;
}>;


export type SetShippingAddressesOnCartMutation = { setShippingAddressesOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } } | null };

export type SetShippingMethodsOnCartMutationVariables = Exact<{
  cartId: string;
  carrier: string;
  method: string;
}>;


export type SetShippingMethodsOnCartMutation = { setShippingMethodsOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, expiration_date: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, items: Array<
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          , customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'GiftCardCartItem', sender_name: string, sender_email: string | null, recipient_name: string, recipient_email: string | null, message: string | null, uid: string, quantity: number, amount: { value: number | null, currency: CurrencyEnum | null }, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, customizable_options: Array<{ customizable_option_uid: string, label: string, type: string, values: Array<{ customizable_option_value_uid: string, label: string, value: string, price: { type: PriceTypeEnum, units: string, value: number } } | null> } | null>, product:
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, categories: Array<{ name: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null } | null> | null } | null> | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ available: boolean, carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } } | null };

export type AccountConfirmationSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountConfirmationSettingQuery = { storeConfig: { create_account_confirmation: boolean | null } | null };

export type AccountDashboardQueryVariables = Exact<{
  ordersPageSize: number;
}>;


export type AccountDashboardQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, is_subscribed: boolean | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null, orders: { total_count: number | null, items: Array<{ number: string, order_date: string, status: string, shipping_method: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
          | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
          | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, downloadable_links: Array<{ uid: string, title: string | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
          | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
         | null> | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string } | null> | null } | null> } | null } | null };

export type DashboardWishlistsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardWishlistsQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null } | null> } | null };

export type AddProductsToWishlistMutationVariables = Exact<{
  wishlistId: string;
  items: Array<WishlistItemInput> | WishlistItemInput;
}>;


export type AddProductsToWishlistMutation = { addProductsToWishlist: { wishlist: { id: string | null, items_count: number | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type AddWishlistItemsToCartMutationVariables = Exact<{
  wishlistId: string;
  itemIds?: Array<string> | string | null | undefined;
}>;


export type AddWishlistItemsToCartMutation = { addWishlistItemsToCart: { status: boolean, add_wishlist_items_to_cart_user_errors: Array<{ code: WishlistCartUserInputErrorType, message: string } | null> } | null };

export type ChangeCustomerPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeCustomerPasswordMutation = { changeCustomerPassword: { email: string | null } | null };

export type ConfirmEmailMutationVariables = Exact<{
  input: ConfirmEmailInput;
}>;


export type ConfirmEmailMutation = { confirmEmail: { customer: { email: string | null } } | null };

export type CreateCustomerAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type CreateCustomerAddressMutation = { createCustomerAddress: { id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null };

export type CreateCustomerCartMutationVariables = Exact<{
  guestCartId?: string | null | undefined;
}>;


export type CreateCustomerCartMutation = { createCustomerCart: { cart_id: string } | null };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateCustomerMutation = { createCustomerV2: { customer: { email: string | null, confirmation_status: ConfirmationStatusEnum } } | null };

export type CustomerAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerAddressesQuery = { customer: { email: string | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type CustomerCartIdQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCartIdQuery = { customerCart: { id: string } };

export type CustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCartQuery = { customerCart: { id: string } };

export type CustomerOrdersQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type CustomerOrdersQuery = { customer: { orders: { total_count: number | null, items: Array<{ number: string, order_date: string, status: string, shipping_method: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
          | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
          | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, downloadable_links: Array<{ uid: string, title: string | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
          | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
         | null> | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string } | null> | null } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null } | null };

export type CustomerPaymentTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerPaymentTokensQuery = { customerPaymentTokens: { items: Array<{ details: string | null, payment_method_code: string, public_hash: string, type: PaymentTokenTypeEnum } | null> } | null };

export type CustomerValidationQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerValidationQuery = { customerValidation: { email: string | null } | null };

export type CustomerWishlistIdQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerWishlistIdQuery = { customer: { wishlists: Array<{ id: string | null } | null> } | null };

export type CustomerWishlistQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type CustomerWishlistQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, configured_variant:
              | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
             | null, product:
              | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
         | null> } | null } | null> } | null };

export type DeleteCustomerAddressMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCustomerAddressMutation = { deleteCustomerAddress: boolean | null };

export type DeletePaymentTokenMutationVariables = Exact<{
  publicHash: string;
}>;


export type DeletePaymentTokenMutation = { deletePaymentToken: { result: boolean } | null };

export type CustomerAddressFragment = { id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null };

export type OrderAddressFragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null };

export type CustomerOrderFragment = { number: string, order_date: string, status: string, shipping_method: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
    | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
    | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, downloadable_links: Array<{ uid: string, title: string | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
    | { id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } }
   | null> | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string } | null> | null };

type WishlistItem_ConfigurableWishlistItem_Fragment = { id: string, quantity: number, added_at: string, configured_variant:
    | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
    | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
    | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
    | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
    | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
    | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
   | null, product:
    | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
   | null };

type WishlistItem_GiftCardWishlistItem_Fragment = { id: string, quantity: number, added_at: string, product:
    | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
   | null };

type WishlistItem_SimpleWishlistItem_Fragment = { id: string, quantity: number, added_at: string, product:
    | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
   | null };

type WishlistItem_VirtualWishlistItem_Fragment = { id: string, quantity: number, added_at: string, product:
    | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'GiftCardProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
    | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
   | null };

export type WishlistItemFragment =
  | WishlistItem_ConfigurableWishlistItem_Fragment
  | WishlistItem_GiftCardWishlistItem_Fragment
  | WishlistItem_SimpleWishlistItem_Fragment
  | WishlistItem_VirtualWishlistItem_Fragment
;

export type GenerateCustomerTokenMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type GenerateCustomerTokenMutation = { generateCustomerToken: { token: string | null, expiration_date: string | null, expiration_timestamp: number | null } | null };

export type MergeCartsMutationVariables = Exact<{
  source: string;
  destination?: string | null | undefined;
}>;


export type MergeCartsMutation = { mergeCarts: { id: string } };

export type RefreshCustomerTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshCustomerTokenMutation = { refreshCustomerToken: { token: string | null, expiration_date: string | null, expiration_timestamp: number | null } | null };

export type RemoveProductsFromWishlistMutationVariables = Exact<{
  wishlistId: string;
  itemIds: Array<string> | string;
}>;


export type RemoveProductsFromWishlistMutation = { removeProductsFromWishlist: { wishlist: { id: string | null, items_count: number | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type RequestPasswordResetEmailMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetEmailMutation = { requestPasswordResetEmail: boolean | null };

export type ResendConfirmationEmailMutationVariables = Exact<{
  email: string;
}>;


export type ResendConfirmationEmailMutation = { resendConfirmationEmail: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  resetPasswordToken: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean | null };

export type RevokeCustomerTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCustomerTokenMutation = { revokeCustomerToken: { result: boolean } | null };

export type SessionCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionCustomerQuery = { customer: { email: string | null, group_data: { group_id: string | null, group_name: string | null } | null } | null };

export type UpdateCustomerAddressMutationVariables = Exact<{
  id: number;
  input?: CustomerAddressInput | null | undefined;
}>;


export type UpdateCustomerAddressMutation = { updateCustomerAddress: { id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null };

export type UpdateCustomerEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type UpdateCustomerEmailMutation = { updateCustomerEmail: { customer: { email: string | null } } | null };

export type UpdateCustomerMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type UpdateCustomerMutation = { updateCustomerV2: { customer: { firstname: string | null, lastname: string | null, is_subscribed: boolean | null } } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const MoneyFragmentDoc = new TypedDocumentString(`
    fragment Money on Money {
  value
  currency
}
    `, {"fragmentName":"Money"}) as unknown as TypedDocumentString<MoneyFragment, unknown>;
export const CartProductFragmentDoc = new TypedDocumentString(`
    fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
    `, {"fragmentName":"CartProduct"}) as unknown as TypedDocumentString<CartProductFragment, unknown>;
export const SelectedCustomizableOptionFragmentDoc = new TypedDocumentString(`
    fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
    `, {"fragmentName":"SelectedCustomizableOption"}) as unknown as TypedDocumentString<SelectedCustomizableOptionFragment, unknown>;
export const CartItemFragmentDoc = new TypedDocumentString(`
    fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}`, {"fragmentName":"CartItem"}) as unknown as TypedDocumentString<CartItemFragment, unknown>;
export const CartAddressFragmentDoc = new TypedDocumentString(`
    fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
    `, {"fragmentName":"CartAddress"}) as unknown as TypedDocumentString<CartAddressFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const ProductTileFragmentDoc = new TypedDocumentString(`
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  new_from_date
  new_to_date
  small_image {
    url
    label
  }
  review_summary {
    reviews_count
    rating_summary
  }
  marketing_sku_charter
  archive
  ordering_note
  pwa_layout
  visiture_custom_attributes
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
  price {
    regularPrice {
      amount {
        value
        currency
      }
    }
    maximalPrice {
      amount {
        value
        currency
      }
    }
  }
}
    `, {"fragmentName":"ProductTile"}) as unknown as TypedDocumentString<ProductTileFragment, unknown>;
export const MediaGalleryItemFragmentDoc = new TypedDocumentString(`
    fragment MediaGalleryItem on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  ... on ProductVideo {
    video_content {
      media_type
      video_provider
      video_url
      video_title
      video_description
    }
  }
}
    `, {"fragmentName":"MediaGalleryItem"}) as unknown as TypedDocumentString<MediaGalleryItemFragment, unknown>;
export const CustomizableOptionFragmentDoc = new TypedDocumentString(`
    fragment CustomizableOption on CustomizableOptionInterface {
  __typename
  uid
  option_id
  title
  required
  sort_order
  ... on CustomizableFieldOption {
    field_value: value {
      uid
      price
      price_type
      sku
      max_characters
    }
  }
  ... on CustomizableAreaOption {
    area_value: value {
      uid
      price
      price_type
      sku
      max_characters
    }
  }
  ... on CustomizableDropDownOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
  ... on CustomizableRadioOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
  ... on CustomizableCheckboxOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
  ... on CustomizableMultipleOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
}
    `, {"fragmentName":"CustomizableOption"}) as unknown as TypedDocumentString<CustomizableOptionFragment, unknown>;
export const ConfigurableOptionFragmentDoc = new TypedDocumentString(`
    fragment ConfigurableOption on ConfigurableProductOptions {
  attribute_code
  label
  position
  values {
    uid
    value_index
    label
    store_label
    default_label
    swatch_data {
      __typename
      value
      ... on ImageSwatchData {
        thumbnail
      }
    }
    visiture_swatch_data {
      type
      value
    }
  }
}
    `, {"fragmentName":"ConfigurableOption"}) as unknown as TypedDocumentString<ConfigurableOptionFragment, unknown>;
export const ConfigurableVariantFragmentDoc = new TypedDocumentString(`
    fragment ConfigurableVariant on ConfigurableVariant {
  attributes {
    code
    value_index
  }
  product {
    sku
    name
    stock_status
    image {
      url
      label
    }
    price_range {
      minimum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
      }
      maximum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
      }
    }
    price {
      regularPrice {
        amount {
          value
          currency
        }
      }
      maximalPrice {
        amount {
          value
          currency
        }
      }
    }
    media_gallery {
      ...MediaGalleryItem
    }
  }
}
    fragment MediaGalleryItem on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  ... on ProductVideo {
    video_content {
      media_type
      video_provider
      video_url
      video_title
      video_description
    }
  }
}`, {"fragmentName":"ConfigurableVariant"}) as unknown as TypedDocumentString<ConfigurableVariantFragment, unknown>;
export const ProductDetailFragmentDoc = new TypedDocumentString(`
    fragment ProductDetail on ProductInterface {
  ...ProductTile
  meta_title
  meta_description
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  media_gallery {
    ...MediaGalleryItem
  }
  ... on CustomizableProductInterface {
    options {
      ...CustomizableOption
    }
  }
  ... on ConfigurableProduct {
    configurable_options {
      ...ConfigurableOption
    }
    variants {
      ...ConfigurableVariant
    }
  }
  ... on GiftCardProduct {
    giftcard_amounts {
      uid
      value
    }
    allow_open_amount
    open_amount_min
    open_amount_max
    giftcard_type
    gift_card_options {
      __typename
      uid
      title
      required
    }
  }
  ... on DownloadableProduct {
    downloadable_product_links {
      uid
      title
      sort_order
      sample_url
    }
    downloadable_product_samples {
      title
      sort_order
      sample_url
    }
  }
  ... on GroupedProduct {
    items {
      qty
      position
      product {
        ...ProductTile
      }
    }
  }
  crosssell_products {
    ...ProductTile
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  new_from_date
  new_to_date
  small_image {
    url
    label
  }
  review_summary {
    reviews_count
    rating_summary
  }
  marketing_sku_charter
  archive
  ordering_note
  pwa_layout
  visiture_custom_attributes
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
  price {
    regularPrice {
      amount {
        value
        currency
      }
    }
    maximalPrice {
      amount {
        value
        currency
      }
    }
  }
}
fragment MediaGalleryItem on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  ... on ProductVideo {
    video_content {
      media_type
      video_provider
      video_url
      video_title
      video_description
    }
  }
}
fragment CustomizableOption on CustomizableOptionInterface {
  __typename
  uid
  option_id
  title
  required
  sort_order
  ... on CustomizableFieldOption {
    field_value: value {
      uid
      price
      price_type
      sku
      max_characters
    }
  }
  ... on CustomizableAreaOption {
    area_value: value {
      uid
      price
      price_type
      sku
      max_characters
    }
  }
  ... on CustomizableDropDownOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
  ... on CustomizableRadioOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
  ... on CustomizableCheckboxOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
  ... on CustomizableMultipleOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
}
fragment ConfigurableOption on ConfigurableProductOptions {
  attribute_code
  label
  position
  values {
    uid
    value_index
    label
    store_label
    default_label
    swatch_data {
      __typename
      value
      ... on ImageSwatchData {
        thumbnail
      }
    }
    visiture_swatch_data {
      type
      value
    }
  }
}
fragment ConfigurableVariant on ConfigurableVariant {
  attributes {
    code
    value_index
  }
  product {
    sku
    name
    stock_status
    image {
      url
      label
    }
    price_range {
      minimum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
      }
      maximum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
      }
    }
    price {
      regularPrice {
        amount {
          value
          currency
        }
      }
      maximalPrice {
        amount {
          value
          currency
        }
      }
    }
    media_gallery {
      ...MediaGalleryItem
    }
  }
}`, {"fragmentName":"ProductDetail"}) as unknown as TypedDocumentString<ProductDetailFragment, unknown>;
export const CompareListFragmentDoc = new TypedDocumentString(`
    fragment CompareList on CompareList {
  uid
  item_count
  attributes {
    code
    label
  }
  items {
    uid
    attributes {
      code
      value
    }
    product {
      ...ProductTile
      ... on CustomizableProductInterface {
        options {
          required
        }
      }
    }
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  new_from_date
  new_to_date
  small_image {
    url
    label
  }
  review_summary {
    reviews_count
    rating_summary
  }
  marketing_sku_charter
  archive
  ordering_note
  pwa_layout
  visiture_custom_attributes
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
  price {
    regularPrice {
      amount {
        value
        currency
      }
    }
    maximalPrice {
      amount {
        value
        currency
      }
    }
  }
}`, {"fragmentName":"CompareList"}) as unknown as TypedDocumentString<CompareListFragment, unknown>;
export const CustomerAddressFragmentDoc = new TypedDocumentString(`
    fragment CustomerAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  city
  region {
    region
    region_code
    region_id
  }
  postcode
  country_code
  telephone
  default_billing
  default_shipping
}
    `, {"fragmentName":"CustomerAddress"}) as unknown as TypedDocumentString<CustomerAddressFragment, unknown>;
export const OrderAddressFragmentDoc = new TypedDocumentString(`
    fragment OrderAddress on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
    `, {"fragmentName":"OrderAddress"}) as unknown as TypedDocumentString<OrderAddressFragment, unknown>;
export const CustomerOrderFragmentDoc = new TypedDocumentString(`
    fragment CustomerOrder on CustomerOrder {
  number
  order_date
  status
  total {
    grand_total {
      ...Money
    }
  }
  items {
    id
    product_name
    product_sku
    quantity_ordered
    ... on DownloadableOrderItem {
      downloadable_links {
        uid
        title
      }
    }
    product_sale_price {
      ...Money
    }
  }
  shipping_address {
    ...OrderAddress
  }
  billing_address {
    ...OrderAddress
  }
  shipping_method
  payment_methods {
    name
    type
  }
}
    fragment Money on Money {
  value
  currency
}
fragment OrderAddress on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}`, {"fragmentName":"CustomerOrder"}) as unknown as TypedDocumentString<CustomerOrderFragment, unknown>;
export const WishlistItemFragmentDoc = new TypedDocumentString(`
    fragment WishlistItem on WishlistItemInterface {
  id
  quantity
  added_at
  product {
    __typename
    sku
    name
    url_key
    url_suffix
    stock_status
    url_rewrites {
      url
    }
    small_image {
      url
      label
    }
    price_range {
      minimum_price {
        final_price {
          ...Money
        }
        regular_price {
          ...Money
        }
      }
    }
  }
  ... on ConfigurableWishlistItem {
    configured_variant {
      sku
      name
      stock_status
    }
  }
}
    fragment Money on Money {
  value
  currency
}`, {"fragmentName":"WishlistItem"}) as unknown as TypedDocumentString<WishlistItemFragment, unknown>;
export const AddProductsToCartDocument = new TypedDocumentString(`
    mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart {
      ...CartFields
    }
    user_errors {
      code
      message
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<AddProductsToCartMutation, AddProductsToCartMutationVariables>;
export const ApplyCouponToCartDocument = new TypedDocumentString(`
    mutation ApplyCouponToCart($cartId: String!, $code: String!) {
  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {
    cart {
      ...CartFields
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;
export const ApplyGiftCardToCartDocument = new TypedDocumentString(`
    mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {
  applyGiftCardToCart(input: {cart_id: $cartId, gift_card_code: $code}) {
    cart {
      ...CartFields
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<ApplyGiftCardToCartMutation, ApplyGiftCardToCartMutationVariables>;
export const CartQuantityDocument = new TypedDocumentString(`
    query CartQuantity($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    total_quantity
  }
}
    `) as unknown as TypedDocumentString<CartQuantityQuery, CartQuantityQueryVariables>;
export const CartDocument = new TypedDocumentString(`
    query Cart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CartFields
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const CreateEmptyCartDocument = new TypedDocumentString(`
    mutation CreateEmptyCart {
  createEmptyCart
}
    `) as unknown as TypedDocumentString<CreateEmptyCartMutation, CreateEmptyCartMutationVariables>;
export const GiftCardBalanceDocument = new TypedDocumentString(`
    query GiftCardBalance($code: String!) {
  giftCardAccount(input: {gift_card_code: $code}) {
    code
    balance {
      value
      currency
    }
    expiration_date
  }
}
    `) as unknown as TypedDocumentString<GiftCardBalanceQuery, GiftCardBalanceQueryVariables>;
export const RemoveCouponFromCartDocument = new TypedDocumentString(`
    mutation RemoveCouponFromCart($cartId: String!) {
  removeCouponFromCart(input: {cart_id: $cartId}) {
    cart {
      ...CartFields
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;
export const RemoveGiftCardFromCartDocument = new TypedDocumentString(`
    mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {
  removeGiftCardFromCart(input: {cart_id: $cartId, gift_card_code: $code}) {
    cart {
      ...CartFields
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<RemoveGiftCardFromCartMutation, RemoveGiftCardFromCartMutationVariables>;
export const RemoveItemFromCartDocument = new TypedDocumentString(`
    mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $uid}) {
    cart {
      ...CartFields
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;
export const UpdateCartItemsDocument = new TypedDocumentString(`
    mutation UpdateCartItems($cartId: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: {cart_id: $cartId, cart_items: $items}) {
    cart {
      ...CartFields
    }
    errors {
      code
      message
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>;
export const AddProductsToCompareListDocument = new TypedDocumentString(`
    mutation AddProductsToCompareList($uid: ID!, $products: [ID]!) {
  addProductsToCompareList(input: {uid: $uid, products: $products}) {
    uid
    item_count
  }
}
    `) as unknown as TypedDocumentString<AddProductsToCompareListMutation, AddProductsToCompareListMutationVariables>;
export const AssignCompareListToCustomerDocument = new TypedDocumentString(`
    mutation AssignCompareListToCustomer($uid: ID!) {
  assignCompareListToCustomer(uid: $uid) {
    result
    compare_list {
      uid
      item_count
    }
  }
}
    `) as unknown as TypedDocumentString<AssignCompareListToCustomerMutation, AssignCompareListToCustomerMutationVariables>;
export const CompareListDocument = new TypedDocumentString(`
    query CompareList($uid: ID!) {
  compareList(uid: $uid) {
    ...CompareList
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  new_from_date
  new_to_date
  small_image {
    url
    label
  }
  review_summary {
    reviews_count
    rating_summary
  }
  marketing_sku_charter
  archive
  ordering_note
  pwa_layout
  visiture_custom_attributes
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
  price {
    regularPrice {
      amount {
        value
        currency
      }
    }
    maximalPrice {
      amount {
        value
        currency
      }
    }
  }
}
fragment CompareList on CompareList {
  uid
  item_count
  attributes {
    code
    label
  }
  items {
    uid
    attributes {
      code
      value
    }
    product {
      ...ProductTile
      ... on CustomizableProductInterface {
        options {
          required
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<CompareListQuery, CompareListQueryVariables>;
export const CreateCompareListDocument = new TypedDocumentString(`
    mutation CreateCompareList($products: [ID]) {
  createCompareList(input: {products: $products}) {
    uid
    item_count
  }
}
    `) as unknown as TypedDocumentString<CreateCompareListMutation, CreateCompareListMutationVariables>;
export const CreateProductReviewDocument = new TypedDocumentString(`
    mutation CreateProductReview($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review {
      nickname
      summary
    }
  }
}
    `) as unknown as TypedDocumentString<CreateProductReviewMutation, CreateProductReviewMutationVariables>;
export const CustomerCompareListUidDocument = new TypedDocumentString(`
    query CustomerCompareListUid {
  customer {
    compare_list {
      uid
      item_count
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerCompareListUidQuery, CustomerCompareListUidQueryVariables>;
export const CustomerCompareListDocument = new TypedDocumentString(`
    query CustomerCompareList {
  customer {
    compare_list {
      ...CompareList
    }
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  new_from_date
  new_to_date
  small_image {
    url
    label
  }
  review_summary {
    reviews_count
    rating_summary
  }
  marketing_sku_charter
  archive
  ordering_note
  pwa_layout
  visiture_custom_attributes
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
  price {
    regularPrice {
      amount {
        value
        currency
      }
    }
    maximalPrice {
      amount {
        value
        currency
      }
    }
  }
}
fragment CompareList on CompareList {
  uid
  item_count
  attributes {
    code
    label
  }
  items {
    uid
    attributes {
      code
      value
    }
    product {
      ...ProductTile
      ... on CustomizableProductInterface {
        options {
          required
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<CustomerCompareListQuery, CustomerCompareListQueryVariables>;
export const DeleteCompareListDocument = new TypedDocumentString(`
    mutation DeleteCompareList($uid: ID!) {
  deleteCompareList(uid: $uid) {
    result
  }
}
    `) as unknown as TypedDocumentString<DeleteCompareListMutation, DeleteCompareListMutationVariables>;
export const FilterSettingsDocument = new TypedDocumentString(`
    query FilterSettings {
  getVisitureAttributesFields {
    attribute_code
    position
    collapsed
  }
}
    `) as unknown as TypedDocumentString<FilterSettingsQuery, FilterSettingsQueryVariables>;
export const FilterableAttributesDocument = new TypedDocumentString(`
    query FilterableAttributes {
  attributesList(entityType: CATALOG_PRODUCT, filters: {is_filterable: true}) {
    items {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<FilterableAttributesQuery, FilterableAttributesQueryVariables>;
export const GetSearchTermDataDocument = new TypedDocumentString(`
    query getSearchTermData($search: String) {
  searchTerm(Search: $search) {
    query_text
    redirect
    popularity
  }
}
    `) as unknown as TypedDocumentString<GetSearchTermDataQuery, GetSearchTermDataQueryVariables>;
export const ProductDetailDocument = new TypedDocumentString(`
    query ProductDetail($urlKey: String!) {
  products(filter: {url_key: {eq: $urlKey}}, pageSize: 1) {
    items {
      ...ProductDetail
    }
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  new_from_date
  new_to_date
  small_image {
    url
    label
  }
  review_summary {
    reviews_count
    rating_summary
  }
  marketing_sku_charter
  archive
  ordering_note
  pwa_layout
  visiture_custom_attributes
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
  price {
    regularPrice {
      amount {
        value
        currency
      }
    }
    maximalPrice {
      amount {
        value
        currency
      }
    }
  }
}
fragment MediaGalleryItem on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  ... on ProductVideo {
    video_content {
      media_type
      video_provider
      video_url
      video_title
      video_description
    }
  }
}
fragment CustomizableOption on CustomizableOptionInterface {
  __typename
  uid
  option_id
  title
  required
  sort_order
  ... on CustomizableFieldOption {
    field_value: value {
      uid
      price
      price_type
      sku
      max_characters
    }
  }
  ... on CustomizableAreaOption {
    area_value: value {
      uid
      price
      price_type
      sku
      max_characters
    }
  }
  ... on CustomizableDropDownOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
  ... on CustomizableRadioOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
  ... on CustomizableCheckboxOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
  ... on CustomizableMultipleOption {
    choice_values: value {
      uid
      option_type_id
      title
      price
      price_type
      sku
      sort_order
    }
  }
}
fragment ConfigurableOption on ConfigurableProductOptions {
  attribute_code
  label
  position
  values {
    uid
    value_index
    label
    store_label
    default_label
    swatch_data {
      __typename
      value
      ... on ImageSwatchData {
        thumbnail
      }
    }
    visiture_swatch_data {
      type
      value
    }
  }
}
fragment ConfigurableVariant on ConfigurableVariant {
  attributes {
    code
    value_index
  }
  product {
    sku
    name
    stock_status
    image {
      url
      label
    }
    price_range {
      minimum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
      }
      maximum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
      }
    }
    price {
      regularPrice {
        amount {
          value
          currency
        }
      }
      maximalPrice {
        amount {
          value
          currency
        }
      }
    }
    media_gallery {
      ...MediaGalleryItem
    }
  }
}
fragment ProductDetail on ProductInterface {
  ...ProductTile
  meta_title
  meta_description
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  media_gallery {
    ...MediaGalleryItem
  }
  ... on CustomizableProductInterface {
    options {
      ...CustomizableOption
    }
  }
  ... on ConfigurableProduct {
    configurable_options {
      ...ConfigurableOption
    }
    variants {
      ...ConfigurableVariant
    }
  }
  ... on GiftCardProduct {
    giftcard_amounts {
      uid
      value
    }
    allow_open_amount
    open_amount_min
    open_amount_max
    giftcard_type
    gift_card_options {
      __typename
      uid
      title
      required
    }
  }
  ... on DownloadableProduct {
    downloadable_product_links {
      uid
      title
      sort_order
      sample_url
    }
    downloadable_product_samples {
      title
      sort_order
      sample_url
    }
  }
  ... on GroupedProduct {
    items {
      qty
      position
      product {
        ...ProductTile
      }
    }
  }
  crosssell_products {
    ...ProductTile
  }
}`) as unknown as TypedDocumentString<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductListDocument = new TypedDocumentString(`
    query ProductList($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductAttributeSortInput, $withPhysicalProduct: Boolean, $withCategories: Boolean = false) {
  visitureProducts(
    search: $search
    filter: $filter
    pageSize: $pageSize
    currentPage: $currentPage
    sort: $sort
    withPhysicalProduct: $withPhysicalProduct
  ) {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    sort_fields {
      default
      options {
        label
        value
      }
    }
    aggregations {
      attribute_code
      label
      count
      position
      options {
        label
        value
        count
      }
    }
    items {
      ...ProductTile
      categories @include(if: $withCategories) {
        name
        level
        breadcrumbs {
          category_name
        }
      }
    }
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  new_from_date
  new_to_date
  small_image {
    url
    label
  }
  review_summary {
    reviews_count
    rating_summary
  }
  marketing_sku_charter
  archive
  ordering_note
  pwa_layout
  visiture_custom_attributes
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
  price {
    regularPrice {
      amount {
        value
        currency
      }
    }
    maximalPrice {
      amount {
        value
        currency
      }
    }
  }
}`) as unknown as TypedDocumentString<ProductListQuery, ProductListQueryVariables>;
export const ProductPageDocument = new TypedDocumentString(`
    query ProductPage($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductAttributeSortInput, $withPhysicalProduct: Boolean, $withCategories: Boolean = false) {
  visitureProducts(
    search: $search
    filter: $filter
    pageSize: $pageSize
    currentPage: $currentPage
    sort: $sort
    withPhysicalProduct: $withPhysicalProduct
  ) {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    items {
      ...ProductTile
      categories @include(if: $withCategories) {
        name
        level
        breadcrumbs {
          category_name
        }
      }
    }
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  new_from_date
  new_to_date
  small_image {
    url
    label
  }
  review_summary {
    reviews_count
    rating_summary
  }
  marketing_sku_charter
  archive
  ordering_note
  pwa_layout
  visiture_custom_attributes
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
  price {
    regularPrice {
      amount {
        value
        currency
      }
    }
    maximalPrice {
      amount {
        value
        currency
      }
    }
  }
}`) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const ProductReviewsDocument = new TypedDocumentString(`
    query ProductReviews($sku: String!, $pageSize: Int!, $currentPage: Int!) {
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      sku
      review_count
      rating_summary
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          nickname
          summary
          text
          average_rating
          created_at
          ratings_breakdown {
            name
            value
          }
        }
        page_info {
          page_size
          current_page
          total_pages
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const RemoveProductsFromCompareListDocument = new TypedDocumentString(`
    mutation RemoveProductsFromCompareList($uid: ID!, $products: [ID]!) {
  removeProductsFromCompareList(input: {uid: $uid, products: $products}) {
    uid
    item_count
  }
}
    `) as unknown as TypedDocumentString<RemoveProductsFromCompareListMutation, RemoveProductsFromCompareListMutationVariables>;
export const ReviewSettingsDocument = new TypedDocumentString(`
    query ReviewSettings {
  storeConfig {
    product_reviews_enabled
    allow_guests_to_write_product_reviews
  }
  productReviewRatingsMetadata {
    items {
      id
      name
      values {
        value
        value_id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewSettingsQuery, ReviewSettingsQueryVariables>;
export const RouteDocument = new TypedDocumentString(`
    query Route($url: String!) {
  route(url: $url) {
    __typename
    relative_url
    redirect_code
    type
    ... on CategoryTree {
      uid
      id
      name
      url_path
      category_description: description
      meta_title
      meta_description
      default_sort_by
      breadcrumbs {
        category_name
        category_url_path
      }
    }
    ... on ProductInterface {
      uid
      sku
      url_key
    }
  }
}
    `) as unknown as TypedDocumentString<RouteQuery, RouteQueryVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($search: String!, $pageSize: Int!, $sort: ProductAttributeSortInput, $withPhysicalProduct: Boolean) {
  visitureProducts(
    search: $search
    filter: {}
    pageSize: $pageSize
    currentPage: 1
    sort: $sort
    withPhysicalProduct: $withPhysicalProduct
  ) {
    total_count
    items {
      ...ProductTile
    }
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  new_from_date
  new_to_date
  small_image {
    url
    label
  }
  review_summary {
    reviews_count
    rating_summary
  }
  marketing_sku_charter
  archive
  ordering_note
  pwa_layout
  visiture_custom_attributes
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
  price {
    regularPrice {
      amount {
        value
        currency
      }
    }
    maximalPrice {
      amount {
        value
        currency
      }
    }
  }
}`) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const SitemapCategoriesDocument = new TypedDocumentString(`
    query SitemapCategories($filters: CategoryFilterInput, $pageSize: Int!, $currentPage: Int!) {
  categories(filters: $filters, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info {
      total_pages
    }
    items {
      id
      level
      url_path
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>;
export const SitemapProductsDocument = new TypedDocumentString(`
    query SitemapProducts($pageSize: Int!, $currentPage: Int!) {
  products(filter: {}, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info {
      total_pages
    }
    items {
      url_key
      url_suffix
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapProductsQuery, SitemapProductsQueryVariables>;
export const StoreConfigDocument = new TypedDocumentString(`
    query StoreConfig {
  storeConfig {
    store_code
    store_name
    locale
    timezone
    base_currency_code
    default_display_currency_code
    base_url
    base_link_url
    secure_base_link_url
    base_media_url
    secure_base_media_url
    product_url_suffix
    category_url_suffix
    catalog_default_sort_by
    grid_per_page
    grid_per_page_values
    default_title
    title_prefix
    title_suffix
    default_description
    default_keywords
    header_logo_src
    logo_alt
    logo_width
    logo_height
    copyright
    welcome
    cms_home_page
    cms_no_route
  }
}
    `) as unknown as TypedDocumentString<StoreConfigQuery, StoreConfigQueryVariables>;
export const CheckoutCustomerDocument = new TypedDocumentString(`
    query CheckoutCustomer {
  customer {
    email
    default_billing
    default_shipping
    addresses {
      ...CustomerAddress
    }
  }
  customerPaymentTokens {
    items {
      details
      payment_method_code
      public_hash
      type
    }
  }
}
    fragment CustomerAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  city
  region {
    region
    region_code
    region_id
  }
  postcode
  country_code
  telephone
  default_billing
  default_shipping
}`) as unknown as TypedDocumentString<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>;
export const CountriesDocument = new TypedDocumentString(`
    query Countries {
  countries {
    id
    full_name_english
    full_name_locale
  }
}
    `) as unknown as TypedDocumentString<CountriesQuery, CountriesQueryVariables>;
export const CountryRegionsDocument = new TypedDocumentString(`
    query CountryRegions($id: String!) {
  country(id: $id) {
    id
    available_regions {
      id
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CountryRegionsQuery, CountryRegionsQueryVariables>;
export const CreateBraintreeClientTokenDocument = new TypedDocumentString(`
    mutation CreateBraintreeClientToken {
  createBraintreeClientToken
}
    `) as unknown as TypedDocumentString<CreateBraintreeClientTokenMutation, CreateBraintreeClientTokenMutationVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($cartId: String!) {
  placeOrder(input: {cart_id: $cartId}) {
    orderV2 {
      number
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const SetBillingAddressOnCartDocument = new TypedDocumentString(`
    mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {
  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {
    cart {
      ...CartFields
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<SetBillingAddressOnCartMutation, SetBillingAddressOnCartMutationVariables>;
export const SetGiftMessageOnCartDocument = new TypedDocumentString(`
    mutation SetGiftMessageOnCart($cartId: String!, $message: GiftMessageInput) {
  setGiftOptionsOnCart(
    input: {cart_id: $cartId, gift_message: $message, gift_receipt_included: false, printed_card_included: false}
  ) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SetGiftMessageOnCartMutation, SetGiftMessageOnCartMutationVariables>;
export const SetGuestEmailOnCartDocument = new TypedDocumentString(`
    mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {
    cart {
      ...CartFields
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>;
export const SetPaymentMethodOnCartDocument = new TypedDocumentString(`
    mutation SetPaymentMethodOnCart($cartId: String!, $payment: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: $payment}) {
    cart {
      id
      selected_payment_method {
        code
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables>;
export const SetShippingAddressFromBookDocument = new TypedDocumentString(`
    mutation SetShippingAddressFromBook($cartId: String!, $addressId: Int!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [{customer_address_id: $addressId}]}
  ) {
    cart {
      ...CartFields
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<SetShippingAddressFromBookMutation, SetShippingAddressFromBookMutationVariables>;
export const SetShippingAddressesOnCartDocument = new TypedDocumentString(`
    mutation SetShippingAddressesOnCart($cartId: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [{address: $address}]}
  ) {
    cart {
      ...CartFields
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<SetShippingAddressesOnCartMutation, SetShippingAddressesOnCartMutationVariables>;
export const SetShippingMethodsOnCartDocument = new TypedDocumentString(`
    mutation SetShippingMethodsOnCart($cartId: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(
    input: {cart_id: $cartId, shipping_methods: [{carrier_code: $carrier, method_code: $method}]}
  ) {
    cart {
      ...CartFields
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CartProduct on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  thumbnail {
    url
    label
  }
  small_image {
    url
    label
  }
  categories {
    name
    level
    breadcrumbs {
      category_name
    }
  }
}
fragment SelectedCustomizableOption on SelectedCustomizableOption {
  customizable_option_uid
  label
  type
  values {
    customizable_option_value_uid
    label
    value
    price {
      type
      units
      value
    }
  }
}
fragment CartAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  region {
    code
    label
    region_id
  }
  postcode
  country {
    code
    label
  }
  telephone
}
fragment CartItem on CartItemInterface {
  __typename
  uid
  quantity
  product {
    ...CartProduct
  }
  prices {
    price {
      ...Money
    }
    row_total {
      ...Money
    }
    row_total_including_tax {
      ...Money
    }
    total_item_discount {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
  }
  ... on SimpleCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on VirtualCartItem {
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
  ... on GiftCardCartItem {
    amount {
      ...Money
    }
    sender_name
    sender_email
    recipient_name
    recipient_email
    message
  }
  ... on ConfigurableCartItem {
    configurable_options {
      configurable_product_option_uid
      option_label
      value_label
    }
    configured_variant {
      sku
      name
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
    }
    customizable_options {
      ...SelectedCustomizableOption
    }
  }
}
fragment CartFields on Cart {
  id
  email
  is_virtual
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    expiration_date
    applied_balance {
      ...Money
    }
    current_balance {
      ...Money
    }
  }
  prices {
    grand_total {
      ...Money
    }
    subtotal_excluding_tax {
      ...Money
    }
    subtotal_including_tax {
      ...Money
    }
    subtotal_with_discount_excluding_tax {
      ...Money
    }
    discounts {
      amount {
        ...Money
      }
      label
    }
    applied_taxes {
      amount {
        ...Money
      }
      label
    }
  }
  items {
    ...CartItem
  }
  shipping_addresses {
    ...CartAddress
    available_shipping_methods {
      amount {
        ...Money
      }
      available
      carrier_code
      carrier_title
      method_code
      method_title
      error_message
    }
    selected_shipping_method {
      amount {
        ...Money
      }
      carrier_code
      carrier_title
      method_code
      method_title
    }
  }
  billing_address {
    ...CartAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
    purchase_order_number
  }
}`) as unknown as TypedDocumentString<SetShippingMethodsOnCartMutation, SetShippingMethodsOnCartMutationVariables>;
export const AccountConfirmationSettingDocument = new TypedDocumentString(`
    query AccountConfirmationSetting {
  storeConfig {
    create_account_confirmation
  }
}
    `) as unknown as TypedDocumentString<AccountConfirmationSettingQuery, AccountConfirmationSettingQueryVariables>;
export const AccountDashboardDocument = new TypedDocumentString(`
    query AccountDashboard($ordersPageSize: Int!) {
  customer {
    firstname
    lastname
    email
    is_subscribed
    default_billing
    default_shipping
    addresses {
      ...CustomerAddress
    }
    orders(currentPage: 1, pageSize: $ordersPageSize, scope: WEBSITE) {
      items {
        ...CustomerOrder
      }
      total_count
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment CustomerAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  city
  region {
    region
    region_code
    region_id
  }
  postcode
  country_code
  telephone
  default_billing
  default_shipping
}
fragment OrderAddress on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
fragment CustomerOrder on CustomerOrder {
  number
  order_date
  status
  total {
    grand_total {
      ...Money
    }
  }
  items {
    id
    product_name
    product_sku
    quantity_ordered
    ... on DownloadableOrderItem {
      downloadable_links {
        uid
        title
      }
    }
    product_sale_price {
      ...Money
    }
  }
  shipping_address {
    ...OrderAddress
  }
  billing_address {
    ...OrderAddress
  }
  shipping_method
  payment_methods {
    name
    type
  }
}`) as unknown as TypedDocumentString<AccountDashboardQuery, AccountDashboardQueryVariables>;
export const DashboardWishlistsDocument = new TypedDocumentString(`
    query DashboardWishlists {
  customer {
    wishlists {
      id
      items_count
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardWishlistsQuery, DashboardWishlistsQueryVariables>;
export const AddProductsToWishlistDocument = new TypedDocumentString(`
    mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
    wishlist {
      id
      items_count
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AddProductsToWishlistMutation, AddProductsToWishlistMutationVariables>;
export const AddWishlistItemsToCartDocument = new TypedDocumentString(`
    mutation AddWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]) {
  addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {
    status
    add_wishlist_items_to_cart_user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AddWishlistItemsToCartMutation, AddWishlistItemsToCartMutationVariables>;
export const ChangeCustomerPasswordDocument = new TypedDocumentString(`
    mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    email
  }
}
    `) as unknown as TypedDocumentString<ChangeCustomerPasswordMutation, ChangeCustomerPasswordMutationVariables>;
export const ConfirmEmailDocument = new TypedDocumentString(`
    mutation ConfirmEmail($input: ConfirmEmailInput!) {
  confirmEmail(input: $input) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const CreateCustomerAddressDocument = new TypedDocumentString(`
    mutation CreateCustomerAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    ...CustomerAddress
  }
}
    fragment CustomerAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  city
  region {
    region
    region_code
    region_id
  }
  postcode
  country_code
  telephone
  default_billing
  default_shipping
}`) as unknown as TypedDocumentString<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
export const CreateCustomerCartDocument = new TypedDocumentString(`
    mutation CreateCustomerCart($guestCartId: String) {
  createCustomerCart(input: {guest_cart_id: $guestCartId}) {
    cart_id
  }
}
    `) as unknown as TypedDocumentString<CreateCustomerCartMutation, CreateCustomerCartMutationVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      email
      confirmation_status
    }
  }
}
    `) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const CustomerAddressesDocument = new TypedDocumentString(`
    query CustomerAddresses {
  customer {
    email
    default_billing
    default_shipping
    addresses {
      ...CustomerAddress
    }
  }
}
    fragment CustomerAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  city
  region {
    region
    region_code
    region_id
  }
  postcode
  country_code
  telephone
  default_billing
  default_shipping
}`) as unknown as TypedDocumentString<CustomerAddressesQuery, CustomerAddressesQueryVariables>;
export const CustomerCartIdDocument = new TypedDocumentString(`
    query CustomerCartId {
  customerCart {
    id
  }
}
    `) as unknown as TypedDocumentString<CustomerCartIdQuery, CustomerCartIdQueryVariables>;
export const CustomerCartDocument = new TypedDocumentString(`
    query CustomerCart {
  customerCart {
    id
  }
}
    `) as unknown as TypedDocumentString<CustomerCartQuery, CustomerCartQueryVariables>;
export const CustomerOrdersDocument = new TypedDocumentString(`
    query CustomerOrders($currentPage: Int!, $pageSize: Int!) {
  customer {
    orders(currentPage: $currentPage, pageSize: $pageSize, scope: WEBSITE) {
      items {
        ...CustomerOrder
      }
      page_info {
        current_page
        page_size
        total_pages
      }
      total_count
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment OrderAddress on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
fragment CustomerOrder on CustomerOrder {
  number
  order_date
  status
  total {
    grand_total {
      ...Money
    }
  }
  items {
    id
    product_name
    product_sku
    quantity_ordered
    ... on DownloadableOrderItem {
      downloadable_links {
        uid
        title
      }
    }
    product_sale_price {
      ...Money
    }
  }
  shipping_address {
    ...OrderAddress
  }
  billing_address {
    ...OrderAddress
  }
  shipping_method
  payment_methods {
    name
    type
  }
}`) as unknown as TypedDocumentString<CustomerOrdersQuery, CustomerOrdersQueryVariables>;
export const CustomerPaymentTokensDocument = new TypedDocumentString(`
    query CustomerPaymentTokens {
  customerPaymentTokens {
    items {
      details
      payment_method_code
      public_hash
      type
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerPaymentTokensQuery, CustomerPaymentTokensQueryVariables>;
export const CustomerValidationDocument = new TypedDocumentString(`
    query CustomerValidation {
  customerValidation {
    email
  }
}
    `) as unknown as TypedDocumentString<CustomerValidationQuery, CustomerValidationQueryVariables>;
export const CustomerWishlistIdDocument = new TypedDocumentString(`
    query CustomerWishlistId {
  customer {
    wishlists {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerWishlistIdQuery, CustomerWishlistIdQueryVariables>;
export const CustomerWishlistDocument = new TypedDocumentString(`
    query CustomerWishlist($currentPage: Int!, $pageSize: Int!) {
  customer {
    wishlists {
      id
      items_count
      items_v2(currentPage: $currentPage, pageSize: $pageSize) {
        items {
          ...WishlistItem
        }
      }
    }
  }
}
    fragment Money on Money {
  value
  currency
}
fragment WishlistItem on WishlistItemInterface {
  id
  quantity
  added_at
  product {
    __typename
    sku
    name
    url_key
    url_suffix
    stock_status
    url_rewrites {
      url
    }
    small_image {
      url
      label
    }
    price_range {
      minimum_price {
        final_price {
          ...Money
        }
        regular_price {
          ...Money
        }
      }
    }
  }
  ... on ConfigurableWishlistItem {
    configured_variant {
      sku
      name
      stock_status
    }
  }
}`) as unknown as TypedDocumentString<CustomerWishlistQuery, CustomerWishlistQueryVariables>;
export const DeleteCustomerAddressDocument = new TypedDocumentString(`
    mutation DeleteCustomerAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;
export const DeletePaymentTokenDocument = new TypedDocumentString(`
    mutation DeletePaymentToken($publicHash: String!) {
  deletePaymentToken(public_hash: $publicHash) {
    result
  }
}
    `) as unknown as TypedDocumentString<DeletePaymentTokenMutation, DeletePaymentTokenMutationVariables>;
export const GenerateCustomerTokenDocument = new TypedDocumentString(`
    mutation GenerateCustomerToken($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
    expiration_date
    expiration_timestamp
  }
}
    `) as unknown as TypedDocumentString<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables>;
export const MergeCartsDocument = new TypedDocumentString(`
    mutation MergeCarts($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
    id
  }
}
    `) as unknown as TypedDocumentString<MergeCartsMutation, MergeCartsMutationVariables>;
export const RefreshCustomerTokenDocument = new TypedDocumentString(`
    mutation RefreshCustomerToken {
  refreshCustomerToken {
    token
    expiration_date
    expiration_timestamp
  }
}
    `) as unknown as TypedDocumentString<RefreshCustomerTokenMutation, RefreshCustomerTokenMutationVariables>;
export const RemoveProductsFromWishlistDocument = new TypedDocumentString(`
    mutation RemoveProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
    wishlist {
      id
      items_count
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveProductsFromWishlistMutation, RemoveProductsFromWishlistMutationVariables>;
export const RequestPasswordResetEmailDocument = new TypedDocumentString(`
    mutation RequestPasswordResetEmail($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables>;
export const ResendConfirmationEmailDocument = new TypedDocumentString(`
    mutation ResendConfirmationEmail($email: String!) {
  resendConfirmationEmail(email: $email)
}
    `) as unknown as TypedDocumentString<ResendConfirmationEmailMutation, ResendConfirmationEmailMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
  resetPassword(
    email: $email
    resetPasswordToken: $resetPasswordToken
    newPassword: $newPassword
  )
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RevokeCustomerTokenDocument = new TypedDocumentString(`
    mutation RevokeCustomerToken {
  revokeCustomerToken {
    result
  }
}
    `) as unknown as TypedDocumentString<RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables>;
export const SessionCustomerDocument = new TypedDocumentString(`
    query SessionCustomer {
  customer {
    email
    group_data {
      group_id
      group_name
    }
  }
}
    `) as unknown as TypedDocumentString<SessionCustomerQuery, SessionCustomerQueryVariables>;
export const UpdateCustomerAddressDocument = new TypedDocumentString(`
    mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) {
    ...CustomerAddress
  }
}
    fragment CustomerAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  city
  region {
    region
    region_code
    region_id
  }
  postcode
  country_code
  telephone
  default_billing
  default_shipping
}`) as unknown as TypedDocumentString<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
export const UpdateCustomerEmailDocument = new TypedDocumentString(`
    mutation UpdateCustomerEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      firstname
      lastname
      is_subscribed
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;