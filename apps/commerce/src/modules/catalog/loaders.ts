// Per-request batch loaders over the catalogue services: one query per relation per tree level.
import { loaderOf, type RequestContext } from '../../context.js';
import type { Category } from './tables.js';
import { BatchLoader } from '../../shared/loader.js';
import type { CategoryService } from './category.service.js';
import { withPrefetch } from './page-read.js';
import type {
  AttributeValueRow,
  CustomOptionRow,
  DownloadableRows,
  GroupedItemRow,
  LinkRow,
  MediaRow,
  ProductRow,
  ProductService,
  StockRow,
} from './product.service.js';

export interface CatalogLoaders {
  product: BatchLoader<number, ProductRow | null>;
  variants: BatchLoader<number, ProductRow[]>;
  media: BatchLoader<number, MediaRow[]>;
  /** Fresh stock, for rows that came from a page read (page-read.ts). */
  stock: BatchLoader<number, StockRow | null>;
  options: BatchLoader<number, CustomOptionRow[]>;
  links: BatchLoader<number, LinkRow[]>;
  groupedItems: BatchLoader<number, GroupedItemRow[]>;
  downloadables: BatchLoader<number, DownloadableRows>;
  attributeValues: BatchLoader<number, AttributeValueRow[]>;
  configurableAttributes: BatchLoader<
    number,
    {
      id: number;
      attribute_id: number;
      position: number;
      label: string | null;
      product_id: number;
    }[]
  >;
  productCategoryIds: BatchLoader<number, number[]>;
  urlRewrites: BatchLoader<number, string[]>;
  category: BatchLoader<number, Category | null>;
  categoryChildren: BatchLoader<number, Category[]>;
  categoryProductCount: BatchLoader<number, number>;
}

export function catalogLoaders(
  ctx: RequestContext,
  products: ProductService,
  categories: CategoryService,
): CatalogLoaders {
  const root = ctx.storeView.store.root_category_id;
  // Relations every catalogue write versions (migrations 0008, 0014, 0017): kept per version.
  const kept = <V>(name: string, fetch: (ids: readonly number[]) => Promise<Map<number, V>>) =>
    products.relations.batch(ctx, name, fetch);
  return loaderOf(ctx, 'catalog', () => ({
    // A listing page's read (page-read.ts) answers these three first.
    product: new BatchLoader(
      withPrefetch(
        ctx,
        (p) => p.products,
        kept('product', (ids) => products.byIds(ctx, ids)),
      ),
      () => null,
    ),
    variants: new BatchLoader(
      withPrefetch(
        ctx,
        (p) => p.variants,
        kept('variants', (ids) => products.variants(ctx, ids)),
      ),
      () => [],
    ),
    media: new BatchLoader(
      withPrefetch(
        ctx,
        (p) => p.media,
        kept('media', (ids) => products.media(ctx, ids)),
      ),
      () => [],
    ),
    stock: new BatchLoader(
      (ids) => products.stock(ctx, ids),
      () => null,
    ),
    options: new BatchLoader(
      (ids) => products.customOptions(ctx, ids),
      () => [],
    ),
    links: new BatchLoader(
      kept('links', (ids) => products.links(ctx, ids)),
      () => [],
    ),
    groupedItems: new BatchLoader(
      kept('groupedItems', (ids) => products.groupedItems(ctx, ids)),
      () => [],
    ),
    downloadables: new BatchLoader(
      (ids) => products.downloadables(ctx, ids),
      () => ({ links: [], samples: [] }),
    ),
    attributeValues: new BatchLoader(
      kept('attributeValues', (ids) => products.attributeValues(ctx, ids)),
      () => [],
    ),
    configurableAttributes: new BatchLoader(
      kept('configurableAttributes', (ids) => products.configurableAttributes(ctx, ids)),
      () => [],
    ),
    productCategoryIds: new BatchLoader(
      kept(`productCategoryIds:${root}`, (ids) => products.categoryIds(ctx, ids)),
      () => [],
    ),
    urlRewrites: new BatchLoader(
      (ids) => products.urlRewrites(ctx, ids),
      () => [],
    ),
    category: new BatchLoader(
      kept(`category:${root}`, (ids) => categories.byIds(ctx, ids)),
      () => null,
    ),
    categoryChildren: new BatchLoader(
      (ids) => categories.children(ctx, ids),
      () => [],
    ),
    categoryProductCount: new BatchLoader(
      (ids) => categories.productCounts(ctx, ids),
      () => 0,
    ),
  }));
}
