// Seeds the demo catalogue into an empty database. The seed module is loaded on demand, so the
// service still starts when it is absent.
import { existsSync } from 'node:fs';
import type { Db } from '../db/index.js';

type SeedFn = (db: Db, opts?: { now?: Date }) => Promise<{ products: number; categories: number }>;
type CountsFn = (db: Db) => Promise<{ products: number; categories: number }>;

export async function loadSeed(): Promise<SeedFn | null> {
  return (await loadSeedModule())?.seedDemoCatalog ?? null;
}

async function loadSeedModule(): Promise<{ seedDemoCatalog?: SeedFn; catalogCounts?: CountsFn } | null> {
  const file = ['../seed/index.ts', '../seed/index.js'].find((f) => existsSync(new URL(f, import.meta.url)));
  return file ? import(new URL(file, import.meta.url).href) : null;
}

/** True when it seeded; false when a catalogue (products or categories) is already there. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const mod = await loadSeedModule();
  if (!mod?.seedDemoCatalog) {
    console.warn('No demo seed module is available; nothing seeded.');
    return false;
  }
  // The seed refuses a database with products or categories below the store root; check both first.
  const counts = mod.catalogCounts ? await mod.catalogCounts(db) : { products: 0, categories: 0 };
  if (counts.products > 0 || counts.categories > 0) return false;
  const result = await mod.seedDemoCatalog(db);
  console.info(`Seeded demo catalogue: ${result.products} products, ${result.categories} categories.`);
  return true;
}
