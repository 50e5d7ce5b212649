// Vitest global setup of the API suite: builds the run's template databases once
// (test/support/db-templates.ts) and hands their locations to every test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates, type DbTemplates } from './db-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'charter-db-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templates = await buildTemplates(dir, adminUrl);
  project.provide('dbTemplates', templates);
  return async () => {
    await dropTemplates(templates, adminUrl);
    rmSync(dir, { recursive: true, force: true });
  };
}
