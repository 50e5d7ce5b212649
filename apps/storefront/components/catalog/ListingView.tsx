// A product list page body (category, search, archive): count, controls, filters, tiles and
// infinite scroll. Server component; only the controls and the list wrapper are client code.
import type { ReactNode } from 'react';
import { PushEvents } from '@/components/analytics/PushEvents';
import type { AnalyticsList } from '@/lib/analytics/ecommerce';
import { listingFor } from '@/lib/analytics/page-events';
import type { ListingResult, ListingSource } from '@/lib/commerce/catalog/catalog';
import {
  serializeListingQuery,
  withPage,
  type ListingState,
} from '@/lib/commerce/catalog/listing-query';
import type { Translate } from '@/lib/i18n/catalog';
import { prioritiseImage } from '@/lib/image-hints';
import styles from './catalog.module.css';
import { FilterPanel, InfiniteProductList, ListingControls } from './listing-islands';
import { ProductTileItems, tileImage } from './ProductTile';
import { tileLabels } from './labels';
import { sortChoices } from './sort-choices';

export function itemCountText(t: Translate, count: number): string {
  return count === 1
    ? t('catalog.listing.itemCountOne')
    : t('catalog.listing.itemCount', { count });
}

export function ListingView({
  heading,
  intro,
  breadcrumbs,
  result,
  source,
  state,
  t,
  analytics,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  breadcrumbs?: ReactNode;
  result: ListingResult;
  source: ListingSource;
  state: ListingState;
  t: Translate;
  /** The list's name for analytics, its category path and the search term on search pages. */
  analytics?: { list: AnalyticsList; categories?: string[]; searchTerm?: string };
}) {
  if (!result.ok) {
    return (
      <div className={styles.page}>
        {breadcrumbs}
        <header className={styles.header}>{heading}</header>
        <p className={styles.error} role="alert">
          {t('catalog.listing.unavailable')}
        </p>
      </div>
    );
  }
  const { listing, settings, loadedPage } = result.data;
  const tracked = analytics ? listingFor(analytics.list, listing.items, analytics) : null;
  const first = listing.items[0]?.image;
  prioritiseImage(first ? tileImage(first, { priority: true }) : null);
  const q = serializeListingQuery(state);
  // The list restarts whenever anything but the page changes.
  const listKey = serializeListingQuery(withPage(state, 1));
  const sortOptions = listing.sortOptions.length
    ? listing.sortOptions
    : [{ value: settings.sort.field, label: settings.sort.field }];
  const choices = sortChoices(
    sortOptions.map((o) =>
      o.value === 'relevance' && !o.label ? { ...o, label: t('catalog.listing.relevance') } : o,
    ),
    { ascending: t('catalog.listing.ascending'), descending: t('catalog.listing.descending') },
  );
  return (
    <div className={styles.page}>
      {breadcrumbs}
      {tracked && (tracked.events.length > 0 || tracked.clicks) ? (
        <PushEvents id="list" events={tracked.events} clicks={tracked.clicks} />
      ) : null}
      <header className={styles.header}>
        {heading}
        <p className={styles.count} data-testid="item-count">
          {itemCountText(t, listing.totalCount)}
        </p>
      </header>
      {intro}
      <div className={styles.layout}>
        <aside>
          <FilterPanel
            q={q}
            groups={listing.filters}
            labels={{
              filters: t('catalog.listing.filters'),
              clear: t('catalog.listing.clearFilters'),
              show: t('catalog.listing.showFilters'),
              apply: t('catalog.listing.applyFilters'),
              price: {
                legend: t('catalog.listing.priceRange'),
                min: t('catalog.listing.priceMin'),
                max: t('catalog.listing.priceMax'),
                apply: t('catalog.listing.priceApply'),
                required: t('catalog.listing.priceRequired'),
                invalid: t('catalog.listing.priceInvalid'),
              },
            }}
          />
        </aside>
        <section aria-label={t('catalog.listing.products')}>
          <ListingControls
            q={q}
            choices={choices}
            current={`${settings.sort.field}:${settings.sort.dir}`}
            pageSizes={settings.pageSizes}
            pageSize={settings.pageSize}
            labels={{
              sortBy: t('catalog.listing.sortBy'),
              pageSize: t('catalog.listing.pageSize'),
            }}
          />
          {listing.items.length === 0 ? (
            <p className={styles.empty}>{t('catalog.listing.empty')}</p>
          ) : (
            <InfiniteProductList
              key={listKey}
              source={source}
              q={q}
              initialPage={loadedPage}
              totalPages={listing.totalPages}
              initialCount={listing.items.length}
              totalCount={listing.totalCount}
              analytics={
                tracked && analytics && (tracked.events.length > 0 || tracked.clicks)
                  ? { list: analytics.list, categories: analytics.categories }
                  : undefined
              }
              labels={{
                loadMore: t('catalog.listing.loadMore'),
                loading: t('catalog.listing.loadingMore'),
                loaded: t('catalog.listing.loaded', { shown: '{shown}', count: '{count}' }),
                products: t('catalog.listing.products'),
                error: t('catalog.listing.unavailable'),
              }}
            >
              <ProductTileItems products={listing.items} labels={tileLabels(t)} eagerCount={4} />
            </InfiniteProductList>
          )}
        </section>
      </div>
    </div>
  );
}
