'use client';
// Desktop main navigation (62em and wider). Items open a dropdown (with optional flyout submenu)
// or a mega menu. Pointer: opens on hover, closes 600 ms after the pointer leaves. Keyboard:
// Enter/Space toggle, ArrowDown opens and focuses the first link, arrows move between links,
// Escape closes and returns focus to the item's button.
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { NavEntry } from '@/lib/content/navigation';
import type { ResolvedImage } from '@/lib/content/fields';
import { Icon } from '@/components/ui/Icon';
import { useOnRouteChange } from './use-route-change';
import styles from './DesktopNav.module.css';

/** Spec: the header dropdown auto-closes 600 ms after the pointer leaves. */
export const DROPDOWN_CLOSE_DELAY_MS = 600;

export interface DesktopNavProps {
  entries: NavEntry[];
  label: string;
  seniorLivingHeading: string;
  viewAllLabels: Record<string, string>;
}

function focusableLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];
}

export function DesktopNav({ entries, label, seniorLivingHeading, viewAllLabels }: DesktopNavProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [hoverImage, setHoverImage] = useState<ResolvedImage | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navRef = useRef<HTMLElement>(null);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const close = useCallback(() => {
    cancelClose();
    setOpenId(null);
    setHoverImage(null);
  }, []);
  const open = (id: string) => {
    cancelClose();
    if (openId !== id) setHoverImage(null);
    setOpenId(id);
  };

  useOnRouteChange(close);
  useEffect(() => cancelClose, []);

  // A press outside the navigation closes the open menu.
  useEffect(() => {
    if (!openId) return;
    const onDown = (e: globalThis.PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [openId, close]);

  const onPointerEnter = (id: string) => (e: PointerEvent) => {
    if (e.pointerType === 'mouse') open(id);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS);
  };

  const buttonFor = (id: string) => navRef.current?.querySelector<HTMLButtonElement>(`[data-nav-button="${id}"]`) ?? null;
  const panelFor = (id: string) => document.getElementById(`${id}-panel`);

  const onButtonKeyDown = (id: string) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      open(id);
      // The panel renders on the next frame once open.
      requestAnimationFrame(() => focusableLinks(panelFor(id))[0]?.focus());
    } else if (e.key === 'Escape' && openId === id) {
      e.preventDefault();
      close();
    }
  };

  const onPanelKeyDown = (id: string) => (e: KeyboardEvent<HTMLDivElement>) => {
    const links = focusableLinks(e.currentTarget);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      buttonFor(id)?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      (e.key === 'Home' ? links[0] : links[links.length - 1])?.focus();
    }
  };

  const onItemBlur = (e: FocusEvent<HTMLLIElement>) => {
    const id = e.currentTarget.dataset.navId;
    // Focus moving out of the item (not into its panel) closes its menu.
    if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) {
      setOpenId((current) => (current === id ? null : current));
    }
  };

  const onPanelClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) close();
  };

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.id} className={styles.item}>
                <Link href={entry.href} className={styles.top}>
                  {entry.label}
                </Link>
              </li>
            );
          }
          const isOpen = openId === entry.id;
          const panelId = `${entry.id}-panel`;
          return (
            <li
              key={entry.id}
              data-nav-id={entry.id}
              className={entry.kind === 'mega' ? `${styles.item} ${styles.itemMega}` : styles.item}
              onPointerEnter={onPointerEnter(entry.id)}
              onPointerLeave={onPointerLeave}
              onBlur={onItemBlur}
            >
              <button
                type="button"
                className={styles.top}
                data-nav-button={entry.id}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => (isOpen ? close() : open(entry.id))}
                onKeyDown={onButtonKeyDown(entry.id)}
              >
                {entry.label}
                <Icon name="chevron" size={16} className={isOpen ? styles.chevronOpen : styles.chevron} />
              </button>
              <div
                id={panelId}
                hidden={!isOpen}
                className={entry.kind === 'mega' ? styles.mega : styles.dropdown}
                data-testid={entry.kind === 'mega' ? 'mega-menu' : 'dropdown-menu'}
                onKeyDown={onPanelKeyDown(entry.id)}
                onClick={onPanelClick}
              >
                {entry.kind === 'dropdown' ? (
                  <ul className={styles.dropdownList}>
                    {entry.href ? (
                      <li>
                        <Link href={entry.href} className={styles.link}>
                          {viewAllLabels[entry.id]}
                        </Link>
                      </li>
                    ) : null}
                    {entry.items.map((item) => (
                      <li key={item.href + item.label} className={item.children.length > 0 ? styles.hasSubmenu : undefined}>
                        <Link href={item.href} className={styles.link}>
                          {item.label}
                          {item.children.length > 0 ? <Icon name="chevron" size={14} className={styles.subChevron} /> : null}
                        </Link>
                        {item.children.length > 0 ? (
                          <ul className={styles.submenu}>
                            {item.children.map((child) => (
                              <li key={child.href + child.label}>
                                <Link href={child.href} className={styles.link}>
                                  {child.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <MegaPanel
                    entry={entry}
                    seniorLivingHeading={seniorLivingHeading}
                    viewAllLabel={viewAllLabels[entry.id]}
                    image={(isOpen && hoverImage) || entry.image}
                    onItemFocus={(img) => img && setHoverImage(img)}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type MegaEntryKind = Extract<NavEntry, { kind: 'mega' }>;

function MegaPanel({
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
              <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" data-testid="mega-menu-image" />
            </Link>
          ) : (
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" data-testid="mega-menu-image" />
          )}
        </div>
      ) : null}
    </div>
  );
}
