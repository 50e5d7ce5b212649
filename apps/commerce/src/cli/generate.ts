// `npm run generate -w apps/commerce -- --count 10000 [--seed bench] [--chunk 1000]`
// Adds generated products for benchmarks to the configured database (same selection as the
// service: DATABASE_URL, else PGlite in PGLITE_DATA_DIR, default <repo>/data/commerce).
// Seeds the demo catalogue first when the database has none.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { catalogCounts, generateProducts, seedDemoCatalog } from '../seed/index.js';
import { refreshPlannerStatistics } from './seed-if-empty.js';

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} must be a non-negative integer, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', short: 'n' },
      seed: { type: 'string' },
      chunk: { type: 'string' },
    },
  });
  const count = positiveInt(values.count, 'count', 10_000);
  const chunkSize = positiveInt(values.chunk, 'chunk', 1000) || 1000;
  const config = loadConfig();
  const handle = await openDb({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.pgliteDataDir,
  });
  try {
    await migrate(handle.db);
    const counts = await catalogCounts(handle.db);
    if (counts.categories === 0) {
      const seeded = await seedDemoCatalog(handle.db, { baseUrl: config.publicBaseUrl });
      console.info(`Seeded the demo catalogue first (${seeded.products} products).`);
    }
    let lastReport = 0;
    const result = await generateProducts(handle.db, count, {
      seed: values.seed,
      chunkSize,
      onProgress: (done, total) => {
        if (done - lastReport >= 10_000 || done === total) {
          lastReport = done;
          console.info(`  ${done} / ${total}`);
        }
      },
    });
    await refreshPlannerStatistics(handle.db);
    const rate = Math.round((result.products / Math.max(1, result.ms)) * 1000);
    console.info(
      `Generated ${result.products} products (${result.rows} product rows with variants) on ${handle.kind} in ${result.ms} ms (${rate}/s).`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
