// Server-side reads and writes of the signed-in customer's account. Every call carries the token
// from the httpOnly cookie. A visitor without a token, or whose token the API no longer accepts
// (expired, revoked), is sent to sign in and brought back to `returnTo` afterwards. Account data
// is per customer, so nothing here goes into the shared data cache ('no-store').
import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { commerceFetch, type GraphQLErrorShape } from '@/lib/commerce/client';
import {
  ACCOUNT_DASHBOARD_QUERY,
  ADD_PRODUCTS_TO_WISHLIST_MUTATION,
  ADD_WISHLIST_ITEMS_TO_CART_MUTATION,
  CHANGE_CUSTOMER_PASSWORD_MUTATION,
  CHECKOUT_CUSTOMER_QUERY,
  CREATE_CUSTOMER_ADDRESS_MUTATION,
  CUSTOMER_ADDRESSES_QUERY,
  CUSTOMER_CART_ID_QUERY,
  CUSTOMER_ORDERS_QUERY,
  CUSTOMER_PAYMENT_TOKENS_QUERY,
  CUSTOMER_WISHLIST_ID_QUERY,
  CUSTOMER_WISHLIST_QUERY,
  DELETE_CUSTOMER_ADDRESS_MUTATION,
  DELETE_PAYMENT_TOKEN_MUTATION,
  REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION,
  UPDATE_CUSTOMER_ADDRESS_MUTATION,
  UPDATE_CUSTOMER_EMAIL_MUTATION,
  UPDATE_CUSTOMER_MUTATION,
} from '@/lib/commerce/operations/account';
import { storeSettings } from '@/lib/commerce/store-config';
import { LOGIN_ROUTE, readSessionToken, requireCustomerToken, safeReturnPath } from '@/lib/customer/session-cookie';
import { getStoreView } from '@/lib/store-view';
import {
  defaultAddress,
  isSignedOutError,
  toCustomerAddresses,
  toOrderSummary,
  toSavedCards,
  toWishlistEntry,
  type ApiCustomerAddress,
  type ApiCustomerOrder,
  type ApiPaymentToken,
  type ApiWishlistItem,
  type CustomerAddress,
  type OrderSummary,
  type SavedCard,
  type WishlistEntry,
} from './account-data';

export const ACCOUNT_ROUTES = {
  dashboard: '/customer/account/dashboard',
  addresses: '/customer/account/addresses',
  addressAdd: '/customer/account/addresses/add',
  addressEdit: (id: number) => `/customer/account/addresses/edit/${id}`,
  orders: '/customer/account/orders',
  payment: '/customer/account/payment',
  wishlist: '/customer/account/wishlist',
} as const;

/** Recent orders on the dashboard; the order history pages by ORDERS_PAGE_SIZE. */
export const DASHBOARD_ORDERS = 5;
export const ORDERS_PAGE_SIZE = 10;
export const WISHLIST_PAGE_SIZE = 50;

export type AccountWrite<T> = { ok: true; data: T } | { ok: false; message: string; errors: GraphQLErrorShape[] };

function signInAgain(returnTo: string): never {
  redirect(`${LOGIN_ROUTE}?redirect=${encodeURIComponent(safeReturnPath(returnTo) ?? ACCOUNT_ROUTES.dashboard)}`);
}

/** One account call. Signed-out answers redirect to sign in; other failures are values. */
async function accountCall<T>(
  returnTo: string,
  operationName: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<AccountWrite<T>> {
  const token = await requireCustomerToken(returnTo);
  const res = await commerceFetch<T>({ query, operationName, variables, store: await getStoreView(), token, cache: 'no-store' });
  const errors = res.ok ? (res.errors ?? []) : res.errors;
  if (isSignedOutError(errors)) signInAgain(returnTo);
  if (res.ok && errors.length === 0) return { ok: true, data: res.data };
  return { ok: false, message: errors[0]?.message ?? (res.ok ? 'Error to fetch' : res.message), errors };
}

/** Reads a page cannot do without: a failure shows the error screen. */
async function accountRead<T>(returnTo: string, operationName: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await accountCall<T>(returnTo, operationName, query, variables);
  if (!res.ok) throw new Error(`${operationName}: ${res.message}`);
  return res.data;
}

// --- Reads --------------------------------------------------------------------------------------

export interface ContactInformation {
  firstname: string;
  lastname: string;
  email: string;
  isSubscribed: boolean;
}

export interface Dashboard {
  contact: ContactInformation;
  defaultShipping: CustomerAddress | null;
  defaultBilling: CustomerAddress | null;
  recentOrders: OrderSummary[];
  orderCount: number;
  wishlistCount: number;
}

interface ApiCustomerBase {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  is_subscribed: boolean | null;
  default_billing: string | null;
  default_shipping: string | null;
  addresses: (ApiCustomerAddress | null)[] | null;
}

export const getDashboard = cache(async (): Promise<Dashboard> => {
  const data = await accountRead<{
    customer: ApiCustomerBase & {
      orders: { items: (ApiCustomerOrder | null)[] | null; total_count: number | null } | null;
      wishlists: ({ id: string | null; items_count: number | null } | null)[] | null;
    } | null;
  }>(ACCOUNT_ROUTES.dashboard, 'AccountDashboard', ACCOUNT_DASHBOARD_QUERY, { ordersPageSize: DASHBOARD_ORDERS });
  const c = data.customer;
  if (!c) throw new Error('AccountDashboard: no customer');
  const addresses = toCustomerAddresses(c.addresses);
  const orders = (c.orders?.items ?? []).filter((o): o is ApiCustomerOrder => Boolean(o)).map(toOrderSummary);
  return {
    contact: { firstname: c.firstname ?? '', lastname: c.lastname ?? '', email: c.email ?? '', isSubscribed: c.is_subscribed === true },
    defaultShipping: defaultAddress(addresses, c.default_shipping, 'defaultShipping'),
    defaultBilling: defaultAddress(addresses, c.default_billing, 'defaultBilling'),
    recentOrders: orders,
    orderCount: c.orders?.total_count ?? orders.length,
    wishlistCount: (c.wishlists ?? []).reduce((n, w) => n + (w?.items_count ?? 0), 0),
  };
});

export interface AddressBook {
  addresses: CustomerAddress[];
  defaultShipping: CustomerAddress | null;
  defaultBilling: CustomerAddress | null;
}

export const getAddressBook = cache(async (returnTo: string = ACCOUNT_ROUTES.addresses): Promise<AddressBook> => {
  const data = await accountRead<{ customer: Pick<ApiCustomerBase, 'default_billing' | 'default_shipping' | 'addresses'> | null }>(
    returnTo,
    'CustomerAddresses',
    CUSTOMER_ADDRESSES_QUERY,
  );
  const addresses = toCustomerAddresses(data.customer?.addresses);
  return {
    addresses,
    defaultShipping: defaultAddress(addresses, data.customer?.default_shipping, 'defaultShipping'),
    defaultBilling: defaultAddress(addresses, data.customer?.default_billing, 'defaultBilling'),
  };
});

export interface OrderHistory {
  orders: OrderSummary[];
  page: number;
  totalPages: number;
  total: number;
}

export const getOrderHistory = cache(async (page: number): Promise<OrderHistory> => {
  const data = await accountRead<{
    customer: {
      orders: {
        items: (ApiCustomerOrder | null)[] | null;
        page_info: { current_page: number | null; total_pages: number | null } | null;
        total_count: number | null;
      } | null;
    } | null;
  }>(ACCOUNT_ROUTES.orders, 'CustomerOrders', CUSTOMER_ORDERS_QUERY, { currentPage: page, pageSize: ORDERS_PAGE_SIZE });
  const o = data.customer?.orders;
  return {
    orders: (o?.items ?? []).filter((x): x is ApiCustomerOrder => Boolean(x)).map(toOrderSummary),
    page: o?.page_info?.current_page ?? page,
    totalPages: Math.max(1, o?.page_info?.total_pages ?? 1),
    total: o?.total_count ?? 0,
  };
});

export const getSavedCards = cache(async (): Promise<SavedCard[]> => {
  const data = await accountRead<{ customerPaymentTokens: { items: (ApiPaymentToken | null)[] | null } | null }>(
    ACCOUNT_ROUTES.payment,
    'CustomerPaymentTokens',
    CUSTOMER_PAYMENT_TOKENS_QUERY,
  );
  return toSavedCards(data.customerPaymentTokens?.items);
});

export interface Wishlist {
  id: string | null;
  count: number;
  items: WishlistEntry[];
}

export const getWishlist = cache(async (): Promise<Wishlist> => {
  const store = await getStoreView();
  const [data, settings] = await Promise.all([
    accountRead<{
      customer: {
        wishlists: ({ id: string | null; items_count: number | null; items_v2: { items: (ApiWishlistItem | null)[] | null } | null } | null)[] | null;
      } | null;
    }>(ACCOUNT_ROUTES.wishlist, 'CustomerWishlist', CUSTOMER_WISHLIST_QUERY, { currentPage: 1, pageSize: WISHLIST_PAGE_SIZE }),
    storeSettings(store),
  ]);
  const list = data.customer?.wishlists?.find(Boolean) ?? null;
  const items = (list?.items_v2?.items ?? [])
    .filter((i): i is ApiWishlistItem => Boolean(i))
    .map((i) => toWishlistEntry(i, settings.productUrlSuffix))
    .filter((i): i is WishlistEntry => i !== null);
  return { id: list?.id ?? null, count: list?.items_count ?? items.length, items };
});

export interface CheckoutCustomer {
  email: string;
  addresses: CustomerAddress[];
  defaultShipping: CustomerAddress | null;
  defaultBilling: CustomerAddress | null;
  cards: SavedCard[];
}

/**
 * The signed-in customer's address book and saved cards for checkout, or null for a guest (also
 * when the API no longer accepts the token: checkout then goes on as for a guest).
 */
export const getCheckoutCustomer = cache(async (): Promise<CheckoutCustomer | null> => {
  const token = await readSessionToken();
  if (!token) return null;
  const res = await commerceFetch<{
    customer: Pick<ApiCustomerBase, 'email' | 'default_billing' | 'default_shipping' | 'addresses'> | null;
    customerPaymentTokens: { items: (ApiPaymentToken | null)[] | null } | null;
  }>({ query: CHECKOUT_CUSTOMER_QUERY, operationName: 'CheckoutCustomer', store: await getStoreView(), token, cache: 'no-store' });
  if (!res.data?.customer) return null;
  const addresses = toCustomerAddresses(res.data.customer.addresses);
  return {
    email: res.data.customer.email ?? '',
    addresses,
    defaultShipping: defaultAddress(addresses, res.data.customer.default_shipping, 'defaultShipping'),
    defaultBilling: defaultAddress(addresses, res.data.customer.default_billing, 'defaultBilling'),
    // Saved cards are an extra: a failing token read must not stop the checkout.
    cards: toSavedCards(res.data.customerPaymentTokens?.items),
  };
});

// --- Writes -------------------------------------------------------------------------------------

export const createAddress = (input: Record<string, unknown>) =>
  accountCall<{ createCustomerAddress: { id: number | null } | null }>(ACCOUNT_ROUTES.addressAdd, 'CreateCustomerAddress', CREATE_CUSTOMER_ADDRESS_MUTATION, { input });

export const updateAddress = (id: number, input: Record<string, unknown>) =>
  accountCall<{ updateCustomerAddress: { id: number | null } | null }>(ACCOUNT_ROUTES.addressEdit(id), 'UpdateCustomerAddress', UPDATE_CUSTOMER_ADDRESS_MUTATION, { id, input });

export const deleteAddress = (id: number) =>
  accountCall<{ deleteCustomerAddress: boolean | null }>(ACCOUNT_ROUTES.addresses, 'DeleteCustomerAddress', DELETE_CUSTOMER_ADDRESS_MUTATION, { id });

export const changePassword = (currentPassword: string, newPassword: string) =>
  accountCall<{ changeCustomerPassword: { email: string | null } | null }>(ACCOUNT_ROUTES.dashboard, 'ChangeCustomerPassword', CHANGE_CUSTOMER_PASSWORD_MUTATION, {
    currentPassword,
    newPassword,
  });

export interface ContactUpdate {
  firstname: string;
  lastname: string;
  isSubscribed: boolean;
}

export const updateContact = (c: ContactUpdate) =>
  accountCall<{ updateCustomerV2: { customer: { firstname: string | null; lastname: string | null; is_subscribed: boolean | null } | null } | null }>(
    ACCOUNT_ROUTES.dashboard,
    'UpdateCustomer',
    UPDATE_CUSTOMER_MUTATION,
    { input: { firstname: c.firstname, lastname: c.lastname, is_subscribed: c.isSubscribed } },
  );

export const changeEmail = (email: string, password: string) =>
  accountCall<{ updateCustomerEmail: { customer: { email: string | null } | null } | null }>(ACCOUNT_ROUTES.dashboard, 'UpdateCustomerEmail', UPDATE_CUSTOMER_EMAIL_MUTATION, {
    email,
    password,
  });

export const deleteSavedCard = (publicHash: string) =>
  accountCall<{ deletePaymentToken: { result: boolean | null } | null }>(ACCOUNT_ROUTES.payment, 'DeletePaymentToken', DELETE_PAYMENT_TOKEN_MUTATION, { publicHash });

interface WishlistUserErrors {
  user_errors: ({ code: string | null; message: string } | null)[] | null;
}

async function wishlistId(returnTo: string): Promise<AccountWrite<string>> {
  const res = await accountCall<{ customer: { wishlists: ({ id: string | null } | null)[] | null } | null }>(returnTo, 'CustomerWishlistId', CUSTOMER_WISHLIST_ID_QUERY);
  if (!res.ok) return res;
  const id = res.data.customer?.wishlists?.find((w) => w?.id)?.id;
  return id ? { ok: true, data: id } : { ok: false, message: 'The wishlist was not found.', errors: [] };
}

/** Item problems come back in user_errors (Magento); the first one is the failure. */
function firstUserError<T extends WishlistUserErrors>(res: AccountWrite<Record<string, T | null>>, field: string): AccountWrite<T> {
  if (!res.ok) return res;
  const payload = res.data[field];
  if (!payload) return { ok: false, message: 'Error to fetch', errors: [] };
  const problem = (payload.user_errors ?? []).find(Boolean);
  return problem ? { ok: false, message: problem.message, errors: [] } : { ok: true, data: payload };
}

export interface WishlistItemRequest {
  sku: string;
  parent_sku?: string;
  quantity: number;
}

export async function addToWishlist(item: WishlistItemRequest, returnTo: string): Promise<AccountWrite<WishlistUserErrors>> {
  const id = await wishlistId(returnTo);
  if (!id.ok) return id;
  const res = await accountCall<Record<string, WishlistUserErrors | null>>(returnTo, 'AddProductsToWishlist', ADD_PRODUCTS_TO_WISHLIST_MUTATION, {
    wishlistId: id.data,
    items: [item],
  });
  return firstUserError(res, 'addProductsToWishlist');
}

export async function removeFromWishlist(wishlistId: string, itemId: string): Promise<AccountWrite<WishlistUserErrors>> {
  const res = await accountCall<Record<string, WishlistUserErrors | null>>(ACCOUNT_ROUTES.wishlist, 'RemoveProductsFromWishlist', REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION, {
    wishlistId,
    itemIds: [itemId],
  });
  return firstUserError(res, 'removeProductsFromWishlist');
}

/** Adds wish list items to the customer's cart (the items stay in the wish list, as in Magento). */
export async function wishlistItemsToCart(wishlistId: string, itemIds: string[]): Promise<AccountWrite<true>> {
  const res = await accountCall<{
    addWishlistItemsToCart: { status: boolean | null; add_wishlist_items_to_cart_user_errors: ({ code: string | null; message: string } | null)[] | null } | null;
  }>(ACCOUNT_ROUTES.wishlist, 'AddWishlistItemsToCart', ADD_WISHLIST_ITEMS_TO_CART_MUTATION, { wishlistId, itemIds });
  if (!res.ok) return res;
  const payload = res.data.addWishlistItemsToCart;
  const problem = (payload?.add_wishlist_items_to_cart_user_errors ?? []).find(Boolean);
  if (problem) return { ok: false, message: problem.message, errors: [] };
  if (!payload?.status) return { ok: false, message: 'Error to fetch', errors: [] };
  return { ok: true, data: true };
}

/** The id of the customer's active cart, which the cart cookie must hold for the header and the cart page. */
export async function customerCartId(returnTo: string): Promise<string | null> {
  const res = await accountCall<{ customerCart: { id: string | null } | null }>(returnTo, 'CustomerCartId', CUSTOMER_CART_ID_QUERY);
  return res.ok ? (res.data.customerCart?.id ?? null) : null;
}
