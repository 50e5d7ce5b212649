// The cart's lines: image, name link, SKU (the variant's for configurables), chosen options, unit
// price, quantity controls (unless read-only, as in the checkout summary) and row total.
import Link from '@/components/ui/Link';
import { formatMoney } from '@charter/shared/money';
import type { CartLine } from '@/lib/commerce/cart/cart-types';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './cart.module.css';
import { CartItemControls } from './CartItemControls';

export function CartLines({
  lines,
  t,
  readOnly = false,
}: {
  lines: CartLine[];
  t: Translate;
  readOnly?: boolean;
}) {
  return (
    <ul
      className={readOnly ? `${styles.items} ${styles.compact}` : styles.items}
      aria-label={t('cart.items')}
      data-testid="cart-items"
    >
      {lines.map((line) => (
        <li key={line.uid} className={styles.line} data-testid="cart-item" data-sku={line.sku}>
          {line.image ? (
            <img
              src={line.image.url}
              alt=""
              width={120}
              height={120}
              className={styles.thumb}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.thumbPlaceholder} aria-hidden="true" />
          )}
          <div>
            <p className={styles.lineName}>
              {line.href && !readOnly ? <Link href={line.href}>{line.name}</Link> : line.name}
            </p>
            <dl className={styles.meta}>
              <div>
                <dt>{t('cart.item.sku')}</dt>
                <dd data-testid="cart-item-sku">{line.sku}</dd>
              </div>
              {line.options.map((o, i) => (
                <div key={`${o.label}-${i}`}>
                  <dt>{o.label}</dt>
                  <dd>{o.value}</dd>
                </div>
              ))}
              {line.unitPrice ? (
                <div>
                  <dt>{t('cart.item.price')}</dt>
                  <dd data-testid="cart-item-price">{formatMoney(line.unitPrice)}</dd>
                </div>
              ) : null}
              {readOnly ? (
                <div>
                  <dt>{t('cart.item.quantity')}</dt>
                  <dd>{line.quantity}</dd>
                </div>
              ) : null}
            </dl>
            {readOnly ? null : (
              <CartItemControls
                key={`${line.uid}-${line.quantity}`}
                uid={line.uid}
                name={line.name}
                quantity={line.quantity}
                labels={{
                  quantity: t('cart.item.quantity'),
                  update: t('cart.item.update'),
                  updateOf: t('cart.item.updateOf', { name: line.name }),
                  remove: t('cart.item.remove'),
                  removeOf: t('cart.item.removeOf', { name: line.name }),
                }}
              />
            )}
          </div>
          <div className={styles.lineTotals}>
            <span className="visually-hidden">{t('cart.item.rowTotal')}: </span>
            {line.rowTotal ? (
              <strong data-testid="cart-item-row-total">{formatMoney(line.rowTotal)}</strong>
            ) : null}
            {line.discount ? (
              <p className={styles.muted}>
                {t('cart.item.discount')}: -{formatMoney(line.discount)}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
