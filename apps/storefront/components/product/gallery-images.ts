// The gallery's `<img>` attributes, computed on the server so the client gallery gets srcset and
// sizes as data (no image component code in the browser).
import type { GalleryItem, Variant } from '@/lib/commerce/types';
import { responsiveImage, SIZES } from '@/lib/images/responsive';

export function withGalleryImages(items: GalleryItem[]): GalleryItem[] {
  return items.map((item, i) => ({
    ...item,
    stage: responsiveImage({
      src: item.url,
      alt: item.alt,
      width: 1100,
      height: 700,
      sizes: SIZES.gallery,
      priority: i === 0,
    }),
    thumb: responsiveImage({ src: item.url, alt: '', width: 88, height: 56 }),
  }));
}

export function withVariantImages(variants: Variant[]): Variant[] {
  return variants.map((v) =>
    v.gallery.length > 0 ? { ...v, gallery: withGalleryImages(v.gallery) } : v,
  );
}
