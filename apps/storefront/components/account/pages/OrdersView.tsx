// Order history ('Quote Request History' in the B2B wording), newest first, paged.
import Link from '@/components/ui/Link';
import { config } from '@/lib/config';
import { ACCOUNT_ROUTES, type OrderHistory } from '@/lib/commerce/customer/account';
import type { Translate } from '@/lib/i18n/catalog';
import { AccountShell, ordersTitle } from './AccountShell';
import { OrderList } from './OrderList';
import styles from './account.module.css';

const pageHref = (page: number) =>
  page <= 1 ? ACCOUNT_ROUTES.orders : `${ACCOUNT_ROUTES.orders}?page=${page}`;

export function OrdersView({ history, t }: { history: OrderHistory; t: Translate }) {
  return (
    <AccountShell current="orders" title={ordersTitle(t)} t={t}>
      {history.orders.length === 0 ? (
        <p data-testid="orders-empty">
          {t(config.b2bWording ? 'account.orders.emptyB2b' : 'account.orders.empty')}
        </p>
      ) : (
        <>
          <OrderList orders={history.orders} t={t} />
          {history.totalPages > 1 ? (
            <nav className={styles.pager} aria-label={t('account.orders.pages')}>
              {history.page > 1 ? (
                <Link href={pageHref(history.page - 1)}>{t('account.orders.previous')}</Link>
              ) : null}
              <span>
                {t('account.orders.pageOf', { page: history.page, pages: history.totalPages })}
              </span>
              {history.page < history.totalPages ? (
                <Link href={pageHref(history.page + 1)}>{t('account.orders.next')}</Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </AccountShell>
  );
}
