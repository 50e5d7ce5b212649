// Entry point: read config, refuse an unsafe production set-up, prepare the database, listen.
// Everything else is in server.ts.
import { loadConfig } from './config.js';
import { migrate, openDb } from './db/index.js';
import { isNewEmbedded, prepareEmbeddedInChild } from './db/prepare-embedded.js';
import { seedIfEmpty } from './cli/seed-if-empty.js';
import { runCli } from './cli/run.js';
import { createServer } from './server.js';
import { systemClock } from './shared/clock.js';
import { writeOperatorKey } from './modules/review/operator.js';
import { assertSafeToStart } from './startup.js';

await runCli(async () => {
  const config = loadConfig();
  // Before the database is touched: nothing is seeded into a production database by mistake.
  assertSafeToStart(config);
  // A new embedded database is created by a child process, which takes initdb's memory with it.
  if (!config.databaseUrl && isNewEmbedded(config.pgliteDataDir))
    await prepareEmbeddedInChild(config.pgliteDataDir);
  const handle = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
  );
  try {
    await migrate(handle.db);
    if (config.seedDemo) await seedIfEmpty(handle.db, { baseUrl: config.publicBaseUrl });
  } catch (err) {
    await handle.close();
    throw err;
  }

  const app = await createServer({
    db: handle.db,
    config,
    clock: systemClock,
    logger: { level: config.logLevel },
    // On the embedded database the review moderation command reaches the data through this process.
    operatorKey: config.databaseUrl ? undefined : writeOperatorKey(config.pgliteDataDir),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.info(`Commerce API ready at http://localhost:${config.port}/graphql`);
});
