// Every operation the storefront sends must validate against the commerce API's printed schema
// (apps/commerce/schema.graphql, kept current by a commerce test), so the hand-written result
// types (../api-types.ts, ../cart-types.ts) cannot drift from a field that no longer exists.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as account from './account';
import * as attributes from './attributes';
import * as cart from './cart';
import * as checkout from './checkout';
import * as compare from './compare';
import * as customer from './customer';
import * as product from './product';
import * as products from './products';
import * as reviews from './reviews';
import * as route from './route';
import * as searchSuggestions from './search-suggestions';
import * as searchTerm from './search-term';
import * as sitemap from './sitemap';
import * as storeConfig from './store-config';

const schemaPath = new URL('../../../../commerce/schema.graphql', import.meta.url);
const modules = { ...account, ...customer, ...attributes, ...cart, ...checkout, ...product, ...products, ...reviews, ...route, ...searchSuggestions, ...searchTerm, ...storeConfig, ...compare, ...sitemap };
const operations = Object.entries(modules).filter(([name]) => /_(QUERY|MUTATION)$/.test(name));

describe('storefront operations', () => {
  const schema = buildSchema(readFileSync(schemaPath, 'utf8'));

  it('finds the operations to check', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations)('%s validates against the API schema', (_name, query) => {
    const errors = validate(schema, parse(query as string));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
