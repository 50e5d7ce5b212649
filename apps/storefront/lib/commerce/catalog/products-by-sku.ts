// Product tiles for a list of SKUs (a content page's product carousel), in the order given.
// One GET-preferred listing call, bounded to MAX_SKUS; unknown SKUs are left out.
import 'server-only';
import type { StoreViewCode } from '@/lib/config';
import { toListingPage } from './adapters';
import { cachePolicy } from '../cache';
import { adapterContext } from './catalog';
import { commerceFetch } from '../client';
import { answered } from '@/lib/result';
import { storeSettings } from './store-config';
import { ProductPageDocument } from '@/lib/commerce/generated/graphql';
import type { ProductTileData } from '../types';

export const MAX_SKUS = 24;

export async function getProductsBySku(
  store: StoreViewCode,
  skus: readonly string[],
): Promise<ProductTileData[]> {
  const wanted = [
    ...new Set(skus.map((s) => s.trim()).filter((s) => s !== '' && s.length <= 64)),
  ].slice(0, MAX_SKUS);
  if (wanted.length === 0) return [];
  const config = await storeSettings(store);
  const res = await commerceFetch({
    document: ProductPageDocument,
    variables: { filter: { sku: { in: wanted } }, pageSize: wanted.length, currentPage: 1 },
    store,
    method: 'GET',
    cache: cachePolicy('products', store),
  });
  const products = answered(res)?.visitureProducts;
  if (!products) return [];
  const items = toListingPage(products, adapterContext(config), new Map(), {
    page: 1,
    pageSize: wanted.length,
  }).items;
  const bySku = new Map(items.map((p) => [p.sku, p]));
  return wanted.flatMap((sku) => bySku.get(sku) ?? []);
}
