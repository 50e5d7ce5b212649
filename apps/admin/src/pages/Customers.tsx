// Customers: find one by a prefix of the e-mail address or the name (newest first, paged through
// the URL), and, below it, one customer's page (CustomerDetail.tsx).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router';
import { request } from '../api/client';
import { AdminCustomersDocument } from '../generated/graphql';
import CustomerDetail from './CustomerDetail';
import { useListParams } from '../list-params';
import { QueryState } from '../components/QueryState';
import { PagedTable } from '../components/PagedTable';
import { Field } from '../components/Field';

const PAGE_SIZE = 25;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

function CustomerList() {
  const { params, page, goTo, filterFrom } = useListParams();
  const search = params.get('search') ?? '';
  const query = useQuery({
    queryKey: ['customers', search, page],
    queryFn: () =>
      request(AdminCustomersDocument, {
        search: search || null,
        currentPage: page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const onFind = filterFrom(['search']);

  return (
    <>
      <h1>Customers</h1>
      <form className="filters" onSubmit={onFind} aria-label="Find customers" role="search">
        <Field
          key={search}
          label="Name or e-mail starts with"
          hint="For example “jane”, “jane@” or “Jane Doe”."
        >
          <input name="search" type="search" defaultValue={search} />
        </Field>
        <button type="submit">Find</button>
      </form>
      <QueryState query={query} label="Loading the customers" />
      {query.data ? (
        <PagedTable
          list={query.data.adminCustomers}
          rowKey={(c) => c.id}
          caption="Customers, newest first"
          one="customer"
          many="customers"
          pagerLabel="Customer pages"
          fetching={query.isFetching}
          page={page}
          onPage={goTo}
          columns={[
            {
              header: 'Name',
              cell: (c) => (
                <Link to={String(c.id)}>{`${c.firstname} ${c.lastname}`.trim() || c.email}</Link>
              ),
            },
            { header: 'E-mail', cell: (c) => c.email },
            { header: 'Group', cell: (c) => c.group_name },
            {
              header: 'Sign-in',
              cell: (c) => (!c.is_active ? 'Disabled' : c.locked_until ? 'Locked' : 'Open'),
            },
            {
              header: 'Since',
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

export default function Customers() {
  return (
    <Routes>
      <Route index element={<CustomerList />} />
      <Route path=":id" element={<CustomerDetail />} />
    </Routes>
  );
}
