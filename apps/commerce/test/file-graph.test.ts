// No two source files of the commerce service (or the shared rules it uses) import each other,
// directly or around a loop; module-graph.test.ts checks the same between modules. See
// scripts/import-cycles.mjs.
import { describe, expect, it } from 'vitest';
import { COMMERCE, importCycles } from '../../../scripts/import-cycles.mjs';

describe('commerce import graph', () => {
  it('has no cycle between source files', () => {
    const { files, cycles } = importCycles(COMMERCE.dirs, COMMERCE.aliases);
    expect(files).toBeGreaterThan(150);
    expect(cycles).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    // The finder itself, on two fixture files that import each other (one of them type-only).
    const { cycles } = importCycles(['apps/commerce/test/fixtures/import-cycle'], {});
    expect(cycles).toEqual([['apps/commerce/test/fixtures/import-cycle/a.ts', 'apps/commerce/test/fixtures/import-cycle/b.ts']]);
  });
});
