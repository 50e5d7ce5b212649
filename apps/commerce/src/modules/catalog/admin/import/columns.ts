// The product CSV's columns (docs/decisions/1433): Magento's product import names where this shop
// has the field. A cell is checked on its own here; what needs the database (does the SKU exist,
// is the URL key free, which categories) is checked in plan.ts.
import { unescapeCell } from '../../../../shared/csv.js';
import type { ImportProblem, ProductTypeId } from '../../tables.js';
import { imageFile, urlKey } from '../fields.js';

export const COLUMNS = [
  'sku',
  'product_type',
  'attribute_set_code',
  'name',
  'description',
  'short_description',
  'price',
  'special_price',
  'special_price_from_date',
  'special_price_to_date',
  'qty',
  'is_in_stock',
  'product_online',
  'visibility',
  'categories',
  'url_key',
  'base_image',
  'base_image_label',
] as const;
export type Column = (typeof COLUMNS)[number];

/** Magento's marker for "clear this value" (an empty cell leaves the value as it is). */
export const EMPTY_VALUE = '__EMPTY__VALUE__';
const CLEARABLE: ReadonlySet<Column> = new Set([
  'description',
  'short_description',
  'special_price',
  'special_price_from_date',
  'special_price_to_date',
]);

export const VISIBILITY_LABELS: Record<string, number> = {
  'not visible individually': 1,
  catalog: 2,
  search: 3,
  'catalog, search': 4,
};
export const VISIBILITY_OF: Record<number, string> = {
  1: 'Not Visible Individually',
  2: 'Catalog',
  3: 'Search',
  4: 'Catalog, Search',
};
const TYPES: readonly ProductTypeId[] = [
  'simple',
  'virtual',
  'configurable',
  'giftcard',
  'grouped',
  'downloadable',
];

/** One row's values, each present only when its cell was not empty; null means "clear it". */
export interface ParsedRow {
  row: number;
  sku: string;
  /** Columns whose cell is bad (reported already). */
  bad: Column[];
  type?: ProductTypeId;
  name?: string;
  description?: string | null;
  shortDescription?: string | null;
  price?: number;
  specialPrice?: number | null;
  specialFrom?: Date | null;
  specialTo?: Date | null;
  qty?: number;
  inStock?: boolean;
  status?: number;
  visibility?: number;
  /** Category paths as written, "Default Category/Seating/Lounge Chairs". */
  categories?: string[];
  urlKey?: string;
  baseImage?: string;
  baseImageLabel?: string;
}

type Problem = (column: Column, message: string) => void;

function cents(v: string, col: Column, problem: Problem): number | undefined {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) {
    problem(col, `"${v}" is not an amount like 129.99 (0 to 9999999.99, at most two decimals).`);
    return undefined;
  }
  const [whole = '0', frac = ''] = v.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

function date(v: string, col: Column, problem: Problem): Date | undefined {
  let d: Date | undefined;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(v);
  if (us) {
    const y = Number(us[3]) + ((us[3] as string).length === 2 ? 2000 : 0);
    d = new Date(Date.UTC(y, Number(us[1]) - 1, Number(us[2])));
    if (d.getUTCMonth() !== Number(us[1]) - 1) d = undefined;
  } else if (
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v)
  ) {
    d = new Date(v.length === 10 ? `${v}T00:00:00Z` : v.replace(' ', 'T'));
  }
  if (!d || Number.isNaN(d.getTime())) {
    problem(col, `"${v}" is not a date (use YYYY-MM-DD or M/D/YYYY).`);
    return undefined;
  }
  return d;
}

function flag(v: string, col: Column, problem: Problem, off: string[]): boolean | undefined {
  if (v === '1') return true;
  if (off.includes(v)) return false;
  problem(col, `"${v}" is not ${['1', ...off].join(' or ')}.`);
  return undefined;
}

function checkText(v: string, col: Column, max: number, problem: Problem): string | undefined {
  if (v.length > max) {
    problem(col, `The text is longer than ${max} characters.`);
    return undefined;
  }
  return v;
}

/** Reads one data row (cells by column name, already trimmed of nothing) into values and problems. */
export function parseRow(
  row: number,
  cells: ReadonlyMap<Column, string>,
): { parsed: ParsedRow; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const bad: Column[] = [];
  const problem: Problem = (column, message) => {
    problems.push({ row, column, message });
    bad.push(column);
  };
  const get = (c: Column): string | undefined => {
    const raw = cells.get(c);
    if (raw === undefined) return undefined;
    const v = unescapeCell(raw.trim());
    if (v === '') return undefined;
    if (v === EMPTY_VALUE && !CLEARABLE.has(c)) {
      problem(c, `${EMPTY_VALUE} cannot clear this column.`);
      return undefined;
    }
    return v;
  };
  const sku = get('sku') ?? '';
  if (sku === '') problem('sku', 'The SKU is empty.');
  else if (sku.length > 64) problem('sku', 'The SKU is longer than 64 characters.');
  const p: ParsedRow = { row, sku, bad };
  const clear = (c: Column, v: string | undefined) => v === EMPTY_VALUE;

  const type = get('product_type');
  if (type !== undefined) {
    if ((TYPES as readonly string[]).includes(type)) p.type = type as ProductTypeId;
    else problem('product_type', `"${type}" is not a product type (${TYPES.join(', ')}).`);
  }
  const set = get('attribute_set_code');
  if (set !== undefined && set !== 'Default')
    problem('attribute_set_code', `"${set}" is not an attribute set of this shop (only Default).`);
  const name = get('name');
  if (name !== undefined) p.name = checkText(name, 'name', 255, problem);
  for (const [col, key] of [
    ['description', 'description'],
    ['short_description', 'shortDescription'],
  ] as const) {
    const v = get(col);
    if (v !== undefined) p[key] = clear(col, v) ? null : checkText(v, col, 65_535, problem);
  }
  const price = get('price');
  if (price !== undefined) p.price = cents(price, 'price', problem);
  const special = get('special_price');
  if (special !== undefined)
    p.specialPrice = clear('special_price', special)
      ? null
      : cents(special, 'special_price', problem);
  for (const [col, key] of [
    ['special_price_from_date', 'specialFrom'],
    ['special_price_to_date', 'specialTo'],
  ] as const) {
    const v = get(col);
    if (v !== undefined) p[key] = clear(col, v) ? null : date(v, col, problem);
  }
  if (p.specialFrom && p.specialTo && p.specialTo < p.specialFrom)
    problem('special_price_to_date', 'The end date is before the start date.');
  const qty = get('qty');
  if (qty !== undefined) {
    if (/^\d{1,9}(\.0+)?$/.test(qty)) p.qty = Number.parseInt(qty, 10);
    else problem('qty', `"${qty}" is not a whole number of 0 or more.`);
  }
  const stock = get('is_in_stock');
  if (stock !== undefined) p.inStock = flag(stock, 'is_in_stock', problem, ['0']);
  const online = get('product_online');
  if (online !== undefined) {
    const on = flag(online, 'product_online', problem, ['0', '2']);
    if (on !== undefined) p.status = on ? 1 : 2;
  }
  const visibility = get('visibility');
  if (visibility !== undefined) {
    const v = VISIBILITY_LABELS[visibility.toLowerCase().replace(/\s*,\s*/g, ', ')];
    if (v) p.visibility = v;
    else
      problem(
        'visibility',
        `"${visibility}" is not a visibility (${Object.values(VISIBILITY_OF).join('; ')}).`,
      );
  }
  const categories = get('categories');
  if (categories !== undefined) p.categories = splitCategories(categories);
  const key = get('url_key');
  if (key !== undefined) {
    const k = urlKey.safeParse(key);
    if (k.success) p.urlKey = k.data;
    else problem('url_key', k.error.issues[0]?.message ?? 'Not a URL key.');
  }
  const image = get('base_image');
  if (image !== undefined) {
    const i = imageFile.safeParse(image);
    if (i.success) p.baseImage = i.data;
    else problem('base_image', i.error.issues[0]?.message ?? 'Not an image.');
  }
  const label = get('base_image_label');
  if (label !== undefined) p.baseImageLabel = checkText(label, 'base_image_label', 255, problem);
  return { parsed: p, problems };
}

/** "Default Category/A/B,Default Category/C" → the paths, empty parts dropped. */
export const splitCategories = (cell: string): string[] =>
  cell
    .split(',')
    .map((path) =>
      path
        .split('/')
        .map((s) => s.trim())
        .filter(Boolean)
        .join('/'),
    )
    .filter(Boolean);
