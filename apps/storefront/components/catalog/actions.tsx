'use server';
// Infinite scroll: renders the next page of a listing as server-rendered tiles. The browser
// only talks to this action; the action talks to the commerce API. When the list reports to
// analytics, the page's impressions and tile clicks come with its tiles (docs/decisions/1220).
import type { ReactNode } from 'react';
import { PushEvents } from '@/components/analytics/PushEvents';
import { listingFor } from '@/lib/analytics/page-events';
import { getListingPage } from '@/lib/commerce/catalog/catalog';
import { MAX_PAGE, parseListingQuery } from '@/lib/commerce/catalog/listing-query';
import { failure, success, type ActionResult } from '@/lib/forms/result';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';
import { tileLabels } from './labels';
import { parseListingSource } from './listing-source';
import { ProductTileItems } from './ProductTile';

/** What the list reports appended pages as: its analytics list, category path and next position. */
export interface ListReport {
  list: { id: string; name: string };
  categories?: string[];
  firstPosition: number;
}

const shortText = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= 200;

/** The report the browser sent back, or null when it is not one (bounded: it is only echoed). */
function parseListReport(raw: unknown): ListReport | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const list = r.list as Record<string, unknown> | undefined;
  if (!list || !shortText(list.id) || !shortText(list.name)) return null;
  if (
    typeof r.firstPosition !== 'number' ||
    !Number.isInteger(r.firstPosition) ||
    r.firstPosition < 1 ||
    r.firstPosition > 100_000
  )
    return null;
  const categories = r.categories;
  if (
    categories !== undefined &&
    !(Array.isArray(categories) && categories.length <= 5 && categories.every(shortText))
  )
    return null;
  return {
    list: { id: list.id, name: list.name },
    categories: categories as string[] | undefined,
    firstPosition: r.firstPosition,
  };
}

export interface MoreProducts {
  node: ReactNode;
  page: number;
  totalPages: number;
  count: number;
}

export async function loadMoreProducts(
  source: unknown,
  q: unknown,
  page: unknown,
  report?: unknown,
): Promise<ActionResult<MoreProducts>> {
  const parsedSource = parseListingSource(source);
  if (!parsedSource || typeof q !== 'string' || typeof page !== 'number') return failure();
  if (!Number.isInteger(page) || page < 2 || page > MAX_PAGE) return failure();
  const [store, t] = await Promise.all([getStoreView(), getTranslator()]);
  const chunk = await getListingPage(
    { store, source: parsedSource, state: parseListingQuery(q.slice(0, 2000)) },
    page,
  );
  if (!chunk) return failure();
  const reported = parseListReport(report);
  const tracked =
    reported && chunk.items.length > 0 ? listingFor(reported.list, chunk.items, reported) : null;
  return success({
    node: (
      <>
        {tracked ? (
          <PushEvents
            id={`list:page-${chunk.page}`}
            events={tracked.events}
            clicks={tracked.clicks}
          />
        ) : null}
        <ProductTileItems products={chunk.items} labels={tileLabels(t)} />
      </>
    ),
    page: chunk.page,
    totalPages: chunk.totalPages,
    count: chunk.items.length,
  });
}
