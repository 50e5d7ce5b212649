// The demo category tree below the store root (id 2). Positions are deliberate, not alphabetical,
// and some siblings share a position so "position, then name" ordering is observable:
// Loveseats/Sectionals (2), Desks/Wardrobes (3) and Table Lamps/Floor Lamps (1).
import type { ProductShape } from '../../modules/media/paths.js';

export interface CategoryDef {
  urlKey: string;
  name: string;
  position: number;
  shape: ProductShape;
  hex: string;
  blurb: string;
  inMenu?: boolean;
  active?: boolean;
  anchor?: boolean;
  pwaLayout?: string;
  displayMode?: 'PRODUCTS' | 'PAGE' | 'PRODUCTS_AND_PAGE';
  defaultSortBy?: string;
  children?: CategoryDef[];
}

export const CATEGORY_TREE: CategoryDef[] = [
  {
    urlKey: 'seating', name: 'Seating', position: 1, shape: 'lounge-chair', hex: '#8a6f57',
    blurb: 'Lounge, dining and bar seating engineered for lobbies, restaurants and resident commons.',
    children: [
      { urlKey: 'lounge-chairs', name: 'Lounge Chairs', position: 2, shape: 'lounge-chair', hex: '#6f7f73', blurb: 'Deep-seated lounge chairs with contract-grade frames and performance fabrics.' },
      { urlKey: 'dining-chairs', name: 'Dining Chairs', position: 1, shape: 'dining-chair', hex: '#a0785a', blurb: 'Stackable and upholstered dining chairs for restaurants and banquet rooms.' },
      { urlKey: 'bar-counter-stools', name: 'Bar & Counter Stools', position: 3, shape: 'stool', hex: '#4d5560', blurb: 'Bar and counter height stools, with and without backs, swivel or fixed.' },
      {
        urlKey: 'sofas-loveseats', name: 'Sofas & Loveseats', position: 4, shape: 'sofa', hex: '#56647a',
        blurb: 'Lobby sofas, loveseats and modular sectionals built to a 100,000 double-rub standard.',
        children: [
          { urlKey: 'sofas', name: 'Sofas', position: 1, shape: 'sofa', hex: '#5b6b78', blurb: 'Three-seat sofas for lobbies, suites and lounges.' },
          { urlKey: 'loveseats', name: 'Loveseats', position: 2, shape: 'sofa', hex: '#7d6a5a', blurb: 'Two-seat loveseats scaled for guest rooms and alcoves.' },
          { urlKey: 'sectionals', name: 'Sectionals', position: 2, shape: 'sectional', hex: '#4f5d54', blurb: 'Modular sectionals that reconfigure with the space.' },
        ],
      },
    ],
  },
  {
    urlKey: 'tables', name: 'Tables', position: 2, shape: 'table', hex: '#9c7a55', defaultSortBy: 'name',
    blurb: 'Dining, occasional and conference tables with durable high-pressure laminate and solid wood tops.',
    children: [
      { urlKey: 'dining-tables', name: 'Dining Tables', position: 1, shape: 'table', hex: '#7a5c45', blurb: 'Two-top to banquet dining tables, fixed or flip-top.' },
      { urlKey: 'coffee-side-tables', name: 'Coffee & Side Tables', position: 2, shape: 'side-table', hex: '#b08d57', blurb: 'Coffee, side and drink tables for lobbies and suites.' },
      { urlKey: 'conference-tables', name: 'Conference Tables', position: 3, shape: 'table', hex: '#3b2a20', blurb: 'Boardroom and training tables with power and data options.' },
    ],
  },
  {
    urlKey: 'casegoods', name: 'Casegoods', position: 3, shape: 'dresser', hex: '#6e5442',
    blurb: 'Guest-room casegoods built from furniture-grade plywood with scratch-resistant finishes.',
    children: [
      { urlKey: 'dressers', name: 'Dressers', position: 1, shape: 'dresser', hex: '#8b6a4f', blurb: 'Four- and six-drawer dressers with full-extension glides.' },
      { urlKey: 'nightstands', name: 'Nightstands', position: 2, shape: 'nightstand', hex: '#a88462', blurb: 'Nightstands with integrated power and USB charging.' },
      { urlKey: 'desks', name: 'Desks', position: 3, shape: 'desk', hex: '#5f4b3c', blurb: 'Writing desks and work stations for guest rooms.' },
      { urlKey: 'wardrobes', name: 'Wardrobes', position: 3, shape: 'wardrobe', hex: '#7b6a5c', blurb: 'Wardrobes and armoires with soft-close doors.' },
    ],
  },
  {
    urlKey: 'bedroom', name: 'Bedroom', position: 4, shape: 'bed', hex: '#8c8174',
    blurb: 'Headboards, platform beds and benches for hotel rooms and resident suites.',
    children: [
      { urlKey: 'headboards', name: 'Headboards', position: 1, shape: 'headboard', hex: '#6d7a86', blurb: 'Wall-mounted and upholstered headboards.' },
      { urlKey: 'beds', name: 'Beds', position: 2, shape: 'bed', hex: '#9a8b7b', blurb: 'Platform beds and bed frames with reinforced slats.' },
      { urlKey: 'bed-benches', name: 'Bed Benches', position: 3, shape: 'bench', hex: '#7f6f64', blurb: 'Luggage and bed-end benches.' },
    ],
  },
  {
    urlKey: 'lighting', name: 'Lighting', position: 5, shape: 'floor-lamp', hex: '#b08d57',
    blurb: 'UL-listed floor lamps, table lamps and sconces with commercial harps and switches.',
    children: [
      { urlKey: 'floor-lamps', name: 'Floor Lamps', position: 1, shape: 'floor-lamp', hex: '#a7a9ac', blurb: 'Floor and reading lamps.' },
      { urlKey: 'table-lamps', name: 'Table Lamps', position: 1, shape: 'table-lamp', hex: '#c8a97e', blurb: 'Table and desk lamps with convenience outlets.' },
      { urlKey: 'sconces', name: 'Sconces', position: 2, shape: 'sconce', hex: '#1f1f1f', blurb: 'Hard-wired and plug-in wall sconces.' },
    ],
  },
  {
    urlKey: 'outdoor', name: 'Outdoor', position: 6, shape: 'umbrella', hex: '#2f5240',
    blurb: 'Teak, aluminum and all-weather wicker furniture for pools, patios and rooftops.',
    children: [
      { urlKey: 'outdoor-lounge', name: 'Outdoor Lounge', position: 1, shape: 'lounge-chair', hex: '#9c7a55', blurb: 'Chaise lounges, club chairs and daybeds.' },
      { urlKey: 'outdoor-dining', name: 'Outdoor Dining', position: 2, shape: 'table', hex: '#6b6b3a', blurb: 'Weather-proof dining tables and chairs.' },
      { urlKey: 'umbrellas', name: 'Umbrellas', position: 3, shape: 'umbrella', hex: '#a34e2c', blurb: 'Market and cantilever umbrellas with solution-dyed canopies.' },
    ],
  },
  {
    urlKey: 'senior-living-collection', name: 'Senior Living', position: 7, shape: 'lift-chair', hex: '#6f7f73', pwaLayout: 'senior-living',
    blurb: 'Furniture designed with occupational therapists: higher seats, firm cushions and easy-grip arms.',
    children: [
      { urlKey: 'lift-chairs', name: 'Lift Chairs', position: 1, shape: 'lift-chair', hex: '#7d6a5a', blurb: 'Power lift and recline chairs with bariatric options.' },
      { urlKey: 'easy-access-casegoods', name: 'Easy-Access Casegoods', position: 2, shape: 'dresser', hex: '#a88462', blurb: 'Casegoods with D-pulls, rounded corners and lower reach heights.' },
      { urlKey: 'caster-dining-chairs', name: 'Dining Chairs with Casters', position: 3, shape: 'dining-chair', hex: '#56647a', blurb: 'Dining chairs with front casters for easy pull-out.' },
    ],
  },
  {
    urlKey: 'services', name: 'Services', position: 8, shape: 'service', hex: '#56647a', inMenu: false, displayMode: 'PRODUCTS_AND_PAGE',
    blurb: 'Design consultation, installation, extended warranties and gift cards.',
  },
  {
    urlKey: 'options', name: 'Options', position: 9, shape: 'caster', hex: '#4d5560', inMenu: false,
    blurb: 'Replacement parts and upgrades for Charter furniture.',
    children: [
      { urlKey: 'caster-wheels', name: 'Caster Wheels', position: 1, shape: 'caster', hex: '#3f4044', blurb: 'Hard-floor, carpet and locking casters for chairs and tables.' },
      { urlKey: 'upholstery-upgrades', name: 'Upholstery Upgrades', position: 2, shape: 'fabric', hex: '#23324f', pwaLayout: 'materials', blurb: 'Performance and healthcare textiles available on any upholstered piece.' },
    ],
  },
  {
    urlKey: 'clearance', name: 'Clearance', position: 10, shape: 'sofa', hex: '#a34e2c', active: false, inMenu: false,
    blurb: 'Discontinued floor models. Not currently active.',
  },
];
