// Bulk catalogue for benchmarks: N more products in the shapes of the demo catalogue (same
// families, attributes, media, options, ~10 % configurable with variants), written in chunks,
// one transaction per chunk. Needs the demo catalogue's attributes and categories (seed first).
// Deterministic: the same database state, count and seed give the same rows.
import type { Db } from '../db/index.js';
import { buildFamilyProduct, type FamilyContext } from './build-products.js';
import { FAMILIES, NAME_STEMS } from './data/families.js';
import { createRng } from './random.js';
import type { LinkPlan, ProductPlan } from './plan.js';
import { loadAttributeIndex, loadCategoryIndex, writeLinks, writeProducts } from './write.js';

export interface GenerateOptions {
  /** Seed of the PRNG; default 'bench'. */
  seed?: string;
  /** Reference time for date windows; default the current time. */
  now?: Date;
  /** Products per chunk (and per transaction); default 1,000. */
  chunkSize?: number;
  /** Share of configurable products, 0..1; default 0.1. */
  configurableShare?: number;
  /** Called after each chunk with the number of products written so far. */
  onProgress?: (done: number, total: number) => void;
}

export interface GenerateResult {
  /** Visible products written (variants not counted). */
  products: number;
  /** All product rows written, variants included. */
  rows: number;
  ms: number;
}

export const GENERATED_SKU_PREFIX = 'GEN-';

export async function generateProducts(
  db: Db,
  n: number,
  opts: GenerateOptions = {},
): Promise<GenerateResult> {
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`Product count must be a non-negative integer, got ${n}`);
  const started = Date.now();
  const now = opts.now ?? new Date();
  const chunkSize = Math.max(1, opts.chunkSize ?? 1000);
  const share = opts.configurableShare ?? 0.1;
  const seed = opts.seed ?? 'bench';
  const attributes = await loadAttributeIndex(db);
  const categories = await loadCategoryIndex(db);
  const families = FAMILIES.filter((f) =>
    [...categories.keys()].some((p) => p.endsWith(`/${f.category}`)),
  );
  if (attributes.ids.size === 0 || families.length === 0) {
    throw new Error(
      "generateProducts needs the demo catalogue's attributes and categories: run seedDemoCatalog first.",
    );
  }
  const pathOf = new Map(
    families.map((f) => [
      f.category,
      [...categories.keys()].find((p) => p.endsWith(`/${f.category}`)) as string,
    ]),
  );
  const ctx: FamilyContext = {
    now,
    categoryPath: (key) => pathOf.get(key) as string,
    usedNames: new Set(),
    usedKeys: new Set(),
  };
  // Numbering continues after earlier runs, so repeated runs add rather than collide.
  const existing = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sku', 'like', `${GENERATED_SKU_PREFIX}%`)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  const first = Number(existing.n) + 1;

  let rows = 0;
  for (let start = 0; start < n; start += chunkSize) {
    const count = Math.min(chunkSize, n - start);
    const plans: ProductPlan[] = [];
    const links: LinkPlan[] = [];
    let previous: ProductPlan | null = null;
    for (let k = 0; k < count; k++) {
      const seq = first + start + k;
      const rng = createRng(`${seed}:${seq}`);
      const fam = families[seq % families.length] as (typeof families)[number];
      const name = `${rng.pick(NAME_STEMS)} ${rng.pick(fam.nouns)} ${seq}`;
      const built = buildFamilyProduct(
        fam,
        {
          sku: `${GENERATED_SKU_PREFIX}${fam.sku}-${seq}`,
          index: seq,
          name,
          configurable: rng.chance(share),
        },
        ctx,
      );
      const parent = built[0] as ProductPlan;
      parent.createdAt = new Date(now.getTime() - (n - start - k) * 1000);
      for (const c of parent.categories) c.position = seq;
      plans.push(...built);
      if (previous)
        links.push({ from: parent.sku, to: previous.sku, type: 'related', position: 1 });
      previous = parent;
    }
    await db.transaction().execute(async (trx) => {
      const skuIds = await writeProducts(trx, plans, { attributes, categories });
      await writeLinks(trx, links, skuIds);
    });
    ctx.usedNames.clear();
    ctx.usedKeys.clear();
    rows += plans.length;
    opts.onProgress?.(start + count, n);
  }
  return { products: n, rows, ms: Date.now() - started };
}
