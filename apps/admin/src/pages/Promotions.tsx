// Promotions: the coupons (cart price rules), filtered by code or name and by status and paged
// through the URL so a view can be linked and reloaded; a new coupon; and, below it, one coupon's
// page (PromotionRule.tsx) with its edit form, its switch and the orders that used it.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { execute, request } from '../api/client';
import { AdminCartRulesDocument, CreateAdminCartRuleDocument } from '../generated/graphql';
import { PromotionForm } from './PromotionForm';
import PromotionRule from './PromotionRule';
import { discountText, usesText, windowText } from './promotion-text';
import { useListParams } from '../list-params';
import { QueryState } from '../components/QueryState';
import { PagedTable } from '../components/PagedTable';
import { Field } from '../components/Field';
import { FilterSelect } from '../components/FilterSelect';

const PAGE_SIZE = 20;

function RuleList() {
  const { params, page, goTo, filterFrom } = useListParams();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const active = status === 'active' ? true : status === 'disabled' ? false : null;
  const query = useQuery({
    queryKey: ['cart-rules', search, active, page],
    queryFn: () =>
      request(AdminCartRulesDocument, {
        search: search || null,
        active,
        currentPage: page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const onFilter = filterFrom(['search', 'status']);

  return (
    <>
      <h1>Promotions</h1>
      <p>
        <Link to="new">New coupon</Link>
      </p>
      <form className="filters" onSubmit={onFilter} aria-label="Filter the coupons">
        <Field label="Code or name starts with">
          <input name="search" type="search" defaultValue={search} />
        </Field>
        <FilterSelect
          name="status"
          label="Status"
          defaultValue={status}
          any="Any status"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'disabled', label: 'Disabled' },
          ]}
        />
        <button type="submit">Filter</button>
      </form>
      <QueryState query={query} label="Loading the coupons" />
      {query.data ? (
        <PagedTable
          list={query.data.adminCartRules}
          rowKey={(r) => r.id}
          caption="Coupons, newest first"
          one="coupon"
          many="coupons"
          pagerLabel="Coupon pages"
          fetching={query.isFetching}
          page={page}
          onPage={goTo}
          columns={[
            { header: 'Code', cell: (r) => <Link to={String(r.id)}>{r.code}</Link> },
            { header: 'Name', cell: (r) => r.name },
            { header: 'Discount', cell: discountText },
            { header: 'Valid', cell: windowText },
            { header: 'Uses', cell: usesText },
            { header: 'Status', cell: (r) => (r.is_active ? 'Active' : 'Disabled') },
          ]}
        />
      ) : null}
    </>
  );
}

function NewRule() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <>
      <p>
        <Link to="..">All coupons</Link>
      </p>
      <h1>New coupon</h1>
      <PromotionForm
        submitLabel="Create coupon"
        save={async (input) => {
          const r = await execute(CreateAdminCartRuleDocument, { input });
          return r.ok ? { ok: true, data: r.data.createAdminCartRule } : r;
        }}
        onSaved={(rule) => {
          client.setQueryData(['cart-rule', rule.id], { adminCartRule: rule });
          void client.invalidateQueries({ queryKey: ['cart-rules'] });
          void navigate(`/promotions/${rule.id}`, {
            state: { notice: `The coupon ${rule.code} is created.` },
          });
        }}
      />
    </>
  );
}

export default function Promotions() {
  return (
    <Routes>
      <Route index element={<RuleList />} />
      <Route path="new" element={<NewRule />} />
      <Route path=":id" element={<PromotionRule />} />
    </Routes>
  );
}
