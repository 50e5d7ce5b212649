// Attribute definitions of the demo catalogue. Option `code`s are short, stable and upper-case:
// they become part of variant SKUs (PARENTSKU-FAB-FIN).
import type { FrontendInput } from '../../modules/catalog/tables.js';

export interface OptionDef {
  code: string;
  label: string;
  /** Colour swatch (#rrggbb). */
  hex?: string;
  /** Image swatch instead of a colour swatch (the generated swatch/{hex}.svg of `hex`). */
  imageSwatch?: boolean;
  /** Price premium in cents when this value is chosen on a configurable variant. */
  premium?: number;
}

export interface AttributeDef {
  code: string;
  label: string;
  input: FrontendInput;
  filterable?: boolean;
  searchable?: boolean;
  comparable?: boolean;
  sortable?: boolean;
  visibleOnFront?: boolean;
  position: number;
  collapsed?: boolean;
  options?: OptionDef[];
}

export const FABRICS: OptionDef[] = [
  { code: 'OAT', label: 'Performance Linen Oat', hex: '#d8cbb3', imageSwatch: true },
  { code: 'NVY', label: 'Crypton Velvet Navy', hex: '#23324f', imageSwatch: true, premium: 4500 },
  { code: 'SGE', label: 'Healthcare Vinyl Sage', hex: '#9aa98a' },
  { code: 'CHR', label: 'Boucle Charcoal', hex: '#3f4044', imageSwatch: true, premium: 6000 },
  { code: 'TER', label: 'Woven Terracotta', hex: '#b5653f', premium: 2500 },
  { code: 'MST', label: 'Performance Mist', hex: '#b9c4c9' },
  { code: 'CML', label: 'Faux Leather Camel', hex: '#a8754a', premium: 3500 },
  { code: 'OLV', label: 'Tweed Olive', hex: '#6b6b3a', imageSwatch: true, premium: 2000 },
];

export const FINISHES: OptionDef[] = [
  { code: 'WAL', label: 'American Walnut', hex: '#5b3a29', premium: 6500 },
  { code: 'OAK', label: 'Natural White Oak', hex: '#c8a97e' },
  { code: 'ESP', label: 'Espresso', hex: '#3b2a20' },
  { code: 'TEK', label: 'Weathered Teak', hex: '#9c7a55', premium: 4000 },
  { code: 'BRS', label: 'Brushed Brass', hex: '#b08d57', premium: 5500 },
  { code: 'BLK', label: 'Matte Black', hex: '#1f1f1f' },
  { code: 'NKL', label: 'Satin Nickel', hex: '#a7a9ac', premium: 1500 },
  { code: 'ASH', label: 'Driftwood Ash', hex: '#8e8679' },
];

export const COLORS: OptionDef[] = [
  { code: 'IVR', label: 'Ivory', hex: '#efe8d8' },
  { code: 'SND', label: 'Sand', hex: '#d6c29b' },
  { code: 'SLT', label: 'Slate', hex: '#5d6770' },
  { code: 'FOR', label: 'Forest', hex: '#2f5240' },
  { code: 'NAV', label: 'Navy', hex: '#22304a' },
  { code: 'RST', label: 'Rust', hex: '#a34e2c' },
  { code: 'BLK', label: 'Black', hex: '#1c1c1c' },
  { code: 'WHT', label: 'White', hex: '#f7f7f4' },
];

const opts = (labels: string[]): OptionDef[] => labels.map((label) => ({ code: label, label }));

/** Layered-navigation positions are spaced by ten so new filters can slot in between. */
export const ATTRIBUTES: AttributeDef[] = [
  // Built-in product columns, listed so sort fields and the price filter have a position.
  { code: 'name', label: 'Product Name', input: 'text', searchable: true, sortable: true, position: 0 },
  { code: 'price', label: 'Price', input: 'price', filterable: true, sortable: true, comparable: true, position: 10 },
  { code: 'finish', label: 'Finish', input: 'select', filterable: true, comparable: true, searchable: true, position: 20, options: FINISHES },
  { code: 'fabric', label: 'Fabric', input: 'select', filterable: true, comparable: true, searchable: true, position: 30, options: FABRICS },
  { code: 'color', label: 'Color', input: 'select', filterable: true, comparable: true, position: 40, options: COLORS },
  {
    code: 'material', label: 'Material', input: 'multiselect', filterable: true, comparable: true, searchable: true, position: 50, collapsed: true,
    options: opts(['Solid Hardwood', 'Plywood', 'Steel', 'Aluminum', 'Upholstered', 'Marble', 'Tempered Glass', 'Teak', 'All-Weather Wicker', 'Quartz']),
  },
  {
    code: 'collection', label: 'Collection', input: 'select', filterable: true, sortable: true, position: 60, collapsed: true,
    options: opts(['Atelier', 'Coastline', 'Haven', 'Heritage', 'Metro', 'Nordic']),
  },
  {
    code: 'seat_height', label: 'Seat Height', input: 'select', filterable: true, comparable: true, position: 70, collapsed: true,
    options: opts(['Low (16")', 'Standard (18")', 'Elevated (20")', 'Counter (24")', 'Bar (30")']),
  },
  {
    code: 'arm_style', label: 'Arm Style', input: 'select', filterable: true, comparable: true, position: 80, collapsed: true,
    options: opts(['Armless', 'Track Arm', 'Flared Arm', 'Wood Arm Caps', 'Full-Length Grab Arm']),
  },
  { code: 'commercial_grade', label: 'Contract Grade', input: 'boolean', filterable: true, comparable: true, position: 90, options: opts(['Yes', 'No']) },
  {
    code: 'fire_code', label: 'Fire Code', input: 'select', filterable: true, comparable: true, position: 100, collapsed: true,
    options: opts(['CAL 117', 'CAL 133', 'NFPA 260', 'BS 5852']),
  },
  {
    code: 'weight_capacity', label: 'Weight Capacity', input: 'select', filterable: true, comparable: true, position: 110, collapsed: true,
    options: opts(['250 lb', '300 lb', '400 lb', '500 lb (Bariatric)']),
  },
  // Text-valued attributes: values live in product.attributes.
  { code: 'care_instructions', label: 'Care Instructions', input: 'textarea', comparable: true, position: 200 },
  { code: 'marketing_sku_charter', label: 'Marketing SKU', input: 'text', searchable: true, position: 210 },
  { code: 'ordering_note', label: 'Ordering Note', input: 'text', position: 220 },
  { code: 'archive', label: 'Archived', input: 'text', visibleOnFront: false, position: 230 },
  { code: 'pwa_layout', label: 'Layout', input: 'text', visibleOnFront: false, position: 240 },
];

/** product.attributes key of the marketing SKU (spec: custom attribute marketing_sku_{product}). */
export const MARKETING_SKU_KEY = 'marketing_sku_charter';
