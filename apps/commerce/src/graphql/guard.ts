// A limit declared on the field it governs (docs/decisions/0109): a module's resolver map wraps
// its own resolver, `placeOrder: guard(orderLimits.placeOrder, async (_, args, ctx) => …)`, and
// the guard's rule lives in that module's service. The guard runs on every execution of the field
// (an alias is one more), before the resolver; its failure is the field's answer, a top-level
// error of the failure's category. A cached GET answer runs no resolver, so no guard either.
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../context.js';
import { toClientError, type Result } from '../shared/result.js';

/** A field resolver as a resolver map declares it. */
type Field<P, A, R> = (
  parent: P,
  args: A,
  ctx: RequestContext,
  info: GraphQLResolveInfo,
) => R | Promise<R>;

/**
 * What a guard does around its field: `admit` before the resolver (a failure refuses the field;
 * its value is handed to `settle`), `settle` after the resolver answered (not when it threw).
 */
export interface FieldGuard<A, R = unknown, S = void> {
  admit: (args: A, ctx: RequestContext) => Promise<Result<S>>;
  settle?: (answer: R, admitted: S, ctx: RequestContext) => Promise<void>;
}

/** `resolve`, run only when `fieldGuard` admits it; the field's types come from the resolver map. */
export function guard<P, A, R, S>(
  fieldGuard: FieldGuard<NoInfer<A>, NoInfer<Awaited<R>>, S>,
  resolve: Field<P, A, R>,
): Field<P, A, Awaited<R>> {
  const { admit, settle } = fieldGuard;
  return async (parent, args, ctx, info): Promise<Awaited<R>> => {
    const admitted = await admit(args, ctx);
    if (!admitted.ok) throw toClientError(admitted.failure);
    const answer = await resolve(parent, args, ctx, info);
    if (settle) await settle(answer, admitted.value, ctx);
    return answer;
  };
}
