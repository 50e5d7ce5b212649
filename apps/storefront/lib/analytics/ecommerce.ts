// Ecommerce analytics payloads (spec section 7, "Analytics"), as pure functions of plain data so
// the server builds them and the page only pushes them. Two families:
// - the newer events (GA4's recommended shape: add_to_cart, remove_from_cart, view_item_list,
//   search), sent only when the enabling flag is on;
// - the older tag-manager events (Enhanced Ecommerce shape: purchase, addToCart, removeFromCart,
//   productDetail, productImpression, productClick, checkout), skipped when the disabling flag is on.
// Every ecommerce event is preceded by `{ ecommerce: null }`, which clears the previous event's
// ecommerce object in the tag manager's data model. Safe in client code.
import type { AnalyticsEvent } from './events';

/** Which event families this storefront sends (read from the server's flags: config.ts). */
export interface AnalyticsFamilies {
  /** Newer (GA4-shaped) events. */
  ga4: boolean;
  /** Older tag-manager (Enhanced Ecommerce) events. */
  gtm: boolean;
}

export interface AnalyticsItem {
  /** The SKU (the chosen variant's for configurable products). */
  id: string;
  name: string;
  /** Unit price in major units (dollars), when known. */
  price: number | null;
  quantity?: number;
  /** Category path, top level first; at most five levels are reported. */
  categories?: string[];
  /** 1-based place in a list. */
  position?: number;
}

export interface AnalyticsList {
  id: string;
  name: string;
}

export interface PurchaseData {
  orderNumber: string;
  currency: string;
  /** Grand total. */
  revenue: number;
  /** Sum of the applied taxes. */
  tax: number;
  /** The first shipping address's selected method (0 without one). */
  shipping: number;
  coupon: string | null;
  items: AnalyticsItem[];
}

export const MAX_CATEGORY_LEVELS = 5;
const CLEAR: AnalyticsEvent = { ecommerce: null };

/** Cents to major units without floating-point noise (1999 -> 19.99). */
export function toAmount(cents: number | null | undefined): number | null {
  return typeof cents === 'number' && Number.isFinite(cents) ? Math.round(cents) / 100 : null;
}

function levels(item: AnalyticsItem): string[] {
  return (item.categories ?? []).filter(Boolean).slice(0, MAX_CATEGORY_LEVELS);
}

/** GA4 item: item_id, item_name, price, quantity, item_category … item_category5, index. */
export function ga4Item(item: AnalyticsItem): Record<string, unknown> {
  const out: Record<string, unknown> = { item_id: item.id, item_name: item.name };
  if (item.price !== null) out.price = item.price;
  if (item.quantity !== undefined) out.quantity = item.quantity;
  levels(item).forEach((name, i) => {
    out[i === 0 ? 'item_category' : `item_category${i + 1}`] = name;
  });
  if (item.position !== undefined) out.index = item.position;
  return out;
}

/** Enhanced Ecommerce product: id, name, price, quantity, category 'A/B/C' (five levels), position. */
export function gtmProduct(item: AnalyticsItem): Record<string, unknown> {
  const out: Record<string, unknown> = { id: item.id, name: item.name };
  if (item.price !== null) out.price = item.price;
  if (item.quantity !== undefined) out.quantity = item.quantity;
  const category = levels(item).join('/');
  if (category) out.category = category;
  if (item.position !== undefined) out.position = item.position;
  return out;
}

function value(items: AnalyticsItem[]): number {
  const cents = items.reduce(
    (sum, i) => sum + Math.round((i.price ?? 0) * 100) * (i.quantity ?? 1),
    0,
  );
  return cents / 100;
}

function withClear(events: (AnalyticsEvent | false)[]): AnalyticsEvent[] {
  return events.filter((e): e is AnalyticsEvent => Boolean(e)).flatMap((e) => [{ ...CLEAR }, e]);
}

export function addToCartEvents(
  f: AnalyticsFamilies,
  items: AnalyticsItem[],
  currency: string,
): AnalyticsEvent[] {
  if (items.length === 0) return [];
  return withClear([
    f.ga4 && {
      event: 'add_to_cart',
      ecommerce: { currency, value: value(items), items: items.map(ga4Item) },
    },
    f.gtm && {
      event: 'addToCart',
      ecommerce: { currencyCode: currency, add: { products: items.map(gtmProduct) } },
    },
  ]);
}

export function removeFromCartEvents(
  f: AnalyticsFamilies,
  items: AnalyticsItem[],
  currency: string,
): AnalyticsEvent[] {
  if (items.length === 0) return [];
  return withClear([
    f.ga4 && {
      event: 'remove_from_cart',
      ecommerce: { currency, value: value(items), items: items.map(ga4Item) },
    },
    f.gtm && {
      event: 'removeFromCart',
      ecommerce: { currencyCode: currency, remove: { products: items.map(gtmProduct) } },
    },
  ]);
}

/** A product list was shown: view_item_list and productImpression (items carry their position). */
export function listViewEvents(
  f: AnalyticsFamilies,
  list: AnalyticsList,
  items: AnalyticsItem[],
  currency: string,
): AnalyticsEvent[] {
  if (items.length === 0) return [];
  return withClear([
    f.ga4 && {
      event: 'view_item_list',
      ecommerce: { item_list_id: list.id, item_list_name: list.name, items: items.map(ga4Item) },
    },
    f.gtm && {
      event: 'productImpression',
      ecommerce: {
        currencyCode: currency,
        impressions: items.map((i) => ({ ...gtmProduct(i), list: list.name })),
      },
    },
  ]);
}

/** GA4's search event (not an ecommerce event: nothing to clear). */
export function searchEvents(f: AnalyticsFamilies, term: string): AnalyticsEvent[] {
  return f.ga4 && term ? [{ event: 'search', search_term: term }] : [];
}

export function productClickEvents(
  f: AnalyticsFamilies,
  list: AnalyticsList,
  item: AnalyticsItem,
): AnalyticsEvent[] {
  return withClear([
    f.gtm && {
      event: 'productClick',
      ecommerce: { click: { actionField: { list: list.name }, products: [gtmProduct(item)] } },
    },
  ]);
}

export function productDetailEvents(
  f: AnalyticsFamilies,
  item: AnalyticsItem,
  currency: string,
): AnalyticsEvent[] {
  return withClear([
    f.gtm && {
      event: 'productDetail',
      ecommerce: { currencyCode: currency, detail: { products: [gtmProduct(item)] } },
    },
  ]);
}

/** Checkout steps: 1 is shipping, 2 is payment. */
export const CHECKOUT_STEP = { shipping: 1, payment: 2 } as const;

export function checkoutEvents(
  f: AnalyticsFamilies,
  step: number,
  items: AnalyticsItem[],
): AnalyticsEvent[] {
  return withClear([
    f.gtm && {
      event: 'checkout',
      ecommerce: { checkout: { actionField: { step }, products: items.map(gtmProduct) } },
    },
  ]);
}

export function purchaseEvents(f: AnalyticsFamilies, p: PurchaseData): AnalyticsEvent[] {
  const actionField: Record<string, unknown> = {
    id: p.orderNumber,
    revenue: p.revenue,
    tax: p.tax,
    shipping: p.shipping,
  };
  if (p.coupon) actionField.coupon = p.coupon;
  return withClear([
    f.gtm && {
      event: 'purchase',
      ecommerce: {
        currencyCode: p.currency,
        purchase: { actionField, products: p.items.map(gtmProduct) },
      },
    },
  ]);
}
