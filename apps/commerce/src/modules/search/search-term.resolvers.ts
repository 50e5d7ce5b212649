// searchTerm (the storefront's lookup before it navigates). Searches are counted for the terms'
// popularity where they run, in search.resolvers.ts (docs/decisions/1120 and 1122).
import type { ResolverMap } from '../../graphql/resolvers.js';
import type { SearchTermService } from './search-term.service.js';

export function searchTermResolvers(terms: SearchTermService): ResolverMap {
  return {
    Query: {
      searchTerm: (_, args, ctx) => terms.lookup(ctx.storeView.store.id, args.Search),
    },
  };
}
