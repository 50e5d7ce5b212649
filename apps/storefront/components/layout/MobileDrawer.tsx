'use client';
// Mobile navigation (under 62em): a hamburger opening a drawer with an expandable navigation
// tree, the store switcher, the colour mode control and the login/account link (passed in as
// server-rendered slots).
// The tree's code and markup load when the drawer first opens (lazy), then stay mounted.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { NavEntry } from '@/lib/content/navigation';
import { Icon } from '@/components/ui/Icon';
import { useModalDialog } from './use-modal-dialog';
import headerStyles from './Header.module.css';
import styles from './MobileDrawer.module.css';

export interface MobileDrawerProps {
  entries: NavEntry[];
  strings: { open: string; close: string; title: string; seniorLiving: string };
  viewAllLabels: Record<string, string>;
  storeSwitcher: ReactNode;
  colourMode: ReactNode;
  account: ReactNode;
}

const DrawerTree = lazy(() => import('./DrawerTree').then((m) => ({ default: m.DrawerTree })));

export function MobileDrawer({
  entries,
  strings,
  viewAllLabels,
  storeSwitcher,
  colourMode,
  account,
}: MobileDrawerProps) {
  const { open, setOpen, dialogProps } = useModalDialog();
  // Once opened, the tree stays mounted so that expanded groups survive closing and reopening.
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <button
        type="button"
        className={`${headerStyles.iconButton} ${styles.hamburger}`}
        aria-expanded={open}
        aria-controls="mobile-drawer"
        aria-label={strings.open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" />
      </button>
      <dialog
        {...dialogProps}
        id="mobile-drawer"
        className={styles.drawer}
        aria-labelledby="mobile-drawer-title"
      >
        <div className={styles.head}>
          <h2 id="mobile-drawer-title" className={styles.title}>
            {strings.title}
          </h2>
          <button
            type="button"
            className={headerStyles.iconButton}
            aria-label={strings.close}
            onClick={() => setOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        {loaded ? (
          <Suspense fallback={null}>
            <DrawerTree
              entries={entries}
              viewAllLabels={viewAllLabels}
              seniorLiving={strings.seniorLiving}
            />
          </Suspense>
        ) : null}
        <div className={styles.footer}>
          {storeSwitcher}
          {colourMode}
          {account}
        </div>
      </dialog>
    </>
  );
}
