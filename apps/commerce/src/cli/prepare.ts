// Creates, migrates and (with SEED_DEMO) seeds the configured database, then exits. The service
// runs it in a child process when the embedded database does not exist yet (src/db/prepare-embedded.ts).
import { loadConfig } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { runCli } from './run.js';
import { seedIfEmpty } from './seed-if-empty.js';

await runCli(async () => {
  const config = loadConfig();
  const handle = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
  );
  try {
    await migrate(handle.db);
    if (config.seedDemo) await seedIfEmpty(handle.db, { baseUrl: config.publicBaseUrl });
  } finally {
    await handle.close();
  }
});
