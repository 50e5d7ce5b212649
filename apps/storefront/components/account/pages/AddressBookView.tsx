// The address book: the default shipping and billing addresses, then every other entry; each
// with 'Edit Address' and 'Delete Address'. A default address cannot be deleted (Magento), so
// those carry no delete button.
import Link from '@/components/ui/Link';
import { ACCOUNT_ROUTES, type AddressBook } from '@/lib/commerce/customer/account';
import type { CustomerAddress } from '@/lib/commerce/customer/account-data';
import type { Translate } from '@/lib/i18n/catalog';
import formStyles from '@/components/forms/forms.module.css';
import { AccountShell } from './AccountShell';
import { ActionButton } from './ActionButton';
import { addressName, AddressText } from './AddressCard';
import { deleteAddressAction } from './actions';
import styles from './account.module.css';

function Entry({
  address,
  t,
  deletable,
}: {
  address: CustomerAddress;
  t: Translate;
  deletable: boolean;
}) {
  const name = addressName(address);
  return (
    <>
      <AddressText address={address} />
      {address.defaultShipping ? (
        <p className={styles.badge}>{t('account.addresses.isDefaultShipping')}</p>
      ) : null}
      {address.defaultBilling ? (
        <p className={styles.badge}>{t('account.addresses.isDefaultBilling')}</p>
      ) : null}
      <div className={styles.actions}>
        <Link
          href={ACCOUNT_ROUTES.addressEdit(address.id)}
          aria-label={t('account.addresses.editNamed', { name })}
        >
          {t('account.addresses.edit')}
        </Link>
        {deletable ? (
          <ActionButton
            action={deleteAddressAction}
            fields={{ address_id: String(address.id) }}
            label={t('account.addresses.delete')}
            accessibleLabel={t('account.addresses.deleteNamed', { name })}
            pendingLabel={t('account.working')}
            confirmText={t('account.addresses.deleteConfirm')}
            className={styles.linkButton}
            testId="delete-address"
          />
        ) : null}
      </div>
    </>
  );
}

export function AddressBookView({
  book,
  saved = false,
  t,
}: {
  book: AddressBook;
  saved?: boolean;
  t: Translate;
}) {
  const defaults = new Set(
    [book.defaultShipping?.id, book.defaultBilling?.id].filter(
      (id): id is number => id !== undefined,
    ),
  );
  const others = book.addresses.filter((a) => !defaults.has(a.id));
  return (
    <AccountShell current="addresses" title={t('account.addresses.title')} t={t}>
      {saved ? (
        <p role="status" className={styles.notice} data-testid="address-saved">
          {t('account.addresses.saved')}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="default-addresses-title">
        <h2 id="default-addresses-title">{t('account.addresses.defaults')}</h2>
        <div className={styles.columns}>
          <div className={styles.card} data-testid="default-shipping">
            <h3>{t('account.addresses.defaultShipping')}</h3>
            {book.defaultShipping ? (
              <Entry address={book.defaultShipping} t={t} deletable={false} />
            ) : (
              <p className={styles.muted}>{t('account.addresses.noDefaultShipping')}</p>
            )}
          </div>
          <div className={styles.card} data-testid="default-billing">
            <h3>{t('account.addresses.defaultBilling')}</h3>
            {book.defaultBilling ? (
              <Entry address={book.defaultBilling} t={t} deletable={false} />
            ) : (
              <p className={styles.muted}>{t('account.addresses.noDefaultBilling')}</p>
            )}
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="other-addresses-title">
        <h2 id="other-addresses-title">{t('account.addresses.additional')}</h2>
        {others.length > 0 ? (
          <ul className={styles.cards} data-testid="other-addresses">
            {others.map((a) => (
              <li key={a.id} className={styles.card} data-testid="address-entry">
                <Entry address={a} t={t} deletable />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('account.addresses.noAdditional')}</p>
        )}
      </section>
      <p>
        <Link
          href={ACCOUNT_ROUTES.addressAdd}
          className={formStyles.primaryButton}
          data-testid="add-address"
        >
          {t('account.addresses.add')}
        </Link>
      </p>
    </AccountShell>
  );
}
