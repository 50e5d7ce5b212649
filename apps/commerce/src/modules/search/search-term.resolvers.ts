// searchTerm (the storefront's lookup before it navigates) and the counting of searches for the
// terms' popularity (docs/decisions/1120 and 1122).
import type { RequestContext } from '../../context.js';
import type { ResolverMap } from '../../graphql/resolvers.js';
import type { SearchTermService } from './search-term.service.js';

type Resolver = (
  parent: unknown,
  args: Record<string, unknown>,
  ctx: RequestContext,
  info: unknown,
) => unknown;

export function searchTermResolvers(terms: SearchTermService): ResolverMap {
  return {
    Query: {
      searchTerm: (_, args, ctx) => terms.lookup(ctx.storeView.store.id, args.Search),
    },
  };
}

/**
 * Counts each executed catalogue search (first page, with search text) towards the term's
 * popularity and result count, as Magento's products query does. Only in memory here: the
 * service writes the counts in batches. A GET answered from the response cache runs no resolver
 * and is not counted.
 */
export function withSearchTermCounting(
  resolvers: ResolverMap,
  terms: SearchTermService,
): ResolverMap {
  // Wrapped by field name, whatever its arguments: a plain view of the same map.
  const map: Record<string, Record<string, unknown> | undefined> = resolvers;
  for (const field of ['products', 'visitureProducts']) {
    const original = map.Query?.[field];
    if (typeof original !== 'function') continue;
    const next = original as Resolver;
    map.Query = {
      ...map.Query,
      [field]: (async (parent, args, ctx, info) => {
        const result = (await next(parent, args, ctx, info)) as { total_count?: number } | null;
        if (
          typeof args.search === 'string' &&
          args.currentPage === 1 &&
          result &&
          typeof result.total_count === 'number'
        ) {
          terms.record(ctx.storeView.store.id, args.search, result.total_count);
        }
        return result;
      }) as Resolver,
    };
  }
  return resolvers;
}
