// CSV export of products (docs/decisions/1435): the import's columns, so an exported file imports
// back as it is; streamed in pages of EXPORT_PAGE products read by id (keyset), never the whole
// catalogue in memory; text that could start a formula is written with a leading apostrophe.
import { sql } from 'kysely';
import type { Db } from '../../../db/index.js';
import { csvLines, dollars, safeCell } from '../../../shared/csv.js';
import { CategoryPaths } from './import/categories.js';
import { COLUMNS, VISIBILITY_OF } from './import/columns.js';

export const EXPORT_PAGE = 1000;

const isoTime = (d: Date | null): string => (d ? d.toISOString() : '');

interface ExportRow {
  id: number;
  sku: string;
  type_id: string;
  name: string;
  description: string | null;
  short_description: string | null;
  price: number;
  special_price: number | null;
  special_from_date: Date | null;
  special_to_date: Date | null;
  qty: number;
  is_in_stock: boolean;
  status: number;
  visibility: number;
  url_key: string;
  category_ids: number[] | null;
  base_image: string | null;
  base_image_label: string | null;
}

/** The product CSV, header first, one chunk of lines per page of products. */
export async function* exportProducts(db: Db): AsyncGenerator<string> {
  yield csvLines([[...COLUMNS]]);
  const paths = await CategoryPaths.load(db);
  const namePaths = paths.namePathsById();
  let after = 0;
  for (;;) {
    const page = await sql<ExportRow>`select p.id, p.sku, p.type_id, p.name, p.description,
        p.short_description, p.price, p.special_price, p.special_from_date, p.special_to_date,
        p.qty, p.is_in_stock, p.status, p.visibility, p.url_key,
        (select array_agg(pc.category_id order by pc.category_id) from product_category pc
          where pc.product_id = p.id) as category_ids,
        m.file as base_image, m.label as base_image_label
      from product p
      left join lateral (select file, label from product_media x
        where x.product_id = p.id and x.media_type = 'image'
        order by (x.roles @> '["image"]'::jsonb) desc, x.position, x.id limit 1) m on true
      where p.id > ${after} order by p.id limit ${EXPORT_PAGE}`.execute(db);
    if (page.rows.length === 0) return;
    yield csvLines(
      page.rows.map((r) =>
        [
          r.sku,
          r.type_id,
          'Default',
          r.name,
          r.description,
          r.short_description,
          dollars(r.price),
          dollars(r.special_price),
          isoTime(r.special_from_date),
          isoTime(r.special_to_date),
          r.qty,
          r.is_in_stock,
          r.status === 1 ? '1' : '2',
          VISIBILITY_OF[r.visibility] ?? '',
          (r.category_ids ?? [])
            .map((id) => namePaths.get(id))
            .filter(Boolean)
            .join(','),
          r.url_key,
          r.base_image,
          r.base_image_label,
        ].map(safeCell),
      ),
    );
    after = page.rows[page.rows.length - 1]?.id ?? after;
    if (page.rows.length < EXPORT_PAGE) return;
  }
}
