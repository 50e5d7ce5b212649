// Server-side reads and writes of the signed-in customer's account. Every call carries the token
// from the httpOnly cookie. A visitor without a token, or whose token the API no longer accepts
// (expired, revoked), is sent to sign in and brought back to `returnTo` afterwards. Account data
// is per customer, so nothing here goes into the shared data cache ('no-store').
import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { commerceFetch, type CommerceRequest } from '@/lib/commerce/client';
import { answered, failed, noAnswer, ok, userError, type CommerceResult } from '@/lib/result';
import { wireDocument, type OperationDocument } from '@/lib/commerce/documents';
import { storeSettings } from '@/lib/commerce/catalog/store-config';
import {
  LOGIN_ROUTE,
  readSessionToken,
  requireCustomerToken,
  safeReturnPath,
} from '@/lib/commerce/customer/session-cookie';
import { getStoreView } from '@/lib/store-view';
import {
  AccountDashboardDocument,
  AddProductsToWishlistDocument,
  AddWishlistItemsToCartDocument,
  ChangeCustomerPasswordDocument,
  CheckoutCustomerDocument,
  CreateCustomerAddressDocument,
  CustomerAddressesDocument,
  CustomerCartIdDocument,
  CustomerOrdersDocument,
  CustomerPaymentTokensDocument,
  CustomerWishlistDocument,
  CustomerWishlistIdDocument,
  DashboardWishlistsDocument,
  DeleteCustomerAddressDocument,
  DeletePaymentTokenDocument,
  RemoveProductsFromWishlistDocument,
  UpdateCustomerAddressDocument,
  UpdateCustomerDocument,
  UpdateCustomerEmailDocument,
  type AccountDashboardQuery,
  type CustomerAddressInput,
  type CustomerOrderFragment,
  type WishlistItemFragment,
  type WishlistItemInput,
} from '@/lib/commerce/generated/graphql';
import {
  defaultAddress,
  isSignedOutError,
  toCustomerAddresses,
  toOrderSummary,
  toSavedCards,
  toWishlistEntry,
  type CustomerAddress,
  type OrderSummary,
  type SavedCard,
  type WishlistEntry,
} from './account-data';
import { failedSections, type DashboardSection } from './dashboard-sections';

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

function signInAgain(returnTo: string): never {
  redirect(
    `${LOGIN_ROUTE}?redirect=${encodeURIComponent(safeReturnPath(returnTo) ?? ACCOUNT_ROUTES.dashboard)}`,
  );
}

/** One account call. Signed-out answers redirect to sign in; other failures are values. */
async function accountCall<R, V>(
  returnTo: string,
  document: OperationDocument<R, V>,
  variables?: V,
): Promise<CommerceResult<R>> {
  const token = await requireCustomerToken(returnTo);
  const request = {
    document,
    variables,
    store: await getStoreView(),
    token,
    cache: 'no-store' as const,
  };
  const res = await commerceFetch(request as CommerceRequest<R, V>);
  if (!res.ok && isSignedOutError(res.error.errors)) signInAgain(returnTo);
  // A failure keeps what the API did answer (`partial`) for the reads that can show it.
  return res;
}

/** Reads a page cannot do without: a failure shows the error screen. */
async function accountRead<R, V>(
  returnTo: string,
  document: OperationDocument<R, V>,
  variables?: V,
): Promise<R> {
  const res = await accountCall(returnTo, document, variables);
  if (!res.ok) throw new Error(`${wireDocument(document).operationName}: ${res.error.message}`);
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
  /** Sections the API could not read this time; the page shows the rest (dashboard-sections.ts). */
  unavailable: ReadonlySet<DashboardSection>;
}

/**
 * The dashboard's data. Its wish-list size is a second read beside the first; a failure confined
 * to some sections leaves the others (decision 1340).
 */
async function dashboardData(): Promise<{
  customer: NonNullable<AccountDashboardQuery['customer']>;
  wishlistCount: number;
  unavailable: ReadonlySet<DashboardSection>;
}> {
  const returnTo = ACCOUNT_ROUTES.dashboard;
  const [res, lists] = await Promise.all([
    accountCall(returnTo, AccountDashboardDocument, { ordersPageSize: DASHBOARD_ORDERS }),
    accountCall(returnTo, DashboardWishlistsDocument),
  ]);
  const unavailable = new Set<DashboardSection>();
  let customer = res.ok ? res.data.customer : null;
  if (!res.ok) {
    const failedParts = failedSections(res.error.errors);
    customer = failedParts ? (res.partial?.customer ?? null) : null;
    if (!customer) throw new Error(`AccountDashboard: ${res.error.message}`);
    for (const part of failedParts ?? []) unavailable.add(part);
  }
  if (!customer) throw new Error('AccountDashboard: no customer');
  if (!lists.ok || !lists.data.customer) unavailable.add('wishlists');
  const wishlistCount = lists.ok
    ? (lists.data.customer?.wishlists ?? []).reduce((n, w) => n + (w?.items_count ?? 0), 0)
    : 0;
  return { customer, wishlistCount, unavailable };
}

export const getDashboard = cache(async (): Promise<Dashboard> => {
  const { customer: c, wishlistCount, unavailable } = await dashboardData();
  const addresses = toCustomerAddresses(c.addresses);
  const orders = (c.orders?.items ?? [])
    .filter((o): o is CustomerOrderFragment => Boolean(o))
    .map(toOrderSummary);
  return {
    contact: {
      firstname: c.firstname ?? '',
      lastname: c.lastname ?? '',
      email: c.email ?? '',
      isSubscribed: c.is_subscribed === true,
    },
    defaultShipping: defaultAddress(addresses, c.default_shipping, 'defaultShipping'),
    defaultBilling: defaultAddress(addresses, c.default_billing, 'defaultBilling'),
    recentOrders: orders,
    orderCount: c.orders?.total_count ?? orders.length,
    wishlistCount,
    unavailable,
  };
});

export interface AddressBook {
  addresses: CustomerAddress[];
  defaultShipping: CustomerAddress | null;
  defaultBilling: CustomerAddress | null;
}

export const getAddressBook = cache(
  async (returnTo: string = ACCOUNT_ROUTES.addresses): Promise<AddressBook> => {
    const data = await accountRead(returnTo, CustomerAddressesDocument);
    const addresses = toCustomerAddresses(data.customer?.addresses);
    return {
      addresses,
      defaultShipping: defaultAddress(
        addresses,
        data.customer?.default_shipping,
        'defaultShipping',
      ),
      defaultBilling: defaultAddress(addresses, data.customer?.default_billing, 'defaultBilling'),
    };
  },
);

export interface OrderHistory {
  orders: OrderSummary[];
  page: number;
  totalPages: number;
  total: number;
}

export const getOrderHistory = cache(async (page: number): Promise<OrderHistory> => {
  const data = await accountRead(ACCOUNT_ROUTES.orders, CustomerOrdersDocument, {
    currentPage: page,
    pageSize: ORDERS_PAGE_SIZE,
  });
  const o = data.customer?.orders;
  return {
    orders: (o?.items ?? [])
      .filter((x): x is CustomerOrderFragment => Boolean(x))
      .map(toOrderSummary),
    page: o?.page_info?.current_page ?? page,
    totalPages: Math.max(1, o?.page_info?.total_pages ?? 1),
    total: o?.total_count ?? 0,
  };
});

export const getSavedCards = cache(async (): Promise<SavedCard[]> => {
  const data = await accountRead(ACCOUNT_ROUTES.payment, CustomerPaymentTokensDocument);
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
    accountRead(ACCOUNT_ROUTES.wishlist, CustomerWishlistDocument, {
      currentPage: 1,
      pageSize: WISHLIST_PAGE_SIZE,
    }),
    storeSettings(store),
  ]);
  const list = data.customer?.wishlists?.find(Boolean) ?? null;
  const items = (list?.items_v2?.items ?? [])
    .filter((i): i is WishlistItemFragment => Boolean(i))
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
  const res = await commerceFetch({
    document: CheckoutCustomerDocument,
    store: await getStoreView(),
    token,
    cache: 'no-store',
  });
  // Saved cards are an extra: a failing token read must not stop the checkout, so the customer
  // part of an answer with errors is used too.
  const data = answered(res);
  if (!data?.customer) return null;
  const addresses = toCustomerAddresses(data.customer.addresses);
  return {
    email: data.customer.email ?? '',
    addresses,
    defaultShipping: defaultAddress(addresses, data.customer.default_shipping, 'defaultShipping'),
    defaultBilling: defaultAddress(addresses, data.customer.default_billing, 'defaultBilling'),
    cards: toSavedCards(data.customerPaymentTokens?.items),
  };
});

// --- Writes -------------------------------------------------------------------------------------

export const createAddress = (input: CustomerAddressInput) =>
  accountCall(ACCOUNT_ROUTES.addressAdd, CreateCustomerAddressDocument, { input });

export const updateAddress = (id: number, input: CustomerAddressInput) =>
  accountCall(ACCOUNT_ROUTES.addressEdit(id), UpdateCustomerAddressDocument, { id, input });

export const deleteAddress = (id: number) =>
  accountCall(ACCOUNT_ROUTES.addresses, DeleteCustomerAddressDocument, { id });

export const changePassword = (currentPassword: string, newPassword: string) =>
  accountCall(ACCOUNT_ROUTES.dashboard, ChangeCustomerPasswordDocument, {
    currentPassword,
    newPassword,
  });

export interface ContactUpdate {
  firstname: string;
  lastname: string;
  isSubscribed: boolean;
}

export const updateContact = (c: ContactUpdate) =>
  accountCall(ACCOUNT_ROUTES.dashboard, UpdateCustomerDocument, {
    input: { firstname: c.firstname, lastname: c.lastname, is_subscribed: c.isSubscribed },
  });

export const changeEmail = (email: string, password: string) =>
  accountCall(ACCOUNT_ROUTES.dashboard, UpdateCustomerEmailDocument, {
    email,
    password,
  });

export const deleteSavedCard = (publicHash: string) =>
  accountCall(ACCOUNT_ROUTES.payment, DeletePaymentTokenDocument, { publicHash });

interface WishlistUserErrors {
  user_errors: ({ code: string | null; message: string } | null)[] | null;
}

async function wishlistId(returnTo: string): Promise<CommerceResult<string>> {
  const res = await accountCall(returnTo, CustomerWishlistIdDocument);
  if (!res.ok) return failed(res.error);
  const id = res.data.customer?.wishlists?.find((w) => w?.id)?.id;
  return id ? ok(id) : failed(userError('The wishlist was not found.'));
}

/** Item problems come back in user_errors (Magento); the first one is the failure. */
function firstUserError<T extends WishlistUserErrors>(
  res: CommerceResult<Record<string, T | null>>,
  field: string,
): CommerceResult<T> {
  if (!res.ok) return failed(res.error);
  const payload = res.data[field];
  if (!payload) return failed(noAnswer());
  const problem = (payload.user_errors ?? []).find(Boolean);
  return problem ? failed(userError(problem.message, problem.code)) : ok(payload);
}

export async function addToWishlist(
  item: WishlistItemInput,
  returnTo: string,
): Promise<CommerceResult<WishlistUserErrors>> {
  const id = await wishlistId(returnTo);
  if (!id.ok) return failed(id.error);
  const res = await accountCall(returnTo, AddProductsToWishlistDocument, {
    wishlistId: id.data,
    items: [item],
  });
  return firstUserError(res, 'addProductsToWishlist');
}

export async function removeFromWishlist(
  wishlistId: string,
  itemId: string,
): Promise<CommerceResult<WishlistUserErrors>> {
  const res = await accountCall(ACCOUNT_ROUTES.wishlist, RemoveProductsFromWishlistDocument, {
    wishlistId,
    itemIds: [itemId],
  });
  return firstUserError(res, 'removeProductsFromWishlist');
}

/** Adds wish list items to the customer's cart (the items stay in the wish list, as in Magento). */
export async function wishlistItemsToCart(
  wishlistId: string,
  itemIds: string[],
): Promise<CommerceResult<true>> {
  const res = await accountCall(ACCOUNT_ROUTES.wishlist, AddWishlistItemsToCartDocument, {
    wishlistId,
    itemIds,
  });
  if (!res.ok) return failed(res.error);
  const payload = res.data.addWishlistItemsToCart;
  const problem = (payload?.add_wishlist_items_to_cart_user_errors ?? []).find(Boolean);
  if (problem) return failed(userError(problem.message, problem.code));
  if (!payload?.status) return failed(noAnswer());
  return ok(true);
}

/** The id of the customer's active cart, which the cart cookie must hold for the header and the cart page. */
export async function customerCartId(returnTo: string): Promise<string | null> {
  const res = await accountCall(returnTo, CustomerCartIdDocument);
  return res.ok ? (res.data.customerCart?.id ?? null) : null;
}
