// The CONTENT fields of the admin API for search terms (search-terms.admin.graphql), mapped onto
// SearchTermAdminService. Each change and its audit entry share one transaction.
import type { Db } from '../../db/index.js';
import type { AdminResolverMap } from '../../graphql/admin-resolvers.js';
import { adminPageInfo, audited } from '../../shared/audited.js';
import type { SearchTermAdminService, SearchTermInput } from './search-term-admin.service.js';
import type { SearchTerm } from './search-term.service.js';

const termOf = (t: SearchTerm) => ({
  id: t.query_id,
  store_id: t.store_id,
  text: t.query_text,
  redirect: t.redirect,
  popularity: t.popularity,
  num_results: t.num_results,
  display_in_terms: t.display_in_terms,
  is_active: t.is_active,
});

interface TermArgs {
  store_id: number;
  text: string;
  redirect?: string | null;
  display_in_terms?: boolean | null;
  is_active?: boolean | null;
}

const termInput = (i: TermArgs): SearchTermInput => ({
  storeId: i.store_id,
  text: i.text,
  redirect: i.redirect,
  displayInTerms: i.display_in_terms,
  isActive: i.is_active,
});

export function searchTermAdminResolvers(db: Db, terms: SearchTermAdminService): AdminResolverMap {
  return {
    Query: {
      adminSearchTerms: async (_p, args) => {
        const r = await terms.list({
          storeId: args.store_id,
          search: args.search,
          sort: args.sort === 'TEXT' ? 'text' : 'popularity',
          page: args.currentPage ?? 1,
          pageSize: args.pageSize ?? 20,
        });
        return {
          items: r.items.map(termOf),
          total_count: r.total,
          page_info: adminPageInfo(r.page, r.pageSize, r.total),
        };
      },
    },
    Mutation: {
      createAdminSearchTerm: async (_p, { input }, ctx) => {
        const c = await audited(db, ctx.audit, 'search_term_created', (trx) =>
          terms.create(trx, termInput(input)),
        );
        return termOf(c.after as SearchTerm);
      },
      updateAdminSearchTerm: async (_p, { id, input }, ctx) => {
        const c = await audited(db, ctx.audit, 'search_term_updated', (trx) =>
          terms.update(trx, id, termInput(input)),
        );
        return termOf(c.after as SearchTerm);
      },
      deleteAdminSearchTerm: async (_p, { id }, ctx) => {
        await audited(db, ctx.audit, 'search_term_deleted', (trx) => terms.delete(trx, id));
        return true;
      },
    },
  };
}
