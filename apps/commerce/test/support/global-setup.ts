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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'charter-db-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templates = await buildTemplates(dir, adminUrl);
  project.provide('dbTemplates', templates);
  // `dist/` as `npm start` makes it: files are replaced only when changed, atomically, so a
  // service another process starts from it meanwhile is unaffected.
  const build = fileURLToPath(new URL('../../../../scripts/build-api.mjs', import.meta.url));
  execFileSync(process.execPath, [build], { stdio: 'inherit' });
  project.provide('apiCompiled', true);
  return async () => {
    await dropTemplates(templates, adminUrl);
    rmSync(dir, { recursive: true, force: true });
  };
}
