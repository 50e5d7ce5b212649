'use client';
// Desktop main navigation (62em and wider). Items open a dropdown (with optional flyout submenu)
// or a mega menu; how they open and close (pointer, keyboard, route change) is use-desktop-menu.ts.
// The panels' contents are server components (DropdownList, MegaPanel) passed in as `panels`:
// every link is in the HTML, hidden until its item opens, and hydrates with the page, so a menu
// works by pointer and keyboard as soon as the bar does. Their code never reaches the browser but
// for the mega menu's image (mega-image.tsx), which follows the link under the pointer or in focus.
import { useMemo, type ReactNode, type SyntheticEvent } from 'react';
import Link from '@/components/ui/Link';
import type { NavEntry } from '@/lib/content/navigation';
import { Icon } from '@/components/ui/Icon';
import { useDesktopMenu } from './use-desktop-menu';
import { MegaImageContext } from './mega-image';
import type { MegaItemKey } from './MegaPanel';
import styles from './DesktopNav.module.css';

export interface DesktopNavProps {
  entries: NavEntry[];
  label: string;
  /** Each dropdown's or mega menu's contents, by entry id. */
  panels: Record<string, ReactNode>;
}

/** The image of the mega-menu link an event came from (`data-mega-item`), if it has one. */
function megaItemImage(entry: NavEntry, e: SyntheticEvent) {
  if (entry.kind !== 'mega' || !(e.target instanceof Element)) return null;
  const key = e.target.closest('[data-mega-item]')?.getAttribute('data-mega-item') as
    MegaItemKey | undefined;
  if (!key) return null;
  const [column, index] = key.split(':') as ['items' | 'seniorLivingItems', string];
  return entry[column]?.[Number(index)]?.image ?? null;
}

export function DesktopNav({ entries, label, panels }: DesktopNavProps) {
  const menu = useDesktopMenu();
  const imageState = useMemo(
    () => ({ openId: menu.openId, hoverImage: menu.hoverImage }),
    [menu.openId, menu.hoverImage],
  );
  return (
    <MegaImageContext value={imageState}>
      <nav ref={menu.navRef} aria-label={label} className={styles.nav}>
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
            const isOpen = menu.openId === entry.id;
            const panelId = `${entry.id}-panel`;
            const followImage =
              entry.kind === 'mega'
                ? (e: SyntheticEvent) => menu.focusImage(megaItemImage(entry, e))
                : undefined;
            return (
              <li
                key={entry.id}
                data-nav-id={entry.id}
                className={
                  entry.kind === 'mega' ? `${styles.item} ${styles.itemMega}` : styles.item
                }
                onPointerEnter={menu.onPointerEnter(entry.id)}
                onPointerLeave={menu.onPointerLeave}
                onBlur={menu.onItemBlur}
              >
                <button
                  type="button"
                  className={styles.top}
                  data-nav-button={entry.id}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => menu.toggle(entry.id)}
                  onKeyDown={menu.onButtonKeyDown(entry.id)}
                >
                  {entry.label}
                  <Icon
                    name="chevron"
                    size={16}
                    className={isOpen ? styles.chevronOpen : styles.chevron}
                  />
                </button>
                <div
                  id={panelId}
                  hidden={!isOpen}
                  className={entry.kind === 'mega' ? styles.mega : styles.dropdown}
                  data-testid={entry.kind === 'mega' ? 'mega-menu' : 'dropdown-menu'}
                  onKeyDown={menu.onPanelKeyDown(entry.id)}
                  onClick={menu.onPanelClick}
                  onPointerOver={followImage}
                  onFocus={followImage}
                >
                  {panels[entry.id]}
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
    </MegaImageContext>
  );
}
