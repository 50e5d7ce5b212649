// Strict Magento mode (MAGENTO_STRICT=true): the service answers with Magento Open Source 2.4.8's
// schema and nothing of ours beside it, so a client (or our storefront with COMMERCE_BACKEND=magento)
// can be tried against exactly what a stock Magento offers. On every type Magento has, only the
// fields and arguments Magento has stay; the filterable attributes stay too, as Magento adds its own
// to ProductInterface and ProductAttributeFilterInput. Types Magento lacks stay defined (a product
// or cart line of such a type still resolves) but no Magento field leads to them.
// docs/decisions/1320-storefront-on-a-stock-magento-endpoint.md
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import {
  buildSchema,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  print,
  visit,
  type GraphQLSchema,
} from 'graphql';
import type { ResolverMap } from './resolvers.js';

let reference: GraphQLSchema | null = null;

/** Magento Open Source 2.4.8's schema (apps/commerce/reference, its README names the source). */
export function magentoOpenSourceSchema(): GraphQLSchema {
  reference ??= buildSchema(
    gunzipSync(
      readFileSync(new URL('../../reference/magento-2.4.8-schema.graphql.gz', import.meta.url)),
    ).toString('utf8'),
  );
  return reference;
}

function referenceFields(
  schema: GraphQLSchema,
  typeName: string,
): Record<string, { args?: readonly { name: string }[] }> | null {
  const type = schema.getType(typeName);
  if (isObjectType(type) || isInterfaceType(type)) return type.getFields();
  if (isInputObjectType(type))
    return Object.fromEntries(Object.keys(type.getFields()).map((name) => [name, {}]));
  return null;
}

const PRODUCT_TYPES = /Product$|^ProductInterface$/;

/**
 * The SDL with, on every type Magento has, only Magento's fields and arguments. `attributeFields`
 * are the generated filterable-attribute fields, kept on product types and the filter input.
 */
export function restrictToMagento(
  sdl: string,
  attributeFields: ReadonlySet<string>,
  schema = magentoOpenSourceSchema(),
): string {
  const keepField = (typeName: string, field: string): boolean => {
    const fields = referenceFields(schema, typeName);
    if (!fields) return true;
    if (field in fields) return true;
    return (
      attributeFields.has(field) &&
      (PRODUCT_TYPES.test(typeName) || typeName === 'ProductAttributeFilterInput')
    );
  };
  const doc = visit(parse(sdl), {
    enter(node) {
      if (
        node.kind === Kind.OBJECT_TYPE_DEFINITION ||
        node.kind === Kind.OBJECT_TYPE_EXTENSION ||
        node.kind === Kind.INTERFACE_TYPE_DEFINITION ||
        node.kind === Kind.INTERFACE_TYPE_EXTENSION
      ) {
        const typeName = node.name.value;
        const own = referenceFields(schema, typeName);
        const fields = (node.fields ?? [])
          .filter((f) => keepField(typeName, f.name.value))
          .map((f) => {
            const refArgs = own?.[f.name.value]?.args;
            if (!refArgs) return f;
            const names = new Set(refArgs.map((a) => a.name));
            return { ...f, arguments: (f.arguments ?? []).filter((a) => names.has(a.name.value)) };
          });
        return { ...node, fields };
      }
      if (
        node.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
        node.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION
      ) {
        const typeName = node.name.value;
        return {
          ...node,
          fields: (node.fields ?? []).filter((f) => keepField(typeName, f.name.value)),
        };
      }
      return undefined;
    },
  });
  // An extension left with no field is not valid SDL: it goes.
  const definitions = doc.definitions.filter(
    (d) =>
      !(
        (d.kind === Kind.OBJECT_TYPE_EXTENSION ||
          d.kind === Kind.INTERFACE_TYPE_EXTENSION ||
          d.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) &&
        (d.fields ?? []).length === 0 &&
        !('interfaces' in d && (d.interfaces ?? []).length > 0)
      ),
  );
  return print({ ...doc, definitions });
}

/** The resolvers of what the restricted schema still has. */
export function resolversFor(resolvers: ResolverMap, sdl: string): ResolverMap {
  const schema = buildSchema(sdl);
  const out: Record<string, Record<string, unknown> | undefined> = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type) continue;
    if (!isObjectType(type)) {
      out[typeName] = fields;
      continue;
    }
    const own = type.getFields();
    out[typeName] = Object.fromEntries(
      Object.entries(fields ?? {}).filter(([name]) => name === 'isTypeOf' || name in own),
    );
  }
  // A part of the map: the same types, fewer fields.
  return out as ResolverMap;
}
