// Writes downloadable products' links and samples (docs/decisions/0509).
import type { Db } from '../db/index.js';
import type { DownloadablePlan } from './plan.js';
import { insertBatched } from './write.js';

export async function writeDownloadables(
  db: Db,
  plans: DownloadablePlan[],
  skuIds: Map<string, number>,
): Promise<void> {
  const links = plans.flatMap((d) =>
    d.links.map((l, i) => ({
      product_id: skuIds.get(d.sku) as number,
      title: l.title,
      sort_order: i + 1,
      number_of_downloads: l.downloads,
      file: l.file,
      sample_file: l.sampleFile,
    })),
  );
  const samples = plans.flatMap((d) =>
    d.samples.map((x, i) => ({
      product_id: skuIds.get(d.sku) as number,
      title: x.title,
      sort_order: i + 1,
      file: x.file,
    })),
  );
  if (links.length > 0) await insertBatched(db, 'downloadable_link', links);
  if (samples.length > 0) await insertBatched(db, 'downloadable_sample', samples);
}
