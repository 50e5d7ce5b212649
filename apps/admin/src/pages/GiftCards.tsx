// Gift cards: the accounts, found by the start of their code and paged through the URL; issuing
// one (a positive balance, an optional expiry, an optional e-mail to the recipient); and one card's
// page with its balance, its history (issued or bought, then each order that spent it) and its
// switch. Codes show in full here: operators with this section hand them over (decision 1441).
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { execute, failureOf, request } from '../api/client';
import { Field } from '../components/Field';
import { Loading } from '../components/Loading';
import {
  AdminGiftCardDocument,
  AdminGiftCardsDocument,
  IssueAdminGiftCardDocument,
  SetAdminGiftCardActiveDocument,
  type AdminGiftCardFieldsFragment,
} from '../generated/graphql';
import { formatCents } from '../money';
import { SHOP_CURRENCY } from './promotion-text';
import { useListParams } from '../list-params';
import { QueryState } from '../components/QueryState';
import { PagedTable } from '../components/PagedTable';

const PAGE_SIZE = 20;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const money = (dollars: number, currency: string) =>
  formatCents(Math.round(dollars * 100), currency);

/** The card's expiry: the API answers the first instant it no longer works. */
function expiryText(c: AdminGiftCardFieldsFragment): string {
  if (!c.expires_at) return 'No expiry';
  const at = new Date(c.expires_at);
  const lapsed = at.getTime() <= Date.now();
  return `${lapsed ? 'Expired' : 'Works until'} ${day.format(new Date(at.getTime() - 1))} (UTC)`;
}

const statusText = (c: AdminGiftCardFieldsFragment) => (c.is_active ? 'Active' : 'Disabled');

function CardList() {
  const { params, page, goTo, filterFrom } = useListParams();
  const code = params.get('code') ?? '';
  const query = useQuery({
    queryKey: ['gift-cards', code, page],
    queryFn: () =>
      request(AdminGiftCardsDocument, {
        search: code || null,
        currentPage: page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const onFind = filterFrom(['code']);

  return (
    <>
      <h1>Gift cards</h1>
      <p>
        <Link to="new">Issue a gift card</Link>
      </p>
      <form className="filters" onSubmit={onFind} role="search" aria-label="Find gift cards">
        <Field label="Code starts with">
          <input
            name="code"
            type="search"
            autoComplete="off"
            spellCheck={false}
            defaultValue={code}
          />
        </Field>
        <button type="submit">Find</button>
      </form>
      <QueryState query={query} label="Loading the gift cards" />
      {query.data ? (
        <PagedTable
          list={query.data.adminGiftCards}
          rowKey={(c) => c.id}
          caption="Gift cards, newest first"
          one="gift card"
          many="gift cards"
          pagerLabel="Gift card pages"
          fetching={query.isFetching}
          page={page}
          onPage={goTo}
          columns={[
            { header: 'Code', cell: (c) => <Link to={String(c.id)}>{c.code}</Link> },
            { header: 'Balance', cell: (c) => money(c.balance, c.currency) },
            { header: 'Initial balance', cell: (c) => money(c.initial_balance, c.currency) },
            { header: 'Expiry', cell: expiryText },
            { header: 'Status', cell: statusText },
            {
              header: 'Created',
              cell: (c) => (
                <time dateTime={c.created_at}>{when.format(new Date(c.created_at))}</time>
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
}

// The shape only; the bounds (more than $0, at most the API's ceiling, an expiry in the future)
// are the API's, and its refusal shows beside the field it names (decision 1471).
const issueSchema = z.object({
  balance: z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'Enter an amount such as 25 or 49.99.'),
  expires_at: z.string(),
  recipient_email: z.string().trim(),
  recipient_name: z.string().trim(),
  sender_name: z.string().trim(),
  message: z.string().trim(),
});
type IssueValues = z.infer<typeof issueSchema>;
const ISSUE_FIELDS: readonly Path<IssueValues>[] = [
  'balance',
  'expires_at',
  'recipient_email',
  'recipient_name',
  'sender_name',
  'message',
];
const isIssueField = (f: string | null | undefined): f is Path<IssueValues> =>
  ISSUE_FIELDS.some((name) => name === f);

function IssueCard() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<IssueValues>({
    resolver: zodResolver(issueSchema),
    defaultValues: {
      balance: '',
      expires_at: '',
      recipient_email: '',
      recipient_name: '',
      sender_name: '',
      message: '',
    },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    setProblem(null);
    const orNull = (s: string) => (s === '' ? null : s);
    const r = await execute(IssueAdminGiftCardDocument, {
      input: {
        balance: Number(v.balance),
        expires_at: orNull(v.expires_at),
        recipient_email: orNull(v.recipient_email),
        recipient_name: orNull(v.recipient_name),
        sender_name: orNull(v.sender_name),
        message: orNull(v.message),
      },
    });
    if (r.ok) {
      const card = r.data.issueAdminGiftCard;
      void client.invalidateQueries({ queryKey: ['gift-cards'] });
      const sent = v.recipient_email ? `, and e-mailed to ${v.recipient_email}` : '';
      void navigate(`/gift-cards/${card.id}`, {
        state: {
          notice: `Gift card ${card.code} is issued with ${money(card.balance, card.currency)}${sent}.`,
        },
      });
      return;
    }
    const field = r.failure.kind === 'graphql' ? r.failure.errors[0]?.field : null;
    if (isIssueField(field))
      form.setError(field, { type: 'server', message: r.failure.message }, { shouldFocus: true });
    else setProblem(r.failure.message);
  });
  const errors = form.formState.errors;
  return (
    <>
      <p>
        <Link to="/gift-cards">All gift cards</Link>
      </p>
      <h1>Issue a gift card</h1>
      <form onSubmit={onSubmit} noValidate className="promo-form">
        <Field
          label={`Balance (${SHOP_CURRENCY})`}
          hint="More than zero; the card’s code is made for it."
          error={errors.balance?.message}
        >
          <input inputMode="decimal" autoComplete="off" {...form.register('balance')} />
        </Field>
        <Field
          label="Works until (UTC)"
          hint="To the end of that day; empty for no expiry."
          error={errors.expires_at?.message}
        >
          <input type="date" {...form.register('expires_at')} />
        </Field>
        <fieldset>
          <legend>E-mail the code (optional)</legend>
          <Field label="Recipient e-mail" error={errors.recipient_email?.message}>
            <input type="email" autoComplete="off" {...form.register('recipient_email')} />
          </Field>
          <Field label="Recipient name" error={errors.recipient_name?.message}>
            <input autoComplete="off" {...form.register('recipient_name')} />
          </Field>
          <Field
            label="From"
            hint="The sender’s name; the shop’s when empty."
            error={errors.sender_name?.message}
          >
            <input autoComplete="off" {...form.register('sender_name')} />
          </Field>
          <Field label="Message" error={errors.message?.message}>
            <textarea rows={3} {...form.register('message')} />
          </Field>
        </fieldset>
        {problem ? (
          <p role="alert" className="error">
            {problem}
          </p>
        ) : null}
        <button type="submit" disabled={form.formState.isSubmitting}>
          Issue gift card
        </button>
      </form>
    </>
  );
}

const EVENTS: Record<string, string> = {
  ISSUED: 'Issued',
  BOUGHT: 'Bought with order',
  SPENT: 'Spent on order',
};

function CardPage() {
  const id = Number(useParams().id);
  const location = useLocation();
  const client = useQueryClient();
  const valid = Number.isInteger(id) && id > 0;
  const key = ['gift-card', id];
  const query = useQuery({
    queryKey: key,
    queryFn: () => request(AdminGiftCardDocument, { id }),
    enabled: valid,
  });
  const arrived = (location.state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(
    arrived ? { text: arrived, error: false } : null,
  );
  const [busy, setBusy] = useState(false);
  const detail = query.data?.adminGiftCard;
  const c = detail?.card;

  const toggle = async (card: AdminGiftCardFieldsFragment) => {
    setBusy(true);
    try {
      const active = !card.is_active;
      const r = await execute(SetAdminGiftCardActiveDocument, { id: card.id, active });
      if (r.ok) {
        await client.invalidateQueries({ queryKey: key });
        void client.invalidateQueries({ queryKey: ['gift-cards'] });
        setNotice({
          text: active
            ? 'The gift card is active again.'
            : 'The gift card is disabled: it pays nothing from now on, in carts that applied it too.',
          error: false,
        });
      } else setNotice({ text: r.failure.message, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <Link to="/gift-cards">All gift cards</Link>
      </p>
      <h1>{c ? `Gift card ${c.code}` : 'Gift card'}</h1>
      {valid && query.isPending ? <Loading label="Loading the gift card" /> : null}
      {query.isError ? (
        <p role="alert" className="error">
          {failureOf(query.error).message}
        </p>
      ) : null}
      {!valid || (query.data && !c) ? <p>There is no gift card with this id.</p> : null}
      <p role="status" aria-live="polite" className={notice?.error ? 'error' : undefined}>
        {notice?.text ?? ''}
      </p>
      {c && detail ? (
        <>
          <dl className="facts">
            <dt>Balance</dt>
            <dd data-testid="gift-card-balance">{money(c.balance, c.currency)}</dd>
            <dt>Initial balance</dt>
            <dd>{money(c.initial_balance, c.currency)}</dd>
            <dt>Status</dt>
            <dd data-testid="gift-card-status">{statusText(c)}</dd>
            <dt>Expiry</dt>
            <dd>{expiryText(c)}</dd>
            <dt>Created</dt>
            <dd>
              <time dateTime={c.created_at}>{when.format(new Date(c.created_at))}</time>
            </dd>
          </dl>
          <p>
            {/* aria-disabled, not disabled: the button keeps the focus while the switch is sent. */}
            <button
              type="button"
              aria-disabled={busy}
              onClick={() => {
                if (!busy) void toggle(c);
              }}
            >
              {c.is_active ? 'Disable gift card' : 'Enable gift card'}
            </button>
          </p>
          <h2>History</h2>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">The card’s history, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Event</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Order</th>
                </tr>
              </thead>
              <tbody data-testid="gift-card-history">
                {detail.history.map((h, n) => (
                  <tr key={n}>
                    <td>
                      <time dateTime={h.at}>{when.format(new Date(h.at))}</time>
                    </td>
                    <td>
                      {EVENTS[h.kind] ?? h.kind}
                      {h.canceled ? ' (cancelled since: the amount went back to the card)' : ''}
                    </td>
                    <td>{money(h.amount, c.currency)}</td>
                    <td>
                      {h.order_number ? (
                        <Link to={`/orders/${h.order_number}`}>{h.order_number}</Link>
                      ) : (
                        '—'
                      )}
                    </td>
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

export default function GiftCards() {
  return (
    <Routes>
      <Route index element={<CardList />} />
      <Route path="new" element={<IssueCard />} />
      <Route path=":id" element={<CardPage />} />
    </Routes>
  );
}
