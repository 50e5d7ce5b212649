// Orders (or quote requests, in the B2B wording) as a list of expandable entries: number, date,
// ship-to name, total, status and, once shipped, the carrier and tracking number; the details hold the items, addresses and methods.
import { formatMoney } from '@charter/shared/money';
import { config } from '@/lib/config';
import {
  formatOrderDate,
  type OrderAddress,
  type OrderSummary,
} from '@/lib/commerce/customer/account-data';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './account.module.css';

function OrderAddressText({ address: a }: { address: OrderAddress }) {
  return (
    <address className={styles.address}>
      {a.name}
      <br />
      {a.company ? (
        <>
          {a.company}
          <br />
        </>
      ) : null}
      {a.street.join(', ')}
      <br />
      {a.city}, {a.region} {a.postcode}
      <br />
      {a.countryCode}
    </address>
  );
}

export function OrderList({ orders, t }: { orders: OrderSummary[]; t: Translate }) {
  const numberLabel = t(config.b2bWording ? 'account.orders.numberB2b' : 'account.orders.number');
  return (
    <ul className={styles.orders} data-testid="order-list">
      {orders.map((o) => (
        <li
          key={o.number}
          className={`${styles.card} ${styles.order}`}
          data-testid="order"
          data-order-number={o.number}
        >
          <dl className={styles.orderHead}>
            <div>
              <dt>{numberLabel}</dt>
              <dd>{o.number}</dd>
            </div>
            <div>
              <dt>{t('account.orders.date')}</dt>
              <dd>{formatOrderDate(o.date)}</dd>
            </div>
            <div>
              <dt>{t('account.orders.shipTo')}</dt>
              <dd>{o.shipTo?.name ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('account.orders.total')}</dt>
              <dd>{o.total ? formatMoney(o.total) : '—'}</dd>
            </div>
            <div>
              <dt>{t('account.orders.status')}</dt>
              <dd>{o.status}</dd>
            </div>
            {o.tracking.length > 0 ? (
              <div data-testid="order-tracking">
                <dt>{t('account.orders.tracking')}</dt>
                {o.tracking.map((tr) => (
                  <dd key={`${tr.carrier}-${tr.number}`}>
                    {t('account.orders.trackingEntry', { carrier: tr.carrier, number: tr.number })}
                  </dd>
                ))}
              </div>
            ) : null}
          </dl>
          <details>
            <summary>{t('account.orders.details', { number: o.number })}</summary>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">{t('account.orders.items')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('account.orders.productName')}</th>
                    <th scope="col">{t('account.orders.sku')}</th>
                    <th scope="col">{t('account.orders.qty')}</th>
                    <th scope="col">{t('account.orders.price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {o.items.map((i, index) => (
                    <tr key={`${i.sku}-${index}`}>
                      <td>
                        {i.name}
                        {i.downloads.length > 0 ? (
                          <ul className={styles.downloads} data-testid="order-downloads">
                            {i.downloads.map((d) => (
                              <li key={d.href}>
                                <a href={d.href} download>
                                  {d.title}
                                </a>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </td>
                      <td>{i.sku}</td>
                      <td>{i.quantity}</td>
                      <td>{i.price ? formatMoney(i.price) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className={styles.columns}>
              {o.shipTo ? (
                <div>
                  <h3>{t('account.orders.shipTo')}</h3>
                  <OrderAddressText address={o.shipTo} />
                  {o.shippingMethod ? (
                    <p>
                      {t('account.orders.shippingMethod')}: {o.shippingMethod}
                    </p>
                  ) : null}
                </div>
              ) : null}
              {o.billTo ? (
                <div>
                  <h3>{t('account.orders.billTo')}</h3>
                  <OrderAddressText address={o.billTo} />
                  {o.paymentMethod ? (
                    <p>
                      {t('account.orders.paymentMethod')}: {o.paymentMethod}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
