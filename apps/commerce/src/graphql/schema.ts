// Builds the executable schema: every module folder's SDL files, plus the parts generated from the
// attribute catalogue, plus every module's resolvers. Called once per server.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import {
  buildASTSchema,
  Kind,
  parse,
  print,
  type GraphQLSchema,
  type InterfaceTypeDefinitionNode,
} from 'graphql';
import type { AttributeCatalog } from '../modules/catalog/attribute.service.js';
import { dynamicFilterFields, dynamicProductFieldSdl } from '../modules/catalog/dynamic-fields.js';
import type { ResolverMap } from './resolvers.js';

const ROUTABLE_FIELDS =
  '  relative_url: String\n  redirect_code: Int!\n  type: UrlRewriteEntityTypeEnum';

/** A module's admin schema files (*.admin.graphql) belong to the admin API only (admin-schema.ts). */
export const isAdminSdl = (file: string): boolean => file.endsWith('.admin.graphql');

function readSdl(dir: URL): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql') && !isAdminSdl(f))
    .sort()
    .map((f) => readFileSync(new URL(f, dir), 'utf8'));
}

export function moduleFolders(): string[] {
  return readdirSync(new URL('../modules/', import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** The merged SDL text for this attribute catalogue. */
export function buildSdl(attributes: AttributeCatalog): string {
  const parts = [readFileSync(new URL('./base.graphql', import.meta.url), 'utf8')];
  // Every module folder's SDL files: a module's schema is in the build because its folder is.
  for (const m of moduleFolders())
    parts.push(...readSdl(new URL(`../modules/${m}/`, import.meta.url)));
  const dynamicFields = dynamicProductFieldSdl(attributes);

  // Concrete product types repeat the interface's fields (GraphQL requires it); they are written
  // once in ProductInterface and copied here so the two cannot drift.
  const productSdl = parts.find((p) => p.includes('interface ProductInterface')) ?? '';
  const iface = parse(productSdl).definitions.find(
    (d): d is InterfaceTypeDefinitionNode =>
      d.kind === Kind.INTERFACE_TYPE_DEFINITION && d.name.value === 'ProductInterface',
  );
  const ifaceFields = (iface?.fields ?? [])
    .map((f) => `  ${print(f).replace(/\n/g, '\n  ')}`)
    .join('\n');
  const expanded = parts.map((p) =>
    p.replaceAll(
      '  __PRODUCT_FIELDS__',
      [ifaceFields, ROUTABLE_FIELDS, dynamicFields].filter(Boolean).join('\n'),
    ),
  );

  const filters = dynamicFilterFields(attributes);
  if (filters.length > 0) {
    expanded.push(
      `extend input ProductAttributeFilterInput {\n${filters.map((c) => `  ${c}: FilterEqualTypeInput`).join('\n')}\n}`,
    );
  }
  if (dynamicFields) expanded.push(`extend interface ProductInterface {\n${dynamicFields}\n}`);
  return expanded.join('\n\n');
}

export function buildSchema(attributes: AttributeCatalog): GraphQLSchema {
  return buildASTSchema(parse(buildSdl(attributes)));
}

/** Merges module resolver maps; a field defined twice is a bug, so it throws. */
export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      const target = (out[type] ??= {});
      for (const [name, fn] of Object.entries(fields ?? {})) {
        if (name in target) throw new Error(`Resolver ${type}.${name} is defined twice`);
        target[name] = fn;
      }
    }
  }
  // Each type's fields come from maps of that type, so the union is one too.
  return out as ResolverMap;
}
