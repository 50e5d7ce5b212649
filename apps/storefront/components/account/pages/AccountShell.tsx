// The frame of every 'My Account' page: the account navigation beside the page's content, with
// the page's h1. The order history is called 'Quote Request History' in the B2B wording.
import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { config } from '@/lib/config';
import { SignOutButton } from '@/components/account/auth/SignOutButton';
import { ACCOUNT_ROUTES } from '@/lib/commerce/customer/account';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './account.module.css';

export type AccountPage = 'dashboard' | 'addresses' | 'orders' | 'payment' | 'wishlist';

export function AccountShell({
  current,
  title,
  t,
  children,
}: {
  current: AccountPage;
  title: string;
  t: Translate;
  children: ReactNode;
}) {
  const links: { id: AccountPage; href: string; label: string }[] = [
    { id: 'dashboard', href: ACCOUNT_ROUTES.dashboard, label: t('account.nav.dashboard') },
    { id: 'addresses', href: ACCOUNT_ROUTES.addresses, label: t('account.nav.addresses') },
    {
      id: 'orders',
      href: ACCOUNT_ROUTES.orders,
      label: t(config.b2bWording ? 'account.nav.ordersB2b' : 'account.nav.orders'),
    },
    { id: 'payment', href: ACCOUNT_ROUTES.payment, label: t('account.nav.payment') },
    { id: 'wishlist', href: ACCOUNT_ROUTES.wishlist, label: t('account.nav.wishlist') },
  ];
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('account.nav.label')}>
          <ul>
            {links.map((l) => (
              <li key={l.id}>
                <Link href={l.href} aria-current={l.id === current ? 'page' : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <SignOutButton label={t('customer.account.signOut')} className={styles.signOut} />
            </li>
          </ul>
        </nav>
        <div className={styles.content}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}

/** The order history's title in the configured wording. */
export function ordersTitle(t: Translate): string {
  return t(config.b2bWording ? 'account.orders.titleB2b' : 'account.orders.title');
}
