// Products: search by SKU prefix or name words, filter by status, type and category, sort and
// page, all held in the URL so a view can be linked and reloaded. Each row opens the product.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { request } from '../../api/client';
import {
  AdminCategoriesDocument,
  AdminProductsDocument,
  type AdminProductSort,
  type AdminProductStatus,
  type AdminProductsQueryVariables,
} from '../../generated/graphql';
import {
  categoryPaths,
  formatDollars,
  STATUSES,
  TYPES,
  typeLabel,
  visibilityLabel,
} from './labels';
import { Pager } from '../../components/Pager';
import { Field } from '../../components/Field';
import { FilterSelect } from '../../components/FilterSelect';
import { useListParams } from '../../list-params';
import { QueryState } from '../../components/QueryState';

const PAGE_SIZE = 25;
const SORTS: { value: AdminProductSort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'SKU', label: 'SKU' },
  { value: 'NAME', label: 'Name' },
];
const FILTERS = ['q', 'status', 'type', 'category', 'sort'] as const;

function variablesOf(params: URLSearchParams, page: number): AdminProductsQueryVariables {
  const v: AdminProductsQueryVariables = { page, page_size: PAGE_SIZE };
  const q = params.get('q')?.trim();
  if (q) v.query = q;
  const status = params.get('status');
  if (STATUSES.some((s) => s.value === status)) v.status = status as AdminProductStatus;
  const type = params.get('type');
  if (type && TYPES.some((t) => t.value === type)) v.type = type;
  const category = Number(params.get('category'));
  if (Number.isInteger(category) && category > 0) v.category_id = category;
  const sort = params.get('sort');
  if (SORTS.some((s) => s.value === sort)) v.sort = sort as AdminProductSort;
  return v;
}

export const useCategories = () =>
  useQuery({
    queryKey: ['categories'],
    queryFn: () => request(AdminCategoriesDocument),
    staleTime: 60_000,
  });

function ProductFilters({
  params,
  onFilter,
}: {
  params: URLSearchParams;
  onFilter: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const categories = useCategories();
  const paths = categoryPaths(categories.data?.adminCategories ?? []);
  return (
    <form className="filters" onSubmit={onFilter} aria-label="Find products">
      <Field label="SKU or name words">
        <input name="q" type="search" defaultValue={params.get('q') ?? ''} />
      </Field>
      <FilterSelect
        name="status"
        label="Status"
        defaultValue={params.get('status') ?? ''}
        any="Any status"
        options={STATUSES}
      />
      <FilterSelect
        name="type"
        label="Type"
        defaultValue={params.get('type') ?? ''}
        any="Any type"
        options={TYPES}
      />
      {/* Remounted once the categories arrive, so the URL's choice is selected. */}
      <FilterSelect
        key={paths.length}
        name="category"
        label="Category"
        defaultValue={params.get('category') ?? ''}
        any="Any category"
        options={paths.map(({ category, path }) => ({ value: String(category.id), label: path }))}
      />
      <FilterSelect
        name="sort"
        label="Sort by"
        defaultValue={params.get('sort') ?? 'NEWEST'}
        options={SORTS}
      />
      <button type="submit">Search</button>
    </form>
  );
}

export default function ProductList() {
  const { params, page, goTo, filterFrom } = useListParams();
  const location = useLocation();
  const variables = variablesOf(params, page);
  const query = useQuery({
    queryKey: ['products', variables],
    queryFn: () => request(AdminProductsDocument, variables),
    placeholderData: keepPreviousData,
  });
  const result = query.data?.adminProducts;
  const total = result?.total ?? 0;
  const exact = result?.total_exact ?? true;
  const pages = exact ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : null;
  const hasNext = pages === null ? (result?.items.length ?? 0) === PAGE_SIZE : page < pages;
  const onFilter = filterFrom(FILTERS, { sort: 'NEWEST' });
  const count = exact
    ? `${total.toLocaleString('en-US')} ${total === 1 ? 'product' : 'products'}`
    : '1,000 or more products';

  return (
    <>
      <h1>Products</h1>
      <ProductFilters key={params.toString()} params={params} onFilter={onFilter} />
      <QueryState query={query} label="Loading the products" />
      {result ? (
        <>
          <p role="status" aria-live="polite">
            {query.isFetching ? 'Updating… ' : ''}
            {count}, page {page}
            {pages === null ? '' : ` of ${pages}`}
          </p>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Products</caption>
              <thead>
                <tr>
                  <th scope="col">SKU</th>
                  <th scope="col">Name</th>
                  <th scope="col">Type</th>
                  <th scope="col">Status</th>
                  <th scope="col">Visibility</th>
                  <th scope="col">Price</th>
                  <th scope="col">Stock</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <Link to={`products/${p.id}`} state={{ list: location.search }}>
                        {p.sku}
                      </Link>
                    </td>
                    <td>{p.name}</td>
                    <td>
                      {typeLabel(p.type_id)}
                      {p.parent_id !== null ? ' (variant)' : ''}
                    </td>
                    <td>{p.enabled ? 'Enabled' : 'Disabled'}</td>
                    <td>{visibilityLabel(p.visibility)}</td>
                    <td>
                      {p.special_price !== null ? (
                        <>
                          <del>{formatDollars(p.price)}</del> {formatDollars(p.special_price)}
                        </>
                      ) : (
                        formatDollars(p.price)
                      )}
                    </td>
                    <td>
                      {p.qty}, {p.in_stock ? 'in stock' : 'out of stock'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.items.length === 0 ? <p>No product matches.</p> : null}
          <Pager label="Product pages" page={page} hasNext={hasNext} onPage={goTo} />
        </>
      ) : null}
    </>
  );
}
