'use client';
// Layered navigation from the listing's aggregations: one group per attribute, checkboxes with
// counts. Picking a value toggles it in q (append with operator in; picking it again removes
// it); every change resets the page. Clear-filters keeps sort and page size.
import { useState } from 'react';
import { clearFilters, isValueSelected, toggleFilterValue } from '@/lib/commerce/listing-query';
import type { ListingFilterGroup } from '@/lib/commerce/types';
import styles from './catalog.module.css';
import { useListingNavigation } from './use-listing-navigation';

export interface FilterLabels {
  filters: string;
  clear: string;
  /** Mobile toggle. */
  show: string;
}

export function FilterPanel({ q, groups, labels }: { q: string; groups: ListingFilterGroup[]; labels: FilterLabels }) {
  const { state, navigate, pending } = useListingNavigation(q);
  const [open, setOpen] = useState(false);
  const active = state.filters.length > 0;
  return (
    <section className={styles.filters} aria-labelledby="listing-filters-heading" aria-busy={pending}>
      <div className={styles.filtersHeading}>
        <h2 id="listing-filters-heading">{labels.filters}</h2>
        {active ? (
          <button type="button" className={styles.linkButton} onClick={() => navigate(clearFilters(state))}>
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
        onClick={() => setOpen((o) => !o)}
      >
        {labels.show}
        {active ? ` (${state.filters.length})` : ''}
      </button>
      <div id="listing-filter-groups" className={open ? styles.filtersBodyOpen : styles.filtersBody}>
        {groups.map((g) => {
          const anySelected = g.options.some((o) => isValueSelected(state, g.code, o.value));
          return (
            <details key={g.code} className={styles.filterGroup} open={!g.collapsed || anySelected} data-filter={g.code}>
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
            </details>
          );
        })}
      </div>
    </section>
  );
}
