// What one request may build once it runs (docs/decisions/0908), whatever the request guard
// estimated before (input-guard.ts, fan-out.ts):
//   - a node cap: every list a field answers adds its entries to the request's count; past
//     EXECUTION_LIMITS.maxNodes the field fails and nothing more is resolved;
//   - a deadline: no root or list field starts once the request has run for its time limit
//     (GRAPHQL_DEADLINE_MS). A running resolver is never interrupted, so a unit of work always
//     reaches its commit or rollback; in a mutation only the root fields are stopped (the nested
//     fields describe work that is already done).
// Either way the request's answer is that one error (graphql/http.ts), not a partial tree.
// Applied around the merged resolvers (the modules' own guards, graphql/guard.ts, run inside it):
// list fields without a resolver get graphql's default one, wrapped.
import {
  buildASTSchema,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
} from 'graphql';
import type { RequestContext } from '../context.js';
import type { ExecutionBudget } from '../shared/execution-budget.js';
import { ClientError } from '../shared/errors.js';
import type { ResolverMap } from './resolvers.js';

export type { ExecutionBudget };

export const EXECUTION_LIMITS = {
  /**
   * List entries one response may hold. The storefront's largest answers (a listing of 200
   * products, a sitemap page of 300) hold about 1,000; 10,000 products of a few dozen fields each
   * is a few megabytes.
   */
  maxNodes: 10_000,
  /** The default time limit of a request (GRAPHQL_DEADLINE_MS). */
  deadlineMs: 5_000,
} as const;

export const BOUNDS_MSG = {
  nodes: `The response would hold more than ${EXECUTION_LIMITS.maxNodes} list entries. Ask for fewer items or less nesting.`,
  deadline: (ms: number) =>
    `The request took longer than ${ms / 1000} seconds and was stopped. Ask for fewer items or less nesting.`,
} as const;

/** A budget starting at `start`, measured with `now` (the service's clock). */
export function executionBudget(
  start: Date,
  now: () => Date,
  deadlineMs: number = EXECUTION_LIMITS.deadlineMs,
): ExecutionBudget {
  return {
    nodes: 0,
    maxNodes: EXECUTION_LIMITS.maxNodes,
    deadlineMs,
    deadline: start.getTime() + deadlineMs,
    now: () => now().getTime(),
    refused: null,
  };
}

type Resolver = (
  parent: unknown,
  args: Record<string, unknown>,
  ctx: RequestContext,
  info: GraphQLResolveInfo,
) => unknown;

/** Before a field runs: false once the request is refused, now or earlier. */
function proceed(ctx: RequestContext, info: GraphQLResolveInfo): boolean {
  const b = ctx.budget;
  if (!b) return true;
  if (b.refused) return false;
  if (b.now() <= b.deadline) return true;
  if (
    info.operation.operation === 'mutation' &&
    info.parentType.name !== info.schema.getMutationType()?.name
  )
    return true;
  b.refused = new ClientError(BOUNDS_MSG.deadline(b.deadlineMs), 'graphql-input');
  return false;
}

/**
 * A refused field's answer: null where the schema allows it (no error is built for each of them,
 * the request's answer is the one refusal), the refusal itself where it does not.
 */
function stopped(ctx: RequestContext, nonNull: boolean): null {
  if (nonNull) throw ctx.budget?.refused;
  return null;
}

/** After a list field answered: its entries count against the cap. */
function counted(ctx: RequestContext, value: unknown, nonNull: boolean): unknown {
  const b = ctx.budget;
  if (!b || !Array.isArray(value)) return value;
  b.nodes += value.length;
  if (b.nodes <= b.maxNodes) return value;
  b.refused ??= new ClientError(BOUNDS_MSG.nodes, 'graphql-input');
  return stopped(ctx, nonNull);
}

/** graphql's default field resolver: the parent's property, called when it is a function. */
const byProperty =
  (field: string): Resolver =>
  (parent, args, ctx, info) => {
    const value =
      parent !== null && typeof parent === 'object'
        ? (parent as Record<string, unknown>)[field]
        : undefined;
    return typeof value === 'function'
      ? (value as (...a: unknown[]) => unknown).call(parent, args, ctx, info)
      : value;
  };

const isPromise = (v: unknown): v is Promise<unknown> =>
  typeof (v as { then?: unknown } | null)?.then === 'function';

function listType(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/** The fields of one schema that get a bound: list fields, and every field of a root type. */
interface BoundedField {
  type: string;
  name: string;
  isList: boolean;
  nonNull: boolean;
}

/**
 * The bounded fields by schema text. Building a schema from its text is most of this wrapper's
 * cost, and the text decides the result, so a process that builds its server more than once
 * (the test suite builds one per test file and database) builds each schema once.
 */
const planned = new Map<string, BoundedField[]>();
const MAX_PLANNED = 4;

function boundedFields(sdl: string): BoundedField[] {
  const known = planned.get(sdl);
  if (known) return known;
  const schema = buildASTSchema(parse(sdl));
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  const fields: BoundedField[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const isList = listType(field.type);
      if (!isList && !roots.has(type.name)) continue;
      fields.push({
        type: type.name,
        name: field.name,
        isList,
        nonNull: isNonNullType(field.type),
      });
    }
  }
  if (planned.size >= MAX_PLANNED) planned.delete(planned.keys().next().value as string);
  planned.set(sdl, fields);
  return fields;
}

function bounded(original: unknown, field: BoundedField): Resolver {
  const next = typeof original === 'function' ? (original as Resolver) : byProperty(field.name);
  const { nonNull } = field;
  return field.isList
    ? (((parent, args, ctx, info) => {
        if (!proceed(ctx, info)) return stopped(ctx, nonNull);
        const value = next(parent, args, ctx, info);
        return isPromise(value)
          ? value.then((v) => counted(ctx, v, nonNull))
          : counted(ctx, value, nonNull);
      }) satisfies Resolver)
    : (((parent, args, ctx, info) =>
        proceed(ctx, info)
          ? next(parent, args, ctx, info)
          : stopped(ctx, nonNull)) satisfies Resolver);
}

/**
 * Wraps every list field and every root field of the schema `sdl` describes. Other fields keep
 * their own resolvers: wrapping each of them cost about a third of the catalogue read rate
 * (docs/decisions/0908), and what a request can multiply is reached through lists and roots.
 */
export function withExecutionBounds(resolvers: ResolverMap, sdl: string): ResolverMap {
  const map: Record<string, Record<string, unknown> | undefined> = resolvers;
  const wrapped = new Map<string, Record<string, unknown>>();
  for (const field of boundedFields(sdl)) {
    const own = map[field.type];
    let fields = wrapped.get(field.type);
    if (!fields) wrapped.set(field.type, (fields = { ...own }));
    fields[field.name] = bounded(own?.[field.name], field);
  }
  for (const [type, fields] of wrapped) map[type] = fields;
  return resolvers;
}
