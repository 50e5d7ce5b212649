// Table definitions for the typed query layer (Kysely). One source for PGlite and PostgreSQL.
// Money columns hold integer minor units (cents). Timestamps are timestamptz.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T, string | T>;

export interface StoreTable {
  id: Generated<number>;
  code: string;
  name: string;
  website_id: number;
  website_code: string;
  website_name: string;
  group_code: string;
  group_name: string;
  sort_order: number;
  is_default: boolean;
  is_active: boolean;
  root_category_id: number;
  /** Per-store overrides of StoreConfig fields (see modules/store). */
  config: Json<Record<string, unknown>>;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Id path from the root, e.g. "1/2/5/17". */
  path: string;
  /** 0 = root catalog, 1 = store root, 2 = top-level categories. */
  level: number;
  position: number;
  name: string;
  url_key: string;
  /** Full path without suffix, e.g. "seating/lounge-chairs". */
  url_path: string;
  include_in_menu: boolean;
  is_active: boolean;
  is_anchor: boolean;
  description: string | null;
  image: string | null;
  thumbnail: string | null;
  image_text_hover: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  pwa_layout: string | null;
  display_mode: string | null;
  default_sort_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type FrontendInput = 'select' | 'multiselect' | 'boolean' | 'textarea' | 'text' | 'price';

export interface AttributeTable {
  id: Generated<number>;
  code: string;
  label: string;
  frontend_input: FrontendInput;
  /** Shown as a layered-navigation filter and in aggregations. */
  is_filterable: boolean;
  is_searchable: boolean;
  is_comparable: boolean;
  used_for_sort_by: boolean;
  is_visible_on_front: boolean;
  /** Layered-navigation position (getVisitureAttributesFields.position). */
  position: number;
  /** Filter shown collapsed (getVisitureAttributesFields.collapsed). */
  collapsed: boolean;
}

export interface AttributeOptionTable {
  id: Generated<number>;
  attribute_id: number;
  label: string;
  position: number;
  /** Swatch kind: 'color' (value is #rrggbb), 'image' (value is a media path), 'text', or null for none. */
  swatch_type: 'color' | 'image' | 'text' | null;
  swatch_value: string | null;
}

export type ProductTypeId = 'simple' | 'configurable' | 'virtual' | 'giftcard';

export interface ProductTable {
  id: Generated<number>;
  sku: string;
  type_id: ProductTypeId;
  /** Set on the variants (children) of a configurable product. */
  parent_id: number | null;
  name: string;
  url_key: string;
  /** 1 enabled, 2 disabled (Magento's status values). */
  status: number;
  /** 1 not visible individually (variants), 2 catalog, 3 search, 4 catalog and search. */
  visibility: number;
  price: number;
  special_price: number | null;
  special_from_date: Date | null;
  special_to_date: Date | null;
  new_from_date: Date | null;
  new_to_date: Date | null;
  description: string | null;
  short_description: string | null;
  meta_title: string | null;
  meta_keyword: string | null;
  meta_description: string | null;
  /** Pounds; null for virtual and gift card products. */
  weight: number | null;
  qty: number;
  is_in_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
  gift_message_available: boolean;
  /**
   * Text-valued custom attributes: marketing_sku_{product}, archive ('1' = archived),
   * ordering_note, visiture_custom_attributes (JSON text), pwa_layout, and the like.
   */
  attributes: Json<Record<string, string>>;
  /** Gift card settings for type_id 'giftcard' (amounts in cents, open amount range, card type). */
  giftcard: Json<GiftCardSettings | null>;
  /** Generated full-text document (name and SKU weighted A, short description B, description C). */
  search_vector: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GiftCardSettings {
  amounts: number[];
  allow_open_amount: boolean;
  open_amount_min: number | null;
  open_amount_max: number | null;
  giftcard_type: 'VIRTUAL' | 'PHYSICAL' | 'COMBINED';
}

export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
  position: number;
}

/**
 * Values of select/multiselect/boolean attributes, one row per value.
 * A configurable parent also carries the union of its variants' values for its
 * configurable attributes, so layered navigation filters parents (as Magento's index does).
 */
export interface ProductAttributeOptionTable {
  product_id: number;
  attribute_id: number;
  option_id: number;
}

export interface ConfigurableAttributeTable {
  id: Generated<number>;
  product_id: number;
  attribute_id: number;
  position: number;
  label: string | null;
}

export interface ProductMediaTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  media_type: 'image' | 'external-video';
  /** Path below the media base URL, e.g. "catalog/product/armchair/7a5c3e.svg". */
  file: string;
  label: string | null;
  disabled: boolean;
  /** Any of 'image', 'small_image', 'thumbnail', 'swatch_image'. */
  roles: Json<string[]>;
  video_provider: string | null;
  video_url: string | null;
  video_title: string | null;
  video_description: string | null;
  video_metadata: string | null;
}

export type CustomOptionType = 'field' | 'area' | 'drop_down' | 'radio' | 'checkbox' | 'multiple';
export type PriceType = 'FIXED' | 'PERCENT';

export interface CustomOptionTable {
  id: Generated<number>;
  product_id: number;
  type: CustomOptionType;
  title: string;
  is_required: boolean;
  sort_order: number;
  /** Field/area only: minor units when FIXED, hundredths of a percent when PERCENT. */
  price_amount: number | null;
  price_type: PriceType | null;
  sku: string | null;
  max_characters: number | null;
}

export interface CustomOptionValueTable {
  id: Generated<number>;
  option_id: number;
  title: string;
  /** Minor units when FIXED, hundredths of a percent when PERCENT. */
  price_amount: number;
  price_type: PriceType;
  sku: string | null;
  sort_order: number;
}

export interface ProductLinkTable {
  product_id: number;
  linked_product_id: number;
  link_type: 'crosssell' | 'related' | 'upsell';
  position: number;
}

export interface UrlRewriteTable {
  id: Generated<number>;
  /** Path without a leading slash, suffix included, e.g. "aria-lounge-chair.html". */
  request_path: string;
  entity_type: 'product' | 'category' | 'cms-page';
  entity_id: number;
  /** Where a redirect points (request path form); equal to request_path when redirect_type is 0. */
  target_path: string;
  /** 0 (no redirect), 301 or 302. */
  redirect_type: number;
}

export interface CountryTable {
  id: string;
  iso3: string;
  name: string;
}

export interface RegionTable {
  id: Generated<number>;
  country_id: string;
  code: string;
  name: string;
}

// ---- Cart, promotions, gift cards, tax (migration 0003) ----

export interface CartTable {
  id: Generated<number>;
  /** 32 random [A-Za-z0-9] characters (~190 bits): the only handle a guest has on a cart. */
  masked_id: string;
  store_id: number;
  /** Null for guest carts. */
  customer_id: number | null;
  email: string | null;
  /** False once ordered or merged. */
  is_active: Generated<boolean>;
  coupon_code: string | null;
  /** Order-level gift message { from, to, message }. */
  gift_message: Json<GiftMessage | null>;
  payment_method_code: string | null;
  /** Selected payment details: PO number, one-time card token, vault public hash, save-card flag. */
  payment_data: Json<Record<string, unknown> | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GiftMessage {
  from: string;
  to: string;
  message: string;
}

export interface CartItemCustomOption {
  option_id: number;
  /** Selected value ids (drop-down, radio, checkbox, multiple). */
  value_ids?: number[];
  /** Entered text (field, area). */
  text?: string;
}

/** A gift card line's choices (amount in cents). */
export interface CartItemGiftCard {
  amount: number;
  sender_name: string;
  sender_email: string | null;
  recipient_name: string;
  recipient_email: string | null;
  message: string | null;
}

/** A gift card order item: the line's choices and the codes issued for it, one per unit. */
export interface OrderItemGiftCard extends CartItemGiftCard {
  codes: string[];
}

/** Nullable jsonb column that inserts may leave out. */
type OptionalJson<T> = ColumnType<T | null, string | T | null | undefined, string | T | null>;

export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  /** The product added: the parent for configurable items. */
  product_id: number;
  /** The chosen variant (child) of a configurable item. */
  variant_id: number | null;
  quantity: number;
  custom_options: Json<CartItemCustomOption[]>;
  gift_message: Json<GiftMessage | null>;
  /** Set on gift card lines only (migration 0005). */
  gift_card: OptionalJson<CartItemGiftCard>;
  created_at: CreatedAt;
  /** The unit price (cents) the shopper was last shown (migration 0010); a different price stops placeOrder. */
  quoted_price: ColumnType<number | null, number | null | undefined, number | null>;
  /** The quantity quoted_price was shown for. */
  quoted_quantity: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CartAddressTable {
  id: Generated<number>;
  cart_id: number;
  kind: 'shipping' | 'billing';
  customer_address_id: number | null;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: Json<string[]>;
  city: string;
  region_id: number | null;
  region_code: string | null;
  region_label: string | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  fax: string | null;
  vat_id: string | null;
  same_as_billing: Generated<boolean>;
  customer_notes: string | null;
  /** Selected shipping method (shipping address only); its price is recomputed, never stored. */
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
}

export interface SalesRuleTable {
  id: Generated<number>;
  name: string;
  /** Shown as the discount label. */
  label: string;
  /** Null: applies automatically without a code. */
  coupon_code: string | null;
  is_active: boolean;
  /** percent: hundredths of a percent; fixed_per_item: cents per unit; fixed_cart: cents per cart. */
  discount_type: 'percent' | 'fixed_per_item' | 'fixed_cart' | 'none';
  discount_amount: number;
  free_shipping: boolean;
  min_subtotal: number | null;
  from_date: Date | null;
  to_date: Date | null;
  /** Total uses allowed (null: unlimited); counted in times_used at order placement. */
  uses_per_coupon: number | null;
  uses_per_customer: number | null;
  times_used: Generated<number>;
}

export interface SalesRuleCustomerUsageTable {
  rule_id: number;
  /** 'customer:<id>' or 'email:<lower-cased address>' for guests. */
  customer_key: string;
  times_used: number;
}

export interface GiftCardAccountTable {
  id: Generated<number>;
  code: string;
  balance: number;
  initial_balance: number;
  currency: string;
  expires_at: Date | null;
  is_active: boolean;
  created_at: CreatedAt;
  /** The order that bought the card (migration 0010); it is activated when that order is paid. */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CartGiftCardTable {
  cart_id: number;
  gift_card_id: number;
  position: number;
}

export interface TaxRateTable {
  id: Generated<number>;
  country_id: string;
  /** Null: the whole country. */
  region_code: string | null;
  /** Hundredths of a percent (725 = 7.25 %). */
  rate: number;
  label: string;
}

// ---- Orders, payments, outbox (migration 0003) ----

export interface SalesOrderTable {
  id: Generated<number>;
  /** Order number shown to the customer (from sales_order_number_seq). */
  number: string;
  /** Unique: one order per cart. */
  cart_id: number;
  store_id: number;
  customer_id: number | null;
  email: string;
  status: string;
  state: string;
  currency: string;
  subtotal: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  tax_amount: number;
  shipping_amount: number;
  gift_card_amount: number;
  grand_total: number;
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_description: string | null;
  payment_method_code: string;
  payment_method_title: string;
  payment_data: Json<Record<string, unknown>>;
  gift_message: Json<GiftMessage | null>;
  /** Snapshot of the totals block (discounts with labels, applied taxes) at placement. */
  totals: Json<Record<string, unknown>>;
  token: string;
  created_at: CreatedAt;
  /** Payment received (card captured at placement, or an offline payment recorded); migration 0010. */
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** An unpaid offline order cancelled after its payment window; its stock went back. */
  canceled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SalesOrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  variant_id: number | null;
  sku: string;
  name: string;
  product_type: string;
  quantity: number;
  price: number;
  row_total: number;
  tax_amount: number;
  discount_amount: number;
  options: Json<unknown[]>;
  /** Gift card items: the card's details and issued codes (migration 0005). */
  gift_card: OptionalJson<OrderItemGiftCard>;
}

export interface SalesOrderAddressTable {
  id: Generated<number>;
  order_id: number;
  kind: 'shipping' | 'billing';
  data: Json<Record<string, unknown>>;
}

export interface SalesOrderGiftCardTable {
  order_id: number;
  gift_card_id: number;
  amount: number;
}

export interface PaymentCardTokenTable {
  token: string;
  gateway: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  sandbox_outcome: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface PaymentTransactionTable {
  id: Generated<number>;
  cart_id: number;
  order_id: number | null;
  gateway: string;
  kind: 'authorization' | 'capture' | 'void' | 'refund';
  status: 'approved' | 'declined' | 'error';
  amount: number;
  reference: string | null;
  parent_reference: string | null;
  code: string | null;
  message: string | null;
  created_at: CreatedAt;
}

export interface VaultPaymentTokenTable {
  id: Generated<number>;
  customer_id: number;
  public_hash: string;
  payment_method_code: string;
  type: string;
  details: Json<Record<string, unknown>>;
  gateway_token: string;
  is_active: boolean;
  created_at: CreatedAt;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  error: string | null;
  /** Delivery attempts so far (migration 0010). */
  attempts: Generated<number>;
  /** When the sweeper may try again (back-off). */
  next_attempt_at: Generated<Date>;
  /** A sweeper's lease on the row: other replicas leave it alone until then. */
  claimed_until: Date | null;
  /** Dead letter: given up after the last attempt. */
  dead_at: Date | null;
  /** Bodies blanked after delivery (they may hold links and gift card codes). */
  redacted_at: Date | null;
}

/** Generated secrets the service keeps for itself (migration 0010). */
export interface ServiceSettingTable {
  key: string;
  value: string;
  created_at: CreatedAt;
}

export interface CustomerGroupTable {
  id: number;
  name: string;
}

export interface CustomerTable {
  id: Generated<number>;
  /** Lower-cased and trimmed. */
  email: string;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  gender: number | null;
  taxvat: string | null;
  /** 'YYYY-MM-DD'. */
  date_of_birth: string | null;
  group_id: ColumnType<number, number | undefined, number>;
  store_id: number;
  /** argon2id PHC string; null: the account cannot sign in. */
  password_hash: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  failures_num: ColumnType<number, number | undefined, number>;
  first_failure: Date | null;
  lock_expires: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** True while the account awaits its confirmation link (create_account_confirmation). */
  confirmation_required: ColumnType<boolean, boolean | undefined, boolean>;
  /** customer_address.id of the default billing / shipping address. */
  default_billing: ColumnType<number | null, number | null | undefined, number | null>;
  default_shipping: ColumnType<number | null, number | null | undefined, number | null>;
}

export type CustomerSecretKind = 'confirm' | 'reset';

/** Single-use e-mailed secrets (confirmation, password reset); only their sha-256 is stored. */
export interface CustomerSecretTable {
  id: Generated<number>;
  customer_id: number;
  kind: CustomerSecretKind;
  token_hash: string;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: Date | null;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  /** One or two lines. */
  street: Json<string[]>;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string;
  fax: string | null;
  vat_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WishlistTable {
  id: Generated<number>;
  customer_id: number;
  sharing_code: string;
  updated_at: UpdatedAt;
}

/** A product comparison list: a guest's (customer_id null) or one customer's (docs/decisions/1110). */
export interface CompareListTable {
  id: Generated<number>;
  /** 32 random characters over [A-Za-z0-9]: the only way to reach a guest's list. */
  uid: string;
  customer_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CompareListItemTable {
  id: Generated<number>;
  list_id: number;
  product_id: number;
  added_at: ColumnType<Date, Date | string, never>;
}

export interface WishlistItemOptions {
  selected_options?: string[];
  entered_options?: { uid: string; value: string }[];
}

export interface WishlistItemTable {
  id: Generated<number>;
  wishlist_id: number;
  /** The product added; for a configurable, the chosen variant (parent in parent_product_id). */
  product_id: number;
  parent_product_id: number | null;
  quantity: number;
  description: string | null;
  options: Json<WishlistItemOptions>;
  added_at: ColumnType<Date, Date | string, never>;
}

export type NewsletterStatus = 'SUBSCRIBED' | 'NOT_ACTIVE' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  customer_id: number | null;
  store_id: number;
  status: NewsletterStatus;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CustomerTokenTable {
  id: Generated<number>;
  customer_id: number;
  /** sha-256 hex of the bearer token. */
  token_hash: string;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: Date | null;
  /** When the session (the chain of refreshed tokens) began; it ends a fixed time later. */
  session_started_at: ColumnType<Date, Date | string, never>;
}

/** Counters of the shared rate limiter (src/shared/rate-limit.ts). */
export interface RateLimitTable {
  key: string;
  hits: number;
  window_start: Date;
  blocked_until: Date | null;
}

export interface LoginThrottleTable {
  client_address: string;
  failures_num: number;
  first_failure: Date | null;
  lock_expires: Date | null;
}

/** Catalogue version for the listing index: bumped by triggers on every catalogue write (0008). */
export interface CatalogVersionTable {
  id: Generated<number>;
  version: ColumnType<string | number, never, string | number>;
  changed_at: ColumnType<Date, never, Date>;
}

/** A search term of one store view (Magento's search_query). */
export interface SearchQueryTable {
  query_id: Generated<number>;
  query_text: string;
  num_results: ColumnType<number, number | undefined, number>;
  popularity: ColumnType<number, number | undefined, number>;
  redirect: string | null;
  store_id: number;
  display_in_terms: ColumnType<boolean, boolean | undefined, boolean>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  is_processed: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A rating criterion (Quality, Value, Price) of product reviews. */
export interface RatingTable {
  id: Generated<number>;
  code: string;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface RatingOptionTable {
  id: Generated<number>;
  rating_id: number;
  /** 1–5 stars. */
  value: number;
  position: number;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  store_id: number;
  customer_id: number | null;
  status: ReviewStatus;
  nickname: string;
  summary: string;
  text: string;
  /** The writer's address, for the moderator; never shown. */
  client_address: string | null;
  created_at: CreatedAt;
  moderated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ReviewVoteTable {
  review_id: number;
  rating_id: number;
  option_id: number;
  value: number;
}

/** Approved reviews of one product: count and average percentage (0–100). */
export interface ReviewSummaryTable {
  product_id: number;
  reviews_count: number;
  rating_summary: number;
}

export interface Database {
  catalog_version: CatalogVersionTable;
  store: StoreTable;
  category: CategoryTable;
  attribute: AttributeTable;
  attribute_option: AttributeOptionTable;
  product: ProductTable;
  product_category: ProductCategoryTable;
  product_attribute_option: ProductAttributeOptionTable;
  configurable_attribute: ConfigurableAttributeTable;
  product_media: ProductMediaTable;
  custom_option: CustomOptionTable;
  custom_option_value: CustomOptionValueTable;
  product_link: ProductLinkTable;
  url_rewrite: UrlRewriteTable;
  country: CountryTable;
  region: RegionTable;
  cart: CartTable;
  cart_item: CartItemTable;
  cart_address: CartAddressTable;
  sales_rule: SalesRuleTable;
  sales_rule_customer_usage: SalesRuleCustomerUsageTable;
  gift_card_account: GiftCardAccountTable;
  cart_gift_card: CartGiftCardTable;
  tax_rate: TaxRateTable;
  sales_order: SalesOrderTable;
  sales_order_item: SalesOrderItemTable;
  sales_order_address: SalesOrderAddressTable;
  sales_order_gift_card: SalesOrderGiftCardTable;
  payment_card_token: PaymentCardTokenTable;
  payment_transaction: PaymentTransactionTable;
  vault_payment_token: VaultPaymentTokenTable;
  email_outbox: EmailOutboxTable;
  service_setting: ServiceSettingTable;
  customer_group: CustomerGroupTable;
  customer: CustomerTable;
  customer_token: CustomerTokenTable;
  login_throttle: LoginThrottleTable;
  rate_limit: RateLimitTable;
  customer_secret: CustomerSecretTable;
  customer_address: CustomerAddressTable;
  wishlist: WishlistTable;
  wishlist_item: WishlistItemTable;
  compare_list: CompareListTable;
  compare_list_item: CompareListItemTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  search_query: SearchQueryTable;
  rating: RatingTable;
  rating_option: RatingOptionTable;
  review: ReviewTable;
  review_vote: ReviewVoteTable;
  review_summary: ReviewSummaryTable;
}

export type Product = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type ProductUpdate = Updateable<ProductTable>;
export type Category = Selectable<CategoryTable>;
export type NewCategory = Insertable<CategoryTable>;
export type Store = Selectable<StoreTable>;
export type CustomerRow = Selectable<CustomerTable>;
