// No two storefront source files import each other, directly or around a loop (app/, components/,
// lib/; type-only and dynamic imports count). See scripts/import-cycles.mjs.
import { describe, expect, it } from 'vitest';
import { importCycles, STOREFRONT } from '../../../scripts/import-cycles.mjs';

describe('storefront import graph', () => {
  it('has no cycle between source files', () => {
    const { files, cycles } = importCycles(STOREFRONT.dirs, STOREFRONT.aliases);
    expect(files).toBeGreaterThan(200);
    expect(cycles).toEqual([]);
  });
});
