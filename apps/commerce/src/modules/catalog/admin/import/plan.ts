// What an import would do, checked against the database before anything is written: which rows
// create and which update a product (by SKU, case aside), whether every URL key is free, which
// categories exist or would be created. A dry run reports this plan's problems; a real run writes
// it only when there are none.
import { sql } from 'kysely';
import type { Db } from '../../../../db/index.js';
import type { ImportProblem, ProductTypeId } from '../../tables.js';
import { slugify } from '../fields.js';
import { CategoryPaths } from './categories.js';
import type { ParsedRow } from './columns.js';

export interface PlannedRow extends ParsedRow {
  /** The product the row updates; null creates one. */
  id: number | null;
  /** The URL key the product will have when it changes or is new. */
  newUrlKey?: string;
  oldUrlKey?: string;
  parentId?: number | null;
  oldVisibility?: number;
}

export interface ImportPlan {
  rows: PlannedRow[];
  categories: CategoryPaths;
  problems: ImportProblem[];
  warnings: ImportProblem[];
}

const CHUNK = 1000;
const CREATABLE: readonly ProductTypeId[] = ['simple', 'virtual'];

async function inChunks<T, R>(items: T[], fn: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await fn(items.slice(i, i + CHUNK))));
  return out;
}

interface Existing {
  id: number;
  sku: string;
  type_id: ProductTypeId;
  url_key: string;
  parent_id: number | null;
  visibility: number;
}

export async function planImport(db: Db, parsed: ParsedRow[]): Promise<ImportPlan> {
  const problems: ImportProblem[] = [];
  const warnings: ImportProblem[] = [];
  const skus = [...new Set(parsed.map((p) => p.sku.toLowerCase()).filter(Boolean))];
  const existing = await inChunks(skus, (chunk) =>
    db
      .selectFrom('product')
      .select(['id', 'sku', 'type_id', 'url_key', 'parent_id', 'visibility'])
      .where(sql`lower(sku)`, 'in', chunk)
      .execute(),
  );
  const bySku = new Map<string, Existing>(existing.map((e) => [e.sku.toLowerCase(), e]));
  const categories = await CategoryPaths.load(db);
  const firstRowOf = new Map<string, number>();
  const rows: PlannedRow[] = [];
  const problem = (row: number, column: string | null, message: string) =>
    problems.push({ row, column, message });

  for (const p of parsed) {
    if (p.sku === '') continue;
    const lower = p.sku.toLowerCase();
    const first = firstRowOf.get(lower);
    if (first !== undefined) {
      problem(p.row, 'sku', `The SKU ${p.sku} is also on row ${first}.`);
      continue;
    }
    firstRowOf.set(lower, p.row);
    const e = bySku.get(lower);
    const planned: PlannedRow = { ...p, id: e?.id ?? null };
    if (e) {
      planned.sku = e.sku;
      planned.oldUrlKey = e.url_key;
      planned.parentId = e.parent_id;
      planned.oldVisibility = e.visibility;
      if (p.type && p.type !== e.type_id)
        problem(
          p.row,
          'product_type',
          `${e.sku} is a ${e.type_id} product; its type cannot change.`,
        );
      if (p.urlKey && p.urlKey !== e.url_key) planned.newUrlKey = p.urlKey;
    } else {
      const type = p.type ?? 'simple';
      if (!CREATABLE.includes(type))
        problem(
          p.row,
          'product_type',
          `A new ${type} product needs more than a CSV row; import creates simple and virtual products.`,
        );
      if (p.name === undefined && !p.bad.includes('name'))
        problem(p.row, 'name', 'A new product needs a name.');
      if (p.price === undefined && !p.bad.includes('price'))
        problem(p.row, 'price', 'A new product needs a price.');
      planned.type = type;
      planned.newUrlKey = p.urlKey;
    }
    for (const path of p.categories ?? []) {
      const r = categories.resolve(path);
      if (!r.ok) problem(p.row, 'categories', r.message);
    }
    rows.push(planned);
  }
  for (const c of categories.created.values())
    warnings.push({ row: 0, column: 'categories', message: `New category: ${c.namePath}` });
  await checkUrlKeys(db, rows, problem);
  return { rows, categories, problems, warnings };
}

/** Every new or changed URL key must be free (in the file and in the shop); new products without one get one from their name. */
async function checkUrlKeys(
  db: Db,
  rows: PlannedRow[],
  problem: (row: number, column: string | null, message: string) => void,
): Promise<void> {
  const candidates = new Set<string>();
  for (const r of rows) {
    if (r.newUrlKey) candidates.add(r.newUrlKey);
    else if (r.id === null) {
      const base = slugify(r.name ?? '') || slugify(r.sku);
      candidates.add(base);
      candidates.add(`${base}-${slugify(r.sku)}`);
    }
  }
  const keys = [...candidates].filter(Boolean);
  const owners = new Map<string, number>();
  for (const o of await inChunks(keys, (chunk) =>
    db.selectFrom('product').select(['id', 'url_key']).where('url_key', 'in', chunk).execute(),
  ))
    owners.set(o.url_key, o.id);
  const pages = new Map<string, string>();
  for (const o of await inChunks(keys, (chunk) =>
    db
      .selectFrom('url_rewrite')
      .select(['request_path', 'entity_type', 'entity_id'])
      .where(
        'request_path',
        'in',
        chunk.map((k) => `${k}.html`),
      )
      .where('redirect_type', '=', 0)
      .execute(),
  ))
    pages.set(o.request_path.slice(0, -5), `${o.entity_type}:${o.entity_id}`);
  // Keys that products of this file give up, so another row may take them.
  const released = new Set(rows.filter((r) => r.newUrlKey && r.oldUrlKey).map((r) => r.oldUrlKey));
  const inFile = new Map<string, number>();
  const free = (key: string, id: number | null): boolean => {
    if (inFile.has(key)) return false;
    const owner = owners.get(key);
    if (owner !== undefined && owner !== id && !released.has(key)) return false;
    const page = pages.get(key);
    return page === undefined || page === `product:${id}` || released.has(key);
  };
  for (const r of rows) {
    if (r.newUrlKey) {
      if (!free(r.newUrlKey, r.id)) {
        const row = inFile.get(r.newUrlKey);
        problem(
          r.row,
          'url_key',
          row !== undefined
            ? `The URL key ${r.newUrlKey} is also on row ${row}.`
            : `The URL key ${r.newUrlKey} is used by another product or page.`,
        );
      }
      inFile.set(r.newUrlKey, r.row);
    } else if (r.id === null) {
      const base = slugify(r.name ?? '') || slugify(r.sku);
      const key = [base, `${base}-${slugify(r.sku)}`].find((k) => k !== '' && free(k, null));
      if (!key)
        problem(r.row, 'url_key', `The URL key ${base} is taken; give the row its own url_key.`);
      else {
        r.newUrlKey = key;
        inFile.set(key, r.row);
      }
    }
  }
}
