// The order summary beside each checkout step: the lines (read-only) and the totals.
import { CartLines } from '@/components/cart/CartLines';
import { CartTotals } from '@/components/cart/CartTotals';
import type { Cart } from '@/lib/commerce/cart/cart-types';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './checkout.module.css';

export function CheckoutSummary({ cart, t }: { cart: Cart; t: Translate }) {
  return (
    <aside
      className={styles.summary}
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title">{t('checkout.summary.title')}</h2>
      <p>
        {cart.totalQuantity === 1
          ? t('checkout.summary.itemsOne')
          : t('checkout.summary.items', { count: cart.totalQuantity })}
      </p>
      <CartTotals totals={cart.totals} t={t} headingLevel={3} />
      <CartLines lines={cart.lines} t={t} readOnly />
    </aside>
  );
}
