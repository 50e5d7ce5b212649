// Creating an embedded database runs PostgreSQL's initdb inside PGlite, and the WebAssembly memory
// it grows (about 550 MB) is never given back to the system: a service that created its own
// database kept ~800 MB resident for its whole life, against ~250 MB when it opens an existing
// one. A new data directory is therefore created, migrated and seeded by a short-lived child
// process, and the service opens the result (docs/decisions/0872).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The child could not prepare the database; its own message (already specific) is the message. */
export class EmbeddedPrepareError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPrepareError';
  }
}

/** True when `dataDir` holds no database yet. */
export function isNewEmbedded(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Runs `src/cli/prepare` (or its compiled copy) in a child with this process's Node flags and
 * environment, pointed at `dataDir`; resolves when it exits cleanly, rejects with its message.
 */
export async function prepareEmbeddedInChild(dataDir: string): Promise<void> {
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  const script = fileURLToPath(new URL(`../cli/prepare.${ext}`, import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (stderr.length < 64 * 1024) stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0)
    throw new EmbeddedPrepareError(
      stderr.trim() || `Preparing the embedded database in ${dataDir} failed (exit code ${code}).`,
    );
}
