// 'Add to Wish List' on the product page: the button for a signed-in customer, a link to sign in
// (and come back to this product) for a guest. Server component: the session is only known here.
import Link from '@/components/ui/Link';
import { WishlistAddForm } from './product-islands';
import { LOGIN_ROUTE, readSessionToken } from '@/lib/commerce/customer/session-cookie';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './product.module.css';

export async function WishlistButton({
  sku,
  name,
  href,
  t,
}: {
  sku: string;
  name: string;
  href: string;
  t: Translate;
}) {
  const signedIn = (await readSessionToken()) !== null;
  if (!signedIn) {
    return (
      <p className={styles.hint}>
        <Link
          href={`${LOGIN_ROUTE}?redirect=${encodeURIComponent(href)}`}
          data-testid="wishlist-sign-in"
        >
          {t('account.wishlist.signIn')}
        </Link>
      </p>
    );
  }
  return (
    <WishlistAddForm
      sku={sku}
      name={name}
      returnTo={href}
      labels={{
        add: t('account.wishlist.add'),
        adding: t('account.wishlist.adding'),
        chooseFirst: t('account.wishlist.chooseFirst'),
      }}
    />
  );
}
