// Applies pending migrations to the configured database (DATABASE_URL or the PGlite data dir).
import { loadConfig } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { runCli } from './run.js';

await runCli(async () => {
  const config = loadConfig();
  const handle = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
  );
  try {
    const applied = await migrate(handle.db);
    console.info(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await handle.close();
  }
});
