// Product families: one per leaf category. A family says what its products are called, what they
// cost, weigh and are made of, and which of them are configurable. Names come from NAME_STEMS;
// `fixed` pins the first products of a family so DEMO_FACTS can name them.
import type { ProductShape } from '../../modules/media/paths.js';

export type Axis = 'fabric' | 'color';
export type OptionPreset = 'seating' | 'table' | 'casegood';
export type Flag = 'configurable' | 'sale' | 'sale-window' | 'new' | 'new-window' | 'new-expired' | 'archived' | 'oos' | 'video' | 'all-options' | 'disabled-image' | 'catalog-only' | 'search-only' | 'disabled' | 'no-marketing-sku' | 'minimum-order';

export interface FixedProduct {
  name: string;
  flags?: Flag[];
}

export interface Family {
  category: string;
  sku: string;
  nouns: string[];
  shape: ProductShape;
  count: number;
  /** How many of the family's products are configurable (the first ones, after `fixed`). */
  configurables: number;
  /** First configurable axis besides finish. */
  axis?: Axis;
  /** Price range in whole dollars. */
  price: [number, number];
  /** Weight range in pounds. */
  weight: [number, number];
  /** Width, depth, height in inches of the typical piece. */
  dims: [number, number, number];
  materials: string[];
  upholstered?: boolean;
  seatHeights?: string[];
  armStyles?: string[];
  capacities?: string[];
  preset?: OptionPreset;
  features: string[];
  fixed?: FixedProduct[];
}

export const NAME_STEMS = [
  'Aria', 'Harbor', 'Meridian', 'Willow', 'Hudson', 'Cove', 'Linden', 'Sable', 'Ember', 'Juniper',
  'Calloway', 'Brighton', 'Monroe', 'Larkin', 'Alder', 'Easton', 'Beacon', 'Fairmont', 'Halden', 'Kinsley',
  'Lennox', 'Marlow', 'Newport', 'Oakley', 'Presidio', 'Quincy', 'Ridgeway', 'Sutton', 'Tamsin', 'Verona',
  'Wexford', 'Yardley', 'Zephyr', 'Ashby', 'Bellamy', 'Carver', 'Dalton', 'Everly', 'Finch', 'Grayson',
  'Holloway', 'Ivers', 'Jasper', 'Keaton', 'Laurel', 'Maddox', 'Nolan', 'Orson', 'Palmer', 'Rowan',
];

const UPH = ['Solid Hardwood', 'Upholstered'];
const SEAT_FEATURES = ['Kiln-dried hardwood frame, corner-blocked, glued and screwed', 'High-resilience foam seat, 2.5 lb density', 'Removable seat for fast reupholstery', 'Ten-year frame warranty'];
const CASE_FEATURES = ['Furniture-grade plywood case with hardwood edge banding', 'Full-extension, soft-close drawer glides', 'Scratch-resistant catalysed lacquer finish', 'Anti-tip kit included'];
const TABLE_FEATURES = ['High-pressure laminate or solid wood top', 'Adjustable levelling glides', 'Powder-coated steel base', 'Ships knocked down for easy handling'];
const LIGHT_FEATURES = ['UL-listed for commercial use', 'Three-way rotary switch with convenience outlet', 'Tamper-resistant harp and finial', 'Accepts LED bulbs up to 100 W equivalent'];
const OUTDOOR_FEATURES = ['Marine-grade stainless hardware', 'Quick-dry foam cushions with solution-dyed covers', 'UV-stable finish rated for 1,500 hours', 'Stackable for winter storage'];

export const FAMILIES: Family[] = [
  {
    category: 'lounge-chairs', sku: 'CH-LC', nouns: ['Lounge Chair', 'Swivel Lounge Chair', 'Club Chair', 'Bariatric Lounge Chair'], shape: 'lounge-chair',
    count: 10, configurables: 5, axis: 'fabric', price: [890, 1890], weight: [38, 72], dims: [31, 33, 32], materials: UPH, upholstered: true,
    seatHeights: ['Low (16")', 'Standard (18")'], armStyles: ['Track Arm', 'Flared Arm', 'Wood Arm Caps'], capacities: ['300 lb', '400 lb', '500 lb (Bariatric)'],
    preset: 'seating', features: SEAT_FEATURES,
    fixed: [
      { name: 'Aria Lounge Chair', flags: ['configurable', 'video'] },
      { name: 'Meridian Swivel Lounge Chair', flags: ['configurable', 'new-window'] },
    ],
  },
  {
    category: 'dining-chairs', sku: 'CH-DC', nouns: ['Dining Chair', 'Side Chair', 'Arm Chair', 'Stacking Chair'], shape: 'dining-chair',
    count: 10, configurables: 4, axis: 'fabric', price: [290, 690], weight: [14, 26], dims: [20, 22, 34], materials: UPH, upholstered: true,
    seatHeights: ['Standard (18")'], armStyles: ['Armless', 'Wood Arm Caps'], capacities: ['300 lb', '400 lb'], preset: 'seating', features: SEAT_FEATURES,
    fixed: [{ name: 'Harbor Dining Chair', flags: ['sale', 'all-options', 'disabled-image'] }],
  },
  {
    category: 'bar-counter-stools', sku: 'CH-BS', nouns: ['Counter Stool', 'Swivel Bar Stool', 'Backless Counter Stool', 'Bar Stool'], shape: 'stool',
    count: 8, configurables: 3, axis: 'fabric', price: [340, 790], weight: [16, 30], dims: [19, 21, 40], materials: ['Steel', 'Upholstered', 'Solid Hardwood'], upholstered: true,
    seatHeights: ['Counter (24")', 'Bar (30")'], armStyles: ['Armless'], capacities: ['300 lb'], preset: 'seating', features: SEAT_FEATURES,
  },
  {
    category: 'sofas', sku: 'SF-SO', nouns: ['Sofa', 'Lobby Sofa', 'Track Arm Sofa'], shape: 'sofa',
    count: 6, configurables: 3, axis: 'fabric', price: [2190, 4290], weight: [110, 180], dims: [84, 36, 33], materials: UPH, upholstered: true,
    seatHeights: ['Standard (18")'], armStyles: ['Track Arm', 'Flared Arm'], capacities: ['400 lb'], preset: 'seating', features: SEAT_FEATURES,
  },
  {
    category: 'loveseats', sku: 'SF-LS', nouns: ['Loveseat', 'Apartment Loveseat'], shape: 'sofa',
    count: 5, configurables: 2, axis: 'fabric', price: [1590, 2890], weight: [80, 120], dims: [62, 34, 33], materials: UPH, upholstered: true,
    seatHeights: ['Standard (18")'], armStyles: ['Track Arm', 'Flared Arm'], capacities: ['400 lb'], preset: 'seating', features: SEAT_FEATURES,
  },
  {
    category: 'sectionals', sku: 'SF-SC', nouns: ['Sectional', 'Modular Sectional'], shape: 'sectional',
    count: 4, configurables: 2, axis: 'fabric', price: [3890, 6890], weight: [180, 320], dims: [118, 86, 32], materials: UPH, upholstered: true,
    seatHeights: ['Standard (18")'], armStyles: ['Track Arm', 'Armless'], capacities: ['400 lb'], features: SEAT_FEATURES,
  },
  {
    category: 'dining-tables', sku: 'TB-DN', nouns: ['Dining Table', 'Walnut Dining Table', 'Oak Pedestal Table', 'Banquet Table'], shape: 'table',
    count: 8, configurables: 0, price: [690, 2490], weight: [60, 140], dims: [60, 36, 30], materials: ['Solid Hardwood', 'Steel', 'Quartz'],
    preset: 'table', features: TABLE_FEATURES,
  },
  {
    category: 'coffee-side-tables', sku: 'TB-OC', nouns: ['Coffee Table', 'Side Table', 'Drink Table', 'Marble Side Table'], shape: 'side-table',
    count: 8, configurables: 0, price: [290, 1290], weight: [18, 70], dims: [24, 24, 22], materials: ['Solid Hardwood', 'Marble', 'Steel', 'Tempered Glass'],
    preset: 'table', features: TABLE_FEATURES,
  },
  {
    category: 'conference-tables', sku: 'TB-CF', nouns: ['Conference Table', 'Boardroom Table', 'Training Table'], shape: 'table',
    count: 5, configurables: 0, price: [1890, 5890], weight: [140, 320], dims: [120, 48, 30], materials: ['Plywood', 'Solid Hardwood', 'Steel'],
    preset: 'table', features: TABLE_FEATURES,
  },
  {
    category: 'dressers', sku: 'CG-DR', nouns: ['Dresser', 'Six-Drawer Dresser', 'Walnut Dresser', 'Media Dresser'], shape: 'dresser',
    count: 6, configurables: 0, price: [1190, 2690], weight: [150, 240], dims: [60, 20, 34], materials: ['Plywood', 'Solid Hardwood'],
    preset: 'casegood', features: CASE_FEATURES,
    fixed: [{ name: 'Wexford Walnut Dresser', flags: ['archived'] }],
  },
  {
    category: 'nightstands', sku: 'CG-NS', nouns: ['Nightstand', 'Oak Nightstand', 'Walnut Nightstand', 'Open Nightstand'], shape: 'nightstand',
    count: 7, configurables: 0, price: [390, 890], weight: [40, 70], dims: [24, 18, 24], materials: ['Plywood', 'Solid Hardwood'],
    preset: 'casegood', features: CASE_FEATURES,
    fixed: [{ name: 'Calloway Oak Nightstand', flags: ['oos'] }],
  },
  {
    category: 'desks', sku: 'CG-DK', nouns: ['Writing Desk', 'Work Station', 'Oak Desk'], shape: 'desk',
    count: 5, configurables: 0, price: [790, 1690], weight: [70, 130], dims: [48, 24, 30], materials: ['Plywood', 'Solid Hardwood', 'Steel'],
    preset: 'casegood', features: CASE_FEATURES,
  },
  {
    category: 'wardrobes', sku: 'CG-WR', nouns: ['Wardrobe', 'Armoire', 'Open Wardrobe'], shape: 'wardrobe',
    count: 4, configurables: 0, price: [1690, 3290], weight: [180, 260], dims: [42, 24, 72], materials: ['Plywood', 'Solid Hardwood'],
    preset: 'casegood', features: CASE_FEATURES,
  },
  {
    category: 'headboards', sku: 'BD-HB', nouns: ['Headboard', 'Channel-Tufted Headboard', 'Wall-Mount Headboard'], shape: 'headboard',
    count: 6, configurables: 3, axis: 'fabric', price: [490, 1190], weight: [35, 60], dims: [64, 4, 56], materials: ['Plywood', 'Upholstered'], upholstered: true,
    features: ['French-cleat wall mount', 'Zippered, replaceable panels', 'Moisture-barrier lining', 'Queen and king widths'],
  },
  {
    category: 'beds', sku: 'BD-BD', nouns: ['Platform Bed', 'Bed Frame', 'Oak Platform Bed'], shape: 'bed',
    count: 5, configurables: 0, price: [890, 1990], weight: [90, 160], dims: [64, 84, 14], materials: ['Steel', 'Plywood', 'Solid Hardwood'],
    features: ['Reinforced centre rail with three legs', 'Bed-bug resistant finish', 'No-tool assembly', 'Accepts any mattress up to 14"'],
  },
  {
    category: 'bed-benches', sku: 'BD-BN', nouns: ['Bed Bench', 'Luggage Bench', 'Upholstered Bench'], shape: 'bench',
    count: 5, configurables: 2, axis: 'fabric', price: [390, 890], weight: [25, 45], dims: [50, 18, 18], materials: ['Solid Hardwood', 'Upholstered'], upholstered: true,
    seatHeights: ['Standard (18")'], capacities: ['400 lb'], features: SEAT_FEATURES,
  },
  {
    category: 'floor-lamps', sku: 'LT-FL', nouns: ['Floor Lamp', 'Reading Lamp', 'Arc Floor Lamp'], shape: 'floor-lamp',
    count: 6, configurables: 2, axis: 'color', price: [290, 690], weight: [14, 28], dims: [16, 16, 62], materials: ['Steel', 'Aluminum'],
    features: LIGHT_FEATURES,
  },
  {
    category: 'table-lamps', sku: 'LT-TL', nouns: ['Table Lamp', 'Desk Lamp', 'Ceramic Table Lamp'], shape: 'table-lamp',
    count: 7, configurables: 2, axis: 'color', price: [190, 490], weight: [8, 16], dims: [15, 15, 27], materials: ['Steel', 'Aluminum', 'Tempered Glass'],
    features: LIGHT_FEATURES,
  },
  {
    category: 'sconces', sku: 'LT-SC', nouns: ['Wall Sconce', 'Swing-Arm Sconce', 'Reading Sconce'], shape: 'sconce',
    count: 5, configurables: 0, price: [190, 490], weight: [4, 9], dims: [8, 10, 14], materials: ['Steel', 'Aluminum'],
    features: LIGHT_FEATURES,
  },
  {
    category: 'outdoor-lounge', sku: 'OD-LG', nouns: ['Chaise Lounge', 'Teak Club Chair', 'Outdoor Daybed', 'Wicker Lounge Chair'], shape: 'lounge-chair',
    count: 6, configurables: 2, axis: 'fabric', price: [790, 2490], weight: [30, 110], dims: [30, 78, 14], materials: ['Teak', 'Aluminum', 'All-Weather Wicker'], upholstered: true,
    capacities: ['300 lb'], features: OUTDOOR_FEATURES,
  },
  {
    category: 'outdoor-dining', sku: 'OD-DN', nouns: ['Teak Dining Table', 'Teak Dining Chair', 'Aluminum Dining Chair', 'Outdoor Bar Table'], shape: 'table',
    count: 6, configurables: 0, price: [290, 2290], weight: [18, 120], dims: [72, 40, 30], materials: ['Teak', 'Aluminum'],
    preset: 'table', features: OUTDOOR_FEATURES,
  },
  {
    category: 'umbrellas', sku: 'OD-UM', nouns: ['Market Umbrella', 'Cantilever Umbrella', 'Teak Market Umbrella'], shape: 'umbrella',
    count: 5, configurables: 2, axis: 'color', price: [390, 1890], weight: [20, 90], dims: [108, 108, 100], materials: ['Aluminum', 'Teak'],
    features: ['Solution-dyed acrylic canopy', 'Wind vent and double pulley lift', 'Powder-coated or teak pole', 'Base sold separately'],
  },
  {
    category: 'lift-chairs', sku: 'SL-LC', nouns: ['Lift Chair', 'Bariatric Lift Chair', 'Power Recliner'], shape: 'lift-chair',
    count: 6, configurables: 3, axis: 'fabric', price: [1290, 2890], weight: [90, 160], dims: [34, 38, 42], materials: ['Steel', 'Upholstered'], upholstered: true,
    seatHeights: ['Elevated (20")'], armStyles: ['Full-Length Grab Arm', 'Wood Arm Caps'], capacities: ['400 lb', '500 lb (Bariatric)'],
    features: ['Dual-motor lift and recline', 'Battery backup for power outages', 'Moisture-barrier seat deck', 'Hand control with USB charging'],
  },
  {
    category: 'easy-access-casegoods', sku: 'SL-CG', nouns: ['Easy-Reach Dresser', 'Easy-Reach Nightstand', 'Accessible Wardrobe'], shape: 'dresser',
    count: 6, configurables: 0, price: [590, 2290], weight: [50, 200], dims: [40, 20, 32], materials: ['Plywood', 'Solid Hardwood'],
    preset: 'casegood', features: ['Large D-pull handles for arthritic hands', 'Rounded, radiused corners', 'Drawer stops at three-quarter extension', 'Night-light toe kick'],
  },
  {
    category: 'caster-dining-chairs', sku: 'SL-DC', nouns: ['Caster Dining Chair', 'Easy-Glide Arm Chair', 'Bariatric Dining Chair'], shape: 'dining-chair',
    count: 6, configurables: 3, axis: 'fabric', price: [390, 890], weight: [18, 30], dims: [23, 24, 36], materials: UPH, upholstered: true,
    seatHeights: ['Elevated (20")'], armStyles: ['Full-Length Grab Arm'], capacities: ['300 lb', '500 lb (Bariatric)'], preset: 'seating', features: SEAT_FEATURES,
  },
];
