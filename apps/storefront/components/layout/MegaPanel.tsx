'use client';
// The desktop navigation's mega menu: the entry's links (and the Senior Living column) beside an
// image that follows the link under the pointer or in focus.
import Link from 'next/link';
import type { NavEntry } from '@/lib/content/navigation';
import type { ResolvedImage } from '@/lib/content/fields';
import styles from './DesktopNav.module.css';

type MegaEntryKind = Extract<NavEntry, { kind: 'mega' }>;

export function MegaPanel({
  entry,
  seniorLivingHeading,
  viewAllLabel,
  image,
  onItemFocus,
}: {
  entry: MegaEntryKind;
  seniorLivingHeading: string;
  viewAllLabel: string | undefined;
  image: ResolvedImage | null;
  onItemFocus: (img: ResolvedImage | null) => void;
}) {
  const column = (items: MegaEntryKind['items']) => (
    <ul className={styles.megaList}>
      {items.map((item) => (
        <li key={item.href + item.label}>
          <Link
            href={item.href}
            className={styles.link}
            onPointerEnter={() => onItemFocus(item.image)}
            onFocus={() => onItemFocus(item.image)}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.megaInner}>
      <div className={styles.megaColumns}>
        {entry.header ? <p className={styles.megaHeader}>{entry.header}</p> : null}
        <div className={styles.megaGrid}>
          <div>
            {column(entry.items)}
            {entry.href && viewAllLabel ? (
              <Link href={entry.href} className={styles.viewAll}>
                {viewAllLabel}
              </Link>
            ) : null}
          </div>
          {entry.seniorLivingItems.length > 0 ? (
            <div className={styles.seniorColumn}>
              <p className={styles.columnHeading}>{seniorLivingHeading}</p>
              {column(entry.seniorLivingItems)}
            </div>
          ) : null}
        </div>
      </div>
      {image ? (
        // Lazy: the panel is hidden until opened, and a hidden lazy image is not fetched, so it
        // no longer competes with the page's own images on first load.
        <div className={styles.megaImage}>
          {entry.imageHref ? (
            <Link href={entry.imageHref} tabIndex={-1} aria-hidden="true">
              {/* The link repeats a menu entry, so it is hidden from assistive technology. */}
              <img
                src={image.src}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                data-testid="mega-menu-image"
              />
            </Link>
          ) : (
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              data-testid="mega-menu-image"
            />
          )}
        </div>
      ) : null}
    </div>
  );
}
