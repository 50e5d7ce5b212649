// The specification's image widths and quality (section 9), shared by next.config.ts, the image
// loader and the optimisation route, so the widths a page offers are the widths the route serves.

/** Widths for images that span (part of) the viewport; `sizes` picks among them. */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** Widths for small fixed-size images (thumbnails, icons). */
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const DEFAULT_QUALITY = 75;
/** Qualities the route accepts: only the default, so nobody can ask for arbitrary variants. */
export const QUALITIES = [DEFAULT_QUALITY] as const;

/** The optimisation path: `?url=<image URL>&w=<width>&q=<quality>`. */
export const IMAGE_PATH = '/api/image';

const WIDTHS: ReadonlySet<number> = new Set<number>([...DEVICE_SIZES, ...IMAGE_SIZES]);
export const isAllowedWidth = (w: number): boolean => WIDTHS.has(w);
export const isAllowedQuality = (q: number): boolean =>
  (QUALITIES as readonly number[]).includes(q);
