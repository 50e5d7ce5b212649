// The committed schema.graphql is what the storefront's operations are validated against; it
// must match the module schema files, or a field the API lost would go unnoticed.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { PRINTED_SCHEMA_URL, printDemoSchema } from '../src/graphql/print.js';

it('schema.graphql is current (run `npm run print-schema -w apps/commerce` after changing a schema file)', async () => {
  expect(readFileSync(PRINTED_SCHEMA_URL, 'utf8')).toBe(await printDemoSchema());
});
