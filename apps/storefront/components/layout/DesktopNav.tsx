'use client';
// Desktop main navigation (62em and wider). Items open a dropdown (with optional flyout submenu)
// or a mega menu; how they open and close (pointer, keyboard, route change) is use-desktop-menu.ts.
// The panels' contents are server-rendered with the bar (every link is in the HTML, hidden until
// its item opens); their code is an island (components/ui/island.tsx) loaded after the page has
// hydrated, as no panel shows before a visitor opens one.
import Link from 'next/link';
import type { NavEntry } from '@/lib/content/navigation';
import { Icon } from '@/components/ui/Icon';
import { island } from '@/components/ui/island';
import { useDesktopMenu } from './use-desktop-menu';
import styles from './DesktopNav.module.css';

const DropdownList = island(() => import('./DropdownList').then((m) => m.DropdownList));
const MegaPanel = island(() => import('./MegaPanel').then((m) => m.MegaPanel));

export interface DesktopNavProps {
  entries: NavEntry[];
  label: string;
  seniorLivingHeading: string;
  viewAllLabels: Record<string, string>;
}

export function DesktopNav({
  entries,
  label,
  seniorLivingHeading,
  viewAllLabels,
}: DesktopNavProps) {
  const menu = useDesktopMenu();
  return (
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
          return (
            <li
              key={entry.id}
              data-nav-id={entry.id}
              className={entry.kind === 'mega' ? `${styles.item} ${styles.itemMega}` : styles.item}
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
              >
                {entry.kind === 'dropdown' ? (
                  <DropdownList entry={entry} viewAllLabel={viewAllLabels[entry.id]} />
                ) : (
                  <MegaPanel
                    entry={entry}
                    seniorLivingHeading={seniorLivingHeading}
                    viewAllLabel={viewAllLabels[entry.id]}
                    image={(isOpen && menu.hoverImage) || entry.image}
                    onItemFocus={(img) => img && menu.setHoverImage(img)}
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
