// The desktop navigation's dropdown, rendered on the server: 'View all' first (when the entry has
// a page), then its links, each with an optional flyout submenu.
import Link from '@/components/ui/Link';
import type { NavEntry } from '@/lib/content/navigation';
import { Icon } from '@/components/ui/Icon';
import styles from './DesktopNav.module.css';

export function DropdownList({
  entry,
  viewAllLabel,
}: {
  entry: Extract<NavEntry, { kind: 'dropdown' }>;
  viewAllLabel: string | undefined;
}) {
  return (
    <ul className={styles.dropdownList}>
      {entry.href ? (
        <li>
          <Link href={entry.href} className={styles.link}>
            {viewAllLabel}
          </Link>
        </li>
      ) : null}
      {entry.items.map((item) => (
        <li
          key={item.href + item.label}
          className={item.children.length > 0 ? styles.hasSubmenu : undefined}
        >
          <Link href={item.href} className={styles.link}>
            {item.label}
            {item.children.length > 0 ? (
              <Icon name="chevron" size={14} className={styles.subChevron} />
            ) : null}
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
  );
}
