// Uncached searches per client address (docs/decisions/0904, 0109): a products query with search
// text that reaches its resolver (a response cache miss) counts; filters alone and cached answers
// do not. The search resolvers declare it as a guard on products and on visitureProducts (the same
// search with one more argument, counted against the same allowance: docs/decisions/0984).
import type { FieldGuard } from '../../graphql/guard.js';
import { fail, ok } from '../../shared/result.js';
import { visitorAddress, type Limits } from '../../shared/rate-rules.js';

export const SEARCH_LIMIT_MSG =
  'Too many searches from your network. Please wait a minute and try again.';

export class SearchLimits {
  /** products(search: …): one search counted against the address. */
  readonly products: FieldGuard<{ search?: string | null }>;
  /** visitureProducts(search: …): the same guard, the same allowance. */
  readonly visitureProducts: FieldGuard<{ search?: string | null }>;

  constructor({ limiter, rules }: Limits) {
    this.products = {
      admit: async (args, ctx) => {
        const address = visitorAddress(ctx);
        if (!address || typeof args.search !== 'string' || args.search.trim() === '')
          return ok(undefined);
        return (await limiter.take(rules.search, address, ctx.now)).allowed
          ? ok(undefined)
          : fail('graphql-input', SEARCH_LIMIT_MSG);
      },
    };
    this.visitureProducts = this.products;
  }
}
