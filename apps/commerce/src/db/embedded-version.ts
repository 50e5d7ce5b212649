// The embedded database's files belong to one PostgreSQL major version: PGlite cannot open a data
// directory written by another one, and fails with no hint of why. Say so before PGlite starts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The PostgreSQL major version built into the PGlite release this service depends on. */
export const EMBEDDED_POSTGRES_MAJOR = '18';

export class EmbeddedVersionError extends Error {
  readonly code = 'EMBEDDED_VERSION';
  constructor(
    readonly dataDir: string,
    readonly found: string,
  ) {
    super(
      `The embedded database in ${dataDir} was written by PostgreSQL ${found}, and this version of the service embeds PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}, which cannot open it. ` +
        'Move or delete that folder to start again with the demo catalogue (it is seeded on the next start), ' +
        'or set PGLITE_DATA_DIR to another folder. To keep its data, export it with the earlier version first.',
    );
    this.name = 'EmbeddedVersionError';
  }
}

/** Throws EmbeddedVersionError when `dataDir` holds a cluster of another major version; a new folder passes. */
export function assertEmbeddedVersion(dataDir: string): void {
  let found: string;
  try {
    found = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
  } catch {
    return;
  }
  if (found !== EMBEDDED_POSTGRES_MAJOR) throw new EmbeddedVersionError(dataDir, found);
}
