// The file-level import rules run in `npm run lint` (.dependency-cruiser.mjs, docs/decisions/0012).
// This checks that its cycle rule, with the project's options, sees a cycle closed by a type-only
// import (fixtures/import-cycle: a imports b, b imports a's type).
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const CONFIG = new URL('../../../.dependency-cruiser.mjs', import.meta.url).href;

describe('import rules', () => {
  it('find a cycle closed by a type-only import', async () => {
    const { default: config } = (await import(CONFIG)) as { default: IConfiguration };
    const noCircular = config.forbidden?.find((r) => r.name === 'no-circular');
    expect(noCircular).toBeDefined();
    const result = await cruise(['apps/commerce/test/fixtures/import-cycle'], {
      ...config.options,
      baseDir: new URL('../../../', import.meta.url).pathname,
      validate: true,
      ruleSet: { forbidden: [{ ...noCircular, from: {}, to: { circular: true } }] },
    });
    const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
    const found = output.summary.violations.map(
      (v: { rule: { name: string }; from: string; to: string }) => [v.rule.name, v.from, v.to],
    );
    expect(found).toEqual([
      [
        'no-circular',
        'apps/commerce/test/fixtures/import-cycle/a.ts',
        'apps/commerce/test/fixtures/import-cycle/b.ts',
      ],
    ]);
  });
});
