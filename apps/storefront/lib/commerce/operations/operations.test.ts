// Every operation the storefront sends must validate against the commerce API's printed schema
// (apps/commerce/schema.graphql, kept current by a commerce test), so the hand-written result
// types (../api-types.ts, ../cart-types.ts) cannot drift from a field that no longer exists.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { storefrontOperations as operations } from './all';

const schemaPath = new URL('../../../../commerce/schema.graphql', import.meta.url);

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
