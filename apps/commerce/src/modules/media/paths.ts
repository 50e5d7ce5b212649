// Media paths: everything needed to draw an image is encoded in its path, so the files need no
// storage and every path is stable. Paths are relative to the media base (the service's /media/).
//   catalog/product/{shape}/{hex}-{view}.svg   product image (11:7), tinted, in one of four views
//   catalog/category/{shape}/{hex}.svg         category image (16:10)
//   swatch/{hex}.svg                           fabric swatch (1:1)
//   catalog/product/placeholder.svg            shown when a product has no image

export const PRODUCT_SHAPES = [
  'lounge-chair',
  'dining-chair',
  'stool',
  'sofa',
  'sectional',
  'lift-chair',
  'table',
  'side-table',
  'desk',
  'dresser',
  'wardrobe',
  'nightstand',
  'bed',
  'headboard',
  'bench',
  'floor-lamp',
  'table-lamp',
  'sconce',
  'umbrella',
  'caster',
  'fabric',
  'gift-card',
  'service',
] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];

export const VIEWS = ['front', 'angle', 'side', 'detail'] as const;
export type View = (typeof VIEWS)[number];

export const PLACEHOLDER_IMAGE_PATH = 'catalog/product/placeholder.svg';

const HEX_RE = /^[0-9a-f]{6}$/;
const SHAPE_SET: ReadonlySet<string> = new Set(PRODUCT_SHAPES);
const VIEW_SET: ReadonlySet<string> = new Set(VIEWS);

export function isShape(value: string): value is ProductShape {
  return SHAPE_SET.has(value);
}

export function isView(value: string): value is View {
  return VIEW_SET.has(value);
}

/** Accepts "#A1B2C3" or "a1b2c3"; returns the bare lower-case form used in paths. */
export function normaliseHex(hex: string): string {
  const bare = hex.replace(/^#/, '').toLowerCase();
  if (!HEX_RE.test(bare)) throw new Error(`Not a six-digit hex colour: ${hex}`);
  return bare;
}

export function productImagePath(shape: ProductShape, hex: string, view: View = 'front'): string {
  return `catalog/product/${shape}/${normaliseHex(hex)}-${view}.svg`;
}

export function categoryImagePath(shape: ProductShape, hex: string): string {
  return `catalog/category/${shape}/${normaliseHex(hex)}.svg`;
}

export function swatchImagePath(hex: string): string {
  return `swatch/${normaliseHex(hex)}.svg`;
}

export type MediaRequest =
  | { kind: 'product'; shape: ProductShape; hex: string; view: View }
  | { kind: 'category'; shape: ProductShape; hex: string }
  | { kind: 'swatch'; hex: string }
  | { kind: 'placeholder' };

const PRODUCT_RE = /^catalog\/product\/([a-z-]+)\/([0-9a-f]{6})(?:-([a-z]+))?\.svg$/;
const CATEGORY_RE = /^catalog\/category\/([a-z-]+)\/([0-9a-f]{6})\.svg$/;
const SWATCH_RE = /^swatch\/([0-9a-f]{6})\.svg$/;

/** Parses a media path; null for anything that is not exactly one of the known forms. */
export function parseMediaPath(path: string): MediaRequest | null {
  if (path === PLACEHOLDER_IMAGE_PATH) return { kind: 'placeholder' };
  let m = PRODUCT_RE.exec(path);
  if (m) {
    const [, shape = '', hex = '', view = 'front'] = m;
    if (!isShape(shape) || !isView(view)) return null;
    return { kind: 'product', shape, hex, view };
  }
  m = CATEGORY_RE.exec(path);
  if (m) {
    const [, shape = '', hex = ''] = m;
    return isShape(shape) ? { kind: 'category', shape, hex } : null;
  }
  m = SWATCH_RE.exec(path);
  if (m) return { kind: 'swatch', hex: m[1] ?? '' };
  return null;
}
