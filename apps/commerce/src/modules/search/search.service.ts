// Product listing and search: match, count, sort, page, answered from the in-process catalogue
// index (index/). The database is asked only for the text filters' ids (rare) and, by the
// resolvers, for the page's products. Aggregations live in aggregations.ts.
import type { RequestContext } from '../../context.js';
import { checkPageInRange, offsetOf, type PageRequest } from '../../shared/pagination.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { AttributeCatalog } from '../catalog/attribute.service.js';
import type { AggregationInput } from './aggregations.js';
import { parseProductFilter, type FilterInput, type ProductFilter } from './filters.js';
import type { CatalogIndex } from './index/catalog-index.js';
import {
  match,
  matchKey,
  sortedPage,
  type IndexQuery,
  type SortField,
  type SortKey,
} from './index/query.js';
import type { CatalogSnapshot } from './index/snapshot.js';
import type { TextFilterSource } from './text-filters.js';

export type { SortField, SortKey };

export interface SearchRequest {
  search: string | null;
  filter: FilterInput | null;
  sort: SortKey[];
  page: PageRequest;
  physicalOnly: boolean;
  /** False when the document does not select items: no sorting, no page. */
  wantItems?: boolean;
}

export interface ResolvedQuery {
  search: string | null;
  filter: ProductFilter;
  index: IndexQuery;
  filteredCategories: Set<number> | null;
}

export interface SearchResult {
  query: ResolvedQuery;
  /** The requested page (product ids). */
  ids: number[];
  totalCount: number;
  sort: SortKey[];
  /** The whole match, for aggregations computed only when the document asks for them. */
  aggregationInput: AggregationInput;
  /** The catalogue version the answer was computed from. */
  version: number;
}

export class SearchService {
  constructor(
    private readonly index: CatalogIndex,
    private readonly attributes: AttributeCatalog,
    private readonly textFilters: TextFilterSource,
  ) {}

  async resolve(
    ctx: RequestContext,
    s: CatalogSnapshot,
    req: Pick<SearchRequest, 'search' | 'filter' | 'physicalOnly'>,
  ): Promise<Result<ResolvedQuery>> {
    const parsed = parseProductFilter(req.filter, this.attributes);
    if (!parsed.ok) return parsed;
    const filter = parsed.value;
    const categorySets: number[][] = [];
    const named = new Set<number>();
    for (const ids of filter.categoryIds) {
      ids.forEach((id) => named.add(id));
      categorySets.push(expandForFilter(ctx, s, ids));
    }
    for (const paths of filter.categoryUrlPaths) {
      const ids = idsByUrlPath(ctx, s, paths);
      if (ids.length === 0)
        return fail('graphql-input', 'No category with the provided `category_url_path` was found');
      ids.forEach((id) => named.add(id));
      categorySets.push(expandForFilter(ctx, s, ids));
    }
    const search = req.search === null ? null : req.search.trim();
    return ok({
      search,
      filter,
      filteredCategories: categorySets.length > 0 ? named : null,
      index: {
        search,
        physicalOnly: req.physicalOnly,
        categorySets,
        skus: filter.skus,
        urlKeys: filter.urlKeys,
        archive: filter.archive,
        price: filter.price,
        options: filter.attributes.map((a) => a.optionIds),
        allowedIds: filter.text.length > 0 ? await this.textFilters.matchingIds(filter.text) : null,
      },
    });
  }

  /** Default sort: relevance with a search term, else the store's default (position). */
  effectiveSort(q: ResolvedQuery, requested: SortKey[]): SortKey[] {
    const usable = requested.filter((k) => k.field !== 'relevance' || q.search);
    if (usable.length > 0) return usable;
    return q.search ? [{ field: 'relevance', dir: 'DESC' }] : [{ field: 'position', dir: 'ASC' }];
  }

  async search(ctx: RequestContext, req: SearchRequest): Promise<Result<SearchResult>> {
    const snapshot = await this.index.current();
    const resolved = await this.resolve(ctx, snapshot, req);
    if (!resolved.ok) return resolved;
    const query = resolved.value;
    const sort = this.effectiveSort(query, req.sort);
    const prices = snapshot.prices.at(ctx.now);
    const m = match(snapshot, query.index, prices);
    const totalCount = m.bits.count();
    const inRange = checkPageInRange(req.page, totalCount);
    if (!inRange.ok) return inRange;
    const dense =
      req.wantItems === false
        ? []
        : sortedPage(snapshot, m, sort, query.index, prices, offsetOf(req.page), req.page.pageSize);
    return ok({
      query,
      ids: dense.map((d) => snapshot.ids[d] as number),
      totalCount,
      sort,
      aggregationInput: {
        snapshot,
        bits: m.bits,
        prices,
        filteredCategories: query.filteredCategories,
        matchKey: matchKey(query.index),
      },
      version: snapshot.version,
    });
  }
}

const inStore = (ctx: RequestContext, s: CatalogSnapshot) => {
  const root = ctx.storeView.store.root_category_id;
  const prefix = `1/${root}/`;
  return [...s.categories.values()].filter(
    (c) => c.isActive && (c.id === root || c.path.startsWith(prefix)),
  );
};

/** The filter's categories plus, for anchor categories, every active descendant in the store. */
function expandForFilter(
  ctx: RequestContext,
  s: CatalogSnapshot,
  ids: readonly number[],
): number[] {
  const cats = inStore(ctx, s);
  const wanted = new Set(ids);
  const selected = cats.filter((c) => wanted.has(c.id));
  const out = new Set(selected.map((c) => c.id));
  for (const a of selected.filter((c) => c.isAnchor)) {
    for (const c of cats) if (c.path.startsWith(`${a.path}/`)) out.add(c.id);
  }
  return [...out];
}

function idsByUrlPath(ctx: RequestContext, s: CatalogSnapshot, paths: readonly string[]): number[] {
  const wanted = new Set(paths);
  return inStore(ctx, s)
    .filter((c) => c.level >= 2 && wanted.has(c.urlPath))
    .map((c) => c.id);
}
