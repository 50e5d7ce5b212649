// Renders a parsed media request to an SVG document. Deterministic: one path, one byte string.
import { palette } from './color.js';
import type { MediaRequest, ProductShape, View } from './paths.js';
import { SHAPE_LABELS, SHAPES } from './shapes.js';

/** Bump when the drawings change, so ETags change with them. */
export const SVG_VERSION = '1';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

function doc(width: number, height: number, viewBox: string, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>${body}</svg>`
  );
}

/** Views are transforms of the same drawing, so a product's 2–4 images differ but match. */
const VIEW_TRANSFORMS: Record<View, string> = {
  front: '',
  angle: 'translate(550 600) skewY(-5) scale(0.9 1) translate(-520 -600)',
  side: 'translate(550 0) scale(-0.82 1) translate(-550 0)',
  detail: 'translate(550 400) scale(1.75) translate(-600 -420)',
};

function stage(shape: ProductShape, hex: string, view: View): string {
  const c = palette(hex);
  const transform = VIEW_TRANSFORMS[view];
  const drawing = SHAPES[shape](c);
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.bg}"/><stop offset="1" stop-color="${c.bgDeep}"/></linearGradient></defs>` +
    `<rect width="1100" height="700" fill="url(#bg)"/>` +
    `<rect y="600" width="1100" height="100" fill="${c.bgDeep}"/>` +
    `<ellipse cx="550" cy="604" rx="380" ry="22" fill="${c.shadow}" opacity="0.18"/>` +
    (transform ? `<g transform="${transform}">${drawing}</g>` : drawing)
  );
}

export function renderProductImage(shape: ProductShape, hex: string, view: View): string {
  return doc(
    1100,
    700,
    '0 0 1100 700',
    `${SHAPE_LABELS[shape]} in #${hex}, ${view} view`,
    stage(shape, hex, view),
  );
}

/** Category banners are 16:10; the same stage, cropped. */
export function renderCategoryImage(shape: ProductShape, hex: string): string {
  return doc(
    1600,
    1000,
    '10 0 1080 675',
    `${SHAPE_LABELS[shape]} category image in #${hex}`,
    stage(shape, hex, 'angle'),
  );
}

export function renderSwatch(hex: string): string {
  const c = palette(hex);
  const threads = Array.from({ length: 12 }, (_, i) => {
    const o = 25 + i * 50;
    return `<rect x="0" y="${o}" width="600" height="14" fill="${c.light}" opacity="0.35"/><rect x="${o}" y="0" width="14" height="600" fill="${c.dark}" opacity="0.3"/>`;
  }).join('');
  return doc(
    600,
    600,
    '0 0 600 600',
    `Fabric swatch #${hex}`,
    `<rect width="600" height="600" fill="${c.main}"/>${threads}`,
  );
}

export function renderPlaceholder(): string {
  const c = palette('b9bcc0');
  const body =
    `<rect width="1100" height="700" fill="${c.bg}"/>` +
    `<g opacity="0.55">${SHAPES['lounge-chair'](c)}</g>` +
    `<text x="550" y="660" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" fill="${c.darker}">Image coming soon</text>`;
  return doc(1100, 700, '0 0 1100 700', 'Product image not available', body);
}

export function renderMedia(req: MediaRequest): string {
  switch (req.kind) {
    case 'product':
      return renderProductImage(req.shape, req.hex, req.view);
    case 'category':
      return renderCategoryImage(req.shape, req.hex);
    case 'swatch':
      return renderSwatch(req.hex);
    case 'placeholder':
      return renderPlaceholder();
  }
}
