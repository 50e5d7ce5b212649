// Seeds the demo catalogue into an empty database. The seed module is loaded on demand, so the
// service still starts when it is absent.
import { existsSync } from 'node:fs';
import type { Db } from '../db/index.js';

type SeedFn = (db: Db, opts?: { now?: Date }) => Promise<{ products: number; categories: number }>;

export async function loadSeed(): Promise<SeedFn | null> {
  const file = ['../seed/index.ts', '../seed/index.js'].find((f) => existsSync(new URL(f, import.meta.url)));
  if (!file) return null;
  const mod = (await import(new URL(file, import.meta.url).href)) as { seedDemoCatalog?: SeedFn };
  return mod.seedDemoCatalog ?? null;
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return false;
  const seed = await loadSeed();
  if (!seed) {
    console.warn('Catalogue is empty and no seed module is available.');
    return false;
  }
  const result = await seed(db);
  console.info(`Seeded demo catalogue: ${result.products} products, ${result.categories} categories.`);
  return true;
}
