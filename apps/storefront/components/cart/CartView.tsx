// The cart screen: title, item count, lines, promo code and gift card boxes, totals and
// 'Proceed to Checkout'; the empty message when total_quantity is 0.
import Link from '@/components/ui/Link';
import { isCartEmpty } from '@/lib/commerce/cart/cart-adapter';
import type { Cart } from '@/lib/commerce/cart/cart-types';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './cart.module.css';
import { GiftCardBalanceBox, GiftCardBox, PromoCodeBox } from './CartBoxes';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';
import { RecentlyViewed } from '@/components/product/recently-viewed-island';

export function CartView({
  cart,
  t,
  notice,
  giftCards = true,
  unavailable = false,
  giftCardBalance = false,
}: {
  cart: Cart;
  t: Translate;
  notice?: string;
  /**
   * The API failed to answer for a stored cart (down, slow, an internal error): the cart is still
   * there, so say so instead of calling it empty (docs/decisions/0311).
   */
  unavailable?: boolean;
  /** False on an endpoint without gift card accounts (Magento Open Source): no gift card box. */
  giftCards?: boolean;
  /** True where the endpoint answers giftCardAccount (ours, Adobe Commerce): the balance check. */
  giftCardBalance?: boolean;
}) {
  const empty = isCartEmpty(cart);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('cart.title')}</h1>
      {unavailable ? (
        <div className={styles.empty} data-testid="cart-unavailable">
          <p role="alert">{t('cart.unavailable')}</p>
        </div>
      ) : empty ? (
        <div className={styles.empty} data-testid="cart-empty">
          {notice ? <p role="status">{notice}</p> : null}
          <p>{t('cart.empty')}</p>
          <Link href="/" className={styles.secondaryButton}>
            {t('cart.emptyContinue')}
          </Link>
          <RecentlyViewed title={t('recentlyViewed.title')} />
        </div>
      ) : (
        <>
          <p className={styles.count} data-testid="cart-count" aria-live="polite">
            {cart.totalQuantity === 1
              ? t('cart.itemCountOne')
              : t('cart.itemCount', { count: cart.totalQuantity })}
          </p>
          <div className={styles.layout}>
            <CartLines lines={cart.lines} t={t} />
            <div className={styles.aside}>
              <PromoCodeBox cart={cart} t={t} />
              {giftCards ? <GiftCardBox cart={cart} t={t} /> : null}
              {giftCardBalance ? <GiftCardBalanceBox t={t} /> : null}
              <section className={styles.box} aria-labelledby="cart-summary-title">
                <h2 id="cart-summary-title">{t('cart.totals.title')}</h2>
                <CartTotals totals={cart.totals} t={t} headingLevel={3} />
                <p>
                  <Link
                    href="/checkout"
                    className={`${styles.primaryButton} ${styles.block}`}
                    data-testid="proceed-to-checkout"
                  >
                    {t('cart.checkout')}
                  </Link>
                </p>
              </section>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
