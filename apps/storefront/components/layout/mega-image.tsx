'use client';
// The mega menu's image, the one client part of a server-rendered panel (MegaPanel.tsx): it shows
// the image of the link last under the pointer or in focus while its menu is open (DesktopNav
// tracks which, through this context), else the menu's own image.
import { createContext, useContext } from 'react';
import Link from '@/components/ui/Link';
import type { ResolvedImage } from '@/lib/content/fields';
import styles from './DesktopNav.module.css';

export interface MegaImageState {
  openId: string | null;
  hoverImage: ResolvedImage | null;
}

export const MegaImageContext = createContext<MegaImageState>({ openId: null, hoverImage: null });

export function MegaImage({
  navId,
  image: fallback,
  imageHref,
}: {
  navId: string;
  image: ResolvedImage | null;
  imageHref: string | null;
}) {
  const { openId, hoverImage } = useContext(MegaImageContext);
  const image = (openId === navId && hoverImage) || fallback;
  if (!image) return null;
  // Lazy: the panel is hidden until opened, and a hidden lazy image is not fetched, so it no
  // longer competes with the page's own images on first load. Inside the link the image repeats a
  // menu entry, so the link is hidden from assistive technology and the image has no text.
  const img = (
    <img
      src={image.src}
      alt={imageHref ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      data-testid="mega-menu-image"
    />
  );
  return (
    <div className={styles.megaImage}>
      {imageHref ? (
        <Link href={imageHref} tabIndex={-1} aria-hidden="true">
          {img}
        </Link>
      ) : (
        img
      )}
    </div>
  );
}
