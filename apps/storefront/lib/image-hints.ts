// Resource hints for a page's largest image (its LCP element): the browser learns about it from
// the document head, before it parses the markup that shows it. The hint names the same srcset
// and sizes as the `<img>`, so the browser preloads the very file the image then uses.
import 'server-only';
import { preload } from 'react-dom';
import type { ResponsiveImage } from '@/lib/images/responsive';

export function prioritiseImage(image: ResponsiveImage | null | undefined): void {
  if (!image) return;
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: image.sizes } : {}),
  });
}
