// Search results body and its loading state.
import { getProductListing, type ListingSource } from '@/lib/commerce/catalog/catalog';
import type { ListingState } from '@/lib/commerce/catalog/listing-query';
import type { Translate } from '@/lib/i18n/catalog';
import { getStoreView } from '@/lib/store-view';
import styles from './catalog.module.css';
import { ListingView } from './ListingView';

export function SearchLoading({ term, t }: { term: string; t: Translate }) {
  return (
    // Holds a screen's height, so that the results replacing it do not push the footer up and
    // back down inside the viewport (a large layout shift when results stream in after paint).
    <div className={`${styles.page} ${styles.loadingPage}`} aria-busy="true">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('catalog.search.loadingTitle', { query: term })}</h1>
      </header>
    </div>
  );
}

export async function SearchResults({ term, state, t }: { term: string; state: ListingState; t: Translate }) {
  if (!term) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('catalog.search.prompt')}</h1>
      </div>
    );
  }
  const source: ListingSource = { kind: 'search', search: term };
  const result = await getProductListing({ store: await getStoreView(), source, state });
  const count = result.ok ? result.listing.totalCount : 0;
  return (
    <ListingView
      heading={
        <h1 className={styles.title} data-testid="search-title">
          {t('catalog.search.title', { query: term, count })}
        </h1>
      }
      intro={result.ok && count === 0 ? <p>{t('catalog.search.empty')}</p> : null}
      result={result}
      source={source}
      state={state}
      t={t}
      analytics={{ list: { id: 'search_results', name: 'Search Results' }, searchTerm: term }}
    />
  );
}
