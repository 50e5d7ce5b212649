// Payment methods: the customer's saved cards (brand, last four digits, expiry), each deletable.
import { cardBrandName, type SavedCard } from '@/lib/commerce/customer/account-data';
import type { Translate } from '@/lib/i18n/catalog';
import { AccountShell } from './AccountShell';
import { ActionButton } from './ActionButton';
import { deleteCardAction } from './actions';
import styles from './account.module.css';

export function PaymentMethodsView({ cards, t }: { cards: SavedCard[]; t: Translate }) {
  return (
    <AccountShell current="payment" title={t('account.payment.title')} t={t}>
      {cards.length === 0 ? (
        <>
          <p data-testid="cards-empty">{t('account.payment.empty')}</p>
          <p className={styles.muted}>{t('account.payment.hint')}</p>
        </>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="saved-cards">
            <caption className="visually-hidden">{t('account.payment.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('account.payment.card')}</th>
                <th scope="col">{t('account.payment.expires')}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {cards.map((c) => {
                const card = t('account.payment.ending', {
                  brand: cardBrandName(c.brand),
                  last4: c.last4,
                });
                return (
                  <tr key={c.publicHash} data-testid="saved-card">
                    <th scope="row">{card}</th>
                    <td>{c.expires}</td>
                    <td>
                      <ActionButton
                        action={deleteCardAction}
                        fields={{ public_hash: c.publicHash }}
                        label={t('account.payment.delete')}
                        accessibleLabel={t('account.payment.deleteNamed', { card })}
                        pendingLabel={t('account.working')}
                        confirmText={t('account.payment.deleteConfirm', { card })}
                        className={styles.linkButton}
                        testId="delete-card"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </AccountShell>
  );
}
