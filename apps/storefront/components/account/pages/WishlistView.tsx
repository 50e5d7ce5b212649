// The wish list: each product with its image, price and stock, 'Add to Cart' and 'Remove'.
import Link from '@/components/ui/Link';
import { formatMoney } from '@charter/shared/money';
import type { Wishlist } from '@/lib/commerce/customer/account';
import type { Translate } from '@/lib/i18n/catalog';
import formStyles from '@/components/forms/forms.module.css';
import { AccountShell } from './AccountShell';
import { ActionButton } from './ActionButton';
import { removeWishlistItemAction, wishlistItemToCartAction } from './actions';
import styles from './account.module.css';

export function WishlistView({ wishlist, t }: { wishlist: Wishlist; t: Translate }) {
  const id = wishlist.id;
  return (
    <AccountShell current="wishlist" title={t('account.wishlist.title')} t={t}>
      {wishlist.items.length === 0 || !id ? (
        <p data-testid="wishlist-empty">{t('account.wishlist.empty')}</p>
      ) : (
        <ul className={styles.wishlist} data-testid="wishlist-items">
          {wishlist.items.map((item) => {
            const fields = { wishlist_id: id, item_id: item.id, name: item.name };
            return (
              <li
                key={item.id}
                className={styles.card}
                data-testid="wishlist-item"
                data-sku={item.sku}
              >
                {item.image ? (
                  // Plain img: media URLs come from the configured commerce host (as the product tiles).
                  <img
                    src={item.image.url}
                    alt={item.image.alt}
                    className={styles.wishlistImage}
                    loading="lazy"
                    width={330}
                    height={210}
                  />
                ) : null}
                <h2 className={styles.wishlistName}>
                  {item.href ? <Link href={item.href}>{item.name}</Link> : item.name}
                </h2>
                <p className={styles.muted}>{item.sku}</p>
                {item.price ? <p>{formatMoney(item.price)}</p> : null}
                {item.inStock ? null : (
                  <p className={styles.badge}>{t('account.wishlist.outOfStock')}</p>
                )}
                <div className={styles.actions}>
                  {item.inStock ? (
                    <ActionButton
                      action={wishlistItemToCartAction}
                      fields={fields}
                      label={t('account.wishlist.addToCart')}
                      accessibleLabel={t('account.wishlist.addToCartNamed', { name: item.name })}
                      pendingLabel={t('account.working')}
                      className={formStyles.primaryButton}
                      testId="wishlist-add-to-cart"
                    />
                  ) : null}
                  <ActionButton
                    action={removeWishlistItemAction}
                    fields={fields}
                    label={t('account.wishlist.remove')}
                    accessibleLabel={t('account.wishlist.removeNamed', { name: item.name })}
                    pendingLabel={t('account.working')}
                    className={styles.linkButton}
                    testId="wishlist-remove"
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountShell>
  );
}
