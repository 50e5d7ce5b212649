// Seeds the demo catalogue into an empty database (the embedded default's first start).
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { catalogCounts, seedDemoCatalog, type SeedOptions } from '../seed/index.js';

/** True when it seeded; false when a catalogue (products or categories) is already there. */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  // The seed refuses a database with products or categories below the store root; check both first.
  const counts = await catalogCounts(db);
  if (counts.products > 0 || counts.categories > 0) return false;
  const result = await seedDemoCatalog(db, opts);
  await refreshPlannerStatistics(db);
  console.info(
    `Seeded demo catalogue: ${result.products} products, ${result.categories} categories.`,
  );
  return true;
}

/**
 * Bulk writes leave the planner without statistics until autovacuum runs (and PGlite has no
 * autovacuum), which turns indexed searches into sequential scans; analyse right away.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
}
