// Table types this module owns (Kysely): orders.
// src/db/types.ts composes every module's tables into the Database interface; tables and columns are
// checked against the migrated schema by src/db/tables.test.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, OptionalJson } from '../../db/column-types.js';
import type { GiftMessage, CartItemGiftCard } from '../cart/tables.js';

/** A gift card order item: the line's choices and the codes issued for it, one per unit. */
export interface OrderItemGiftCard extends CartItemGiftCard {
  codes: string[];
}

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
  /** The client address an unpaid offline order counts against (docs/decisions/0558); null otherwise. */
  client_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the order was shipped (migration 0025); a shipped order cannot be cancelled. */
  shipped_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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

/** An order's one shipment, with its carrier and tracking number (docs/decisions/1421). */
export interface SalesShipmentTable {
  id: Generated<number>;
  order_id: number;
  number: string;
  carrier_code: string;
  carrier_title: string;
  track_number: string;
  created_at: CreatedAt;
}

/** What happened to an order after placement, and who did it (docs/decisions/1420). */
export interface SalesOrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  action: 'paid' | 'shipped' | 'canceled' | 'refunded';
  /** The order's status afterwards. */
  status: string;
  /** Cents refunded (refunds only). */
  amount: number | null;
  comment: string | null;
  /** The operator's e-mail address, 'cli' or 'system'; null when not known. */
  actor: string | null;
  created_at: CreatedAt;
}

/** Downloads used of one link bought with one order item (docs/decisions/0509). */
export interface DownloadableDownloadTable {
  order_item_id: number;
  link_id: number;
  downloads_used: number;
}

/** The tables this module owns, composed into the Database interface (src/db/types.ts). */
export interface SalesTables {
  sales_order: SalesOrderTable;
  sales_order_item: SalesOrderItemTable;
  sales_order_address: SalesOrderAddressTable;
  sales_order_gift_card: SalesOrderGiftCardTable;
  downloadable_download: DownloadableDownloadTable;
  sales_shipment: SalesShipmentTable;
  sales_order_status_history: SalesOrderStatusHistoryTable;
}
