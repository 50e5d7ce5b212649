// Vitest global setup of the API suite: builds the run's template databases once
// (test/support/db-templates.ts) and hands their locations to every test file; compiles the
// service once for the tests that start it in a child process (test/support/service-entry.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates, type DbTemplates } from './db-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
    /** `dist/` holds the service compiled for this run (test/support/service-entry.ts). */
    apiCompiled: boolean;
  }
}

/** The run's templates, built once and shared by every project's setup (see below). */
interface Shared {
  built: Promise<DbTemplates>;
  users: number;
  drop(): Promise<void>;
}

const SHARED = Symbol.for('charter.api-tests.templates');
type WithShared = typeof globalThis & { [SHARED]?: Shared };

/**
 * Vitest calls a global setup once for the root config and once for each project that extends
 * it (the suite and each mocking file's project, see vitest.config.ts), all in its main process:
 * one global scope, each call with its own copy of this module. The first call builds the
 * templates and compiles the service, the others take what it built, and the last teardown drops
 * them. Built once per call, a run made four of each (docs/decisions/1600).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const g = globalThis as WithShared;
  const adminUrl = process.env.TEST_DATABASE_URL;
  let shared = g[SHARED];
  if (!shared) {
    const dir = mkdtempSync(path.join(tmpdir(), 'charter-db-templates-'));
    const built = (async () => {
      const templates = await buildTemplates(dir, adminUrl);
      // `dist/` as `npm start` makes it: files are replaced only when changed, atomically, so a
      // service another process starts from it meanwhile is unaffected.
      const build = fileURLToPath(new URL('../../../../scripts/build-api.mjs', import.meta.url));
      execFileSync(process.execPath, [build], { stdio: 'inherit' });
      return templates;
    })();
    shared = g[SHARED] = {
      built,
      users: 0,
      drop: async () => {
        await dropTemplates(await built, adminUrl);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  shared.users++;
  const mine = shared;
  project.provide('dbTemplates', await mine.built);
  project.provide('apiCompiled', true);
  return async () => {
    if (--mine.users > 0) return;
    if (g[SHARED] === mine) delete g[SHARED];
    await mine.drop();
  };
}
