// Search results body and its loading state. The page (app/search/[query]/page.tsx) starts the
// search, renders the results at once when they come quickly and otherwise streams them behind
// the loading title (docs/decisions/1239).
import {
  getProductListing,
  type ListingResult,
  type ListingSource,
} from '@/lib/commerce/catalog/catalog';
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

/** The page without a term (a blank or whitespace-only query): a prompt to search. */
export function SearchPrompt({ t }: { t: Translate }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('catalog.search.prompt')}</h1>
    </div>
  );
}

/** Starts the search for a non-empty term; the page awaits it, or a boundary does. */
export async function searchListing(term: string, state: ListingState): Promise<ListingResult> {
  return getProductListing({ store: await getStoreView(), source: searchSource(term), state });
}

function searchSource(term: string): ListingSource {
  return { kind: 'search', search: term };
}

/** The results of a search that has answered. */
export function SearchResultsView({
  term,
  result,
  state,
  t,
}: {
  term: string;
  result: ListingResult;
  state: ListingState;
  t: Translate;
}) {
  const count = result.ok ? result.data.listing.totalCount : 0;
  return (
    <ListingView
      heading={
        <h1 className={styles.title} data-testid="search-title">
          {t('catalog.search.title', { query: term, count })}
        </h1>
      }
      intro={result.ok && count === 0 ? <p>{t('catalog.search.empty')}</p> : null}
      result={result}
      source={searchSource(term)}
      state={state}
      t={t}
      analytics={{ list: { id: 'search_results', name: 'Search Results' }, searchTerm: term }}
    />
  );
}

/** The results of a search still running: rendered inside a boundary whose fallback is `SearchLoading`. */
export async function SearchResults({
  term,
  pending,
  state,
  t,
}: {
  term: string;
  pending: Promise<ListingResult>;
  state: ListingState;
  t: Translate;
}) {
  return <SearchResultsView term={term} result={await pending} state={state} t={t} />;
}
