// /checkout/success?order=…: the order number and the way back to shopping.
import Link from '@/components/ui/Link';
import type { Translate } from '@/lib/i18n/catalog';
import formStyles from '@/components/forms/forms.module.css';
import styles from './checkout.module.css';

export function CheckoutSuccess({ order, t }: { order: string | null; t: Translate }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('checkout.success.title')}</h1>
      {order ? (
        <>
          <p className={styles.orderNumber} data-testid="order-number">
            {t('checkout.success.number', { number: order })}
          </p>
          <p>{t('checkout.success.email')}</p>
        </>
      ) : (
        <p>{t('checkout.success.missing')}</p>
      )}
      <Link href="/" className={formStyles.primaryButton}>
        {t('checkout.success.continue')}
      </Link>
    </div>
  );
}
