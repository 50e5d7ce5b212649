'use client';
// The mobile drawer's navigation tree with its expandable groups. Loaded when the drawer first
// opens (see MobileDrawer): most visitors never open it, so its code stays out of the first load.
import Link from '@/components/ui/Link';
import { useState } from 'react';
import type { NavEntry, NavLink } from '@/lib/content/navigation';
import { Icon } from '@/components/ui/Icon';
import styles from './MobileDrawer.module.css';

export interface DrawerTreeProps {
  entries: NavEntry[];
  viewAllLabels: Record<string, string>;
  seniorLiving: string;
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

export function DrawerTree({ entries, viewAllLabels, seniorLiving }: DrawerTreeProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
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
                <Icon
                  name="chevron"
                  size={18}
                  className={isOpen ? styles.chevronOpen : undefined}
                />
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
                    <span className={styles.groupHeading}>{seniorLiving}</span>
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
  );
}
