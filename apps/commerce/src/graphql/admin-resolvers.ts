// The type of every module's admin resolver map (modules/<module>/admin.resolvers.ts): the
// signatures generated from admin-schema.graphql (admin-resolver-types.generated.ts), with
// AdminContext as the context. Composed in modules/index.ts into adminResolvers.
import type { GraphQLResolveInfo } from 'graphql';
import type { ResolverFn, Resolvers } from './admin-resolver-types.generated.js';

type FieldResolver<F> =
  F extends ResolverFn<infer R, infer P, infer C, infer A>
    ? (parent: P, args: A, ctx: C, info: GraphQLResolveInfo) => R | Promise<R>
    : never;

type Fields<T> = {
  [Field in Exclude<keyof T, '__isTypeOf'>]?: FieldResolver<NonNullable<T[Field]>>;
};

export type AdminResolverMap = { [K in keyof Resolvers]?: Fields<NonNullable<Resolvers[K]>> };

/** Merges module admin resolver maps; a field defined twice is a bug, so it throws. */
export function mergeAdminResolvers(
  ...maps: AdminResolverMap[]
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      const target = (out[type] ??= {});
      for (const [name, fn] of Object.entries(fields ?? {})) {
        if (name in target) throw new Error(`Admin resolver ${type}.${name} is defined twice`);
        target[name] = fn;
      }
    }
  }
  return out;
}
