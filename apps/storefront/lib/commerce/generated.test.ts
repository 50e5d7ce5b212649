// The committed generated/graphql.ts must be what the code generator makes of today's schema
// (apps/commerce/schema.graphql) and operations (*/operations/*.graphql): regenerated in memory
// and compared. On a failure run `npm run codegen` and commit the result. docs/decisions/1030
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config, { GENERATED_FILE } from '../../codegen';

const storefront = fileURLToPath(new URL('../../', import.meta.url));

describe('generated GraphQL types and documents', () => {
  it('are current: `npm run codegen` leaves generated/graphql.ts unchanged', async () => {
    const outputs = (await generate({ ...config, cwd: storefront, silent: true }, false)) as {
      filename: string;
      content: string;
    }[];
    const output = outputs.find((o) => o.filename.endsWith(GENERATED_FILE));
    expect(output, 'the generator writes generated/graphql.ts').toBeDefined();
    const committed = readFileSync(new URL(`../../${GENERATED_FILE}`, import.meta.url), 'utf8');
    expect(
      committed === output!.content,
      'lib/commerce/generated/graphql.ts is stale: run `npm run codegen`',
    ).toBe(true);
  }, 60_000);
});
