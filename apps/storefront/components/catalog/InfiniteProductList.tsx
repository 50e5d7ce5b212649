'use client';
// The product grid with infinite scroll. The first pages arrive server-rendered as children;
// when the visitor nears the end, the next page is rendered by a server action and appended.
// The URL's p follows the highest page loaded (history.replaceState: no navigation, no refetch).
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ListingSource } from '@/lib/commerce/catalog/catalog';
import {
  parseListingQuery,
  serializeListingQuery,
  withPage,
} from '@/lib/commerce/catalog/listing-query';
import { loadMoreProducts, type ListReport } from './actions';
import styles from './catalog.module.css';

export interface InfiniteListLabels {
  loadMore: string;
  loading: string;
  /** Template with {shown} and {count}. */
  loaded: string;
  products: string;
  error: string;
}

export function InfiniteProductList({
  children,
  source,
  q,
  initialPage,
  totalPages,
  initialCount,
  totalCount,
  labels,
  analytics,
}: {
  children: ReactNode;
  source: ListingSource;
  /** The listing state (q) this list was rendered for. */
  q: string;
  initialPage: number;
  totalPages: number;
  initialCount: number;
  totalCount: number;
  labels: InfiniteListLabels;
  /** The list's analytics name and category path: appended pages report their impressions too. */
  analytics?: Omit<ListReport, 'firstPosition'>;
}) {
  const [chunks, setChunks] = useState<{ page: number; node: ReactNode }[]>([]);
  const [page, setPage] = useState(initialPage);
  const [shown, setShown] = useState(initialCount);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  const hasMore = page < totalPages;

  const loadNext = useCallback(async () => {
    if (inFlight.current || page >= totalPages) return;
    inFlight.current = true;
    setLoading(true);
    setFailed(false);
    const next = page + 1;
    try {
      const res = await loadMoreProducts(
        source,
        q,
        next,
        analytics ? { ...analytics, firstPosition: shown + 1 } : undefined,
      );
      if (!res.ok) {
        setFailed(true);
        return;
      }
      setChunks((c) => [...c, { page: res.page, node: res.node }]);
      setShown((n) => n + res.count);
      setPage(res.page);
      const url = new URL(window.location.href);
      const state = withPage(parseListingQuery(url.searchParams.get('q')), res.page);
      url.searchParams.set('q', serializeListingQuery(state));
      window.history.replaceState(window.history.state, '', url.toString());
    } catch {
      setFailed(true);
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [page, totalPages, source, q, analytics, shown]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadNext();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, failed, loadNext]);

  return (
    <>
      <ul className={styles.grid} aria-label={labels.products} aria-busy={loading}>
        {children}
        {chunks.map((c) => (
          <Fragment key={c.page}>{c.node}</Fragment>
        ))}
      </ul>
      <div className={styles.more}>
        <p className={styles.status} role="status" aria-live="polite">
          {loading
            ? labels.loading
            : labels.loaded
                .replace('{shown}', String(shown))
                .replace('{count}', String(totalCount))}
        </p>
        {failed ? <p className={styles.error}>{labels.error}</p> : null}
        {hasMore ? (
          <button
            type="button"
            className={styles.button}
            onClick={() => void loadNext()}
            disabled={loading}
          >
            {labels.loadMore}
          </button>
        ) : null}
        <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      </div>
    </>
  );
}
