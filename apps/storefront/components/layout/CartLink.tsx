// Cart link with an item-count badge, shown only when the cart holds at least one item.
import Link from '@/components/ui/Link';
import { Icon } from '@/components/ui/Icon';
import styles from './Header.module.css';

export function CartLink({ quantity, label }: { quantity: number; label: string }) {
  return (
    <Link href="/cart" className={styles.iconButton} aria-label={label}>
      <Icon name="cart" />
      {quantity > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {quantity > 99 ? '99+' : quantity}
        </span>
      ) : null}
    </Link>
  );
}
