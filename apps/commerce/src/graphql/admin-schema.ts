// The admin API's schema (docs/decisions/1400): admin-base.graphql plus every module's
// *.admin.graphql, never part of the storefront schema (schema.ts skips those files). Every Query
// and Mutation field declares who may call it with exactly one of @requires(permission:),
// @signedIn or @public; the build throws on a root field without one, and the executable schema
// checks the caller before the field's resolver runs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import {
  buildASTSchema,
  defaultFieldResolver,
  isObjectType,
  Kind,
  lexicographicSortSchema,
  parse,
  print,
  printSchema,
  visit,
  type FieldDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { authorizationError } from '../shared/errors.js';
import type { AdminContext } from './admin-context.js';
import { isAdminSdl, moduleFolders } from './schema.js';

export const ADMIN_PRINTED_SCHEMA_URL = new URL('../../admin-schema.graphql', import.meta.url);

/** Refusals before a resolver runs (docs/decisions/1401). */
export const ADMIN_AUTH_MSG = {
  anonymous: "The current user isn't authorized.",
  permission: "The current user's role does not grant the permission this action needs.",
} as const;

export type FieldGuard =
  { kind: 'public' } | { kind: 'signedIn' } | { kind: 'requires'; permission: string };

/** The merged admin SDL: the base file, then each module's admin files in folder order. */
export function buildAdminSdl(): string {
  const parts = [readFileSync(new URL('./admin-base.graphql', import.meta.url), 'utf8')];
  for (const m of moduleFolders()) {
    const dir = new URL(`../modules/${m}/`, import.meta.url);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter(isAdminSdl).sort())
      parts.push(readFileSync(new URL(f, dir), 'utf8'));
  }
  return parts.join('\n\n');
}

/** The guard a root field declares; null when it has none. Throws when it has more than one. */
export function guardOf(field: {
  name: string;
  astNode?: FieldDefinitionNode | null;
}): FieldGuard | null {
  const found: FieldGuard[] = [];
  for (const d of field.astNode?.directives ?? []) {
    if (d.name.value === 'public') found.push({ kind: 'public' });
    else if (d.name.value === 'signedIn') found.push({ kind: 'signedIn' });
    else if (d.name.value === 'requires') {
      const arg = d.arguments?.find((a) => a.name.value === 'permission');
      if (arg?.value.kind === Kind.ENUM)
        found.push({ kind: 'requires', permission: arg.value.value });
    }
  }
  if (found.length > 1)
    throw new Error(
      `Admin field ${field.name} declares more than one of @requires, @signedIn, @public`,
    );
  return found[0] ?? null;
}

export const rootFields = (schema: GraphQLSchema): GraphQLField<unknown, unknown>[] =>
  [schema.getQueryType(), schema.getMutationType()].flatMap((t) =>
    t ? Object.values(t.getFields()) : [],
  );

/** Throws naming every Query/Mutation field that declares no guard. */
export function assertGuarded(schema: GraphQLSchema): void {
  const bare = rootFields(schema)
    .filter((f) => guardOf(f) === null)
    .map((f) => f.name);
  if (bare.length)
    throw new Error(
      `Admin schema fields without @requires, @signedIn or @public: ${bare.join(', ')}`,
    );
}

export function buildAdminSchema(sdl = buildAdminSdl()): GraphQLSchema {
  const schema = buildASTSchema(parse(sdl));
  assertGuarded(schema);
  return schema;
}

/** Refuses the caller when the guard does not let them in; returns nothing otherwise. */
export function enforce(guard: FieldGuard, ctx: AdminContext): void {
  if (guard.kind === 'public') return;
  if (!ctx.operator) throw authorizationError(ADMIN_AUTH_MSG.anonymous);
  if (guard.kind === 'requires' && !ctx.operator.permissions.some((p) => p === guard.permission))
    throw authorizationError(ADMIN_AUTH_MSG.permission);
}

type Resolver = (parent: unknown, args: unknown, ctx: AdminContext, info: unknown) => unknown;
export type AdminResolverTable = Record<string, Record<string, unknown>>;

/**
 * The schema with the resolvers attached, each root field's guard checked before its resolver.
 * A resolver for a field the schema lacks is a bug, so it throws.
 */
export function executableAdminSchema(resolvers: AdminResolverTable, sdl?: string): GraphQLSchema {
  const schema = buildAdminSchema(sdl);
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`Admin resolvers for unknown type ${typeName}`);
    for (const [name, fn] of Object.entries(fields)) {
      const field = type.getFields()[name];
      if (!field) throw new Error(`Admin resolver ${typeName}.${name} has no field`);
      field.resolve = fn as GraphQLField<unknown, unknown>['resolve'];
    }
  }
  for (const field of rootFields(schema)) {
    const guard = guardOf(field)!;
    const inner = (field.resolve ?? defaultFieldResolver) as Resolver;
    const guarded: Resolver = (parent, args, ctx, info) => {
      enforce(guard, ctx);
      return inner(parent, args, ctx, info);
    };
    field.resolve = guarded as GraphQLField<unknown, unknown>['resolve'];
  }
  return schema;
}

/**
 * The printed admin schema (admin-schema.graphql): graphql's print, sorted, with each field's
 * guard directive kept (printSchema drops applied directives), so the printed file says who may
 * call each field and the permission test reads it from there.
 */
export function printAdminSchema(): string {
  const schema = lexicographicSortSchema(buildAdminSchema());
  const guards = new Map<string, FieldDefinitionNode['directives']>();
  for (const t of [schema.getQueryType(), schema.getMutationType()]) {
    for (const f of Object.values(t?.getFields() ?? {}))
      guards.set(`${t!.name}.${f.name}`, f.astNode?.directives);
  }
  let typeName = '';
  const doc = visit(parse(printSchema(schema)), {
    ObjectTypeDefinition: { enter: (node) => void (typeName = node.name.value) },
    FieldDefinition: (node) => {
      const directives = guards.get(`${typeName}.${node.name.value}`);
      return directives?.length
        ? { ...node, directives: [...(node.directives ?? []), ...directives] }
        : undefined;
    },
  });
  return `# Generated by \`npm run print-schema -w apps/commerce\`; edit admin-base.graphql and the modules' *.admin.graphql files instead.\n\n${print(doc)}\n`;
}
