// Runs a command-line entry point: an expected refusal (unsafe production set-up, a database in
// use by another process or written by another PostgreSQL version) prints its message alone and
// exits with 1; anything else prints in full.
import { EmbeddedVersionError } from '../db/embedded-version.js';
import { EmbeddedPrepareError } from '../db/prepare-embedded.js';
import { DatabaseLockedError } from '../db/writer-lock.js';
import { StartupRefused } from '../startup.js';

export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (
      err instanceof DatabaseLockedError ||
      err instanceof EmbeddedVersionError ||
      err instanceof EmbeddedPrepareError ||
      err instanceof StartupRefused
    )
      console.error(err.message);
    else console.error(err);
    process.exit(1);
  }
}
