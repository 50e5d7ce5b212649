// /checkout for a guest: continue as a guest, or sign in and come back (a signed-in customer goes
// straight to the shipping step, see app/checkout/page.tsx).
import Link from '@/components/ui/Link';
import { isCartEmpty } from '@/lib/commerce/cart/cart-adapter';
import type { Cart } from '@/lib/commerce/cart/cart-types';
import type { Translate } from '@/lib/i18n/catalog';
import formStyles from '@/components/forms/forms.module.css';
import styles from './checkout.module.css';

export function CheckoutEntry({ cart, t }: { cart: Cart; t: Translate }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      {isCartEmpty(cart) ? (
        <>
          <p data-testid="checkout-empty">{t('checkout.emptyCart')}</p>
          <Link href="/cart" className={formStyles.secondaryButton}>
            {t('checkout.backToCart')}
          </Link>
        </>
      ) : (
        <div className={styles.choices}>
          <section className={styles.card} aria-labelledby="guest-title">
            <h2 id="guest-title">{t('checkout.entry.guestTitle')}</h2>
            <p>{t('checkout.entry.guestText')}</p>
            <Link
              href="/checkout/shipping"
              className={formStyles.primaryButton}
              data-testid="continue-as-guest"
            >
              {t('checkout.entry.guest')}
            </Link>
          </section>
          <section className={styles.card} aria-labelledby="sign-in-title">
            <h2 id="sign-in-title">{t('checkout.entry.signInTitle')}</h2>
            <p>{t('checkout.entry.signInText')}</p>
            <Link
              href="/customer/account/login?redirect=%2Fcheckout"
              className={formStyles.secondaryButton}
            >
              {t('checkout.entry.signIn')}
            </Link>
          </section>
        </div>
      )}
    </div>
  );
}
