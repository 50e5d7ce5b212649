// Search results: /search/{query}, the query URL-encoded. The title reads
// 'Search results for {query} ({count})'; a loading title shows while results load, when they
// take longer than SEARCH_LOADING_AFTER_MS (docs/decisions/1239).
import type { Metadata } from 'next';
import { Suspense } from 'react';
import {
  SearchLoading,
  SearchPrompt,
  SearchResults,
  SearchResultsView,
  searchListing,
} from '@/components/catalog/SearchResults';
import { MAX_SEARCH_LENGTH } from '@/components/catalog/listing-source';
import { settlesWithin } from '@/lib/async/settle-within';
import { parseListingQuery } from '@/lib/commerce/catalog/listing-query';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { getTranslator } from '@/lib/i18n/translator';

/**
 * How long the page waits for the results before it sends the loading title instead. Results that
 * come sooner are sent in the first answer, with no title flashing before them. Once a fallback has
 * painted, React reveals what replaces it no sooner than 300 ms later, so a shorter wait would only
 * make a search that takes 150 ms show its results at 450 ms.
 */
const SEARCH_LOADING_AFTER_MS = 300;

interface Props {
  params: Promise<{ query: string }>;
  searchParams: Promise<SearchParams>;
}

function searchTerm(raw: string): string {
  let term = raw;
  try {
    term = decodeURIComponent(raw);
  } catch {
    // Already decoded, or a stray %: use it as it is.
  }
  return term.trim().slice(0, MAX_SEARCH_LENGTH);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, { query }] = await Promise.all([getTranslator(), params]);
  return {
    title: t('catalog.search.title', { query: searchTerm(query), count: '…' }).replace(' (…)', ''),
    robots: { index: false },
  };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const [{ query }, sp, t] = await Promise.all([params, searchParams, getTranslator()]);
  const term = searchTerm(query);
  if (!term) return <SearchPrompt t={t} />;
  const state = parseListingQuery(firstParam(sp, 'q'));
  const pending = searchListing(term, state);
  if (await settlesWithin(pending, SEARCH_LOADING_AFTER_MS)) {
    return <SearchResultsView term={term} result={await pending} state={state} t={t} />;
  }
  return (
    <Suspense
      key={`${term}|${firstParam(sp, 'q') ?? ''}`}
      fallback={<SearchLoading term={term} t={t} />}
    >
      <SearchResults term={term} pending={pending} state={state} t={t} />
    </Suspense>
  );
}
