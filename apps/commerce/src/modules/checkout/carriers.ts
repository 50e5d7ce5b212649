// Shipping carriers: the rater the cart's totals engine and the checkout call with the cart's
// physical items. Amounts are integer cents. See docs/decisions/0551-shipping-carriers.md.
//
// - flatrate ("Flat Rate" / "Fixed"): a fixed amount per physical unit.
// - freeshipping ("Free Shipping"): offered when the subtotal after discount reaches the
//   threshold, or a cart rule grants free shipping; omitted otherwise (Magento's default
//   "show method if not applicable = no"), so a cart that drops below it cannot keep it.
// - freight ("Freight" / "LTL Freight"): base charge plus a rate per pound of total weight, as
//   furniture ships; offered to the US and Canada only.
import type {
  RatedItem,
  RaterInput,
  ShippingQuote,
  ShippingRater,
} from '../cart/shipping-contract.js';

/** The cart's rater input (items with weight, subtotal after discount, free-shipping rule, address). */
export type RateInput = RaterInput;

/** A quote with the titles the checkout shows (a ShippingQuote to the cart's totals engine). */
export interface ShippingRate extends ShippingQuote {
  carrierTitle: string;
  methodTitle: string;
}

export interface CarrierSettings {
  flatRatePerItemCents: number;
  freeShippingThresholdCents: number;
  freightBaseCents: number;
  freightPerPoundCents: number;
  freightCountries: readonly string[];
}

export const DEFAULT_CARRIER_SETTINGS: CarrierSettings = {
  flatRatePerItemCents: 2500,
  freeShippingThresholdCents: 250_000,
  freightBaseCents: 9500,
  freightPerPoundCents: 85,
  freightCountries: ['US', 'CA'],
};

export const CARRIER_TITLES: Record<string, { carrier: string; method: string }> = {
  freeshipping: { carrier: 'Free Shipping', method: 'Free' },
  flatrate: { carrier: 'Flat Rate', method: 'Fixed' },
  freight: { carrier: 'Freight', method: 'LTL Freight' },
};

const shipsPhysically = (i: RatedItem) => !i.isVirtual && i.weight !== null && i.quantity > 0;

/** Rates in carrier order: free shipping first (as Magento lists it), then flat rate, then freight. */
export function rateShipment(
  input: RateInput,
  settings: CarrierSettings = DEFAULT_CARRIER_SETTINGS,
): ShippingRate[] {
  const physical = input.items.filter(shipsPhysically);
  if (physical.length === 0) return [];
  const units = physical.reduce((n, i) => n + i.quantity, 0);
  const pounds = physical.reduce((w, i) => w + (i.weight ?? 0) * i.quantity, 0);
  const country = input.address.countryCode.toUpperCase();
  const rate = (carrierCode: string, amountCents: number): ShippingRate => {
    const t = CARRIER_TITLES[carrierCode] ?? { carrier: carrierCode, method: carrierCode };
    return {
      carrierCode,
      methodCode: carrierCode,
      amountCents,
      carrierTitle: t.carrier,
      methodTitle: t.method,
    };
  };
  const rates: ShippingRate[] = [];
  if (input.freeShipping || input.subtotalCents >= settings.freeShippingThresholdCents)
    rates.push(rate('freeshipping', 0));
  rates.push(rate('flatrate', settings.flatRatePerItemCents * units));
  if (settings.freightCountries.includes(country)) {
    rates.push(
      rate(
        'freight',
        settings.freightBaseCents + Math.round(pounds * settings.freightPerPoundCents),
      ),
    );
  }
  return rates;
}

/** Binds settings, giving the rater function the cart's totals engine is built with. */
export function createShippingRater(
  settings: CarrierSettings = DEFAULT_CARRIER_SETTINGS,
): ShippingRater & ((input: RateInput) => ShippingRate[]) {
  return (input: RateInput): ShippingRate[] => rateShipment(input, settings);
}

/** The rater with the configured free-shipping threshold. */
export const shippingRaterFor = (config: { freeShippingThresholdCents: number }) =>
  createShippingRater({
    ...DEFAULT_CARRIER_SETTINGS,
    freeShippingThresholdCents: config.freeShippingThresholdCents,
  });
