// Customers: find one by a prefix of the e-mail address or the name (newest first, paged through
// the URL), and, below it, one customer's page (CustomerDetail.tsx).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router';
import { request } from '../api/client';
import { AdminCustomersDocument } from '../generated/graphql';
import CustomerDetail from './CustomerDetail';
import { Pager } from '../components/Pager';
import { useListParams } from '../list-params';
import { QueryState } from '../components/QueryState';
import { ListCount } from '../components/ListCount';

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
  const total = query.data?.adminCustomers.total_count ?? 0;
  const pages = Math.max(1, query.data?.adminCustomers.page_info.total_pages ?? 1);
  const onFind = filterFrom(['search']);

  return (
    <>
      <h1>Customers</h1>
      <form className="filters" onSubmit={onFind} aria-label="Find customers" role="search">
        <div className="field">
          <label htmlFor="customers-search">Name or e-mail starts with</label>
          <input
            id="customers-search"
            name="search"
            type="search"
            aria-describedby="customers-search-hint"
            defaultValue={search}
            key={search}
          />
          <p className="hint" id="customers-search-hint">
            For example “jane”, “jane@” or “Jane Doe”.
          </p>
        </div>
        <button type="submit">Find</button>
      </form>
      <QueryState query={query} label="Loading the customers" />
      {query.data ? (
        <>
          <ListCount
            fetching={query.isFetching}
            total={total}
            page={page}
            pages={pages}
            one="customer"
            many="customers"
          />
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Customers, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Group</th>
                  <th scope="col">Sign-in</th>
                  <th scope="col">Since</th>
                </tr>
              </thead>
              <tbody>
                {query.data.adminCustomers.items.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link to={String(c.id)}>
                        {`${c.firstname} ${c.lastname}`.trim() || c.email}
                      </Link>
                    </td>
                    <td>{c.email}</td>
                    <td>{c.group_name}</td>
                    <td>{!c.is_active ? 'Disabled' : c.locked_until ? 'Locked' : 'Open'}</td>
                    <td>
                      <time dateTime={c.created_at}>{when.format(new Date(c.created_at))}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager label="Customer pages" page={page} hasNext={page < pages} onPage={goTo} />
        </>
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
