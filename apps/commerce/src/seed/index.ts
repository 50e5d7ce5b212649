// The demo catalogue: attributes, a category tree and ~175 visible products (38 configurable,
// with ~180 variants), written in one transaction. Deterministic for a given `now`.
// Refuses (throws SeedRefusedError) when the database already holds products or categories
// below the store root: seeding never merges into or overwrites an existing catalogue.
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { buildCatalogPlan } from './build-catalog.js';
import { writeDownloadables } from './write-downloadables.js';
import { seedDemoCustomers } from './customers.js';
import { seedDemoOperator } from './operators.js';
import { seedPromotions } from './promotions.js';
import { seedSearchTerms } from './search-terms.js';
import { seedDemoReviews } from './reviews.js';
import { seedDemoStoreConfig } from './store-config.js';
import {
  writeAttributes,
  writeCategories,
  writeCategoryRewrites,
  writeLinks,
  writeProducts,
  writeRedirects,
} from './write.js';

export { DEMO_FACTS } from './facts.js';
export { DEMO_CUSTOMERS } from './customers.js';
export { DEMO_OPERATOR } from './operators.js';
export { DEMO_STORE_CONFIG } from './store-config.js';
export { DEMO_SEARCH_TERMS, CATALOG_PDF_URL } from './search-terms.js';
export { buildCatalogPlan } from './build-catalog.js';
export { generateProducts, type GenerateOptions, type GenerateResult } from './generate.js';

export class SeedRefusedError extends Error {
  constructor(products: number, categories: number) {
    super(
      `Refusing to seed the demo catalogue: the database already has ${products} product(s) and ${categories} category(ies) below the store root. Seed an empty, migrated database.`,
    );
    this.name = 'SeedRefusedError';
  }
}

export interface SeedOptions {
  /** Reference time for new/sale date windows and created_at; default the current time. */
  now?: Date;
  /** The store's base link URL (PUBLIC_BASE_URL) that in-shop search-term redirects start with; default http://localhost:4000/. */
  baseUrl?: string;
}

export interface SeedResult {
  /** Visible products (not counting configurable variants). */
  products: number;
  categories: number;
}

/** Counts that decide whether a database may be seeded. */
export async function catalogCounts(db: Db): Promise<{ products: number; categories: number }> {
  const p = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const c = await db
    .selectFrom('category')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('level', '>=', 2)
    .executeTakeFirstOrThrow();
  return { products: Number(p.n), categories: Number(c.n) };
}

export async function seedDemoCatalog(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const now = opts.now ?? new Date();
  const plan = buildCatalogPlan(now);
  return db.transaction().execute(async (trx) => {
    // Serialises concurrent seeders: the second one waits, then sees the rows and refuses.
    await sql`lock table product, category, attribute in share row exclusive mode`.execute(trx);
    const counts = await catalogCounts(trx);
    if (counts.products > 0 || counts.categories > 0)
      throw new SeedRefusedError(counts.products, counts.categories);
    const attributes = await writeAttributes(trx);
    const categories = await writeCategories(
      trx,
      plan.categories,
      new Date(now.getTime() - 400 * 86_400_000),
    );
    await writeCategoryRewrites(trx, plan.categories, categories);
    const skuIds = await writeProducts(trx, plan.products, { attributes, categories });
    await writeLinks(trx, plan.links, skuIds);
    await writeDownloadables(trx, plan.downloadables, skuIds);
    await writeRedirects(trx, plan.redirects, plan, skuIds, categories);
    await seedPromotions(trx, now);
    await seedDemoCustomers(trx, now);
    await seedDemoOperator(trx, now);
    await seedDemoStoreConfig(trx);
    await seedSearchTerms(trx, opts.baseUrl);
    await seedDemoReviews(trx, now);
    return {
      products: plan.products.filter((p) => p.parentSku === null).length,
      categories: plan.categories.length,
    };
  });
}
