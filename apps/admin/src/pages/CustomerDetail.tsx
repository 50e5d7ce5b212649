// One customer: the account (group, sign-in lock), its latest orders (each linking to the order's
// page) and its addresses, and what an operator may do for it: move it to another group, lift a
// sign-in lock, and send the storefront's password reset e-mail (after a confirmation).
import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, useParams } from 'react-router';
import { execute, request } from '../api/client';
import { Field } from '../components/Field';
import {
  AdminCustomerDocument,
  SendAdminCustomerPasswordResetDocument,
  SetAdminCustomerGroupDocument,
  UnlockAdminCustomerDocument,
  type AdminCustomerQuery,
} from '../generated/graphql';
import { formatCents } from '../money';
import styles from './Customers.module.css';
import { QueryState } from '../components/QueryState';

type Detail = NonNullable<AdminCustomerQuery['adminCustomer']>;
type Groups = AdminCustomerQuery['adminCustomerGroups'];
type Notify = (text: string, error: boolean) => void;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
  closed: 'Closed',
  holded: 'On hold',
};

const groupSchema = z.object({ group_id: z.string().regex(/^\d+$/, 'Choose a group.') });

function GroupForm({
  detail,
  groups,
  onSaved,
  notify,
}: {
  detail: Detail;
  groups: Groups;
  onSaved: () => Promise<void>;
  notify: Notify;
}) {
  const c = detail.customer;
  const form = useForm<{ group_id: string }>({
    resolver: zodResolver(groupSchema),
    values: { group_id: String(c.group_id) },
  });
  const onSubmit = form.handleSubmit(async ({ group_id }) => {
    const r = await execute(SetAdminCustomerGroupDocument, {
      id: c.id,
      group_id: Number(group_id),
    });
    if (!r.ok) return notify(r.failure.message, true);
    await onSaved();
    notify(
      `${c.firstname} ${c.lastname} is now in the group ${r.data.setAdminCustomerGroup.group_name}; their prices follow on their next visit.`,
      false,
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="group-heading">
      <h3 id="group-heading">Customer group</h3>
      <Field label="Group" error={form.formState.errors.group_id?.message}>
        <select className={styles.control} {...form.register('group_id')}>
          {groups.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" disabled={form.formState.isSubmitting}>
        Change group
      </button>
    </form>
  );
}

function PasswordReset({ detail, notify }: { detail: Detail; notify: Notify }) {
  const c = detail.customer;
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  const send = async () => {
    close();
    setBusy(true);
    try {
      const r = await execute(SendAdminCustomerPasswordResetDocument, { id: c.id });
      notify(
        r.ok ? `A password reset e-mail is on its way to ${c.email}.` : r.failure.message,
        !r.ok,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <h3>Password</h3>
      <p>
        {c.is_active
          ? 'The customer gets a link to choose a new password; earlier links stop working.'
          : 'The account is disabled: no password reset e-mail is sent to it.'}
      </p>
      <button
        type="button"
        disabled={busy || !c.is_active}
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        Send password reset e-mail…
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="reset-title"
        aria-describedby="reset-text"
        onClose={() => setOpen(false)}
      >
        <h2 id="reset-title">Send a password reset e-mail?</h2>
        <p id="reset-text">
          {c.email} will get a link to choose a new password. Links sent before stop working.
        </p>
        <button type="button" onClick={() => void send()}>
          Yes, send the e-mail
        </button>{' '}
        <button type="button" className={styles.secondary} onClick={close}>
          Don’t send
        </button>
      </dialog>
    </div>
  );
}

function Unlock({
  detail,
  onSaved,
  notify,
}: {
  detail: Detail;
  onSaved: () => Promise<void>;
  notify: Notify;
}) {
  const c = detail.customer;
  const [busy, setBusy] = useState(false);
  const unlock = async () => {
    setBusy(true);
    try {
      const r = await execute(UnlockAdminCustomerDocument, { id: c.id });
      if (!r.ok) return notify(r.failure.message, true);
      await onSaved();
      notify(`${c.firstname} ${c.lastname} can sign in again.`, false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <h3>Sign-in lock</h3>
      <p>
        {c.locked_until ? (
          <>Locked after failed sign-ins until {at(c.locked_until)}.</>
        ) : (
          `${detail.failed_sign_ins} failed sign-in ${detail.failed_sign_ins === 1 ? 'attempt' : 'attempts'} counted.`
        )}
      </p>
      <button type="button" disabled={busy} onClick={() => void unlock()}>
        Unlock sign-in
      </button>
    </div>
  );
}

function Orders({ detail }: { detail: Detail }) {
  if (detail.orders.length === 0) return <p>No orders yet.</p>;
  return (
    <>
      <p>
        {detail.order_count > detail.orders.length
          ? `The latest ${detail.orders.length} of ${detail.order_count} orders.`
          : `${detail.order_count} ${detail.order_count === 1 ? 'order' : 'orders'}.`}
      </p>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Orders of this customer, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {detail.orders.map((o) => (
              <tr key={o.id}>
                <td>
                  <Link to={`/orders/${encodeURIComponent(o.number)}`}>{o.number}</Link>
                </td>
                <td>{at(o.created_at)}</td>
                <td>{STATUS_LABELS[o.status] ?? o.status}</td>
                <td>{formatCents(Math.round(o.grand_total * 100), o.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Addresses({ detail }: { detail: Detail }) {
  if (detail.addresses.length === 0) return <p>No saved addresses.</p>;
  return (
    <ul className={styles.addresses}>
      {detail.addresses.map((a) => {
        const defaults = [
          a.default_shipping ? 'default shipping' : null,
          a.default_billing ? 'default billing' : null,
        ].filter(Boolean);
        return (
          <li key={a.id}>
            {defaults.length > 0 ? (
              <p className={styles.badge}>
                {defaults.join(' and ').replace(/^./, (ch) => ch.toUpperCase())} address
              </p>
            ) : null}
            <address>
              {[
                `${a.firstname} ${a.lastname}`,
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
          </li>
        );
      })}
    </ul>
  );
}

export default function CustomerDetail() {
  const { id: raw = '' } = useParams();
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const client = useQueryClient();
  const key = ['customer', id];
  const query = useQuery({ queryKey: key, queryFn: () => request(AdminCustomerDocument, { id }) });
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const notify: Notify = (text, error) => setNotice({ text, error });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: ['customers'] });
  };

  const d = query.data?.adminCustomer;
  const c = d?.customer;
  const name = c ? `${c.firstname} ${c.lastname}`.trim() || c.email : null;
  return (
    <>
      <p>
        <Link to="..">All customers</Link>
      </p>
      <h1>{name ?? 'Customer'}</h1>
      <QueryState query={query} label="Loading the customer" />
      {query.data && !d ? <p>There is no customer with this id.</p> : null}
      <p
        role="status"
        aria-live="polite"
        className={`announcer${notice?.error ? ' error' : ''}`}
        data-testid="customer-notice"
      >
        {notice?.text ?? ''}
      </p>
      {d && c ? (
        <>
          <dl className="facts">
            <dt>E-mail</dt>
            <dd>{c.email}</dd>
            <dt>Group</dt>
            <dd data-testid="customer-group">{c.group_name}</dd>
            <dt>Sign-in</dt>
            <dd data-testid="customer-sign-in">
              {!c.is_active
                ? 'Disabled'
                : c.locked_until
                  ? 'Locked after failed sign-ins'
                  : d.confirmation_required
                    ? 'Open once the e-mail address is confirmed'
                    : 'Open'}
            </dd>
            <dt>Customer since</dt>
            <dd>{at(c.created_at)}</dd>
          </dl>
          <section aria-labelledby="customer-actions" className="cards">
            <h2 id="customer-actions" className="visually-hidden">
              Actions
            </h2>
            <GroupForm
              detail={d}
              groups={query.data?.adminCustomerGroups ?? []}
              onSaved={refresh}
              notify={notify}
            />
            {c.locked_until || d.failed_sign_ins > 0 ? (
              <Unlock detail={d} onSaved={refresh} notify={notify} />
            ) : null}
            <PasswordReset detail={d} notify={notify} />
          </section>
          <h2>Orders</h2>
          <Orders detail={d} />
          <h2>Addresses</h2>
          <Addresses detail={d} />
        </>
      ) : null}
    </>
  );
}
