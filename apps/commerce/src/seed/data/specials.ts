// Products that do not come from a furniture family: services (virtual), gift cards,
// caster wheels and upholstery upgrades (simple, in the Options tree).
import type { GiftCardSettings } from '../../modules/catalog/tables.js';

export interface ServiceDef {
  sku: string;
  name: string;
  price: number;
  blurb: string;
}

export const SERVICES: ServiceDef[] = [
  { sku: 'SV-DC-1001', name: 'Design Consultation', price: 25000, blurb: 'A two-hour session with a Charter interior designer: space plan, finish board and budget.' },
  { sku: 'SV-EW-1002', name: 'Extended Warranty', price: 14900, blurb: 'Extends frame and finish coverage to ten years for one line item.' },
  { sku: 'SV-WG-1003', name: 'White-Glove Installation', price: 39500, blurb: 'Inside delivery, unpacking, assembly, placement and debris removal.' },
  { sku: 'SV-SP-1004', name: 'Space Planning Service', price: 59500, blurb: 'Scaled floor plans and elevations for a full project, up to 40 rooms.' },
];

export interface GiftCardDef {
  sku: string;
  name: string;
  settings: GiftCardSettings;
  blurb: string;
}

export const GIFT_CARDS: GiftCardDef[] = [
  {
    sku: 'GC-VR-1001', name: 'Charter E-Gift Card', blurb: 'Delivered by e-mail, redeemable on any Charter order.',
    settings: { amounts: [5000, 10000, 25000], allow_open_amount: true, open_amount_min: 2500, open_amount_max: 100000, giftcard_type: 'VIRTUAL' },
  },
  {
    sku: 'GC-PH-1002', name: 'Charter Printed Gift Card', blurb: 'A letterpress card mailed in a linen envelope.',
    settings: { amounts: [10000, 25000, 50000], allow_open_amount: false, open_amount_min: null, open_amount_max: null, giftcard_type: 'PHYSICAL' },
  },
  {
    sku: 'GC-CB-1003', name: 'Charter Project Gift Card', blurb: 'Sent by e-mail with a printed copy for the project binder.',
    settings: { amounts: [25000, 50000, 100000], allow_open_amount: true, open_amount_min: 10000, open_amount_max: 500000, giftcard_type: 'COMBINED' },
  },
];

export interface PartDef {
  sku: string;
  name: string;
  price: number;
  hex: string;
  weight: number;
  blurb: string;
}

export const CASTERS: PartDef[] = [
  { sku: 'OP-CW-1001', name: 'Hard-Floor Twin-Wheel Caster Set', price: 4900, hex: '#3f4044', weight: 2, blurb: 'Soft polyurethane treads that protect wood, tile and vinyl floors.' },
  { sku: 'OP-CW-1002', name: 'Carpet Caster Set', price: 3900, hex: '#1f1f1f', weight: 2, blurb: 'Hard nylon wheels that roll easily on low-pile carpet.' },
  { sku: 'OP-CW-1003', name: 'Locking Swivel Caster Set', price: 6900, hex: '#a7a9ac', weight: 3, blurb: 'Total-lock swivel casters that hold position on any floor.' },
  { sku: 'OP-CW-1004', name: 'Front Glide Caster Pair', price: 2900, hex: '#b08d57', weight: 1, blurb: 'Front-leg casters for senior-living dining chairs: pull out without lifting.' },
  { sku: 'OP-CW-1005', name: 'Heavy-Duty Bariatric Caster Set', price: 8900, hex: '#23324f', weight: 4, blurb: 'Rated to 250 lb per wheel for bariatric seating.' },
  { sku: 'OP-CW-1006', name: 'Table Leveling Caster Set', price: 7900, hex: '#5d6770', weight: 4, blurb: 'Casters with integrated leveling feet for banquet tables.' },
];

export const UPHOLSTERY: PartDef[] = [
  { sku: 'OP-UP-1001', name: 'Crypton Performance Upgrade', price: 12900, hex: '#23324f', weight: 1, blurb: 'Stain, moisture and odour resistant Crypton textile, per seat.' },
  { sku: 'OP-UP-1002', name: 'Healthcare Vinyl Upgrade', price: 8900, hex: '#9aa98a', weight: 1, blurb: 'Bleach-cleanable, antimicrobial vinyl for senior living.' },
  { sku: 'OP-UP-1003', name: 'Boucle Texture Upgrade', price: 14900, hex: '#3f4044', weight: 1, blurb: 'Heavy boucle with 80,000 double rubs.' },
  { sku: 'OP-UP-1004', name: 'Moisture Barrier Liner', price: 4900, hex: '#d8cbb3', weight: 1, blurb: 'Fluid-proof liner under any fabric.' },
  { sku: 'OP-UP-1005', name: 'Contrast Welt Upgrade', price: 3900, hex: '#b5653f', weight: 1, blurb: 'Contrast welt in any Charter fabric.' },
  { sku: 'OP-UP-1006', name: 'Fabric Sample Kit', price: 0, hex: '#6b6b3a', weight: 1, blurb: 'Twelve 6" x 6" cuttings of our most specified textiles, free.' },
];
