// Every operation the storefront sends (*/operations/*.graphql) must validate against the commerce
// API's printed schema (apps/commerce/schema.graphql, kept current by a commerce test); the result
// types generated from both (generated/graphql.ts, kept current by generated.test.ts) follow it.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { storefrontOperations } from './operation-files';

const schemaPath = new URL('../../../commerce/schema.graphql', import.meta.url);
const operations = storefrontOperations();

describe('storefront operations', () => {
  const schema = buildSchema(readFileSync(schemaPath, 'utf8'));

  it('finds the operations to check', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations)('%s validates against the API schema', (_name, query) => {
    const errors = validate(schema, parse(query));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
