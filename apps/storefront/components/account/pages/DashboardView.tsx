// 'My Account': contact information (with its edit and e-mail change forms), change password, the default addresses, recent orders and
// the wish list.
import Link from '@/components/ui/Link';
import { config } from '@/lib/config';
import { ACCOUNT_ROUTES, type Dashboard } from '@/lib/commerce/customer/account';
import type { Translate } from '@/lib/i18n/catalog';
import { AccountShell, ordersTitle } from './AccountShell';
import { AddressText } from './AddressCard';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ContactInformationForm } from './ContactInformationForm';
import { OrderList } from './OrderList';
import styles from './account.module.css';

export function DashboardView({ data, t }: { data: Dashboard; t: Translate }) {
  const { contact } = data;
  return (
    <AccountShell current="dashboard" title={t('account.dashboard.title')} t={t}>
      <section
        className={styles.section}
        aria-labelledby="contact-title"
        data-testid="contact-information"
      >
        <h2 id="contact-title">{t('account.dashboard.contact')}</h2>
        <p>
          {contact.firstname} {contact.lastname}
          <br />
          {contact.email}
        </p>
        <h3>{t('account.dashboard.newsletter')}</h3>
        <p>
          {t(
            contact.isSubscribed
              ? 'account.dashboard.subscribed'
              : 'account.dashboard.notSubscribed',
          )}
        </p>
      </section>

      <section className={styles.section}>
        <ContactInformationForm
          initial={contact}
          labels={{
            title: t('account.dashboard.accountInformation'),
            firstname: t('account.dashboard.firstname'),
            lastname: t('account.dashboard.lastname'),
            subscribe: t('account.dashboard.subscribe'),
            save: t('account.dashboard.saveContact'),
            processing: t('account.working'),
          }}
        />
      </section>

      <section className={styles.section}>
        <ChangeEmailForm
          labels={{
            title: t('account.dashboard.changeEmail'),
            email: t('account.dashboard.newEmail'),
            password: t('account.dashboard.currentPassword'),
            save: t('account.dashboard.saveEmail'),
            processing: t('account.working'),
          }}
        />
      </section>

      <section className={styles.section}>
        <ChangePasswordForm
          labels={{
            title: t('account.password.title'),
            current: t('account.password.current'),
            next: t('account.password.new'),
            confirm: t('account.password.confirm'),
            save: t('account.password.save'),
            processing: t('account.working'),
          }}
        />
      </section>

      <section className={styles.section} aria-labelledby="address-book-title">
        <div className={styles.sectionHeader}>
          <h2 id="address-book-title">{t('account.dashboard.addressBook')}</h2>
          <Link href={ACCOUNT_ROUTES.addresses}>{t('account.dashboard.manageAddresses')}</Link>
        </div>
        {data.unavailable.has('addresses') ? (
          <Unavailable text={t('account.dashboard.addressesUnavailable')} />
        ) : (
          <div className={styles.columns}>
            <div data-testid="dashboard-default-shipping">
              <h3>{t('account.addresses.defaultShipping')}</h3>
              {data.defaultShipping ? (
                <AddressText address={data.defaultShipping} />
              ) : (
                <p className={styles.muted}>{t('account.addresses.noDefaultShipping')}</p>
              )}
            </div>
            <div data-testid="dashboard-default-billing">
              <h3>{t('account.addresses.defaultBilling')}</h3>
              {data.defaultBilling ? (
                <AddressText address={data.defaultBilling} />
              ) : (
                <p className={styles.muted}>{t('account.addresses.noDefaultBilling')}</p>
              )}
            </div>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="recent-orders-title">
        <div className={styles.sectionHeader}>
          <h2 id="recent-orders-title">
            {t(
              config.b2bWording
                ? 'account.dashboard.recentOrdersB2b'
                : 'account.dashboard.recentOrders',
            )}
          </h2>
          {data.recentOrders.length > 0 || data.unavailable.has('orders') ? (
            <Link
              href={ACCOUNT_ROUTES.orders}
              aria-label={`${t('account.dashboard.viewAllOrders')}: ${ordersTitle(t)}`}
            >
              {t('account.dashboard.viewAllOrders')}
            </Link>
          ) : null}
        </div>
        {data.unavailable.has('orders') ? (
          <Unavailable text={t('account.dashboard.ordersUnavailable')} />
        ) : data.recentOrders.length > 0 ? (
          <OrderList orders={data.recentOrders} t={t} />
        ) : (
          <p className={styles.muted}>
            {t(config.b2bWording ? 'account.orders.emptyB2b' : 'account.orders.empty')}
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="wishlist-title">
        <div className={styles.sectionHeader}>
          <h2 id="wishlist-title">{t('account.dashboard.wishlist')}</h2>
          <Link href={ACCOUNT_ROUTES.wishlist}>{t('account.dashboard.viewWishlist')}</Link>
        </div>
        {data.unavailable.has('wishlists') ? (
          <Unavailable text={t('account.dashboard.wishlistUnavailable')} />
        ) : (
          <p data-testid="dashboard-wishlist-count">
            {data.wishlistCount === 0
              ? t('account.dashboard.wishlistEmpty')
              : data.wishlistCount === 1
                ? t('account.dashboard.wishlistCountOne')
                : t('account.dashboard.wishlistCount', { count: data.wishlistCount })}
          </p>
        )}
      </section>
    </AccountShell>
  );
}

/** A section the API could not read this time; the rest of the page works (decision 1340). */
function Unavailable({ text }: { text: string }) {
  return (
    <p className={styles.muted} role="status" data-testid="dashboard-section-unavailable">
      {text}
    </p>
  );
}
