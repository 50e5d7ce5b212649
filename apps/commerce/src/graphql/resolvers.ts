// The type of every module's resolver map: the signatures generated from the printed schema
// (resolver-types.generated.ts, `npm run codegen -w apps/commerce`), so a field's name, its
// arguments, its parent and the context follow the schema (docs/decisions/1040). Answers are
// checked by the schema at run time only: many are shaped in parts with field resolvers of
// their own. Mercurius reads an interface's or union's type resolver from `resolveType`, where
// the generated types name it `__resolveType`; it answers an object type's name.
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers, ResolverFn, TypeResolveFn } from './resolver-types.generated.js';

type FieldResolver<F> = F extends ResolverFn<infer _R, infer P, infer C, infer A> ? (parent: P, args: A, ctx: C, info: GraphQLResolveInfo) => unknown : never;
// No type resolver here reads graphql's info (mercurius's own types would not take it in that place).
type TypeResolver<F> = F extends TypeResolveFn<infer _T, infer P, infer C> ? (parent: P, ctx: C) => string | null | undefined : never;

type ForMercurius<T> = T extends { __resolveType: infer F }
  ? { resolveType: TypeResolver<F> }
  : { [Field in Exclude<keyof T, '__isTypeOf'>]?: FieldResolver<NonNullable<T[Field]>> };

export type ResolverMap = { [K in keyof Resolvers]?: ForMercurius<NonNullable<Resolvers[K]>> };

/** The field resolvers of one object type, e.g. `TypeResolvers<'SimpleProduct'>`. */
export type TypeResolvers<K extends keyof Resolvers> = NonNullable<ResolverMap[K]>;
