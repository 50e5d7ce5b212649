// Generated from the admin schema and src/operations/*.graphql by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminCartRuleInput = {
  code: string;
  discount_amount: number;
  discount_type: AdminDiscountType;
  free_shipping: boolean;
  /** YYYY-MM-DD (from the start of that day, UTC) or ISO 8601. */
  from_date?: string | null | undefined;
  is_active: boolean;
  /** The name when empty. */
  label?: string | null | undefined;
  min_subtotal?: number | null | undefined;
  name: string;
  /** YYYY-MM-DD (to the end of that day, UTC) or ISO 8601. */
  to_date?: string | null | undefined;
  uses_per_coupon?: number | null | undefined;
  uses_per_customer?: number | null | undefined;
};

export type AdminCategoryInput = {
  include_in_menu?: boolean | null | undefined;
  is_active?: boolean | null | undefined;
  name?: string | null | undefined;
  url_key?: string | null | undefined;
};

export type AdminDiscountType =
  | 'FIXED_CART'
  | 'FIXED_PER_ITEM'
  /** Free shipping only. */
  | 'NONE'
  | 'PERCENT';

export type AdminIssueGiftCardInput = {
  /** Dollars, more than 0. */
  balance: number;
  /** YYYY-MM-DD (the card works until the end of that day, UTC) or ISO 8601; null: no expiry. */
  expires_at?: string | null | undefined;
  message?: string | null | undefined;
  /** The card's code is e-mailed here when given. */
  recipient_email?: string | null | undefined;
  recipient_name?: string | null | undefined;
  sender_name?: string | null | undefined;
};

export type AdminOrderFilterInput = {
  /** The start of the e-mail address or of the billing first or last name; every word must match. */
  customer?: string | null | undefined;
  /** YYYY-MM-DD (UTC), inclusive. */
  date_from?: string | null | undefined;
  /** YYYY-MM-DD (UTC), inclusive. */
  date_to?: string | null | undefined;
  /** The order number, exactly. */
  number?: string | null | undefined;
  /** Payment method codes; any of them. */
  payment_method?: Array<string> | null | undefined;
  /** Status codes; any of them. */
  status?: Array<string> | null | undefined;
};

/** CONTENT: reviews and search terms. SETTINGS: operators, roles and the audit log. */
export type AdminPermission =
  | 'CATALOGUE'
  | 'CONTENT'
  | 'CUSTOMERS'
  | 'ORDERS'
  | 'PROMOTIONS'
  | 'SETTINGS';

export type AdminProductInput = {
  /** Every category of the product. */
  category_ids?: Array<number> | null | undefined;
  description?: string | null | undefined;
  in_stock?: boolean | null | undefined;
  name?: string | null | undefined;
  /** Dollars, at most two decimals. */
  price?: number | null | undefined;
  qty?: number | null | undefined;
  short_description?: string | null | undefined;
  /** YYYY-MM-DD. */
  special_from_date?: string | null | undefined;
  special_price?: number | null | undefined;
  special_to_date?: string | null | undefined;
  status?: AdminProductStatus | null | undefined;
  url_key?: string | null | undefined;
  visibility?: AdminVisibility | null | undefined;
};

export type AdminProductSort =
  | 'NAME'
  | 'NEWEST'
  | 'SKU';

export type AdminProductStatus =
  | 'DISABLED'
  | 'ENABLED';

export type AdminReviewStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type AdminSearchTermInput = {
  display_in_terms?: boolean | null | undefined;
  is_active?: boolean | null | undefined;
  /** Empty: the results page. Otherwise an absolute http:// or https:// address. */
  redirect?: string | null | undefined;
  store_id: number;
  text: string;
};

export type AdminSearchTermSort =
  | 'POPULARITY'
  | 'TEXT';

export type AdminShipOrderInput = {
  /** ups, usps, fedex, dhl or custom. */
  carrier_code: string;
  /** Required with custom. */
  carrier_title?: string | null | undefined;
  number: string;
  track_number: string;
};

export type AdminVisibility =
  | 'CATALOG'
  | 'CATALOG_SEARCH'
  | 'NOT_VISIBLE_INDIVIDUALLY'
  | 'SEARCH';

export type AuditLogFilterInput = {
  entity_id?: string | null | undefined;
  entity_type?: string | null | undefined;
  /** ISO 8601, inclusive. */
  from?: string | null | undefined;
  operator_email?: string | null | undefined;
  /** ISO 8601, inclusive. */
  to?: string | null | undefined;
};

export type AdminStartTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminStartTotpEnrolmentMutation = { adminStartTotpEnrolment: { secret: string, otpauth_url: string } };

export type AdminConfirmTotpMutationVariables = Exact<{
  code: string;
}>;


export type AdminConfirmTotpMutation = { adminConfirmTotp: { id: number, totp_enabled: boolean } };

export type AdminDisableTotpMutationVariables = Exact<{
  password: string;
}>;


export type AdminDisableTotpMutation = { adminDisableTotp: { id: number, totp_enabled: boolean } };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditLogFilterInput | null | undefined;
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total_count: number, page_info: { current_page: number, total_pages: number }, items: Array<{ id: number, at: string, operator_email: string, action: string, entity_type: string, entity_id: string, before: string | null, after: string | null }> } };

export type AdminProductFieldsFragment = { id: number, sku: string, type_id: string, parent_id: number | null, name: string, url_key: string, description: string | null, short_description: string | null, price: number, special_price: number | null, special_from_date: string | null, special_to_date: string | null, qty: number, in_stock: boolean, status: AdminProductStatus, visibility: AdminVisibility, category_ids: Array<number>, images: Array<{ id: number, file: string, label: string | null, position: number, roles: Array<string> }> };

export type AdminCategoryFieldsFragment = { id: number, parent_id: number | null, name: string, url_key: string, url_path: string, level: number, position: number, is_active: boolean, include_in_menu: boolean };

export type AdminProductsQueryVariables = Exact<{
  query?: string | null | undefined;
  status?: AdminProductStatus | null | undefined;
  type?: string | null | undefined;
  category_id?: number | null | undefined;
  sort?: AdminProductSort | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
}>;


export type AdminProductsQuery = { adminProducts: { total: number, total_exact: boolean, page: number, page_size: number, items: Array<{ id: number, sku: string, name: string, type_id: string, enabled: boolean, visibility: AdminVisibility, price: number, special_price: number | null, qty: number, in_stock: boolean, parent_id: number | null }> } };

export type AdminProductQueryVariables = Exact<{
  id: number;
}>;


export type AdminProductQuery = { adminProduct: { id: number, sku: string, type_id: string, parent_id: number | null, name: string, url_key: string, description: string | null, short_description: string | null, price: number, special_price: number | null, special_from_date: string | null, special_to_date: string | null, qty: number, in_stock: boolean, status: AdminProductStatus, visibility: AdminVisibility, category_ids: Array<number>, images: Array<{ id: number, file: string, label: string | null, position: number, roles: Array<string> }> } | null };

export type AdminCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesQuery = { adminCategories: Array<{ id: number, parent_id: number | null, name: string, url_key: string, url_path: string, level: number, position: number, is_active: boolean, include_in_menu: boolean }> };

export type AdminUpdateProductMutationVariables = Exact<{
  id: number;
  input: AdminProductInput;
}>;


export type AdminUpdateProductMutation = { adminUpdateProduct: { product: { id: number, sku: string, type_id: string, parent_id: number | null, name: string, url_key: string, description: string | null, short_description: string | null, price: number, special_price: number | null, special_from_date: string | null, special_to_date: string | null, qty: number, in_stock: boolean, status: AdminProductStatus, visibility: AdminVisibility, category_ids: Array<number>, images: Array<{ id: number, file: string, label: string | null, position: number, roles: Array<string> }> } | null, errors: Array<{ field: string, message: string }> } };

export type AdminAddProductImageMutationVariables = Exact<{
  product_id: number;
  file: string;
  label: string;
}>;


export type AdminAddProductImageMutation = { adminAddProductImage: { product: { id: number, sku: string, type_id: string, parent_id: number | null, name: string, url_key: string, description: string | null, short_description: string | null, price: number, special_price: number | null, special_from_date: string | null, special_to_date: string | null, qty: number, in_stock: boolean, status: AdminProductStatus, visibility: AdminVisibility, category_ids: Array<number>, images: Array<{ id: number, file: string, label: string | null, position: number, roles: Array<string> }> } | null, errors: Array<{ field: string, message: string }> } };

export type AdminSetProductImageLabelMutationVariables = Exact<{
  product_id: number;
  image_id: number;
  label: string;
}>;


export type AdminSetProductImageLabelMutation = { adminSetProductImageLabel: { product: { id: number, sku: string, type_id: string, parent_id: number | null, name: string, url_key: string, description: string | null, short_description: string | null, price: number, special_price: number | null, special_from_date: string | null, special_to_date: string | null, qty: number, in_stock: boolean, status: AdminProductStatus, visibility: AdminVisibility, category_ids: Array<number>, images: Array<{ id: number, file: string, label: string | null, position: number, roles: Array<string> }> } | null, errors: Array<{ field: string, message: string }> } };

export type AdminRemoveProductImageMutationVariables = Exact<{
  product_id: number;
  image_id: number;
}>;


export type AdminRemoveProductImageMutation = { adminRemoveProductImage: { product: { id: number, sku: string, type_id: string, parent_id: number | null, name: string, url_key: string, description: string | null, short_description: string | null, price: number, special_price: number | null, special_from_date: string | null, special_to_date: string | null, qty: number, in_stock: boolean, status: AdminProductStatus, visibility: AdminVisibility, category_ids: Array<number>, images: Array<{ id: number, file: string, label: string | null, position: number, roles: Array<string> }> } | null, errors: Array<{ field: string, message: string }> } };

export type AdminReorderProductImagesMutationVariables = Exact<{
  product_id: number;
  image_ids: Array<number> | number;
}>;


export type AdminReorderProductImagesMutation = { adminReorderProductImages: { product: { id: number, sku: string, type_id: string, parent_id: number | null, name: string, url_key: string, description: string | null, short_description: string | null, price: number, special_price: number | null, special_from_date: string | null, special_to_date: string | null, qty: number, in_stock: boolean, status: AdminProductStatus, visibility: AdminVisibility, category_ids: Array<number>, images: Array<{ id: number, file: string, label: string | null, position: number, roles: Array<string> }> } | null, errors: Array<{ field: string, message: string }> } };

export type AdminUpdateCategoryMutationVariables = Exact<{
  id: number;
  input: AdminCategoryInput;
}>;


export type AdminUpdateCategoryMutation = { adminUpdateCategory: { category: { id: number, parent_id: number | null, name: string, url_key: string, url_path: string, level: number, position: number, is_active: boolean, include_in_menu: boolean } | null, errors: Array<{ field: string, message: string }> } };

export type AdminMoveCategoryMutationVariables = Exact<{
  id: number;
  parent_id: number;
  position: number;
}>;


export type AdminMoveCategoryMutation = { adminMoveCategory: { category: { id: number, parent_id: number | null, name: string, url_key: string, url_path: string, level: number, position: number, is_active: boolean, include_in_menu: boolean } | null, errors: Array<{ field: string, message: string }> } };

export type AdminCustomerFieldsFragment = { id: number, email: string, firstname: string, lastname: string, group_id: number, group_name: string, is_active: boolean, created_at: string, locked_until: string | null };

export type AdminCustomersQueryVariables = Exact<{
  search?: string | null | undefined;
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminCustomersQuery = { adminCustomers: { total_count: number, page_info: { current_page: number, total_pages: number }, items: Array<{ id: number, email: string, firstname: string, lastname: string, group_id: number, group_name: string, is_active: boolean, created_at: string, locked_until: string | null }> } };

export type AdminCustomerQueryVariables = Exact<{
  id: number;
}>;


export type AdminCustomerQuery = { adminCustomer: { failed_sign_ins: number, confirmation_required: boolean, order_count: number, customer: { id: number, email: string, firstname: string, lastname: string, group_id: number, group_name: string, is_active: boolean, created_at: string, locked_until: string | null }, addresses: Array<{ id: number, firstname: string, lastname: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string, default_billing: boolean, default_shipping: boolean }>, orders: Array<{ id: number, number: string, created_at: string, status: string, grand_total: number, currency: string }> } | null, adminCustomerGroups: Array<{ id: number, name: string }> };

export type SetAdminCustomerGroupMutationVariables = Exact<{
  id: number;
  group_id: number;
}>;


export type SetAdminCustomerGroupMutation = { setAdminCustomerGroup: { id: number, email: string, firstname: string, lastname: string, group_id: number, group_name: string, is_active: boolean, created_at: string, locked_until: string | null } };

export type UnlockAdminCustomerMutationVariables = Exact<{
  id: number;
}>;


export type UnlockAdminCustomerMutation = { unlockAdminCustomer: { id: number, email: string, firstname: string, lastname: string, group_id: number, group_name: string, is_active: boolean, created_at: string, locked_until: string | null } };

export type SendAdminCustomerPasswordResetMutationVariables = Exact<{
  id: number;
}>;


export type SendAdminCustomerPasswordResetMutation = { sendAdminCustomerPasswordReset: boolean };

export type AdminDashboardSalesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardSalesQuery = { adminSalesToday: { date: string, orders: number, revenue: number }, adminSalesChart: Array<{ date: string, orders: number, revenue: number }> };

export type AdminDashboardLowStockQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardLowStockQuery = { adminLowStock: Array<{ id: number, sku: string, name: string, qty: number, is_in_stock: boolean }> };

export type AdminDashboardReviewsWaitingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardReviewsWaitingQuery = { adminReviewsWaiting: number };

export type AdminGiftCardFieldsFragment = { id: number, code: string, balance: number, initial_balance: number, currency: string, expires_at: string | null, is_active: boolean, created_at: string };

export type AdminGiftCardsQueryVariables = Exact<{
  search?: string | null | undefined;
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminGiftCardsQuery = { adminGiftCards: { total_count: number, page_info: { current_page: number, total_pages: number }, items: Array<{ id: number, code: string, balance: number, initial_balance: number, currency: string, expires_at: string | null, is_active: boolean, created_at: string }> } };

export type AdminGiftCardQueryVariables = Exact<{
  id?: number | null | undefined;
  code?: string | null | undefined;
}>;


export type AdminGiftCardQuery = { adminGiftCard: { card: { id: number, code: string, balance: number, initial_balance: number, currency: string, expires_at: string | null, is_active: boolean, created_at: string }, history: Array<{ kind: string, at: string, amount: number, order_number: string | null, canceled: boolean }> } | null };

export type IssueAdminGiftCardMutationVariables = Exact<{
  input: AdminIssueGiftCardInput;
}>;


export type IssueAdminGiftCardMutation = { issueAdminGiftCard: { id: number, code: string, balance: number, initial_balance: number, currency: string, expires_at: string | null, is_active: boolean, created_at: string } };

export type SetAdminGiftCardActiveMutationVariables = Exact<{
  id: number;
  active: boolean;
}>;


export type SetAdminGiftCardActiveMutation = { setAdminGiftCardActive: { id: number, code: string, balance: number, initial_balance: number, currency: string, expires_at: string | null, is_active: boolean, created_at: string } };

export type ImportJobFieldsFragment = { id: number, dry_run: boolean, status: string, file_name: string | null, total: number, done: number, created: number, updated: number, message: string | null, errors: Array<{ row: number, column: string | null, message: string }>, warnings: Array<{ row: number, column: string | null, message: string }> };

export type ImportExportStartMutationVariables = Exact<{
  csv: string;
  file_name?: string | null | undefined;
  dry_run: boolean;
}>;


export type ImportExportStartMutation = { adminStartProductImport: { job: { id: number, dry_run: boolean, status: string, file_name: string | null, total: number, done: number, created: number, updated: number, message: string | null, errors: Array<{ row: number, column: string | null, message: string }>, warnings: Array<{ row: number, column: string | null, message: string }> } | null, errors: Array<{ field: string, message: string }> } };

export type ImportExportJobQueryVariables = Exact<{
  id: number;
}>;


export type ImportExportJobQuery = { adminImportJob: { id: number, dry_run: boolean, status: string, file_name: string | null, total: number, done: number, created: number, updated: number, message: string | null, errors: Array<{ row: number, column: string | null, message: string }>, warnings: Array<{ row: number, column: string | null, message: string }> } | null };

export type AdminOrderFieldsFragment = { number: string, created_at: string, status: string, status_label: string, email: string, customer_name: string | null, customer_id: number | null, currency: string, subtotal_cents: number, discount_cents: number, shipping_cents: number, tax_cents: number, gift_card_cents: number, grand_total_cents: number, coupon_code: string | null, shipping_description: string | null, payment_method: string, payment_method_title: string, paid_at: string | null, shipped_at: string | null, canceled_at: string | null, paid_cents: number, refunded_cents: number, refundable_cents: number, items: Array<{ sku: string, name: string, quantity: number, price_cents: number, row_total_cents: number, options: Array<string> }>, shipping_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, billing_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, shipments: Array<{ number: string, carrier_code: string, carrier_title: string, track_number: string, created_at: string }>, history: Array<{ action: string, status: string, amount_cents: number | null, comment: string | null, actor: string | null, created_at: string }>, payments: Array<{ kind: string, status: string, amount_cents: number, gateway: string, reference: string | null, created_at: string }>, gift_cards: Array<{ code: string, amount_cents: number }>, actions: { record_payment: boolean, ship: boolean, cancel: boolean, refund: boolean } };

export type AdminOrderAddressFieldsFragment = { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null };

export type AdminOrdersQueryVariables = Exact<{
  filter?: AdminOrderFilterInput | null | undefined;
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminOrdersQuery = { adminOrders: { total_count: number, page_info: { current_page: number, total_pages: number }, items: Array<{ number: string, created_at: string, status: string, status_label: string, email: string, customer_name: string | null, grand_total_cents: number, currency: string, payment_method: string, payment_method_title: string }> } };

export type AdminOrderOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOrderOptionsQuery = { adminTrackingCarriers: Array<{ code: string, title: string | null }>, adminOrderPaymentMethods: Array<{ code: string, title: string }> };

export type AdminOrderQueryVariables = Exact<{
  number: string;
}>;


export type AdminOrderQuery = { adminOrder: { number: string, created_at: string, status: string, status_label: string, email: string, customer_name: string | null, customer_id: number | null, currency: string, subtotal_cents: number, discount_cents: number, shipping_cents: number, tax_cents: number, gift_card_cents: number, grand_total_cents: number, coupon_code: string | null, shipping_description: string | null, payment_method: string, payment_method_title: string, paid_at: string | null, shipped_at: string | null, canceled_at: string | null, paid_cents: number, refunded_cents: number, refundable_cents: number, items: Array<{ sku: string, name: string, quantity: number, price_cents: number, row_total_cents: number, options: Array<string> }>, shipping_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, billing_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, shipments: Array<{ number: string, carrier_code: string, carrier_title: string, track_number: string, created_at: string }>, history: Array<{ action: string, status: string, amount_cents: number | null, comment: string | null, actor: string | null, created_at: string }>, payments: Array<{ kind: string, status: string, amount_cents: number, gateway: string, reference: string | null, created_at: string }>, gift_cards: Array<{ code: string, amount_cents: number }>, actions: { record_payment: boolean, ship: boolean, cancel: boolean, refund: boolean } } | null };

export type AdminRecordOrderPaymentMutationVariables = Exact<{
  number: string;
}>;


export type AdminRecordOrderPaymentMutation = { adminRecordOrderPayment: { number: string, created_at: string, status: string, status_label: string, email: string, customer_name: string | null, customer_id: number | null, currency: string, subtotal_cents: number, discount_cents: number, shipping_cents: number, tax_cents: number, gift_card_cents: number, grand_total_cents: number, coupon_code: string | null, shipping_description: string | null, payment_method: string, payment_method_title: string, paid_at: string | null, shipped_at: string | null, canceled_at: string | null, paid_cents: number, refunded_cents: number, refundable_cents: number, items: Array<{ sku: string, name: string, quantity: number, price_cents: number, row_total_cents: number, options: Array<string> }>, shipping_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, billing_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, shipments: Array<{ number: string, carrier_code: string, carrier_title: string, track_number: string, created_at: string }>, history: Array<{ action: string, status: string, amount_cents: number | null, comment: string | null, actor: string | null, created_at: string }>, payments: Array<{ kind: string, status: string, amount_cents: number, gateway: string, reference: string | null, created_at: string }>, gift_cards: Array<{ code: string, amount_cents: number }>, actions: { record_payment: boolean, ship: boolean, cancel: boolean, refund: boolean } } };

export type AdminShipOrderMutationVariables = Exact<{
  input: AdminShipOrderInput;
}>;


export type AdminShipOrderMutation = { adminShipOrder: { number: string, created_at: string, status: string, status_label: string, email: string, customer_name: string | null, customer_id: number | null, currency: string, subtotal_cents: number, discount_cents: number, shipping_cents: number, tax_cents: number, gift_card_cents: number, grand_total_cents: number, coupon_code: string | null, shipping_description: string | null, payment_method: string, payment_method_title: string, paid_at: string | null, shipped_at: string | null, canceled_at: string | null, paid_cents: number, refunded_cents: number, refundable_cents: number, items: Array<{ sku: string, name: string, quantity: number, price_cents: number, row_total_cents: number, options: Array<string> }>, shipping_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, billing_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, shipments: Array<{ number: string, carrier_code: string, carrier_title: string, track_number: string, created_at: string }>, history: Array<{ action: string, status: string, amount_cents: number | null, comment: string | null, actor: string | null, created_at: string }>, payments: Array<{ kind: string, status: string, amount_cents: number, gateway: string, reference: string | null, created_at: string }>, gift_cards: Array<{ code: string, amount_cents: number }>, actions: { record_payment: boolean, ship: boolean, cancel: boolean, refund: boolean } } };

export type AdminCancelOrderMutationVariables = Exact<{
  number: string;
}>;


export type AdminCancelOrderMutation = { adminCancelOrder: { number: string, created_at: string, status: string, status_label: string, email: string, customer_name: string | null, customer_id: number | null, currency: string, subtotal_cents: number, discount_cents: number, shipping_cents: number, tax_cents: number, gift_card_cents: number, grand_total_cents: number, coupon_code: string | null, shipping_description: string | null, payment_method: string, payment_method_title: string, paid_at: string | null, shipped_at: string | null, canceled_at: string | null, paid_cents: number, refunded_cents: number, refundable_cents: number, items: Array<{ sku: string, name: string, quantity: number, price_cents: number, row_total_cents: number, options: Array<string> }>, shipping_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, billing_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, shipments: Array<{ number: string, carrier_code: string, carrier_title: string, track_number: string, created_at: string }>, history: Array<{ action: string, status: string, amount_cents: number | null, comment: string | null, actor: string | null, created_at: string }>, payments: Array<{ kind: string, status: string, amount_cents: number, gateway: string, reference: string | null, created_at: string }>, gift_cards: Array<{ code: string, amount_cents: number }>, actions: { record_payment: boolean, ship: boolean, cancel: boolean, refund: boolean } } };

export type AdminRefundOrderMutationVariables = Exact<{
  number: string;
  amount?: string | null | undefined;
}>;


export type AdminRefundOrderMutation = { adminRefundOrder: { number: string, created_at: string, status: string, status_label: string, email: string, customer_name: string | null, customer_id: number | null, currency: string, subtotal_cents: number, discount_cents: number, shipping_cents: number, tax_cents: number, gift_card_cents: number, grand_total_cents: number, coupon_code: string | null, shipping_description: string | null, payment_method: string, payment_method_title: string, paid_at: string | null, shipped_at: string | null, canceled_at: string | null, paid_cents: number, refunded_cents: number, refundable_cents: number, items: Array<{ sku: string, name: string, quantity: number, price_cents: number, row_total_cents: number, options: Array<string> }>, shipping_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, billing_address: { name: string, company: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: string, telephone: string | null } | null, shipments: Array<{ number: string, carrier_code: string, carrier_title: string, track_number: string, created_at: string }>, history: Array<{ action: string, status: string, amount_cents: number | null, comment: string | null, actor: string | null, created_at: string }>, payments: Array<{ kind: string, status: string, amount_cents: number, gateway: string, reference: string | null, created_at: string }>, gift_cards: Array<{ code: string, amount_cents: number }>, actions: { record_payment: boolean, ship: boolean, cancel: boolean, refund: boolean } } };

export type AdminCartRuleFieldsFragment = { id: number, name: string, label: string, code: string, is_active: boolean, discount_type: AdminDiscountType, discount_amount: number, free_shipping: boolean, min_subtotal: number | null, from_date: string | null, to_date: string | null, uses_per_coupon: number | null, uses_per_customer: number | null, times_used: number };

export type AdminCartRulesQueryVariables = Exact<{
  search?: string | null | undefined;
  active?: boolean | null | undefined;
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminCartRulesQuery = { adminCartRules: { total_count: number, page_info: { current_page: number, total_pages: number }, items: Array<{ id: number, name: string, label: string, code: string, is_active: boolean, discount_type: AdminDiscountType, discount_amount: number, free_shipping: boolean, min_subtotal: number | null, from_date: string | null, to_date: string | null, uses_per_coupon: number | null, uses_per_customer: number | null, times_used: number }> } };

export type AdminCartRuleQueryVariables = Exact<{
  id: number;
}>;


export type AdminCartRuleQuery = { adminCartRule: { id: number, name: string, label: string, code: string, is_active: boolean, discount_type: AdminDiscountType, discount_amount: number, free_shipping: boolean, min_subtotal: number | null, from_date: string | null, to_date: string | null, uses_per_coupon: number | null, uses_per_customer: number | null, times_used: number } | null };

export type AdminCouponUsesQueryVariables = Exact<{
  id: number;
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminCouponUsesQuery = { adminCouponUses: { total_count: number, page_info: { current_page: number, total_pages: number }, items: Array<{ order_number: string, created_at: string, email: string, grand_total: number, discount: number, status: string, canceled: boolean }> } };

export type CreateAdminCartRuleMutationVariables = Exact<{
  input: AdminCartRuleInput;
}>;


export type CreateAdminCartRuleMutation = { createAdminCartRule: { id: number, name: string, label: string, code: string, is_active: boolean, discount_type: AdminDiscountType, discount_amount: number, free_shipping: boolean, min_subtotal: number | null, from_date: string | null, to_date: string | null, uses_per_coupon: number | null, uses_per_customer: number | null, times_used: number } };

export type UpdateAdminCartRuleMutationVariables = Exact<{
  id: number;
  input: AdminCartRuleInput;
}>;


export type UpdateAdminCartRuleMutation = { updateAdminCartRule: { id: number, name: string, label: string, code: string, is_active: boolean, discount_type: AdminDiscountType, discount_amount: number, free_shipping: boolean, min_subtotal: number | null, from_date: string | null, to_date: string | null, uses_per_coupon: number | null, uses_per_customer: number | null, times_used: number } };

export type SetAdminCartRuleActiveMutationVariables = Exact<{
  id: number;
  active: boolean;
}>;


export type SetAdminCartRuleActiveMutation = { setAdminCartRuleActive: { id: number, name: string, label: string, code: string, is_active: boolean, discount_type: AdminDiscountType, discount_amount: number, free_shipping: boolean, min_subtotal: number | null, from_date: string | null, to_date: string | null, uses_per_coupon: number | null, uses_per_customer: number | null, times_used: number } };

export type AdminReviewFieldsFragment = { id: number, status: AdminReviewStatus, sku: string, product_name: string, nickname: string, summary: string, text: string, rating_percent: number | null, created_at: string, moderated_at: string | null };

export type AdminReviewsQueryVariables = Exact<{
  status: AdminReviewStatus;
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminReviewsQuery = { adminReviews: { total_count: number, page_info: { current_page: number, total_pages: number }, items: Array<{ id: number, status: AdminReviewStatus, sku: string, product_name: string, nickname: string, summary: string, text: string, rating_percent: number | null, created_at: string, moderated_at: string | null }> } };

export type ModerateAdminReviewMutationVariables = Exact<{
  id: number;
  status: AdminReviewStatus;
}>;


export type ModerateAdminReviewMutation = { moderateAdminReview: { id: number, status: AdminReviewStatus, sku: string, product_name: string, nickname: string, summary: string, text: string, rating_percent: number | null, created_at: string, moderated_at: string | null } };

export type AdminSearchTermFieldsFragment = { id: number, store_id: number, text: string, redirect: string | null, popularity: number, num_results: number, display_in_terms: boolean, is_active: boolean };

export type AdminSearchTermsQueryVariables = Exact<{
  store_id?: number | null | undefined;
  search?: string | null | undefined;
  sort?: AdminSearchTermSort | null | undefined;
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminSearchTermsQuery = { adminSearchTerms: { total_count: number, page_info: { current_page: number, total_pages: number }, items: Array<{ id: number, store_id: number, text: string, redirect: string | null, popularity: number, num_results: number, display_in_terms: boolean, is_active: boolean }> } };

export type CreateAdminSearchTermMutationVariables = Exact<{
  input: AdminSearchTermInput;
}>;


export type CreateAdminSearchTermMutation = { createAdminSearchTerm: { id: number, store_id: number, text: string, redirect: string | null, popularity: number, num_results: number, display_in_terms: boolean, is_active: boolean } };

export type UpdateAdminSearchTermMutationVariables = Exact<{
  id: number;
  input: AdminSearchTermInput;
}>;


export type UpdateAdminSearchTermMutation = { updateAdminSearchTerm: { id: number, store_id: number, text: string, redirect: string | null, popularity: number, num_results: number, display_in_terms: boolean, is_active: boolean } };

export type SessionFieldsFragment = { csrf_token: string, operator: { id: number, email: string, name: string, role: string, permissions: Array<AdminPermission>, totp_enabled: boolean } };

export type AdminSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSessionQuery = { adminSession: { csrf_token: string, operator: { id: number, email: string, name: string, role: string, permissions: Array<AdminPermission>, totp_enabled: boolean } } | null };

export type AdminSignInMutationVariables = Exact<{
  email: string;
  password: string;
  otp?: string | null | undefined;
}>;


export type AdminSignInMutation = { adminSignIn: { csrf_token: string, operator: { id: number, email: string, name: string, role: string, permissions: Array<AdminPermission>, totp_enabled: boolean } } };

export type AdminSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminSignOutMutation = { adminSignOut: boolean };

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
export const AdminProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminProductFields on AdminProduct {
  id
  sku
  type_id
  parent_id
  name
  url_key
  description
  short_description
  price
  special_price
  special_from_date
  special_to_date
  qty
  in_stock
  status
  visibility
  category_ids
  images {
    id
    file
    label
    position
    roles
  }
}
    `, {"fragmentName":"AdminProductFields"}) as unknown as TypedDocumentString<AdminProductFieldsFragment, unknown>;
export const AdminCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminCategoryFields on AdminCategory {
  id
  parent_id
  name
  url_key
  url_path
  level
  position
  is_active
  include_in_menu
}
    `, {"fragmentName":"AdminCategoryFields"}) as unknown as TypedDocumentString<AdminCategoryFieldsFragment, unknown>;
export const AdminCustomerFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminCustomerFields on AdminCustomer {
  id
  email
  firstname
  lastname
  group_id
  group_name
  is_active
  created_at
  locked_until
}
    `, {"fragmentName":"AdminCustomerFields"}) as unknown as TypedDocumentString<AdminCustomerFieldsFragment, unknown>;
export const AdminGiftCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminGiftCardFields on AdminGiftCard {
  id
  code
  balance
  initial_balance
  currency
  expires_at
  is_active
  created_at
}
    `, {"fragmentName":"AdminGiftCardFields"}) as unknown as TypedDocumentString<AdminGiftCardFieldsFragment, unknown>;
export const ImportJobFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImportJobFields on AdminImportJob {
  id
  dry_run
  status
  file_name
  total
  done
  created
  updated
  errors {
    row
    column
    message
  }
  warnings {
    row
    column
    message
  }
  message
}
    `, {"fragmentName":"ImportJobFields"}) as unknown as TypedDocumentString<ImportJobFieldsFragment, unknown>;
export const AdminOrderAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderAddressFields on AdminOrderAddress {
  name
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
    `, {"fragmentName":"AdminOrderAddressFields"}) as unknown as TypedDocumentString<AdminOrderAddressFieldsFragment, unknown>;
export const AdminOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderFields on AdminOrder {
  number
  created_at
  status
  status_label
  email
  customer_name
  customer_id
  currency
  subtotal_cents
  discount_cents
  shipping_cents
  tax_cents
  gift_card_cents
  grand_total_cents
  coupon_code
  shipping_description
  payment_method
  payment_method_title
  paid_at
  shipped_at
  canceled_at
  paid_cents
  refunded_cents
  refundable_cents
  items {
    sku
    name
    quantity
    price_cents
    row_total_cents
    options
  }
  shipping_address {
    ...AdminOrderAddressFields
  }
  billing_address {
    ...AdminOrderAddressFields
  }
  shipments {
    number
    carrier_code
    carrier_title
    track_number
    created_at
  }
  history {
    action
    status
    amount_cents
    comment
    actor
    created_at
  }
  payments {
    kind
    status
    amount_cents
    gateway
    reference
    created_at
  }
  gift_cards {
    code
    amount_cents
  }
  actions {
    record_payment
    ship
    cancel
    refund
  }
}
    fragment AdminOrderAddressFields on AdminOrderAddress {
  name
  company
  street
  city
  region
  postcode
  country_code
  telephone
}`, {"fragmentName":"AdminOrderFields"}) as unknown as TypedDocumentString<AdminOrderFieldsFragment, unknown>;
export const AdminCartRuleFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminCartRuleFields on AdminCartRule {
  id
  name
  label
  code
  is_active
  discount_type
  discount_amount
  free_shipping
  min_subtotal
  from_date
  to_date
  uses_per_coupon
  uses_per_customer
  times_used
}
    `, {"fragmentName":"AdminCartRuleFields"}) as unknown as TypedDocumentString<AdminCartRuleFieldsFragment, unknown>;
export const AdminReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminReviewFields on AdminReview {
  id
  status
  sku
  product_name
  nickname
  summary
  text
  rating_percent
  created_at
  moderated_at
}
    `, {"fragmentName":"AdminReviewFields"}) as unknown as TypedDocumentString<AdminReviewFieldsFragment, unknown>;
export const AdminSearchTermFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminSearchTermFields on AdminSearchTerm {
  id
  store_id
  text
  redirect
  popularity
  num_results
  display_in_terms
  is_active
}
    `, {"fragmentName":"AdminSearchTermFields"}) as unknown as TypedDocumentString<AdminSearchTermFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionFields on AdminSession {
  csrf_token
  operator {
    id
    email
    name
    role
    permissions
    totp_enabled
  }
}
    `, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>;
export const AdminStartTotpEnrolmentDocument = new TypedDocumentString(`
    mutation AdminStartTotpEnrolment {
  adminStartTotpEnrolment {
    secret
    otpauth_url
  }
}
    `) as unknown as TypedDocumentString<AdminStartTotpEnrolmentMutation, AdminStartTotpEnrolmentMutationVariables>;
export const AdminConfirmTotpDocument = new TypedDocumentString(`
    mutation AdminConfirmTotp($code: String!) {
  adminConfirmTotp(code: $code) {
    id
    totp_enabled
  }
}
    `) as unknown as TypedDocumentString<AdminConfirmTotpMutation, AdminConfirmTotpMutationVariables>;
export const AdminDisableTotpDocument = new TypedDocumentString(`
    mutation AdminDisableTotp($password: String!) {
  adminDisableTotp(password: $password) {
    id
    totp_enabled
  }
}
    `) as unknown as TypedDocumentString<AdminDisableTotpMutation, AdminDisableTotpMutationVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($filter: AuditLogFilterInput, $currentPage: Int, $pageSize: Int) {
  auditLog(filter: $filter, currentPage: $currentPage, pageSize: $pageSize) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      id
      at
      operator_email
      action
      entity_type
      entity_id
      before
      after
    }
  }
}
    `) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const AdminProductsDocument = new TypedDocumentString(`
    query AdminProducts($query: String, $status: AdminProductStatus, $type: String, $category_id: Int, $sort: AdminProductSort, $page: Int, $page_size: Int) {
  adminProducts(
    query: $query
    status: $status
    type: $type
    category_id: $category_id
    sort: $sort
    page: $page
    page_size: $page_size
  ) {
    total
    total_exact
    page
    page_size
    items {
      id
      sku
      name
      type_id
      enabled
      visibility
      price
      special_price
      qty
      in_stock
      parent_id
    }
  }
}
    `) as unknown as TypedDocumentString<AdminProductsQuery, AdminProductsQueryVariables>;
export const AdminProductDocument = new TypedDocumentString(`
    query AdminProduct($id: Int!) {
  adminProduct(id: $id) {
    ...AdminProductFields
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  sku
  type_id
  parent_id
  name
  url_key
  description
  short_description
  price
  special_price
  special_from_date
  special_to_date
  qty
  in_stock
  status
  visibility
  category_ids
  images {
    id
    file
    label
    position
    roles
  }
}`) as unknown as TypedDocumentString<AdminProductQuery, AdminProductQueryVariables>;
export const AdminCategoriesDocument = new TypedDocumentString(`
    query AdminCategories {
  adminCategories {
    ...AdminCategoryFields
  }
}
    fragment AdminCategoryFields on AdminCategory {
  id
  parent_id
  name
  url_key
  url_path
  level
  position
  is_active
  include_in_menu
}`) as unknown as TypedDocumentString<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const AdminUpdateProductDocument = new TypedDocumentString(`
    mutation AdminUpdateProduct($id: Int!, $input: AdminProductInput!) {
  adminUpdateProduct(id: $id, input: $input) {
    product {
      ...AdminProductFields
    }
    errors {
      field
      message
    }
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  sku
  type_id
  parent_id
  name
  url_key
  description
  short_description
  price
  special_price
  special_from_date
  special_to_date
  qty
  in_stock
  status
  visibility
  category_ids
  images {
    id
    file
    label
    position
    roles
  }
}`) as unknown as TypedDocumentString<AdminUpdateProductMutation, AdminUpdateProductMutationVariables>;
export const AdminAddProductImageDocument = new TypedDocumentString(`
    mutation AdminAddProductImage($product_id: Int!, $file: String!, $label: String!) {
  adminAddProductImage(product_id: $product_id, file: $file, label: $label) {
    product {
      ...AdminProductFields
    }
    errors {
      field
      message
    }
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  sku
  type_id
  parent_id
  name
  url_key
  description
  short_description
  price
  special_price
  special_from_date
  special_to_date
  qty
  in_stock
  status
  visibility
  category_ids
  images {
    id
    file
    label
    position
    roles
  }
}`) as unknown as TypedDocumentString<AdminAddProductImageMutation, AdminAddProductImageMutationVariables>;
export const AdminSetProductImageLabelDocument = new TypedDocumentString(`
    mutation AdminSetProductImageLabel($product_id: Int!, $image_id: Int!, $label: String!) {
  adminSetProductImageLabel(
    product_id: $product_id
    image_id: $image_id
    label: $label
  ) {
    product {
      ...AdminProductFields
    }
    errors {
      field
      message
    }
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  sku
  type_id
  parent_id
  name
  url_key
  description
  short_description
  price
  special_price
  special_from_date
  special_to_date
  qty
  in_stock
  status
  visibility
  category_ids
  images {
    id
    file
    label
    position
    roles
  }
}`) as unknown as TypedDocumentString<AdminSetProductImageLabelMutation, AdminSetProductImageLabelMutationVariables>;
export const AdminRemoveProductImageDocument = new TypedDocumentString(`
    mutation AdminRemoveProductImage($product_id: Int!, $image_id: Int!) {
  adminRemoveProductImage(product_id: $product_id, image_id: $image_id) {
    product {
      ...AdminProductFields
    }
    errors {
      field
      message
    }
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  sku
  type_id
  parent_id
  name
  url_key
  description
  short_description
  price
  special_price
  special_from_date
  special_to_date
  qty
  in_stock
  status
  visibility
  category_ids
  images {
    id
    file
    label
    position
    roles
  }
}`) as unknown as TypedDocumentString<AdminRemoveProductImageMutation, AdminRemoveProductImageMutationVariables>;
export const AdminReorderProductImagesDocument = new TypedDocumentString(`
    mutation AdminReorderProductImages($product_id: Int!, $image_ids: [Int!]!) {
  adminReorderProductImages(product_id: $product_id, image_ids: $image_ids) {
    product {
      ...AdminProductFields
    }
    errors {
      field
      message
    }
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  sku
  type_id
  parent_id
  name
  url_key
  description
  short_description
  price
  special_price
  special_from_date
  special_to_date
  qty
  in_stock
  status
  visibility
  category_ids
  images {
    id
    file
    label
    position
    roles
  }
}`) as unknown as TypedDocumentString<AdminReorderProductImagesMutation, AdminReorderProductImagesMutationVariables>;
export const AdminUpdateCategoryDocument = new TypedDocumentString(`
    mutation AdminUpdateCategory($id: Int!, $input: AdminCategoryInput!) {
  adminUpdateCategory(id: $id, input: $input) {
    category {
      ...AdminCategoryFields
    }
    errors {
      field
      message
    }
  }
}
    fragment AdminCategoryFields on AdminCategory {
  id
  parent_id
  name
  url_key
  url_path
  level
  position
  is_active
  include_in_menu
}`) as unknown as TypedDocumentString<AdminUpdateCategoryMutation, AdminUpdateCategoryMutationVariables>;
export const AdminMoveCategoryDocument = new TypedDocumentString(`
    mutation AdminMoveCategory($id: Int!, $parent_id: Int!, $position: Int!) {
  adminMoveCategory(id: $id, parent_id: $parent_id, position: $position) {
    category {
      ...AdminCategoryFields
    }
    errors {
      field
      message
    }
  }
}
    fragment AdminCategoryFields on AdminCategory {
  id
  parent_id
  name
  url_key
  url_path
  level
  position
  is_active
  include_in_menu
}`) as unknown as TypedDocumentString<AdminMoveCategoryMutation, AdminMoveCategoryMutationVariables>;
export const AdminCustomersDocument = new TypedDocumentString(`
    query AdminCustomers($search: String, $currentPage: Int, $pageSize: Int) {
  adminCustomers(search: $search, currentPage: $currentPage, pageSize: $pageSize) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      ...AdminCustomerFields
    }
  }
}
    fragment AdminCustomerFields on AdminCustomer {
  id
  email
  firstname
  lastname
  group_id
  group_name
  is_active
  created_at
  locked_until
}`) as unknown as TypedDocumentString<AdminCustomersQuery, AdminCustomersQueryVariables>;
export const AdminCustomerDocument = new TypedDocumentString(`
    query AdminCustomer($id: Int!) {
  adminCustomer(id: $id) {
    customer {
      ...AdminCustomerFields
    }
    failed_sign_ins
    confirmation_required
    order_count
    addresses {
      id
      firstname
      lastname
      company
      street
      city
      region
      postcode
      country_code
      telephone
      default_billing
      default_shipping
    }
    orders {
      id
      number
      created_at
      status
      grand_total
      currency
    }
  }
  adminCustomerGroups {
    id
    name
  }
}
    fragment AdminCustomerFields on AdminCustomer {
  id
  email
  firstname
  lastname
  group_id
  group_name
  is_active
  created_at
  locked_until
}`) as unknown as TypedDocumentString<AdminCustomerQuery, AdminCustomerQueryVariables>;
export const SetAdminCustomerGroupDocument = new TypedDocumentString(`
    mutation SetAdminCustomerGroup($id: Int!, $group_id: Int!) {
  setAdminCustomerGroup(id: $id, group_id: $group_id) {
    ...AdminCustomerFields
  }
}
    fragment AdminCustomerFields on AdminCustomer {
  id
  email
  firstname
  lastname
  group_id
  group_name
  is_active
  created_at
  locked_until
}`) as unknown as TypedDocumentString<SetAdminCustomerGroupMutation, SetAdminCustomerGroupMutationVariables>;
export const UnlockAdminCustomerDocument = new TypedDocumentString(`
    mutation UnlockAdminCustomer($id: Int!) {
  unlockAdminCustomer(id: $id) {
    ...AdminCustomerFields
  }
}
    fragment AdminCustomerFields on AdminCustomer {
  id
  email
  firstname
  lastname
  group_id
  group_name
  is_active
  created_at
  locked_until
}`) as unknown as TypedDocumentString<UnlockAdminCustomerMutation, UnlockAdminCustomerMutationVariables>;
export const SendAdminCustomerPasswordResetDocument = new TypedDocumentString(`
    mutation SendAdminCustomerPasswordReset($id: Int!) {
  sendAdminCustomerPasswordReset(id: $id)
}
    `) as unknown as TypedDocumentString<SendAdminCustomerPasswordResetMutation, SendAdminCustomerPasswordResetMutationVariables>;
export const AdminDashboardSalesDocument = new TypedDocumentString(`
    query AdminDashboardSales {
  adminSalesToday {
    date
    orders
    revenue
  }
  adminSalesChart {
    date
    orders
    revenue
  }
}
    `) as unknown as TypedDocumentString<AdminDashboardSalesQuery, AdminDashboardSalesQueryVariables>;
export const AdminDashboardLowStockDocument = new TypedDocumentString(`
    query AdminDashboardLowStock {
  adminLowStock {
    id
    sku
    name
    qty
    is_in_stock
  }
}
    `) as unknown as TypedDocumentString<AdminDashboardLowStockQuery, AdminDashboardLowStockQueryVariables>;
export const AdminDashboardReviewsWaitingDocument = new TypedDocumentString(`
    query AdminDashboardReviewsWaiting {
  adminReviewsWaiting
}
    `) as unknown as TypedDocumentString<AdminDashboardReviewsWaitingQuery, AdminDashboardReviewsWaitingQueryVariables>;
export const AdminGiftCardsDocument = new TypedDocumentString(`
    query AdminGiftCards($search: String, $currentPage: Int, $pageSize: Int) {
  adminGiftCards(search: $search, currentPage: $currentPage, pageSize: $pageSize) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      ...AdminGiftCardFields
    }
  }
}
    fragment AdminGiftCardFields on AdminGiftCard {
  id
  code
  balance
  initial_balance
  currency
  expires_at
  is_active
  created_at
}`) as unknown as TypedDocumentString<AdminGiftCardsQuery, AdminGiftCardsQueryVariables>;
export const AdminGiftCardDocument = new TypedDocumentString(`
    query AdminGiftCard($id: Int, $code: String) {
  adminGiftCard(id: $id, code: $code) {
    card {
      ...AdminGiftCardFields
    }
    history {
      kind
      at
      amount
      order_number
      canceled
    }
  }
}
    fragment AdminGiftCardFields on AdminGiftCard {
  id
  code
  balance
  initial_balance
  currency
  expires_at
  is_active
  created_at
}`) as unknown as TypedDocumentString<AdminGiftCardQuery, AdminGiftCardQueryVariables>;
export const IssueAdminGiftCardDocument = new TypedDocumentString(`
    mutation IssueAdminGiftCard($input: AdminIssueGiftCardInput!) {
  issueAdminGiftCard(input: $input) {
    ...AdminGiftCardFields
  }
}
    fragment AdminGiftCardFields on AdminGiftCard {
  id
  code
  balance
  initial_balance
  currency
  expires_at
  is_active
  created_at
}`) as unknown as TypedDocumentString<IssueAdminGiftCardMutation, IssueAdminGiftCardMutationVariables>;
export const SetAdminGiftCardActiveDocument = new TypedDocumentString(`
    mutation SetAdminGiftCardActive($id: Int!, $active: Boolean!) {
  setAdminGiftCardActive(id: $id, active: $active) {
    ...AdminGiftCardFields
  }
}
    fragment AdminGiftCardFields on AdminGiftCard {
  id
  code
  balance
  initial_balance
  currency
  expires_at
  is_active
  created_at
}`) as unknown as TypedDocumentString<SetAdminGiftCardActiveMutation, SetAdminGiftCardActiveMutationVariables>;
export const ImportExportStartDocument = new TypedDocumentString(`
    mutation ImportExportStart($csv: String!, $file_name: String, $dry_run: Boolean!) {
  adminStartProductImport(csv: $csv, file_name: $file_name, dry_run: $dry_run) {
    job {
      ...ImportJobFields
    }
    errors {
      field
      message
    }
  }
}
    fragment ImportJobFields on AdminImportJob {
  id
  dry_run
  status
  file_name
  total
  done
  created
  updated
  errors {
    row
    column
    message
  }
  warnings {
    row
    column
    message
  }
  message
}`) as unknown as TypedDocumentString<ImportExportStartMutation, ImportExportStartMutationVariables>;
export const ImportExportJobDocument = new TypedDocumentString(`
    query ImportExportJob($id: Int!) {
  adminImportJob(id: $id) {
    ...ImportJobFields
  }
}
    fragment ImportJobFields on AdminImportJob {
  id
  dry_run
  status
  file_name
  total
  done
  created
  updated
  errors {
    row
    column
    message
  }
  warnings {
    row
    column
    message
  }
  message
}`) as unknown as TypedDocumentString<ImportExportJobQuery, ImportExportJobQueryVariables>;
export const AdminOrdersDocument = new TypedDocumentString(`
    query AdminOrders($filter: AdminOrderFilterInput, $currentPage: Int, $pageSize: Int) {
  adminOrders(filter: $filter, currentPage: $currentPage, pageSize: $pageSize) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      number
      created_at
      status
      status_label
      email
      customer_name
      grand_total_cents
      currency
      payment_method
      payment_method_title
    }
  }
}
    `) as unknown as TypedDocumentString<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderOptionsDocument = new TypedDocumentString(`
    query AdminOrderOptions {
  adminTrackingCarriers {
    code
    title
  }
  adminOrderPaymentMethods {
    code
    title
  }
}
    `) as unknown as TypedDocumentString<AdminOrderOptionsQuery, AdminOrderOptionsQueryVariables>;
export const AdminOrderDocument = new TypedDocumentString(`
    query AdminOrder($number: String!) {
  adminOrder(number: $number) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  number
  created_at
  status
  status_label
  email
  customer_name
  customer_id
  currency
  subtotal_cents
  discount_cents
  shipping_cents
  tax_cents
  gift_card_cents
  grand_total_cents
  coupon_code
  shipping_description
  payment_method
  payment_method_title
  paid_at
  shipped_at
  canceled_at
  paid_cents
  refunded_cents
  refundable_cents
  items {
    sku
    name
    quantity
    price_cents
    row_total_cents
    options
  }
  shipping_address {
    ...AdminOrderAddressFields
  }
  billing_address {
    ...AdminOrderAddressFields
  }
  shipments {
    number
    carrier_code
    carrier_title
    track_number
    created_at
  }
  history {
    action
    status
    amount_cents
    comment
    actor
    created_at
  }
  payments {
    kind
    status
    amount_cents
    gateway
    reference
    created_at
  }
  gift_cards {
    code
    amount_cents
  }
  actions {
    record_payment
    ship
    cancel
    refund
  }
}
fragment AdminOrderAddressFields on AdminOrderAddress {
  name
  company
  street
  city
  region
  postcode
  country_code
  telephone
}`) as unknown as TypedDocumentString<AdminOrderQuery, AdminOrderQueryVariables>;
export const AdminRecordOrderPaymentDocument = new TypedDocumentString(`
    mutation AdminRecordOrderPayment($number: String!) {
  adminRecordOrderPayment(number: $number) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  number
  created_at
  status
  status_label
  email
  customer_name
  customer_id
  currency
  subtotal_cents
  discount_cents
  shipping_cents
  tax_cents
  gift_card_cents
  grand_total_cents
  coupon_code
  shipping_description
  payment_method
  payment_method_title
  paid_at
  shipped_at
  canceled_at
  paid_cents
  refunded_cents
  refundable_cents
  items {
    sku
    name
    quantity
    price_cents
    row_total_cents
    options
  }
  shipping_address {
    ...AdminOrderAddressFields
  }
  billing_address {
    ...AdminOrderAddressFields
  }
  shipments {
    number
    carrier_code
    carrier_title
    track_number
    created_at
  }
  history {
    action
    status
    amount_cents
    comment
    actor
    created_at
  }
  payments {
    kind
    status
    amount_cents
    gateway
    reference
    created_at
  }
  gift_cards {
    code
    amount_cents
  }
  actions {
    record_payment
    ship
    cancel
    refund
  }
}
fragment AdminOrderAddressFields on AdminOrderAddress {
  name
  company
  street
  city
  region
  postcode
  country_code
  telephone
}`) as unknown as TypedDocumentString<AdminRecordOrderPaymentMutation, AdminRecordOrderPaymentMutationVariables>;
export const AdminShipOrderDocument = new TypedDocumentString(`
    mutation AdminShipOrder($input: AdminShipOrderInput!) {
  adminShipOrder(input: $input) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  number
  created_at
  status
  status_label
  email
  customer_name
  customer_id
  currency
  subtotal_cents
  discount_cents
  shipping_cents
  tax_cents
  gift_card_cents
  grand_total_cents
  coupon_code
  shipping_description
  payment_method
  payment_method_title
  paid_at
  shipped_at
  canceled_at
  paid_cents
  refunded_cents
  refundable_cents
  items {
    sku
    name
    quantity
    price_cents
    row_total_cents
    options
  }
  shipping_address {
    ...AdminOrderAddressFields
  }
  billing_address {
    ...AdminOrderAddressFields
  }
  shipments {
    number
    carrier_code
    carrier_title
    track_number
    created_at
  }
  history {
    action
    status
    amount_cents
    comment
    actor
    created_at
  }
  payments {
    kind
    status
    amount_cents
    gateway
    reference
    created_at
  }
  gift_cards {
    code
    amount_cents
  }
  actions {
    record_payment
    ship
    cancel
    refund
  }
}
fragment AdminOrderAddressFields on AdminOrderAddress {
  name
  company
  street
  city
  region
  postcode
  country_code
  telephone
}`) as unknown as TypedDocumentString<AdminShipOrderMutation, AdminShipOrderMutationVariables>;
export const AdminCancelOrderDocument = new TypedDocumentString(`
    mutation AdminCancelOrder($number: String!) {
  adminCancelOrder(number: $number) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  number
  created_at
  status
  status_label
  email
  customer_name
  customer_id
  currency
  subtotal_cents
  discount_cents
  shipping_cents
  tax_cents
  gift_card_cents
  grand_total_cents
  coupon_code
  shipping_description
  payment_method
  payment_method_title
  paid_at
  shipped_at
  canceled_at
  paid_cents
  refunded_cents
  refundable_cents
  items {
    sku
    name
    quantity
    price_cents
    row_total_cents
    options
  }
  shipping_address {
    ...AdminOrderAddressFields
  }
  billing_address {
    ...AdminOrderAddressFields
  }
  shipments {
    number
    carrier_code
    carrier_title
    track_number
    created_at
  }
  history {
    action
    status
    amount_cents
    comment
    actor
    created_at
  }
  payments {
    kind
    status
    amount_cents
    gateway
    reference
    created_at
  }
  gift_cards {
    code
    amount_cents
  }
  actions {
    record_payment
    ship
    cancel
    refund
  }
}
fragment AdminOrderAddressFields on AdminOrderAddress {
  name
  company
  street
  city
  region
  postcode
  country_code
  telephone
}`) as unknown as TypedDocumentString<AdminCancelOrderMutation, AdminCancelOrderMutationVariables>;
export const AdminRefundOrderDocument = new TypedDocumentString(`
    mutation AdminRefundOrder($number: String!, $amount: String) {
  adminRefundOrder(number: $number, amount: $amount) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  number
  created_at
  status
  status_label
  email
  customer_name
  customer_id
  currency
  subtotal_cents
  discount_cents
  shipping_cents
  tax_cents
  gift_card_cents
  grand_total_cents
  coupon_code
  shipping_description
  payment_method
  payment_method_title
  paid_at
  shipped_at
  canceled_at
  paid_cents
  refunded_cents
  refundable_cents
  items {
    sku
    name
    quantity
    price_cents
    row_total_cents
    options
  }
  shipping_address {
    ...AdminOrderAddressFields
  }
  billing_address {
    ...AdminOrderAddressFields
  }
  shipments {
    number
    carrier_code
    carrier_title
    track_number
    created_at
  }
  history {
    action
    status
    amount_cents
    comment
    actor
    created_at
  }
  payments {
    kind
    status
    amount_cents
    gateway
    reference
    created_at
  }
  gift_cards {
    code
    amount_cents
  }
  actions {
    record_payment
    ship
    cancel
    refund
  }
}
fragment AdminOrderAddressFields on AdminOrderAddress {
  name
  company
  street
  city
  region
  postcode
  country_code
  telephone
}`) as unknown as TypedDocumentString<AdminRefundOrderMutation, AdminRefundOrderMutationVariables>;
export const AdminCartRulesDocument = new TypedDocumentString(`
    query AdminCartRules($search: String, $active: Boolean, $currentPage: Int, $pageSize: Int) {
  adminCartRules(
    search: $search
    active: $active
    currentPage: $currentPage
    pageSize: $pageSize
  ) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      ...AdminCartRuleFields
    }
  }
}
    fragment AdminCartRuleFields on AdminCartRule {
  id
  name
  label
  code
  is_active
  discount_type
  discount_amount
  free_shipping
  min_subtotal
  from_date
  to_date
  uses_per_coupon
  uses_per_customer
  times_used
}`) as unknown as TypedDocumentString<AdminCartRulesQuery, AdminCartRulesQueryVariables>;
export const AdminCartRuleDocument = new TypedDocumentString(`
    query AdminCartRule($id: Int!) {
  adminCartRule(id: $id) {
    ...AdminCartRuleFields
  }
}
    fragment AdminCartRuleFields on AdminCartRule {
  id
  name
  label
  code
  is_active
  discount_type
  discount_amount
  free_shipping
  min_subtotal
  from_date
  to_date
  uses_per_coupon
  uses_per_customer
  times_used
}`) as unknown as TypedDocumentString<AdminCartRuleQuery, AdminCartRuleQueryVariables>;
export const AdminCouponUsesDocument = new TypedDocumentString(`
    query AdminCouponUses($id: Int!, $currentPage: Int, $pageSize: Int) {
  adminCouponUses(id: $id, currentPage: $currentPage, pageSize: $pageSize) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      order_number
      created_at
      email
      grand_total
      discount
      status
      canceled
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCouponUsesQuery, AdminCouponUsesQueryVariables>;
export const CreateAdminCartRuleDocument = new TypedDocumentString(`
    mutation CreateAdminCartRule($input: AdminCartRuleInput!) {
  createAdminCartRule(input: $input) {
    ...AdminCartRuleFields
  }
}
    fragment AdminCartRuleFields on AdminCartRule {
  id
  name
  label
  code
  is_active
  discount_type
  discount_amount
  free_shipping
  min_subtotal
  from_date
  to_date
  uses_per_coupon
  uses_per_customer
  times_used
}`) as unknown as TypedDocumentString<CreateAdminCartRuleMutation, CreateAdminCartRuleMutationVariables>;
export const UpdateAdminCartRuleDocument = new TypedDocumentString(`
    mutation UpdateAdminCartRule($id: Int!, $input: AdminCartRuleInput!) {
  updateAdminCartRule(id: $id, input: $input) {
    ...AdminCartRuleFields
  }
}
    fragment AdminCartRuleFields on AdminCartRule {
  id
  name
  label
  code
  is_active
  discount_type
  discount_amount
  free_shipping
  min_subtotal
  from_date
  to_date
  uses_per_coupon
  uses_per_customer
  times_used
}`) as unknown as TypedDocumentString<UpdateAdminCartRuleMutation, UpdateAdminCartRuleMutationVariables>;
export const SetAdminCartRuleActiveDocument = new TypedDocumentString(`
    mutation SetAdminCartRuleActive($id: Int!, $active: Boolean!) {
  setAdminCartRuleActive(id: $id, active: $active) {
    ...AdminCartRuleFields
  }
}
    fragment AdminCartRuleFields on AdminCartRule {
  id
  name
  label
  code
  is_active
  discount_type
  discount_amount
  free_shipping
  min_subtotal
  from_date
  to_date
  uses_per_coupon
  uses_per_customer
  times_used
}`) as unknown as TypedDocumentString<SetAdminCartRuleActiveMutation, SetAdminCartRuleActiveMutationVariables>;
export const AdminReviewsDocument = new TypedDocumentString(`
    query AdminReviews($status: AdminReviewStatus!, $currentPage: Int, $pageSize: Int) {
  adminReviews(status: $status, currentPage: $currentPage, pageSize: $pageSize) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      ...AdminReviewFields
    }
  }
}
    fragment AdminReviewFields on AdminReview {
  id
  status
  sku
  product_name
  nickname
  summary
  text
  rating_percent
  created_at
  moderated_at
}`) as unknown as TypedDocumentString<AdminReviewsQuery, AdminReviewsQueryVariables>;
export const ModerateAdminReviewDocument = new TypedDocumentString(`
    mutation ModerateAdminReview($id: Int!, $status: AdminReviewStatus!) {
  moderateAdminReview(id: $id, status: $status) {
    ...AdminReviewFields
  }
}
    fragment AdminReviewFields on AdminReview {
  id
  status
  sku
  product_name
  nickname
  summary
  text
  rating_percent
  created_at
  moderated_at
}`) as unknown as TypedDocumentString<ModerateAdminReviewMutation, ModerateAdminReviewMutationVariables>;
export const AdminSearchTermsDocument = new TypedDocumentString(`
    query AdminSearchTerms($store_id: Int, $search: String, $sort: AdminSearchTermSort, $currentPage: Int, $pageSize: Int) {
  adminSearchTerms(
    store_id: $store_id
    search: $search
    sort: $sort
    currentPage: $currentPage
    pageSize: $pageSize
  ) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      ...AdminSearchTermFields
    }
  }
}
    fragment AdminSearchTermFields on AdminSearchTerm {
  id
  store_id
  text
  redirect
  popularity
  num_results
  display_in_terms
  is_active
}`) as unknown as TypedDocumentString<AdminSearchTermsQuery, AdminSearchTermsQueryVariables>;
export const CreateAdminSearchTermDocument = new TypedDocumentString(`
    mutation CreateAdminSearchTerm($input: AdminSearchTermInput!) {
  createAdminSearchTerm(input: $input) {
    ...AdminSearchTermFields
  }
}
    fragment AdminSearchTermFields on AdminSearchTerm {
  id
  store_id
  text
  redirect
  popularity
  num_results
  display_in_terms
  is_active
}`) as unknown as TypedDocumentString<CreateAdminSearchTermMutation, CreateAdminSearchTermMutationVariables>;
export const UpdateAdminSearchTermDocument = new TypedDocumentString(`
    mutation UpdateAdminSearchTerm($id: Int!, $input: AdminSearchTermInput!) {
  updateAdminSearchTerm(id: $id, input: $input) {
    ...AdminSearchTermFields
  }
}
    fragment AdminSearchTermFields on AdminSearchTerm {
  id
  store_id
  text
  redirect
  popularity
  num_results
  display_in_terms
  is_active
}`) as unknown as TypedDocumentString<UpdateAdminSearchTermMutation, UpdateAdminSearchTermMutationVariables>;
export const AdminSessionDocument = new TypedDocumentString(`
    query AdminSession {
  adminSession {
    ...SessionFields
  }
}
    fragment SessionFields on AdminSession {
  csrf_token
  operator {
    id
    email
    name
    role
    permissions
    totp_enabled
  }
}`) as unknown as TypedDocumentString<AdminSessionQuery, AdminSessionQueryVariables>;
export const AdminSignInDocument = new TypedDocumentString(`
    mutation AdminSignIn($email: String!, $password: String!, $otp: String) {
  adminSignIn(email: $email, password: $password, otp: $otp) {
    ...SessionFields
  }
}
    fragment SessionFields on AdminSession {
  csrf_token
  operator {
    id
    email
    name
    role
    permissions
    totp_enabled
  }
}`) as unknown as TypedDocumentString<AdminSignInMutation, AdminSignInMutationVariables>;
export const AdminSignOutDocument = new TypedDocumentString(`
    mutation AdminSignOut {
  adminSignOut
}
    `) as unknown as TypedDocumentString<AdminSignOutMutation, AdminSignOutMutationVariables>;