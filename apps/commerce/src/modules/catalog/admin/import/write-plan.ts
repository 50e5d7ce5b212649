// Writes a checked import plan inside the caller's transaction: new categories first, then the
// products in chunks of WRITE_CHUNK rows (insert the new, update the known, categories, main
// image, URL rewrites), reporting the rows done after each chunk.
import { setImmediate as turn } from 'node:timers/promises';
import type { Db } from '../../../../db/index.js';
import type { CatalogRewrites } from '../deps.js';
import type { PlannedRow, ImportPlan } from './plan.js';
import {
  assignCategories,
  createCategories,
  insertProducts,
  setBaseImages,
  updateProducts,
  WRITE_CHUNK,
} from './write.js';

/** Answers the SKUs written. */
export async function writePlan(
  db: Db,
  plan: ImportPlan,
  rewrites: CatalogRewrites,
  now: Date,
  onProgress: (done: number) => Promise<void>,
): Promise<string[]> {
  const newCategoryIds = await createCategories(db, plan.categories, rewrites, now);
  const categoryId = (path: string): number => {
    const existing = plan.categories.existing(path);
    return existing?.id ?? (newCategoryIds.get(path.toLowerCase()) as number);
  };
  let done = 0;
  for (let i = 0; i < plan.rows.length; i += WRITE_CHUNK) {
    const chunk = plan.rows.slice(i, i + WRITE_CHUNK);
    await writeChunk(db, chunk, rewrites, now, categoryId);
    done += chunk.length;
    await onProgress(done);
    // The embedded database answers without leaving the event loop's microtasks: let timers and
    // requests (the console polling this job) run between chunks.
    await turn();
  }
  return plan.rows.map((r) => r.sku);
}

async function writeChunk(
  db: Db,
  chunk: PlannedRow[],
  rewrites: CatalogRewrites,
  now: Date,
  categoryId: (path: string) => number,
): Promise<void> {
  const creates = chunk.filter((r) => r.id === null);
  const updates = chunk.filter((r) => r.id !== null);
  const newIds = await insertProducts(db, creates, now);
  await updateProducts(db, updates, now);
  const idOf = (r: PlannedRow): number => r.id ?? (newIds.get(r.sku) as number);
  await assignCategories(
    db,
    chunk
      .filter((r) => r.categories !== undefined)
      .map((r) => ({ id: idOf(r), categoryIds: (r.categories ?? []).map(categoryId) })),
  );
  await setBaseImages(
    db,
    chunk
      .filter((r) => r.baseImage !== undefined || r.baseImageLabel !== undefined)
      .map((r) => ({ id: idOf(r), file: r.baseImage ?? null, label: r.baseImageLabel ?? null })),
  );
  await rewrites.productKeysChanged(
    db,
    updates
      .filter((r) => r.newUrlKey !== undefined && r.oldUrlKey !== undefined)
      .map((r) => ({ entityId: idOf(r), from: r.oldUrlKey as string, to: r.newUrlKey as string })),
  );
  await rewrites.productsCreated(
    db,
    chunk
      .filter((r) => (r.parentId ?? null) === null && (r.visibility ?? r.oldVisibility ?? 4) > 1)
      .map((r) => ({ id: idOf(r), urlKey: (r.newUrlKey ?? r.oldUrlKey) as string })),
  );
}
