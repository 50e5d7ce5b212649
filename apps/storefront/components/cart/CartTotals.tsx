// Quote totals (spec: subtotal, discount, tax, shipping when selected, gift card, 'Order Total').
// Server-rendered; the region is polite-live so a changed total is announced after an update.
import { formatMoney, type Money } from '@charter/shared/money';
import type { CartTotals as Totals } from '@/lib/commerce/cart/cart-types';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './cart.module.css';

const minus = (m: Money) => `-${formatMoney(m)}`;

export function CartTotals({
  totals,
  t,
  headingLevel = 2,
}: {
  totals: Totals;
  t: Translate;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="cart-totals-title" data-testid="cart-totals">
      <Heading id="cart-totals-title" className="visually-hidden">
        {t('cart.totals.title')}
      </Heading>
      <dl className={styles.totals} aria-live="polite" aria-atomic="true">
        {totals.subtotal ? (
          <div>
            <dt>{t('cart.totals.subtotal')}</dt>
            <dd data-testid="totals-subtotal">{formatMoney(totals.subtotal)}</dd>
          </div>
        ) : null}
        {totals.discounts.map((d, i) => (
          <div key={`d${i}`} data-testid="totals-discount">
            <dt>
              {d.label
                ? t('cart.totals.discountLabel', { label: d.label })
                : t('cart.totals.discount')}
            </dt>
            <dd>{minus(d.amount)}</dd>
          </div>
        ))}
        {totals.shipping ? (
          <div>
            <dt>
              {totals.shipping.method
                ? t('cart.totals.shippingMethod', { method: totals.shipping.method })
                : t('cart.totals.shipping')}
            </dt>
            <dd data-testid="totals-shipping">{formatMoney(totals.shipping.amount)}</dd>
          </div>
        ) : null}
        {totals.taxes.map((tax, i) => (
          <div key={`t${i}`} data-testid="totals-tax">
            <dt>{tax.label || t('cart.totals.tax')}</dt>
            <dd>{formatMoney(tax.amount)}</dd>
          </div>
        ))}
        {totals.giftCard ? (
          <div>
            <dt>{t('cart.totals.giftCard')}</dt>
            <dd data-testid="totals-gift-card">{minus(totals.giftCard)}</dd>
          </div>
        ) : null}
        {totals.grandTotal ? (
          <div className={styles.grandTotal}>
            <dt>{t('cart.totals.grandTotal')}</dt>
            <dd data-testid="totals-grand-total">{formatMoney(totals.grandTotal)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
