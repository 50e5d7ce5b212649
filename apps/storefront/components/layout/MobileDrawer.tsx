'use client';
// Mobile navigation (under 62em): a hamburger opening a drawer with an expandable navigation
// tree, the store switcher and the login/account link (both passed in as server-rendered slots).
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import type { NavEntry, NavLink } from '@/lib/content/navigation';
import { Icon } from '@/components/ui/Icon';
import { useModalDialog } from './use-modal-dialog';
import headerStyles from './Header.module.css';
import styles from './MobileDrawer.module.css';

export interface MobileDrawerProps {
  entries: NavEntry[];
  strings: { open: string; close: string; title: string; seniorLiving: string };
  viewAllLabels: Record<string, string>;
  storeSwitcher: ReactNode;
  account: ReactNode;
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <Link href={link.href} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}

export function MobileDrawer({ entries, strings, viewAllLabels, storeSwitcher, account }: MobileDrawerProps) {
  const { open, setOpen, dialogProps } = useModalDialog();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <button
        type="button"
        className={`${headerStyles.iconButton} ${styles.hamburger}`}
        aria-expanded={open}
        aria-controls="mobile-drawer"
        aria-label={strings.open}
        onClick={() => setOpen(true)}
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
          <button type="button" className={headerStyles.iconButton} aria-label={strings.close} onClick={() => setOpen(false)}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-labelledby="mobile-drawer-title">
          <ul className={styles.tree}>
            {entries.map((entry) => {
              if (entry.kind === 'link') {
                return (
                  <li key={entry.id}>
                    <Link href={entry.href} className={styles.link}>
                      {entry.label}
                    </Link>
                  </li>
                );
              }
              const isOpen = expanded.has(entry.id);
              const groupId = `mobile-${entry.id}`;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    className={styles.node}
                    aria-expanded={isOpen}
                    aria-controls={groupId}
                    onClick={() => toggle(entry.id)}
                  >
                    {entry.label}
                    <Icon name="chevron" size={18} className={isOpen ? styles.chevronOpen : undefined} />
                  </button>
                  <ul id={groupId} hidden={!isOpen} className={styles.group}>
                    {entry.href ? (
                      <li>
                        <Link href={entry.href} className={styles.link}>
                          {viewAllLabels[entry.id]}
                        </Link>
                      </li>
                    ) : null}
                    {entry.kind === 'dropdown'
                      ? entry.items.map((item) => (
                          <li key={item.href + item.label}>
                            <Link href={item.href} className={styles.link}>
                              {item.label}
                            </Link>
                            {item.children.length > 0 ? (
                              <ul className={styles.group}>
                                <LinkList links={item.children} />
                              </ul>
                            ) : null}
                          </li>
                        ))
                      : null}
                    {entry.kind === 'mega' ? <LinkList links={entry.items} /> : null}
                    {entry.kind === 'mega' && entry.seniorLivingItems.length > 0 ? (
                      <li>
                        <span className={styles.groupHeading}>{strings.seniorLiving}</span>
                        <ul className={styles.group}>
                          <LinkList links={entry.seniorLivingItems} />
                        </ul>
                      </li>
                    ) : null}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.footer}>
          {storeSwitcher}
          {account}
        </div>
      </dialog>
    </>
  );
}
