// The audit log: every change an operator made (when, who, action, entity, before and after),
// newest first, filtered and paged through the URL so a view can be linked and reloaded.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { Diff } from '../components/Diff';
import { AuditLogDocument, type AuditLogFilterInput } from '../generated/graphql';
import { useListParams } from '../list-params';
import { QueryState } from '../components/QueryState';
import { PagedTable } from '../components/PagedTable';
import { Field } from '../components/Field';

const PAGE_SIZE = 25;
const FILTERS = [
  { name: 'operator_email', label: 'Operator e-mail', type: 'email' },
  { name: 'entity_type', label: 'Entity type', type: 'text' },
  { name: 'entity_id', label: 'Entity id', type: 'text' },
  { name: 'from', label: 'From (UTC)', type: 'date' },
  { name: 'to', label: 'To (UTC)', type: 'date' },
] as const;

/** The API's filter from the URL's: whole UTC days, both ends included. */
function filterOf(params: URLSearchParams): AuditLogFilterInput {
  const filter: AuditLogFilterInput = {};
  for (const f of FILTERS) {
    const v = params.get(f.name);
    if (!v) continue;
    if (f.name === 'from') filter.from = `${v}T00:00:00.000Z`;
    else if (f.name === 'to') filter.to = `${v}T23:59:59.999Z`;
    else filter[f.name] = v;
  }
  return filter;
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

export default function AuditLog() {
  const { params, page, goTo, filterFrom } = useListParams();
  const filter = filterOf(params);
  const query = useQuery({
    queryKey: ['audit-log', filter, page],
    queryFn: () => request(AuditLogDocument, { filter, currentPage: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const onFilter = filterFrom(FILTERS.map((f) => f.name));

  return (
    <>
      <h1>Audit log</h1>
      <form className="filters" onSubmit={onFilter} aria-label="Filter the audit log">
        {FILTERS.map((f) => (
          <Field key={f.name} label={f.label}>
            <input name={f.name} type={f.type} defaultValue={params.get(f.name) ?? ''} />
          </Field>
        ))}
        <button type="submit">Filter</button>
      </form>
      <QueryState query={query} label="Loading the audit log" />
      {query.data ? (
        <PagedTable
          list={query.data.auditLog}
          rowKey={(e) => e.id}
          caption="Audit entries, newest first"
          one="entry"
          many="entries"
          pagerLabel="Audit log pages"
          fetching={query.isFetching}
          page={page}
          onPage={goTo}
          columns={[
            {
              header: 'When',
              cell: (e) => <time dateTime={e.at}>{when.format(new Date(e.at))}</time>,
            },
            { header: 'Who', cell: (e) => e.operator_email },
            { header: 'Action', cell: (e) => e.action },
            {
              header: 'Entity',
              cell: (e) => `${e.entity_type}${e.entity_id ? ` ${e.entity_id}` : ''}`,
            },
            { header: 'Change', cell: (e) => <Diff before={e.before} after={e.after} /> },
          ]}
        />
      ) : null}
    </>
  );
}
