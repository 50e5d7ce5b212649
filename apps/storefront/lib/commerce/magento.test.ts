// The storefront's operations against Magento 2.4.8's own schemas (docs/decisions/1320):
// - as written, every operation validates against Adobe Commerce 2.4.8 plus the specification's
//   named extensions (magento-extensions.graphql), and each extension is one our API serves;
// - adapted for a stock endpoint (endpoint-dialect.ts), every operation validates against Magento
//   Open Source 2.4.8, except the few that need a feature Open Source lacks: those adapt to
//   nothing, and the storefront does not offer the feature there.
// The schemas are read from the gzipped copies in apps/commerce/reference (its README names the
// source).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import {
  buildSchema,
  extendSchema,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  print,
  validate,
  type GraphQLSchema,
  type InterfaceTypeExtensionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { adaptOperation, schemaHas } from './endpoint-dialect';
import { storefrontOperations as operationFiles } from './operation-files';

function referenceSdl(name: string): string {
  return gunzipSync(
    readFileSync(new URL(`../../../commerce/reference/${name}.gz`, import.meta.url)),
  ).toString('utf8');
}

const extensionsSdl = readFileSync(
  new URL('./magento-extensions.graphql', import.meta.url),
  'utf8',
);

/** Adobe Commerce 2.4.8 with the specification's extensions (product fields on every product type). */
function adobeWithExtensions(): GraphQLSchema {
  const base = buildSchema(referenceSdl('adobe-commerce-2.4.8-schema.graphql'));
  const doc = parse(extensionsSdl);
  const productFields = doc.definitions
    .filter(
      (d): d is InterfaceTypeExtensionNode =>
        d.kind === Kind.INTERFACE_TYPE_EXTENSION && d.name.value === 'ProductInterface',
    )
    .flatMap((d) => d.fields ?? []);
  const implementations = Object.values(base.getTypeMap()).filter(
    (t) => isObjectType(t) && t.getInterfaces().some((i) => i.name === 'ProductInterface'),
  );
  const copies = implementations.map(
    (t) => `extend type ${t.name} {\n${productFields.map((f) => `  ${print(f)}`).join('\n')}\n}`,
  );
  return extendSchema(base, parse(`${extensionsSdl}\n${copies.join('\n')}`));
}

/** Operations that need a feature Magento Open Source lacks, each with the field it needs. */
const NEEDS_MORE_THAN_OPEN_SOURCE: Record<string, string> = {
  ApplyGiftCardToCart: 'Mutation.applyGiftCardToCart',
  GiftCardBalance: 'Query.giftCardAccount',
  RemoveGiftCardFromCart: 'Mutation.removeGiftCardFromCart',
  SetGiftMessageOnCart: 'Mutation.setGiftOptionsOnCart',
  FilterSettings: 'Query.getVisitureAttributesFields',
  getSearchTermData: 'Query.searchTerm',
  CustomerValidation: 'Query.customerValidation',
  RefreshCustomerToken: 'Mutation.refreshCustomerToken',
  CreateCustomerCart: 'Mutation.createCustomerCart',
};

const storefrontOperations = operationFiles();

describe('storefront operations on a stock Magento 2.4.8', () => {
  const adobe = adobeWithExtensions();
  const openSource = buildSchema(referenceSdl('magento-2.4.8-schema.graphql'));
  const ours = buildSchema(
    readFileSync(new URL('../../../commerce/schema.graphql', import.meta.url), 'utf8'),
  );

  it('checks every operation the storefront sends', () => {
    expect(storefrontOperations.length).toBeGreaterThan(60);
  });

  it.each(storefrontOperations)(
    '%s validates against Adobe Commerce 2.4.8 and the named extensions',
    (_name, query) => {
      expect(validate(adobe, parse(query)).map((e) => e.message)).toEqual([]);
    },
  );

  it('names only extensions our API serves and Adobe Commerce 2.4.8 lacks', () => {
    const base = buildSchema(referenceSdl('adobe-commerce-2.4.8-schema.graphql'));
    const coordinates: string[] = [];
    for (const def of parse(extensionsSdl).definitions) {
      if (!('name' in def) || !def.name) continue;
      const typeName = def.name.value;
      if (
        (def.kind === Kind.OBJECT_TYPE_EXTENSION || def.kind === Kind.INTERFACE_TYPE_EXTENSION) &&
        def.fields
      ) {
        for (const f of def.fields) coordinates.push(`${typeName}.${f.name.value}`);
      } else if (
        def.kind === Kind.OBJECT_TYPE_DEFINITION ||
        def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION
      ) {
        coordinates.push(typeName);
      }
    }
    expect(coordinates.length).toBeGreaterThan(15);
    for (const c of coordinates) {
      expect(schemaHas(ours, c), `our API serves ${c}`).toBe(true);
      expect(schemaHas(base, c), `${c} is not already in Adobe Commerce 2.4.8`).toBe(false);
    }
  });

  it.each(storefrontOperations)(
    '%s, adapted, validates against Magento Open Source 2.4.8',
    (name, query) => {
      const adapted = adaptOperation(query, openSource);
      const needs = NEEDS_MORE_THAN_OPEN_SOURCE[name];
      if (needs) {
        expect(schemaHas(openSource, needs)).toBe(false);
        expect(adapted).toBeNull();
        return;
      }
      expect(adapted, `${name} keeps something to ask`).not.toBeNull();
      expect(validate(openSource, parse(adapted as string)).map((e) => e.message)).toEqual([]);
    },
  );

  it('asks Magento for products under the name the storefront reads', () => {
    const listing = storefrontOperations.find(([name]) => name === 'ProductList')?.[1] ?? '';
    const adapted = adaptOperation(listing, openSource) ?? '';
    expect(adapted).toContain('visitureProducts: products(');
    expect(adapted).toContain('aggregations');
  });

  it('leaves an operation untouched on an endpoint that has everything it selects', () => {
    for (const [, query] of storefrontOperations) {
      expect(adaptOperation(query, ours)).toBe(print(parse(query)));
    }
  });

  it('keeps the interface check honest: product extensions sit on every product type', () => {
    const product = adobe.getType('SimpleProduct');
    expect(isObjectType(product) && 'review_summary' in product.getFields()).toBe(true);
    const iface = adobe.getType('ProductInterface');
    expect(isInterfaceType(iface) && 'archive' in iface.getFields()).toBe(true);
  });
});
