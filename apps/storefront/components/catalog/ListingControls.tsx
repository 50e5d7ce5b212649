'use client';
// Sort and page-size selects. Each change replaces its value in q and starts again at page 1.
import { useId } from 'react';
import { withPageSize, withSort, type SortDirection } from '@/lib/commerce/catalog/listing-query';
import styles from './catalog.module.css';
import type { SortChoice } from './sort-choices';
import { useListingNavigation } from './use-listing-navigation';

export function ListingControls({
  q,
  choices,
  current,
  pageSizes,
  pageSize,
  labels,
}: {
  q: string;
  choices: SortChoice[];
  /** field:DIR in effect. */
  current: string;
  pageSizes: number[];
  pageSize: number;
  labels: { sortBy: string; pageSize: string };
}) {
  const { state, navigate } = useListingNavigation(q);
  const sortId = useId();
  const sizeId = useId();
  const options = choices.some((c) => c.value === current)
    ? choices
    : [{ value: current, label: current.replace(':', ' ') }, ...choices];
  return (
    <div className={styles.controls}>
      <div className={styles.control}>
        <label htmlFor={sortId}>{labels.sortBy}</label>
        <select
          id={sortId}
          name="sort"
          value={current}
          onChange={(e) => {
            const [field = '', dir = 'ASC'] = e.target.value.split(':');
            navigate(withSort(state, { field, dir: dir as SortDirection }));
          }}
        >
          {options.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {pageSizes.length > 1 ? (
        <div className={styles.control}>
          <label htmlFor={sizeId}>{labels.pageSize}</label>
          <select
            id={sizeId}
            name="page-size"
            value={String(pageSize)}
            onChange={(e) => navigate(withPageSize(state, Number(e.target.value)))}
          >
            {pageSizes.map((s) => (
              <option key={s} value={String(s)}>
                {s}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
