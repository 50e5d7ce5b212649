// Product listing and search: match, count, sort, page. Aggregations live in aggregations.ts.
import { sql } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { inputError, type ClientError } from '../../shared/errors.js';
import { checkPageInRange, offsetOf, type PageRequest } from '../../shared/pagination.js';
import type { AttributeCatalog } from '../catalog/attribute.service.js';
import type { CategoryService } from '../catalog/category.service.js';
import { parseProductFilter, toPrefixTsquery, type FilterInput } from './filters.js';
import { matchQuery, minPriceSql, positionSql, relevanceSql, type ResolvedQuery } from './product-query.js';

export type SortField = 'name' | 'position' | 'price' | 'relevance';
export interface SortKey {
  field: SortField;
  dir: 'ASC' | 'DESC';
}

export interface SearchRequest {
  search: string | null;
  filter: FilterInput | null;
  sort: SortKey[];
  page: PageRequest;
  physicalOnly: boolean;
}

export interface SearchResult {
  query: ResolvedQuery;
  /** The requested page. */
  ids: number[];
  /** Every match in sort order: aggregations count over it without re-running the match. */
  allIds: number[];
  totalCount: number;
  sort: SortKey[];
}

export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly attributes: AttributeCatalog,
    private readonly categories: CategoryService,
  ) {}

  async resolve(ctx: RequestContext, req: Pick<SearchRequest, 'search' | 'filter' | 'physicalOnly'>): Promise<ResolvedQuery | ClientError> {
    const filter = parseProductFilter(req.filter, this.attributes);
    if (filter instanceof Error) return filter;
    const categorySets: number[][] = [];
    for (const ids of filter.categoryIds) categorySets.push(await this.categories.expandForFilter(ctx, ids));
    for (const paths of filter.categoryUrlPaths) {
      const ids = await this.categories.idsByUrlPath(ctx, paths);
      if (ids.length === 0) return inputError('No category with the provided `category_url_path` was found');
      categorySets.push(await this.categories.expandForFilter(ctx, ids));
    }
    const search = req.search === null ? null : req.search.trim();
    return {
      search,
      tsquery: search ? toPrefixTsquery(search) : null,
      filter,
      categorySets,
      physicalOnly: req.physicalOnly,
      now: ctx.now,
    };
  }

  /** Default sort: relevance with a search term, else the store's default (position). */
  effectiveSort(q: ResolvedQuery, requested: SortKey[]): SortKey[] {
    const usable = requested.filter((k) => k.field !== 'relevance' || q.search);
    if (usable.length > 0) return usable;
    return q.search ? [{ field: 'relevance', dir: 'DESC' }] : [{ field: 'position', dir: 'ASC' }];
  }

  async search(ctx: RequestContext, req: SearchRequest): Promise<SearchResult | ClientError> {
    const query = await this.resolve(ctx, req);
    if (query instanceof Error) return query;
    const sort = this.effectiveSort(query, req.sort);
    // One pass over the match: the sorted ids give the count, the page and the aggregation set.
    const allIds = await this.sortedIds(query, sort);
    const outOfRange = checkPageInRange(req.page, allIds.length);
    if (outOfRange) return outOfRange;
    const start = offsetOf(req.page);
    return { query, ids: allIds.slice(start, start + req.page.pageSize), allIds, totalCount: allIds.length, sort };
  }

  private async sortedIds(q: ResolvedQuery, sort: SortKey[]): Promise<number[]> {
    let qb = matchQuery(this.db, q).select('p.id');
    for (const key of sort) {
      const dir = key.dir === 'DESC' ? 'desc' : 'asc';
      const expr =
        key.field === 'name'
          ? sql`lower(p.name) collate "C"`
          : key.field === 'price'
            ? minPriceSql(q.now)
            : key.field === 'relevance'
              ? relevanceSql(q)
              : positionSql(q);
      qb = qb.orderBy(expr, dir);
    }
    // A total order keeps pages stable: nothing repeats or goes missing between pages.
    const rows = await qb.orderBy('p.id', 'asc').execute();
    return rows.map((r) => r.id);
  }
}
