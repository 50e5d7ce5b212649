// `<img>` attributes from Next.js's image component (`getImageProps`), computed where the markup is
// rendered on the server: pages get `srcset`/`sizes` through the loader (lib/images/loader.ts)
// without shipping the image component's code to the browser. Client islands (the product
// gallery) receive these attributes as data.
//
// SVG sources (the generated catalogue images, the demo content) are used as they are, like
// Next.js's default loader does: a vector needs no width variants, and sending it through the
// optimisation route would only add a request hop before the page's largest paint.
import { getImageProps } from 'next/image';

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
  loading?: 'eager' | 'lazy';
  decoding?: 'async' | 'sync' | 'auto';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** `sizes` of the layouts, in the CSS breakpoints (30em, 62em) and containers they are drawn in. */
export const SIZES = {
  /** Listing grid: one column on phones, two on tablets, 3–4 tiles of at most ~22rem on desktops. */
  tile: '(max-width: 30em) 100vw, (max-width: 62em) 50vw, 22rem',
  /** Product gallery stage: the full width below 62em, three fifths of an 80em page above. */
  gallery: '(max-width: 62em) 100vw, 48em',
  /** A full-width hero, beside its text (1.2 of 2.2 columns) from 62em. */
  hero: '(max-width: 62em) 100vw, 55vw',
  /** Featured category tiles on a landing page (at least 15rem wide). */
  featured: '(max-width: 30em) 100vw, (max-width: 62em) 50vw, 25vw',
} as const;

/** A path or URL naming an SVG file (the query, if any, aside). */
export function isSvg(src: string): boolean {
  return /\.svg$/i.test(src.split(/[?#]/, 1)[0] ?? '');
}

export function responsiveImage(input: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Omitted for fixed-size images: `srcset` then offers 1x and 2x. */
  sizes?: string;
  /** The page's largest image: loaded eagerly with high priority. */
  priority?: boolean;
  /** Loaded eagerly (above the fold) without raising its priority. */
  eager?: boolean;
}): ResponsiveImage {
  const { props } = getImageProps({
    src: input.src,
    unoptimized: isSvg(input.src),
    alt: input.alt,
    width: input.width,
    height: input.height,
    sizes: input.sizes,
    loading: input.priority || input.eager ? 'eager' : 'lazy',
    fetchPriority: input.priority ? 'high' : undefined,
  });
  return {
    src: props.src,
    srcSet: props.srcSet,
    sizes: props.sizes,
    width: input.width,
    height: input.height,
    alt: input.alt,
    loading: props.loading as ResponsiveImage['loading'],
    // The largest image is painted as soon as it is decoded, not in a later frame.
    decoding: input.priority ? undefined : (props.decoding as ResponsiveImage['decoding']),
    fetchPriority: props.fetchPriority as ResponsiveImage['fetchPriority'],
  };
}
