'use client';
// Layered navigation from the listing's aggregations: one group per attribute, checkboxes with
// counts. Picking a value toggles it in q (append with operator in; picking it again removes
// it); every change resets the page. Clear-filters keeps sort and page size.
// Draft mode (docs/decisions/1234-listing-filter-drafts-and-price-inputs.md): in the mobile filter
// drawer, changes stay in the drawer until 'Apply'; closing the drawer drops them.
import { useEffect, useState } from 'react';
import {
  clearFilters,
  isPriceFilter,
  isValueSelected,
  PRICE_CODE,
  toggleFilterValue,
  type ListingState,
} from '@/lib/commerce/catalog/listing-query';
import type { ListingFilterGroup } from '@/lib/commerce/types';
import styles from './catalog.module.css';
import { PriceRangeForm, type PriceRangeLabels } from './PriceRangeForm';
import { useListingNavigation } from './use-listing-navigation';

/** The filters fold into a drawer below the spec's mobile breakpoint (62em). */
const MOBILE_QUERY = '(max-width: 61.99em)';

function useMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);
  return mobile;
}

export interface FilterLabels {
  filters: string;
  clear: string;
  /** Mobile toggle. */
  show: string;
  /** Applies the drawer's draft (mobile). */
  apply?: string;
  /** Min and max price inputs under the price filter. */
  price?: PriceRangeLabels;
}

export function FilterPanel({
  q,
  groups,
  labels,
}: {
  q: string;
  groups: ListingFilterGroup[];
  labels: FilterLabels;
}) {
  const { state: applied, navigate: go, pending } = useListingNavigation(q);
  const [open, setOpen] = useState(false);
  const mobile = useMobile();
  const drafting = open && mobile;
  const [draft, setDraft] = useState<ListingState | null>(null);
  const state = drafting && draft ? draft : applied;
  const navigate = (next: ListingState) => (drafting ? setDraft(next) : go(next));
  const applyDraft = () => {
    if (draft) go(draft);
    setDraft(null);
    setOpen(false);
  };
  const active = state.filters.length > 0;
  const price = state.filters.find(isPriceFilter);
  return (
    <section
      className={styles.filters}
      aria-labelledby="listing-filters-heading"
      aria-busy={pending}
    >
      <div className={styles.filtersHeading}>
        <h2 id="listing-filters-heading">{labels.filters}</h2>
        {active ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => navigate(clearFilters(state))}
          >
            {labels.clear}
          </button>
        ) : null}
      </div>
      {/* Under 62em the groups fold away behind this toggle, so the products come first. */}
      <button
        type="button"
        className={`${styles.button} ${styles.filtersToggle}`}
        aria-expanded={open}
        aria-controls="listing-filter-groups"
        onClick={() => {
          setDraft(null);
          setOpen((o) => !o);
        }}
      >
        {labels.show}
        {active ? ` (${state.filters.length})` : ''}
      </button>
      <div
        id="listing-filter-groups"
        className={open ? styles.filtersBodyOpen : styles.filtersBody}
      >
        {groups.map((g) => {
          const anySelected = g.options.some((o) => isValueSelected(state, g.code, o.value));
          return (
            <details
              key={g.code}
              className={styles.filterGroup}
              open={!g.collapsed || anySelected}
              data-filter={g.code}
            >
              <summary>{g.label}</summary>
              <fieldset>
                <legend className={styles.srOnly}>{g.label}</legend>
                <ul className={styles.filterOptions}>
                  {g.options.map((o) => {
                    const checked = isValueSelected(state, g.code, o.value);
                    return (
                      <li key={o.value}>
                        <label>
                          <input
                            type="checkbox"
                            name={g.code}
                            value={o.value}
                            checked={checked}
                            onChange={() => navigate(toggleFilterValue(state, g.code, o.value))}
                          />
                          <span>{o.label}</span>
                          <span className={styles.optionCount}>({o.count})</span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
              {g.code === PRICE_CODE && labels.price ? (
                <PriceRangeForm
                  key={`${price?.from ?? ''}_${price?.to ?? ''}`}
                  from={price?.from ?? ''}
                  to={price?.to ?? ''}
                  labels={labels.price}
                  onApply={(value) =>
                    navigate({
                      ...toggleFilterValue(
                        { ...state, filters: state.filters.filter((f) => f.code !== PRICE_CODE) },
                        PRICE_CODE,
                        value,
                      ),
                    })
                  }
                />
              ) : null}
            </details>
          );
        })}
        {drafting && labels.apply ? (
          <button
            type="button"
            className={`${styles.button} ${styles.filtersApply}`}
            onClick={applyDraft}
            data-testid="filters-apply"
          >
            {labels.apply}
          </button>
        ) : null}
      </div>
    </section>
  );
}
