// The type of every module's resolver map: the signatures generated from the printed schema
// (resolver-types.generated.ts, `npm run codegen -w apps/commerce`), so a field's name, its
// arguments, its parent, the context and its answer follow the schema (docs/decisions/1040, 1041).
// An answer is the schema's whole object (every non-null field given), or a module's internal
// shape where codegen.ts maps one (docs/decisions/0108).
// Mercurius reads an interface's or union's type resolver from `resolveType`, where the generated
// types name it `__resolveType`; it answers one of the schema's object type names.
import type { GraphQLResolveInfo } from 'graphql';
import type {
  Resolvers,
  ResolverFn,
  ResolversTypes,
  TypeResolveFn,
} from './resolver-types.generated.js';

type FieldResolver<F> =
  F extends ResolverFn<infer R, infer P, infer C, infer A>
    ? (parent: P, args: A, ctx: C, info: GraphQLResolveInfo) => R | Promise<R>
    : never;
// No type resolver here reads graphql's info (mercurius's own types would not take it in that place).
type TypeResolver<F> =
  F extends TypeResolveFn<infer T, infer P, infer C>
    ? (parent: P, ctx: C) => T | null | undefined
    : never;

type ForMercurius<T> = T extends { __resolveType: infer F }
  ? { resolveType: TypeResolver<F> }
  : { [Field in Exclude<keyof T, '__isTypeOf'>]?: FieldResolver<NonNullable<T[Field]>> };

export type ResolverMap = { [K in keyof Resolvers]?: ForMercurius<NonNullable<Resolvers[K]>> };

/** The field resolvers of one object type, e.g. `TypeResolvers<'SimpleProduct'>`. */
export type TypeResolvers<K extends keyof Resolvers> = NonNullable<ResolverMap[K]>;

/**
 * What a resolver may answer for a value of schema type K, e.g. `Answer<'CartPrices'>`: the
 * generated output type (each non-null field required), or K's internal shape where it is mapped.
 * A function that builds such a value declares it as its return type, so the object literal it returns is
 * checked for fields the schema does not have (TypeScript checks excess properties only against
 * a declared type, not in a resolver map's inline functions).
 */
export type Answer<K extends keyof ResolversTypes> = Awaited<ResolversTypes[K]>;
