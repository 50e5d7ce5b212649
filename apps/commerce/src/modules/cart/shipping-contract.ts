// What cart totals need from shipping. The carriers live in the checkout module; this module only
// defines the contract so the dependency points one way (checkout -> cart), and the composition
// root (modules/index.ts) passes the checkout module's rater into CartService.

/** One physical or virtual line as a carrier sees it. */
export interface RatedItem {
  sku: string;
  quantity: number;
  /** Pounds per unit; null for virtual and gift card products. */
  weight: number | null;
  /** Row total in cents, before discounts. */
  rowTotalCents: number;
  /** True for virtual products and virtual gift cards: never shipped. */
  isVirtual: boolean;
}

export interface ShippingQuote {
  carrierCode: string;
  methodCode: string;
  amountCents: number;
}

export interface RaterAddress {
  countryCode: string;
  regionCode: string | null;
  postcode: string | null;
}

export interface RaterInput {
  items: RatedItem[];
  /** Subtotal after item discounts, excluding tax, in cents. */
  subtotalCents: number;
  /** A free-shipping promotion applies to the cart. */
  freeShipping: boolean;
  address: RaterAddress;
}

/** Rates a cart for an address; the available methods in display order. Pure and synchronous. */
export type ShippingRater = (input: RaterInput) => ShippingQuote[];

/** Until the checkout module provides its carriers, nothing is rated (shipping costs 0). */
export const noShippingRater: ShippingRater = () => [];
