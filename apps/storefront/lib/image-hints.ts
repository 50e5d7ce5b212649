// Resource hints for a page's largest image (its LCP element): the browser learns about it from
// the document head, before it parses the markup that shows it, and opens the connection to the
// media host (the commerce API, usually another origin) early. The hint names the same srcset and
// sizes as the `<img>`, so the browser preloads the very file the image then uses.
import 'server-only';
import { preconnect, preload } from 'react-dom';
import type { ResponsiveImage } from '@/lib/images/responsive';

export function prioritiseImage(image: ResponsiveImage | null | undefined): void {
  if (!image) return;
  try {
    preconnect(new URL(image.src).origin);
  } catch {
    // A relative URL is served by the storefront itself: nothing to connect to.
  }
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: image.sizes } : {}),
  });
}
