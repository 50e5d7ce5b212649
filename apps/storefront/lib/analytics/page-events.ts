// The analytics events each page and action reports, built on the server from the data it already
// has and the configured event families (config.ts). Pages hand them to <PushEvents>; server
// actions return them to the component that called them. See docs/decisions/1220.
import 'server-only';
import type { Cart, CartLine } from '@/lib/commerce/cart/cart-types';
import type { ProductTileData } from '@/lib/commerce/types';
import { analyticsFamilies as families } from './config';
import {
  addToCartEvents,
  checkoutEvents,
  listViewEvents,
  productClickEvents,
  productDetailEvents,
  purchaseEvents,
  removeFromCartEvents,
  searchEvents,
  toAmount,
  type AnalyticsItem,
  type AnalyticsList,
  type PurchaseData,
} from './ecommerce';
import type { AnalyticsEvent } from './events';

export const DEFAULT_CURRENCY = 'USD';

export function cartLineItem(line: CartLine, quantity = line.quantity): AnalyticsItem {
  return {
    id: line.sku,
    name: line.name,
    price: toAmount(line.unitPrice?.cents),
    quantity,
    ...(line.categories ? { categories: line.categories } : {}),
  };
}

function cartCurrency(cart: Cart): string {
  return (
    cart.totals.grandTotal?.currency ??
    cart.lines.find((l) => l.unitPrice)?.unitPrice?.currency ??
    DEFAULT_CURRENCY
  );
}

export function addToCartFor(line: CartLine, quantity: number): AnalyticsEvent[] {
  return addToCartEvents(
    families,
    [cartLineItem(line, quantity)],
    line.unitPrice?.currency ?? DEFAULT_CURRENCY,
  );
}

export function removeFromCartFor(line: CartLine, quantity = line.quantity): AnalyticsEvent[] {
  return removeFromCartEvents(
    families,
    [cartLineItem(line, quantity)],
    line.unitPrice?.currency ?? DEFAULT_CURRENCY,
  );
}

/** The checkout step's event (1 shipping, 2 payment) with the cart's products. */
export function checkoutFor(step: number, cart: Cart): AnalyticsEvent[] {
  return checkoutEvents(
    families,
    step,
    cart.lines.map((l) => cartLineItem(l)),
  );
}

/**
 * What the purchase reports, taken from the cart as it is placed: revenue is the grand total, tax
 * the sum of the applied taxes, shipping the first shipping address's selected method (0 without
 * one), and the coupon.
 */
export function purchaseDataOf(orderNumber: string, cart: Cart): PurchaseData {
  const taxCents = cart.totals.taxes.reduce((sum, t) => sum + t.amount.cents, 0);
  return {
    orderNumber,
    currency: cartCurrency(cart),
    revenue: toAmount(cart.totals.grandTotal?.cents) ?? 0,
    tax: toAmount(taxCents) ?? 0,
    shipping: toAmount(cart.totals.shipping?.amount.cents) ?? 0,
    coupon: cart.couponCode,
    items: cart.lines.map((l) => cartLineItem(l)),
  };
}

export function purchaseFor(data: PurchaseData): AnalyticsEvent[] {
  return purchaseEvents(families, data);
}

export function productDetailFor(product: {
  sku: string;
  name: string;
  categories: string[];
  price: { final: { cents: number; currency: string } | null };
}): AnalyticsEvent[] {
  const item = {
    id: product.sku,
    name: product.name,
    price: toAmount(product.price.final?.cents),
    ...(product.categories.length ? { categories: product.categories } : {}),
  };
  return productDetailEvents(families, item, product.price.final?.currency ?? DEFAULT_CURRENCY);
}

/**
 * A listing's impressions (view_item_list, productImpression, and search on search pages) and the
 * events of a click on each of its tiles, keyed by SKU.
 */
export function listingFor(
  list: AnalyticsList,
  products: ProductTileData[],
  opts: { categories?: string[]; searchTerm?: string; firstPosition?: number } = {},
): { events: AnalyticsEvent[]; clicks: Record<string, AnalyticsEvent[]> | undefined } {
  const first = opts.firstPosition ?? 1;
  // A category listing reports its own path for every item; search results each product's own.
  const items: AnalyticsItem[] = products.map((p, i) => ({
    id: p.sku,
    name: p.name,
    price: toAmount(p.minPrice?.cents),
    categories: opts.categories ?? p.categories,
    position: first + i,
  }));
  const currency = products.find((p) => p.minPrice)?.minPrice?.currency ?? DEFAULT_CURRENCY;
  const events = [
    ...(opts.searchTerm ? searchEvents(families, opts.searchTerm) : []),
    ...listViewEvents(families, list, items, currency),
  ];
  const clicks = families.gtm
    ? Object.fromEntries(items.map((item) => [item.id, productClickEvents(families, list, item)]))
    : undefined;
  return { events, clicks };
}
