// One order: what was bought, by whom, its money (paid, refunded, left), shipment, history and
// payments, and the actions its state allows (OrderActions.tsx).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { request } from '../api/client';
import {
  AdminOrderDocument,
  type AdminOrderAddressFieldsFragment,
  type AdminOrderFieldsFragment,
} from '../generated/graphql';
import { formatCents } from '../money';
import { CancelAction, RecordPaymentAction, RefundForm, ShipForm, type Run } from './OrderActions';
import { QueryState } from '../components/QueryState';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

function Address({ a }: { a: AdminOrderAddressFieldsFragment }) {
  return (
    <address>
      {[
        a.name,
        a.company,
        ...a.street,
        [a.city, a.region, a.postcode].filter(Boolean).join(', '),
        a.country_code,
        a.telephone,
      ]
        .filter(Boolean)
        .map((line, i) => (
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
    </address>
  );
}

function Summary({ o }: { o: AdminOrderFieldsFragment }) {
  const m = (c: number) => formatCents(c, o.currency);
  return (
    <dl className="facts">
      <dt>Status</dt>
      <dd data-testid="order-status">{o.status_label}</dd>
      <dt>Placed</dt>
      <dd>{at(o.created_at)}</dd>
      <dt>Customer</dt>
      <dd>
        {o.customer_name ? `${o.customer_name}, ` : ''}
        {o.email}
        {o.customer_id === null ? ' (guest)' : ''}
      </dd>
      <dt>Payment</dt>
      <dd>{o.payment_method_title}</dd>
      <dt>Total</dt>
      <dd>{m(o.grand_total_cents)}</dd>
      <dt>Paid</dt>
      <dd>
        {o.paid_at ? (
          <>
            {m(o.paid_cents)} on {at(o.paid_at)}
          </>
        ) : (
          'Not yet'
        )}
      </dd>
      <dt>Refunded</dt>
      <dd data-testid="order-refunded">{m(o.refunded_cents)}</dd>
      {o.coupon_code ? (
        <>
          <dt>Coupon</dt>
          <dd>{o.coupon_code}</dd>
        </>
      ) : null}
      {o.gift_cards.length > 0 ? (
        <>
          <dt>Gift cards</dt>
          <dd>{o.gift_cards.map((g) => `${g.code} (${m(g.amount_cents)})`).join(', ')}</dd>
        </>
      ) : null}
      {o.shipments.map((s) => (
        <div key={s.number}>
          <dt>Shipped</dt>
          <dd data-testid="order-tracking">
            {s.carrier_title} {s.track_number}, {at(s.created_at)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Tables({ o }: { o: AdminOrderFieldsFragment }) {
  const m = (c: number) => formatCents(c, o.currency);
  return (
    <>
      <h2>Items</h2>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">SKU</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
              <th scope="col">Row total</th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((i, n) => (
              <tr key={`${i.sku}-${n}`}>
                <td>
                  {i.name}
                  {i.options.length > 0 ? <small> ({i.options.join('; ')})</small> : null}
                </td>
                <td>{i.sku}</td>
                <td>{i.quantity}</td>
                <td>{m(i.price_cents)}</td>
                <td>{m(i.row_total_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="cards">
        {o.shipping_address ? (
          <section aria-labelledby="ship-to">
            <h2 id="ship-to">Ship to</h2>
            <Address a={o.shipping_address} />
            <p>{o.shipping_description}</p>
          </section>
        ) : null}
        {o.billing_address ? (
          <section aria-labelledby="bill-to">
            <h2 id="bill-to">Bill to</h2>
            <Address a={o.billing_address} />
          </section>
        ) : null}
      </div>
      <h2>History</h2>
      {o.history.length === 0 ? <p>Nothing has happened since the order was placed.</p> : null}
      <ol data-testid="order-history">
        {o.history.map((h, n) => (
          <li key={n}>
            {at(h.created_at)}: {h.action}
            {h.amount_cents !== null && h.amount_cents !== undefined ? ` ${m(h.amount_cents)}` : ''}
            {h.comment ? ` (${h.comment})` : ''}, now {h.status}
            {h.actor ? `, by ${h.actor}` : ''}
          </li>
        ))}
      </ol>
      {o.payments.length > 0 ? (
        <>
          <h2>Payment transactions</h2>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Status</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Gateway</th>
                </tr>
              </thead>
              <tbody>
                {o.payments.map((p, n) => (
                  <tr key={n}>
                    <td>{at(p.created_at)}</td>
                    <td>{p.kind}</td>
                    <td>{p.status}</td>
                    <td>{m(p.amount_cents)}</td>
                    <td>{p.gateway}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}

export default function OrderDetail() {
  const { number = '' } = useParams();
  const client = useQueryClient();
  const key = ['order', number];
  const query = useQuery({ queryKey: key, queryFn: () => request(AdminOrderDocument, { number }) });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const run: Run = async (call, done) => {
    setBusy(true);
    try {
      const r = await call();
      if (r.ok) {
        client.setQueryData(key, { adminOrder: r.order });
        void client.invalidateQueries({ queryKey: ['orders'] });
      }
      setNotice(r.ok ? { text: done, error: false } : { text: r.message, error: true });
      return r.ok;
    } finally {
      setBusy(false);
    }
  };

  const o = query.data?.adminOrder;
  return (
    <>
      <p>
        <Link to="..">All orders</Link>
      </p>
      <h1>Order {number}</h1>
      <QueryState query={query} label="Loading the order" />
      {query.data && !o ? <p>There is no order with this number.</p> : null}
      <p role="status" aria-live="polite" className={notice?.error ? 'error' : undefined}>
        {notice?.text ?? ''}
      </p>
      {o ? (
        <>
          <Summary o={o} />
          {o.actions.record_payment || o.actions.ship || o.actions.cancel || o.actions.refund ? (
            <section aria-labelledby="actions-heading" className="cards">
              <h2 id="actions-heading" className="visually-hidden">
                Actions
              </h2>
              {o.actions.record_payment ? (
                <RecordPaymentAction order={o} busy={busy} run={run} />
              ) : null}
              {o.actions.ship ? <ShipForm order={o} busy={busy} run={run} /> : null}
              {o.actions.refund ? <RefundForm order={o} busy={busy} run={run} /> : null}
              {o.actions.cancel ? <CancelAction order={o} busy={busy} run={run} /> : null}
            </section>
          ) : null}
          <Tables o={o} />
        </>
      ) : null}
    </>
  );
}
