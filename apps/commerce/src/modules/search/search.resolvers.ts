// products / visitureProducts and a category's products (CategoryTree.products): parse the
// arguments, run the search, shape the Products answer.
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { RequestContext } from '../../context.js';
import { inputError } from '../../shared/errors.js';
import { pageInfo, validatePageRequest } from '../../shared/pagination.js';
import { orThrow } from '../../shared/result.js';
import type { CatalogDeps } from '../catalog/deps.js';
import { catalogLoaders } from '../catalog/loaders.js';
import type { Aggregation, AggregationInput, AggregationService } from './aggregations.js';
import type { FilterInput } from './filters.js';
import type { SearchLimits } from './search-limits.js';
import type { SearchTermService } from './search-term.service.js';
import type { ResolvedQuery, SearchService, SortField, SortKey } from './search.service.js';
import type {
  ProductsAggregationsArgs,
  QueryVisitureProductsArgs,
  RequireFields,
} from '../../graphql/resolver-types.generated.js';
import { guard } from '../../graphql/guard.js';
import type { Answer, ResolverMap } from '../../graphql/resolvers.js';

/** What the search resolvers are built from: the catalogue's services and the search's own. */
export interface SearchDeps extends CatalogDeps {
  search: SearchService;
  aggregations: AggregationService;
  /** The uncached-search allowance per address, a guard on products and visitureProducts. */
  limits: SearchLimits;
  /** Each executed search counts towards its term's popularity (countSearch). */
  terms: SearchTermService;
}

/**
 * Counts an executed catalogue search (first page, with search text) towards the term's
 * popularity and result count, as Magento's products query does (docs/decisions/1120, 1122). Only
 * in memory here: the service writes the counts in batches. A GET answered from the response cache
 * runs no resolver and is not counted; a search the guard refuses is not counted either.
 */
function countSearch(
  terms: SearchTermService,
  ctx: RequestContext,
  args: { search?: string | null; currentPage?: number | null },
  totalCount: number,
): void {
  if (typeof args.search === 'string' && args.currentPage === 1) {
    terms.record(ctx.storeView.store.id, args.search, totalCount);
  }
}

export type SortInputAst = Partial<Record<SortField, 'ASC' | 'DESC' | null>>;

/** products and visitureProducts (which adds withPhysicalProduct); paging has defaults. */
type ProductsArgs = RequireFields<QueryVisitureProductsArgs, 'pageSize' | 'currentPage'>;

export interface ListRequest {
  search: string | null;
  filter: FilterInput | null;
  pageSize: number;
  currentPage: number;
  sort: SortInputAst | null;
  physicalOnly: boolean;
}

const SORT_LABELS: Record<SortField, string> = {
  position: 'Position',
  name: 'Product Name',
  price: 'Price',
  relevance: 'Relevance',
};

/**
 * Sort keys in the order the client wrote them (Magento applies them in that order); coerced input
 * objects follow schema order instead, so the order is read from the query or the variables.
 */
export function sortKeysInWrittenOrder(
  info: unknown,
  rawVariables: Record<string, unknown>,
  sort: SortInputAst | null,
): SortKey[] {
  if (!sort) return [];
  let order = Object.keys(sort);
  const i = info as Partial<GraphQLResolveInfo> | undefined;
  const arg = i?.fieldNodes?.[0]?.arguments?.find((a) => a.name.value === 'sort');
  if (arg?.value.kind === Kind.OBJECT) order = arg.value.fields.map((f) => f.name.value);
  else if (arg?.value.kind === Kind.VARIABLE) {
    const raw = rawVariables[arg.value.name.value];
    if (raw && typeof raw === 'object') order = Object.keys(raw);
  }
  return order
    .filter((k): k is SortField => k in SORT_LABELS && !!sort[k as SortField])
    .map((field) => ({ field, dir: sort[field] as 'ASC' | 'DESC' }));
}

/**
 * Field names selected on the Products object (fragments included), or null when unknown: then
 * everything is computed. Lets a suggestions query skip the sort and the page's product reads.
 */
export function selectedFields(info: unknown): Set<string> | null {
  const i = info as Partial<GraphQLResolveInfo> | undefined;
  const nodes = i?.fieldNodes;
  if (!nodes || nodes.length === 0) return null;
  const out = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) out.add(sel.name.value);
      else if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet);
      else {
        const frag = i?.fragments?.[sel.name.value];
        if (!frag) return false;
        visit(frag.selectionSet);
      }
    }
    return true;
  };
  for (const n of nodes) if (!visit(n.selectionSet)) return null;
  return out;
}

export async function listProducts(
  deps: SearchDeps,
  ctx: RequestContext,
  info: unknown,
  req: ListRequest,
) {
  const page = orThrow(validatePageRequest(req.pageSize, req.currentPage));
  const fields = selectedFields(info);
  const result = orThrow(
    await deps.search.search(ctx, {
      search: req.search,
      filter: req.filter,
      sort: sortKeysInWrittenOrder(info, ctx.rawVariables, req.sort),
      page,
      physicalOnly: req.physicalOnly,
      wantItems: fields === null || fields.has('items'),
    }),
  );
  const loaders = catalogLoaders(ctx, deps.products, deps.categories);
  // At most one query for a page: rows, media and variants, kept per catalogue version (the
  // product page by url_key included: after its first read it costs no query).
  if (result.ids.length > 0) await deps.products.prefetchPage(ctx, result.ids, result.version);
  const items =
    result.ids.length === 0
      ? []
      : (await loaders.product.loadMany(result.ids)).filter((p) => p !== null);
  const sortOptions: SortField[] = result.query.search
    ? ['relevance', 'position', 'name', 'price']
    : ['position', 'name', 'price'];
  return {
    items,
    total_count: result.totalCount,
    page_info: pageInfo(page, result.totalCount),
    sort_fields: {
      default: result.query.search
        ? 'relevance'
        : String(ctx.storeView.config.catalog_default_sort_by ?? 'position'),
      options: sortOptions.map((value) => ({ value, label: SORT_LABELS[value] })),
    },
    suggestions: [],
    query: result.query,
    aggregationInput: result.aggregationInput,
  };
}

/** A Products answer as a GraphQL source: the query and match, for the aggregation fields. */
export type ProductsSource = { query: ResolvedQuery; aggregationInput: AggregationInput };

declare module '../../graphql/parents.js' {
  interface ResolverParents {
    Products: ProductsSource;
  }
}

export function searchResolvers(deps: SearchDeps): ResolverMap {
  // Field resolvers: aggregation work happens only when the document selects it.
  const aggregations = (p: ProductsSource, args: ProductsAggregationsArgs, ctx: RequestContext) =>
    deps.aggregations.aggregate(
      ctx,
      p.aggregationInput,
      args.filter?.category?.includeDirectChildrenOnly === true,
    );
  return {
    Query: {
      products: guard(deps.limits.products, async (_, args, ctx, info) => {
        if ((args.search === undefined || args.search === null) && !args.filter) {
          throw inputError("'search' or 'filter' input argument is required.");
        }
        const answer = await listProducts(deps, ctx, info, {
          ...toRequest(args),
          physicalOnly: false,
        });
        countSearch(deps.terms, ctx, args, answer.total_count);
        return answer;
      }),
      visitureProducts: guard(deps.limits.visitureProducts, async (_, args, ctx, info) => {
        const answer = await listProducts(deps, ctx, info, {
          ...toRequest(args),
          physicalOnly: args.withPhysicalProduct === true,
        });
        countSearch(deps.terms, ctx, args, answer.total_count);
        return answer;
      }),
    },
    CategoryTree: {
      products: (c, args, ctx, info) =>
        listProducts(deps, ctx, info, {
          search: null,
          filter: { category_id: { eq: String(c.id) } },
          pageSize: args.pageSize,
          currentPage: args.currentPage,
          sort: args.sort ?? null,
          physicalOnly: false,
        }),
    },
    Products: {
      aggregations,
      filters: (p, _, ctx) =>
        deps.aggregations.aggregate(ctx, p.aggregationInput, false).map(toLayerFilter),
    },
    AggregationOptionInterface: { resolveType: () => 'AggregationOption' },
    LayerFilterItemInterface: { resolveType: () => 'LayerFilterItem' },
  };
}

const toRequest = (args: ProductsArgs) => ({
  search: args.search ?? null,
  filter: args.filter ?? null,
  pageSize: args.pageSize,
  currentPage: args.currentPage,
  sort: args.sort ?? null,
});

const toLayerFilter = (a: Aggregation): Answer<'LayerFilter'> => ({
  name: a.label,
  request_var: a.attribute_code === 'category_uid' ? 'cat' : a.attribute_code,
  filter_items_count: a.count,
  filter_items: a.options.map((o) => ({
    label: o.label,
    value_string: o.value,
    items_count: o.count,
  })),
});
