// One coupon: what it gives and when, its switch (disabling stops it at once, in carts that hold
// it too), its edit form, and the orders placed with it, each linked to its order page.
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { execute, failureOf, request } from '../api/client';
import { Loading } from '../components/Loading';
import {
  AdminCartRuleDocument,
  AdminCouponUsesDocument,
  SetAdminCartRuleActiveDocument,
  UpdateAdminCartRuleDocument,
  type AdminCartRuleFieldsFragment,
} from '../generated/graphql';
import { formatCents } from '../money';
import { PromotionForm } from './PromotionForm';
import { discountText, SHOP_CURRENCY, usesText, windowText } from './promotion-text';
import { Pager } from '../components/Pager';
import { useListParams } from '../list-params';
import { QueryState } from '../components/QueryState';

const USES_PAGE_SIZE = 20;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const money = (dollars: number) => formatCents(Math.round(dollars * 100), SHOP_CURRENCY);

/** The order's status code as a word: processing → Processing. */
const statusLabel = (code: string) =>
  code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ');

type Notice = { text: string; error: boolean };

function Facts({ r }: { r: AdminCartRuleFieldsFragment }) {
  return (
    <dl className="facts">
      <dt>Status</dt>
      <dd data-testid="rule-status">{r.is_active ? 'Active' : 'Disabled'}</dd>
      <dt>Name</dt>
      <dd data-testid="rule-name">{r.name}</dd>
      <dt>Label</dt>
      <dd>{r.label}</dd>
      <dt>Discount</dt>
      <dd data-testid="rule-discount">{discountText(r)}</dd>
      <dt>Minimum subtotal</dt>
      <dd>
        {r.min_subtotal === null || r.min_subtotal === undefined ? 'None' : money(r.min_subtotal)}
      </dd>
      <dt>Valid (UTC)</dt>
      <dd>{windowText(r)}</dd>
      <dt>Uses</dt>
      <dd data-testid="rule-uses">{usesText(r)}</dd>
      <dt>Uses per customer</dt>
      <dd>{r.uses_per_customer ?? 'No limit'}</dd>
    </dl>
  );
}

function Uses({ id }: { id: number }) {
  const { page, goTo } = useListParams('uses_page');
  const query = useQuery({
    queryKey: ['coupon-uses', id, page],
    queryFn: () =>
      request(AdminCouponUsesDocument, { id, currentPage: page, pageSize: USES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.adminCouponUses.total_count ?? 0;
  const pages = Math.max(1, query.data?.adminCouponUses.page_info.total_pages ?? 1);
  return (
    <section aria-labelledby="uses-heading">
      <h2 id="uses-heading">Orders placed with it</h2>
      <QueryState query={query} label="Loading the orders placed with the coupon" />
      {query.data && total === 0 ? <p>No order has used this coupon yet.</p> : null}
      {query.data && total > 0 ? (
        <>
          <p>
            {total} {total === 1 ? 'order' : 'orders'}, page {page} of {pages}
          </p>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">
                Orders placed with the coupon, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Discount</th>
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {query.data.adminCouponUses.items.map((u) => (
                  <tr key={u.order_number}>
                    <td>
                      <Link to={`/orders/${u.order_number}`}>{u.order_number}</Link>
                    </td>
                    <td>
                      <time dateTime={u.created_at}>{when.format(new Date(u.created_at))}</time>
                    </td>
                    <td>{u.email}</td>
                    <td>{money(u.discount)}</td>
                    <td>{money(u.grand_total)}</td>
                    <td>
                      {statusLabel(u.status)}
                      {u.canceled ? ', cancelled: its use went back' : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <Pager
              label="Pages of orders placed with the coupon"
              page={page}
              hasNext={page < pages}
              onPage={goTo}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export default function PromotionRule() {
  const id = Number(useParams().id);
  const location = useLocation();
  const client = useQueryClient();
  const key = ['cart-rule', id];
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: key,
    queryFn: () => request(AdminCartRuleDocument, { id }),
    enabled: valid,
  });
  const arrived = (location.state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<Notice | null>(
    arrived ? { text: arrived, error: false } : null,
  );
  const [busy, setBusy] = useState(false);
  const r = query.data?.adminCartRule;

  const saved = (rule: AdminCartRuleFieldsFragment, text: string) => {
    client.setQueryData(key, { adminCartRule: rule });
    void client.invalidateQueries({ queryKey: ['cart-rules'] });
    setNotice({ text, error: false });
  };

  const toggle = async (rule: AdminCartRuleFieldsFragment) => {
    setBusy(true);
    try {
      const active = !rule.is_active;
      const res = await execute(SetAdminCartRuleActiveDocument, { id: rule.id, active });
      if (res.ok)
        saved(
          res.data.setAdminCartRuleActive,
          active
            ? 'The coupon is active again.'
            : 'The coupon is disabled: it no longer applies, in carts that hold it too.',
        );
      else setNotice({ text: res.failure.message, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <Link to="/promotions">All coupons</Link>
      </p>
      <h1>{r ? `Coupon ${r.code}` : 'Coupon'}</h1>
      {valid && query.isPending ? <Loading label="Loading the coupon" /> : null}
      {query.isError ? (
        <p role="alert" className="error">
          {failureOf(query.error).message}
        </p>
      ) : null}
      {!valid || (query.data && !r) ? <p>There is no coupon with this id.</p> : null}
      <p role="status" aria-live="polite" className={notice?.error ? 'error' : undefined}>
        {notice?.text ?? ''}
      </p>
      {r ? (
        <>
          <Facts r={r} />
          <p>
            {/* aria-disabled, not disabled: the button keeps the focus while the switch is sent. */}
            <button
              type="button"
              aria-disabled={busy}
              onClick={() => {
                if (!busy) void toggle(r);
              }}
            >
              {r.is_active ? 'Disable coupon' : 'Enable coupon'}
            </button>
          </p>
          <section aria-labelledby="edit-heading">
            <h2 id="edit-heading">Edit</h2>
            <PromotionForm
              rule={r}
              submitLabel="Save changes"
              save={async (input) => {
                const res = await execute(UpdateAdminCartRuleDocument, { id: r.id, input });
                return res.ok ? { ok: true, data: res.data.updateAdminCartRule } : res;
              }}
              onSaved={(rule) => saved(rule, 'The changes are saved.')}
            />
          </section>
          <Uses id={r.id} />
        </>
      ) : null}
    </>
  );
}
