'use server';
// Infinite scroll: renders the next page of a listing as server-rendered tiles. The browser
// only talks to this action; the action talks to the commerce API.
import type { ReactNode } from 'react';
import { getListingPage } from '@/lib/commerce/catalog/catalog';
import { MAX_PAGE, parseListingQuery } from '@/lib/commerce/catalog/listing-query';
import { failure, success, type ActionResult } from '@/lib/forms/result';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';
import { tileLabels } from './labels';
import { parseListingSource } from './listing-source';
import { ProductTileItems } from './ProductTile';

export interface MoreProducts {
  node: ReactNode;
  page: number;
  totalPages: number;
  count: number;
}

export async function loadMoreProducts(source: unknown, q: unknown, page: unknown): Promise<ActionResult<MoreProducts>> {
  const parsedSource = parseListingSource(source);
  if (!parsedSource || typeof q !== 'string' || typeof page !== 'number') return failure();
  if (!Number.isInteger(page) || page < 2 || page > MAX_PAGE) return failure();
  const [store, t] = await Promise.all([getStoreView(), getTranslator()]);
  const chunk = await getListingPage({ store, source: parsedSource, state: parseListingQuery(q.slice(0, 2000)) }, page);
  if (!chunk) return failure();
  return success({
    node: <ProductTileItems products={chunk.items} labels={tileLabels(t)} />,
    page: chunk.page,
    totalPages: chunk.totalPages,
    count: chunk.items.length,
  });
}
