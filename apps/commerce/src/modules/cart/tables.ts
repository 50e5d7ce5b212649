// Table types this module owns (Kysely): carts, cart price rules, gift card accounts and tax rates.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Json, OptionalJson } from '../../db/column-types.js';

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

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface CartTables {
  cart: CartTable;
  cart_item: CartItemTable;
  cart_address: CartAddressTable;
  sales_rule: SalesRuleTable;
  sales_rule_customer_usage: SalesRuleCustomerUsageTable;
  gift_card_account: GiftCardAccountTable;
  cart_gift_card: CartGiftCardTable;
  tax_rate: TaxRateTable;
}
