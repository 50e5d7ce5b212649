// The committed resolver types are generated from the committed schema.graphql; the resolver maps
// are typed with them, so they must match it, or a renamed field would still typecheck.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { RESOLVER_TYPES_URL, generateResolverTypes } from '../src/graphql/codegen.js';

it('resolver-types.generated.ts is current (run `npm run codegen -w apps/commerce` after `print-schema`)', async () => {
  expect(readFileSync(RESOLVER_TYPES_URL, 'utf8')).toBe(await generateResolverTypes());
});
