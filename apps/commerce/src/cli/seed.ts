// Migrates the configured database and seeds the demo catalogue when it has no products.
import { loadConfig } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { seedIfEmpty } from './seed-if-empty.js';

const config = loadConfig();
const handle = await openDb(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir });
try {
  await migrate(handle.db);
  if (!(await seedIfEmpty(handle.db))) console.info('Demo catalogue already present; nothing seeded.');
} finally {
  await handle.close();
}
