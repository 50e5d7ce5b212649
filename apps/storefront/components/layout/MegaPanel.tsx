// The desktop navigation's mega menu, rendered on the server: the entry's links (and the Senior
// Living column) beside an image that follows the link under the pointer or in focus. Each link
// with an image of its own names it by `data-mega-item` (column and index); DesktopNav reads that
// attribute and MegaImage shows the image.
import Link from '@/components/ui/Link';
import type { NavEntry } from '@/lib/content/navigation';
import { MegaImage } from './mega-image';
import styles from './DesktopNav.module.css';

type MegaEntryKind = Extract<NavEntry, { kind: 'mega' }>;

/** The `data-mega-item` value of an item: its column and index (see megaItemImage). */
export type MegaItemKey = `${'items' | 'seniorLivingItems'}:${number}`;

export function MegaPanel({
  entry,
  seniorLivingHeading,
  viewAllLabel,
}: {
  entry: MegaEntryKind;
  seniorLivingHeading: string;
  viewAllLabel: string | undefined;
}) {
  const column = (key: 'items' | 'seniorLivingItems') => (
    <ul className={styles.megaList}>
      {entry[key].map((item, index) => (
        <li key={item.href + item.label}>
          <Link
            href={item.href}
            className={styles.link}
            data-mega-item={item.image ? (`${key}:${index}` satisfies MegaItemKey) : undefined}
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
            {column('items')}
            {entry.href && viewAllLabel ? (
              <Link href={entry.href} className={styles.viewAll}>
                {viewAllLabel}
              </Link>
            ) : null}
          </div>
          {entry.seniorLivingItems.length > 0 ? (
            <div className={styles.seniorColumn}>
              <p className={styles.columnHeading}>{seniorLivingHeading}</p>
              {column('seniorLivingItems')}
            </div>
          ) : null}
        </div>
      </div>
      <MegaImage navId={entry.id} image={entry.image} imageHref={entry.imageHref} />
    </div>
  );
}
