// Search terms: the store views' terms (a text prefix, a store view, by popularity or text, paged
// through the URL), and a form to add a term or edit one: its text, its redirect (an address the
// storefront follows instead of showing results) and whether it is shown and active. The API
// decides what a redirect may be (docs/decisions/1443); its message is shown at the form.
import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { execute, request } from '../api/client';
import { Field } from '../components/Field';
import {
  AdminSearchTermsDocument,
  CreateAdminSearchTermDocument,
  UpdateAdminSearchTermDocument,
  type AdminSearchTermFieldsFragment,
  type AdminSearchTermSort,
} from '../generated/graphql';
import styles from './SearchTerms.module.css';
import { Pager } from '../components/Pager';
import { FilterSelect } from '../components/FilterSelect';
import { useListParams } from '../list-params';
import { QueryState } from '../components/QueryState';

const PAGE_SIZE = 20;
/** The two store views every database has (migration 0001; docs/decisions/1480). */
export const STORE_VIEWS = [
  { id: 1, name: 'Hospitality' },
  { id: 2, name: 'Senior Living' },
];
const storeName = (id: number) => STORE_VIEWS.find((s) => s.id === id)?.name ?? `Store view ${id}`;

type Term = AdminSearchTermFieldsFragment;

const schema = z.object({
  store_id: z.string().regex(/^\d+$/, 'Choose a store view.'),
  text: z
    .string()
    .trim()
    .min(1, 'Enter the search text.')
    .max(128, 'The search text is at most 128 characters.'),
  redirect: z.string().trim().max(2048, 'A redirect is at most 2048 characters.'),
  display_in_terms: z.boolean(),
  is_active: z.boolean(),
});
type Values = z.infer<typeof schema>;

const valuesOf = (t: Term | null): Values => ({
  store_id: String(t?.store_id ?? STORE_VIEWS[0]?.id ?? 1),
  text: t?.text ?? '',
  redirect: t?.redirect ?? '',
  display_in_terms: t?.display_in_terms ?? true,
  is_active: t?.is_active ?? true,
});

function TermForm({
  term,
  onDone,
  onCancel,
}: {
  /** null: a new term. */
  term: Term | null;
  onDone: (saved: Term, created: boolean) => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [apiError, setApiError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(term) });
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const onSubmit = form.handleSubmit(async (v) => {
    setApiError(null);
    const input = { ...v, store_id: Number(v.store_id), redirect: v.redirect || null };
    const r = term
      ? await execute(UpdateAdminSearchTermDocument, { id: term.id, input })
      : await execute(CreateAdminSearchTermDocument, { input });
    if (!r.ok) {
      setApiError(r.failure.message);
      return;
    }
    const saved =
      'updateAdminSearchTerm' in r.data
        ? r.data.updateAdminSearchTerm
        : r.data.createAdminSearchTerm;
    onDone(saved, term === null);
  });
  const errors = form.formState.errors;
  const title = term ? `Edit the search term “${term.text}”` : 'New search term';
  return (
    <section className={styles.editor} aria-labelledby="term-form-heading">
      <h2 id="term-form-heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby="term-form-heading">
        {apiError ? (
          <p role="alert" className={`error ${styles.apiError}`} id="term-api-error">
            {apiError}
          </p>
        ) : null}
        <Field label="Store view" error={errors.store_id?.message}>
          <select className={styles.control} {...form.register('store_id')}>
            {STORE_VIEWS.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Search text" error={errors.text?.message}>
          <input autoComplete="off" {...form.register('text')} />
        </Field>
        <Field
          label="Redirect URL"
          hint="Empty: shoppers see the search results. Otherwise the full address shoppers are sent to, starting with https://."
          error={errors.redirect?.message}
        >
          <input type="url" inputMode="url" autoComplete="off" {...form.register('redirect')} />
        </Field>
        <div className={styles.check}>
          <input id="term-display" type="checkbox" {...form.register('display_in_terms')} />
          <label htmlFor="term-display">Show in the storefront’s popular search terms</label>
        </div>
        <div className={styles.check}>
          <input id="term-active" type="checkbox" {...form.register('is_active')} />
          <label htmlFor="term-active">Active (the storefront uses this term)</label>
        </div>
        <div className={styles.buttons}>
          <button type="submit" disabled={form.formState.isSubmitting}>
            {term ? 'Save the term' : 'Add the term'}
          </button>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

function filterOf(params: URLSearchParams) {
  const store = Number(params.get('store'));
  return {
    search: params.get('search') || null,
    store_id: STORE_VIEWS.some((s) => s.id === store) ? store : null,
    sort: (params.get('sort') === 'TEXT' ? 'TEXT' : 'POPULARITY') as AdminSearchTermSort,
  };
}

function TermFilters({
  params,
  sort,
  onFilter,
}: {
  params: URLSearchParams;
  sort: AdminSearchTermSort;
  onFilter: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form className="filters" onSubmit={onFilter} aria-label="Find search terms">
      <Field label="Text starts with">
        <input name="search" type="search" defaultValue={params.get('search') ?? ''} />
      </Field>
      <FilterSelect
        className={styles.control}
        name="store"
        label="Store view"
        defaultValue={params.get('store') ?? ''}
        any="Every store view"
        options={STORE_VIEWS.map((s) => ({ value: String(s.id), label: s.name }))}
      />
      <FilterSelect
        className={styles.control}
        name="sort"
        label="Order"
        defaultValue={sort}
        options={[
          { value: 'POPULARITY', label: 'Most searched first' },
          { value: 'TEXT', label: 'By text' },
        ]}
      />
      <button type="submit">Find</button>
    </form>
  );
}

export default function SearchTerms() {
  const { params, page, goTo, filterFrom } = useListParams();
  const client = useQueryClient();
  const filter = filterOf(params);
  const query = useQuery({
    queryKey: ['search-terms', filter, page],
    queryFn: () =>
      request(AdminSearchTermsDocument, { ...filter, currentPage: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  /** The term being edited, 'new' for a new one, null when the form is closed. */
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = (target: Term | 'new', event: React.MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setNotice(null);
    setEditing(target);
  };
  const close = () => {
    setEditing(null);
    opener.current?.focus();
  };
  const onDone = (saved: Term, created: boolean) => {
    setEditing(null);
    opener.current?.focus();
    setNotice(
      `The search term “${saved.text}” (${storeName(saved.store_id)}) is ${created ? 'added' : 'saved'}. The storefront follows it within two minutes.`,
    );
    void client.invalidateQueries({ queryKey: ['search-terms'] });
  };
  const onFilter = filterFrom(['search', 'store', 'sort'], { sort: 'POPULARITY' });

  const total = query.data?.adminSearchTerms.total_count ?? 0;
  const pages = Math.max(1, query.data?.adminSearchTerms.page_info.total_pages ?? 1);
  return (
    <>
      <h1>Search terms</h1>
      <TermFilters params={params} sort={filter.sort} onFilter={onFilter} />
      <p>
        <button type="button" onClick={(e) => open('new', e)} aria-expanded={editing === 'new'}>
          New search term
        </button>
      </p>
      <p role="status" aria-live="polite" className="announcer">
        {notice ?? ''}
      </p>
      {editing !== null ? (
        <TermForm
          key={editing === 'new' ? 'new' : editing.id}
          term={editing === 'new' ? null : editing}
          onDone={onDone}
          onCancel={close}
        />
      ) : null}
      <QueryState query={query} label="Loading the search terms" />
      {query.data ? (
        <>
          <p aria-live="polite">
            {query.isFetching ? 'Updating… ' : ''}
            {total} {total === 1 ? 'term' : 'terms'}, page {page} of {pages}
          </p>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Search terms</caption>
              <thead>
                <tr>
                  <th scope="col">Text</th>
                  <th scope="col">Store view</th>
                  <th scope="col">Redirect</th>
                  <th scope="col">Searches</th>
                  <th scope="col">Results</th>
                  <th scope="col">Shown</th>
                  <th scope="col">Active</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.adminSearchTerms.items.map((t) => (
                  <tr key={t.id}>
                    <th scope="row">{t.text}</th>
                    <td>{storeName(t.store_id)}</td>
                    <td className={styles.redirect}>{t.redirect ?? 'Results page'}</td>
                    <td>{t.popularity}</td>
                    <td>{t.num_results}</td>
                    <td>{t.display_in_terms ? 'Yes' : 'No'}</td>
                    <td>{t.is_active ? 'Yes' : 'No'}</td>
                    <td>
                      <button
                        type="button"
                        className={styles.secondary}
                        aria-label={`Edit “${t.text}” (${storeName(t.store_id)})`}
                        onClick={(e) => open(t, e)}
                      >
                        Edit
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager label="Search term pages" page={page} hasNext={page < pages} onPage={goTo} />
        </>
      ) : null}
    </>
  );
}
