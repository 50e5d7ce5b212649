// The carriers a shipment can be tracked with: Magento's (UPS, USPS, FedEx, DHL) and a custom one
// whose title the operator writes (docs/decisions/1421).
import { failWith, ok, type Result } from '../../shared/result.js';

export const TRACKING_CARRIERS = {
  ups: 'United Parcel Service',
  usps: 'United States Postal Service',
  fedex: 'Federal Express',
  dhl: 'DHL',
  custom: null,
} as const satisfies Record<string, string | null>;

export type TrackingCarrier = keyof typeof TRACKING_CARRIERS;

export interface ShipmentInput {
  carrierCode: string;
  /** Required for the custom carrier; ignored for the others (their title is fixed). */
  carrierTitle?: string | null;
  trackNumber: string;
}

const TRACK_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{2,63}$/;

export function carrierTitleOf(
  input: ShipmentInput,
): Result<
  { code: TrackingCarrier; title: string; trackNumber: string },
  'unknown_carrier' | 'carrier_title_missing' | 'invalid_track_number'
> {
  const code = input.carrierCode.trim().toLowerCase();
  if (!Object.hasOwn(TRACKING_CARRIERS, code)) return failWith('unknown_carrier');
  const carrier = code as TrackingCarrier;
  const fixed = TRACKING_CARRIERS[carrier];
  const title = (fixed ?? input.carrierTitle ?? '').trim().replace(/\s+/g, ' ');
  if (title === '' || title.length > 64) return failWith('carrier_title_missing');
  const trackNumber = input.trackNumber.trim().replace(/\s+/g, ' ');
  if (!TRACK_NUMBER.test(trackNumber)) return failWith('invalid_track_number');
  return ok({ code: carrier, title, trackNumber });
}
