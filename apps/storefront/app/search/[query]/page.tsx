// Search results: /search/{query}, the query URL-encoded. The title reads
// 'Search results for {query} ({count})'; a loading title shows while results load.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SearchResults, SearchLoading } from '@/components/catalog/SearchResults';
import { MAX_SEARCH_LENGTH } from '@/components/catalog/listing-source';
import { parseListingQuery } from '@/lib/commerce/catalog/listing-query';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { getTranslator } from '@/lib/i18n/translator';

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
  return { title: t('catalog.search.title', { query: searchTerm(query), count: '…' }).replace(' (…)', ''), robots: { index: false } };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const [{ query }, sp, t] = await Promise.all([params, searchParams, getTranslator()]);
  const term = searchTerm(query);
  const state = parseListingQuery(firstParam(sp, 'q'));
  return (
    <Suspense key={`${term}|${firstParam(sp, 'q') ?? ''}`} fallback={<SearchLoading term={term} t={t} />}>
      <SearchResults term={term} state={state} t={t} />
    </Suspense>
  );
}
