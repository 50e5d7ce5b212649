// Every catalogue operation must validate against the commerce API's printed schema, so the
// hand-written result types (../api-types.ts) cannot drift from a field that no longer exists.
import { existsSync, readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as attributes from './attributes';
import * as product from './product';
import * as products from './products';
import * as route from './route';
import * as searchSuggestions from './search-suggestions';
import * as storeConfig from './store-config';

const schemaPath = new URL('../../../../commerce/schema.graphql', import.meta.url);
const operations = Object.entries({ ...attributes, ...product, ...products, ...route, ...searchSuggestions, ...storeConfig }).filter(
  ([name]) => name.endsWith('_QUERY'),
);

describe.skipIf(!existsSync(schemaPath))('catalogue operations', () => {
  const schema = buildSchema(readFileSync(schemaPath, 'utf8'));
  it.each(operations)('%s validates against the API schema', (_name, query) => {
    const errors = validate(schema, parse(query as string));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
