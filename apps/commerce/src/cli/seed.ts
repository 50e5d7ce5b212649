// Migrates the configured database and seeds the demo catalogue when it has no products.
import { loadConfig } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { StartupRefused } from '../startup.js';
import { runCli } from './run.js';
import { seedIfEmpty } from './seed-if-empty.js';

await runCli(async () => {
  const config = loadConfig();
  // The demo seed publishes passwords and a $10,000 gift card: never into production by accident.
  if (config.production && !config.allowDemoInProduction) {
    throw new StartupRefused([
      'the demo seed is not for production (set ALLOW_DEMO_IN_PRODUCTION=true for a demonstration site).',
    ]);
  }
  const handle = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
  );
  try {
    await migrate(handle.db);
    if (!(await seedIfEmpty(handle.db, { baseUrl: config.publicBaseUrl })))
      console.info('Demo catalogue already present; nothing seeded.');
  } finally {
    await handle.close();
  }
});
