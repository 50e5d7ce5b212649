// Orders: the list (filters by status, placement date, payment method and customer, newest first,
// paged through the URL so a view can be linked and reloaded) and, below it, one order's page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router';
import { request } from '../api/client';
import {
  AdminOrderOptionsDocument,
  AdminOrdersDocument,
  type AdminOrderFilterInput,
} from '../generated/graphql';
import { formatCents } from '../money';
import OrderDetail from './OrderDetail';
import { useListParams } from '../list-params';
import { QueryState } from '../components/QueryState';
import { PagedTable } from '../components/PagedTable';
import { Field } from '../components/Field';
import { FilterSelect } from '../components/FilterSelect';

const PAGE_SIZE = 20;
export const STATUSES = [
  { code: 'pending', label: 'Pending' },
  { code: 'processing', label: 'Processing' },
  { code: 'complete', label: 'Complete' },
  { code: 'canceled', label: 'Canceled' },
  { code: 'closed', label: 'Closed' },
];
const TEXT_FILTERS = ['customer', 'number', 'date_from', 'date_to'] as const;

function filterOf(params: URLSearchParams): AdminOrderFilterInput {
  const filter: AdminOrderFilterInput = {};
  const status = params.get('status');
  if (status) filter.status = [status];
  const method = params.get('payment_method');
  if (method) filter.payment_method = [method];
  for (const name of TEXT_FILTERS) {
    const v = params.get(name);
    if (v) filter[name] = v;
  }
  return filter;
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function OrderFilters({
  params,
  onFilter,
}: {
  params: URLSearchParams;
  onFilter: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const options = useQuery({
    queryKey: ['order-options'],
    queryFn: () => request(AdminOrderOptionsDocument),
    staleTime: Infinity,
  });
  return (
    <form className="filters" onSubmit={onFilter} aria-label="Filter the orders">
      <Field label="Customer e-mail or name">
        <input name="customer" type="search" defaultValue={params.get('customer') ?? ''} />
      </Field>
      <Field label="Order number">
        <input name="number" defaultValue={params.get('number') ?? ''} />
      </Field>
      <FilterSelect
        name="status"
        label="Status"
        defaultValue={params.get('status') ?? ''}
        any="Any status"
        options={STATUSES.map((s) => ({ value: s.code, label: s.label }))}
      />
      <FilterSelect
        name="payment_method"
        label="Payment method"
        defaultValue={params.get('payment_method') ?? ''}
        any="Any method"
        options={(options.data?.adminOrderPaymentMethods ?? []).map((m) => ({
          value: m.code,
          label: m.title,
        }))}
      />
      <Field label="Placed from (UTC)">
        <input name="date_from" type="date" defaultValue={params.get('date_from') ?? ''} />
      </Field>
      <Field label="Placed to (UTC)">
        <input name="date_to" type="date" defaultValue={params.get('date_to') ?? ''} />
      </Field>
      <button type="submit">Filter</button>
    </form>
  );
}

function OrderList() {
  const { params, page, goTo, filterFrom } = useListParams();
  const filter = filterOf(params);
  const query = useQuery({
    queryKey: ['orders', filter, page],
    queryFn: () => request(AdminOrdersDocument, { filter, currentPage: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const onFilter = filterFrom(['status', 'payment_method', ...TEXT_FILTERS]);

  return (
    <>
      <h1>Orders</h1>
      <OrderFilters params={params} onFilter={onFilter} />
      <QueryState query={query} label="Loading the orders" />
      {query.data ? (
        <PagedTable
          list={query.data.adminOrders}
          rowKey={(o) => o.number}
          caption="Orders, newest first"
          one="order"
          many="orders"
          pagerLabel="Order pages"
          fetching={query.isFetching}
          page={page}
          onPage={goTo}
          columns={[
            { header: 'Order', cell: (o) => <Link to={o.number}>{o.number}</Link> },
            {
              header: 'Placed',
              cell: (o) => (
                <time dateTime={o.created_at}>{when.format(new Date(o.created_at))}</time>
              ),
            },
            {
              header: 'Customer',
              cell: (o) => `${o.customer_name ? `${o.customer_name}, ` : ''}${o.email}`,
            },
            { header: 'Status', cell: (o) => o.status_label },
            { header: 'Payment', cell: (o) => o.payment_method_title },
            { header: 'Total', cell: (o) => formatCents(o.grand_total_cents, o.currency) },
          ]}
        />
      ) : null}
    </>
  );
}

export default function Orders() {
  return (
    <Routes>
      <Route index element={<OrderList />} />
      <Route path=":number" element={<OrderDetail />} />
    </Routes>
  );
}
