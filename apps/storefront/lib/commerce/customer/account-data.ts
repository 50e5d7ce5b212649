// The signed-in customer's account data: the shapes the account pages and checkout see (money in
// cents), and the pure conversions from the API's (the generated types of customer/operations,
// Magento 2.4.8). Safe to import from client code.
import type { GraphQLErrorShape } from '@/lib/commerce/client';
import type {
  CustomerAddressFragment,
  CustomerOrderFragment,
  CustomerPaymentTokensQuery,
  OrderAddressFragment,
  WishlistItemFragment,
} from '@/lib/commerce/generated/graphql';
import type { CartAddress } from '@/lib/commerce/cart/cart-types';
import type { FieldErrors } from '@/lib/commerce/checkout/checkout-validation';
import { money, type Money } from '@charter/shared/money';
import {
  accountInformationSchema,
  changeEmailSchema,
  changePasswordSchema,
} from '@charter/shared/forms';
import { schemaErrors } from '@/lib/forms/schema-errors';

// --- API shapes ---------------------------------------------------------------------------------
// The generated fragment types of the account operations (customer/operations/fragments.graphql).

type PaymentToken = NonNullable<
  NonNullable<CustomerPaymentTokensQuery['customerPaymentTokens']>['items'][number]
>;

// --- Storefront shapes --------------------------------------------------------------------------

export interface CustomerAddress {
  id: number;
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  city: string;
  regionCode: string;
  regionName: string;
  regionId: number | null;
  postcode: string;
  countryCode: string;
  telephone: string;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

export interface OrderAddress {
  name: string;
  company: string;
  street: string[];
  city: string;
  region: string;
  postcode: string;
  countryCode: string;
  telephone: string;
}

export interface OrderSummary {
  number: string;
  date: string;
  status: string;
  total: Money | null;
  items: {
    name: string;
    sku: string;
    quantity: number;
    price: Money | null;
    /** Downloadable items: their links, served through /downloads/… to the signed-in buyer. */
    downloads: { title: string; href: string }[];
  }[];
  shipTo: OrderAddress | null;
  billTo: OrderAddress | null;
  shippingMethod: string | null;
  paymentMethod: string | null;
  /** Once shipped: the carrier's name and the tracking number of each parcel. */
  tracking: { carrier: string; number: string }[];
}

export interface SavedCard {
  publicHash: string;
  methodCode: string;
  /** Card brand code (VI, MC, AE, ...), as the spec's brand list. */
  brand: string;
  /** The last four digits. */
  last4: string;
  /** 'MM/YYYY' */
  expires: string;
}

export interface WishlistEntry {
  id: string;
  quantity: number;
  sku: string;
  name: string;
  href: string | null;
  image: { url: string; alt: string } | null;
  price: Money | null;
  inStock: boolean;
}

/** Field name prefix of the address book form (the checkout's forms use shipping_ and billing_). */
export const ADDRESS_PREFIX = 'address_';

// --- Conversions --------------------------------------------------------------------------------

function compact<T>(list: (T | null | undefined)[] | null | undefined): T[] {
  return (list ?? []).filter((x): x is T => x !== null && x !== undefined);
}

const str = (v: string | null | undefined): string => (v ?? '').trim();

export function toCustomerAddress(a: CustomerAddressFragment): CustomerAddress | null {
  if (a.id === null || a.id === undefined) return null;
  return {
    id: a.id,
    firstname: str(a.firstname),
    lastname: str(a.lastname),
    company: str(a.company),
    street: compact(a.street)
      .map(str)
      .filter((s) => s !== ''),
    city: str(a.city),
    regionCode: str(a.region?.region_code),
    regionName: str(a.region?.region),
    regionId: a.region?.region_id ?? null,
    postcode: str(a.postcode),
    countryCode: str(a.country_code).toUpperCase(),
    telephone: str(a.telephone),
    defaultBilling: a.default_billing === true,
    defaultShipping: a.default_shipping === true,
  };
}

export function toCustomerAddresses(
  list: (CustomerAddressFragment | null)[] | null | undefined,
): CustomerAddress[] {
  return compact(list)
    .map(toCustomerAddress)
    .filter((a): a is CustomerAddress => a !== null);
}

/** The API's default address ids are strings (Magento); null when unset or unknown. */
export function defaultAddress(
  addresses: CustomerAddress[],
  id: string | null | undefined,
  flag: 'defaultBilling' | 'defaultShipping',
): CustomerAddress | null {
  return addresses.find((a) => String(a.id) === id) ?? addresses.find((a) => a[flag]) ?? null;
}

function toOrderAddress(a: OrderAddressFragment | null): OrderAddress | null {
  if (!a) return null;
  return {
    name: [str(a.firstname), str(a.lastname)].filter(Boolean).join(' '),
    company: str(a.company),
    street: compact(a.street)
      .map(str)
      .filter((s) => s !== ''),
    city: str(a.city),
    region: str(a.region),
    postcode: str(a.postcode),
    countryCode: str(a.country_code),
    telephone: str(a.telephone),
  };
}

/** The storefront's download route of one bought link (app/downloads/[item]/[link]/route.ts). */
export const downloadHref = (itemUid: string, linkUid: string): string =>
  `/downloads/${encodeURIComponent(itemUid)}/${encodeURIComponent(linkUid)}`;

export function toOrderSummary(o: CustomerOrderFragment): OrderSummary {
  return {
    number: o.number,
    date: o.order_date,
    status: o.status,
    total: money(o.total?.grand_total?.value, o.total?.grand_total?.currency),
    items: compact(o.items).map((i) => ({
      name: str(i.product_name) || i.product_sku,
      sku: i.product_sku,
      quantity: i.quantity_ordered ?? 0,
      price: money(i.product_sale_price?.value, i.product_sale_price?.currency),
      downloads:
        'downloadable_links' in i
          ? compact(i.downloadable_links).flatMap((l) =>
              l.title ? [{ title: l.title, href: downloadHref(i.id, l.uid) }] : [],
            )
          : [],
    })),
    shipTo: toOrderAddress(o.shipping_address),
    billTo: toOrderAddress(o.billing_address),
    shippingMethod: o.shipping_method,
    paymentMethod: compact(o.payment_methods)[0]?.name ?? null,
    tracking: compact(o.shipments).flatMap((sh) =>
      compact(sh.tracking).flatMap((tr) =>
        tr.number ? [{ carrier: str(tr.title) || tr.carrier, number: tr.number }] : [],
      ),
    ),
  };
}

/** 'YYYY-MM-DD HH:MM:SS' (the API's order date) as 'Jan 5, 2026'; other text is shown as is. */
export function formatOrderDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A saved card; its details are JSON text { type, maskedCC, expirationDate }. Unreadable details give null. */
export function toSavedCard(t: PaymentToken): SavedCard | null {
  if (t.type !== 'card') return null;
  let details: { type?: unknown; maskedCC?: unknown; expirationDate?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(t.details ?? '{}');
    if (parsed && typeof parsed === 'object') details = parsed as typeof details;
  } catch {
    return null;
  }
  const masked = typeof details.maskedCC === 'string' ? details.maskedCC : '';
  const last4 = masked.replace(/\D/g, '').slice(-4);
  if (last4.length !== 4) return null;
  return {
    publicHash: t.public_hash,
    methodCode: t.payment_method_code,
    brand: typeof details.type === 'string' ? details.type : 'OT',
    last4,
    expires: typeof details.expirationDate === 'string' ? details.expirationDate : '',
  };
}

export function toSavedCards(list: (PaymentToken | null)[] | null | undefined): SavedCard[] {
  return compact(list)
    .map(toSavedCard)
    .filter((c): c is SavedCard => c !== null);
}

/** Names of the spec's card brand codes; unknown codes show as 'Card'. */
const BRAND_NAMES: Record<string, string> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AE: 'American Express',
  DN: 'Diners Club',
  DI: 'Discover',
  JCB: 'JCB',
  UN: 'UnionPay',
  SM: 'Maestro',
  ELO: 'Elo',
  MI: 'Maestro International',
  HC: 'Hipercard',
  OT: 'Card',
};

export function cardBrandName(code: string): string {
  return BRAND_NAMES[code.toUpperCase()] ?? 'Card';
}

/** A configurable item shows its chosen variant's SKU, name and stock; the link goes to the parent's page. */
export function toWishlistEntry(
  item: WishlistItemFragment,
  productUrlSuffix: string,
): WishlistEntry | null {
  const p = item.product;
  if (!p?.sku) return null;
  const configured = 'configured_variant' in item ? item.configured_variant : null;
  const variant = configured?.sku ? configured : null;
  const rewrite = compact(p.url_rewrites).find((r) => r.url)?.url;
  const href = p.url_key
    ? `/${p.url_key}${p.url_suffix ?? productUrlSuffix}`
    : rewrite
      ? `/${rewrite.replace(/^\/+/, '')}`
      : null;
  const final = p.price_range?.minimum_price?.final_price;
  return {
    id: item.id,
    quantity: item.quantity,
    sku: variant?.sku ?? p.sku,
    name: str(variant?.name) || str(p.name) || p.sku,
    href,
    image: p.small_image?.url
      ? { url: p.small_image.url, alt: str(p.small_image.label) || str(p.name) }
      : null,
    price: money(final?.value, final?.currency),
    inStock: (variant ?? p).stock_status !== 'OUT_OF_STOCK',
  };
}

/**
 * True when the API refused the call because nobody is signed in: no token, an expired or revoked
 * one (graphql-authentication, HTTP 401), or a customer operation without a customer
 * (graphql-authorization 'The current customer isn't authorized.'). The visitor is then treated
 * as signed out.
 */
export function isSignedOutError(errors: readonly GraphQLErrorShape[] | undefined): boolean {
  return (errors ?? []).some(
    (e) =>
      (e.extensions?.category === 'graphql-authentication' &&
        !NOT_A_SESSION_PROBLEM.test(e.message)) ||
      (e.extensions?.category === 'graphql-authorization' &&
        /customer isn't authorized/i.test(e.message)),
  );
}

/** Authentication answers about the request's own input, not the session: a wrong current password, a locked account. */
const NOT_A_SESSION_PROBLEM = /invalid login or password|account is locked/i;

/** A saved address on one line, for the checkout's address choices. */
export function addressLine(a: CustomerAddress): string {
  const region = a.regionCode || a.regionName;
  return [
    `${a.firstname} ${a.lastname}`.trim(),
    a.company,
    ...a.street,
    a.city,
    [region, a.postcode].filter(Boolean).join(' '),
    a.countryCode,
  ]
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * The saved address a cart address was made from, if any: the cart keeps a copy, so the match is
 * by content (names, street, city, region, postcode, country, phone), case and spacing aside.
 */
export function findSavedAddress(
  cart: CartAddress | null,
  addresses: CustomerAddress[],
): CustomerAddress | null {
  if (!cart) return null;
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  const key = (parts: string[]) => parts.map(norm).join('|');
  const cartKey = key([
    cart.firstname,
    cart.lastname,
    cart.street.join(' '),
    cart.city,
    cart.regionCode,
    cart.postcode,
    cart.countryCode,
    cart.telephone,
  ]);
  return (
    addresses.find(
      (a) =>
        key([
          a.firstname,
          a.lastname,
          a.street.join(' '),
          a.city,
          a.regionCode,
          a.postcode,
          a.countryCode,
          a.telephone,
        ]) === cartKey,
    ) ?? null
  );
}

// --- Contact information ------------------------------------------------------------------------

/** The dashboard's 'Account Information' form; the checkbox is 'on' when ticked, as a form sends it. */
export type ContactValues = { firstname: string; lastname: string; is_subscribed: string };
export type EmailChangeValues = { email: string; current_password: string };
export type PasswordChangeValues = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};

// The account forms' rules are the shared schemas (@charter/shared/forms), checked through
// Conform's zod integration (schemaErrors) in each form and again in its server action.

/** 'Account Information': first and last name. */
export function validateContact(v: ContactValues): FieldErrors<'firstname' | 'lastname'> {
  return schemaErrors(accountInformationSchema, v);
}

/** A new e-mail address: asked for, then the e-mail rule; and the current password. */
export function validateEmailChange(
  v: EmailChangeValues,
): FieldErrors<'email' | 'current_password'> {
  return schemaErrors(changeEmailSchema, v);
}

/** 'Change Password': the shared schema through Conform's zod integration, in the form and its action. */
export function validatePasswordChange(
  v: PasswordChangeValues,
): FieldErrors<keyof PasswordChangeValues> {
  return schemaErrors(changePasswordSchema, v);
}

/**
 * The API's own message when it is about what the visitor typed (a wrong password, an address in
 * use, a refused value) and so helps them correct it; null for anything else (the API down, a
 * server fault), which gets the general saving error.
 */
export function inputProblem(errors: readonly GraphQLErrorShape[]): string | null {
  const problem = errors.find(
    (e) =>
      e.extensions?.category === 'graphql-input' ||
      e.extensions?.category === 'graphql-authentication',
  );
  return problem?.message ?? null;
}
