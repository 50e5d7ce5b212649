import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIRS = ['lib', 'server', 'components', 'app'];
const TEST_FILE = /\.test\.tsx?$/;
/** Calls that change a module or the environment for the rest of the file's worker. */
const REPLACES_MODULES = /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(/;

/**
 * Test files that replace a module (`vi.mock`) or stub the environment run in workers of their own
 * (a project of its own per file). Every other file shares its worker's loaded modules
 * with the files before it (`isolate: false`): importing React, Next.js's modules and the
 * storefront's libraries once per worker instead of once per file took most of the suite's time
 * (docs/decisions/1580-storefront-units-share-loaded-modules.md). A shared file must leave no module
 * state behind that another file could see; one that needs to replace a module is found by the
 * pattern above and isolated.
 */
function testFiles(): { replacing: string[]; sharing: string[] } {
  const replacing: string[] = [];
  const sharing: string[] = [];
  for (const dir of DIRS) {
    for (const entry of readdirSync(path.join(import.meta.dirname, dir), { recursive: true })) {
      const file = path.join(dir, String(entry));
      if (!TEST_FILE.test(file)) continue;
      const text = readFileSync(path.join(import.meta.dirname, file), 'utf8');
      (REPLACES_MODULES.test(text) ? replacing : sharing).push(file.split(path.sep).join('/'));
    }
  }
  return { replacing, sharing };
}

const { replacing, sharing } = testFiles();

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    environment: 'node',
    // `npm test` runs this suite beside the API suite, the storefront build and both journey
    // lanes on two cores: a component test that renders in 50 ms on its own can take seconds
    // there, and a file that imports its module inside the test (after `vi.resetModules`) can
    // wait half a minute for the import on a slow machine (30 s passed once in CI). The budget
    // only bounds a hang; no assertion reads the time.
    testTimeout: process.env.CI ? 120_000 : 30_000,
    pool: 'forks',
    poolOptions: { forks: { isolate: false } },
    projects: [
      { extends: true, test: { name: 'shared-modules', include: sharing } },
      // A worker is not shared between projects, so each of these files gets fresh modules.
      ...replacing.map((file) => ({
        extends: true as const,
        test: { name: file.replace(/\.test\.tsx?$/, ''), include: [file] },
      })),
    ],
  },
});
