// Product search for operators (docs/decisions/1430): every product, enabled or not, variants
// included, found by SKU prefix or by the words of its name, filtered by status, type and
// category, in pages. Each request is answered from indexes (migration 0026: lower(sku)
// text_pattern_ops for prefixes, the trigram index on name for words, lower(name) for the name
// order, product_category's category index), never by reading the whole table; the total is
// counted up to COUNT_CAP rows and reported as "at least" beyond it. The count then picks how the
// page is read (decision 1490): few matches are all read and sorted, many are paged from the
// first rows of the sort order when those hold the page, else all read and sorted.
import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../../db/index.js';
import { escapeLike } from '../../../shared/filter-input.js';
import type { ProductTypeId } from '../tables.js';

export const COUNT_CAP = 1_000;
export const MAX_PAGE_SIZE = 100;
const MAX_WORDS = 8;

export const PRODUCT_TYPES = [
  'simple',
  'configurable',
  'virtual',
  'giftcard',
  'grouped',
  'downloadable',
] as const satisfies readonly ProductTypeId[];

export const productSearchInput = z.object({
  query: z.string().trim().max(200).optional(),
  status: z.enum(['ENABLED', 'DISABLED']).optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  categoryId: z.number().int().positive().optional(),
  sort: z.enum(['NEWEST', 'SKU', 'NAME']).default('NEWEST'),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type ProductSearchInput = z.input<typeof productSearchInput>;

export interface ProductSearchRow {
  id: number;
  sku: string;
  name: string;
  type_id: ProductTypeId;
  status: number;
  visibility: number;
  price: number;
  special_price: number | null;
  qty: number;
  is_in_stock: boolean;
  parent_id: number | null;
  thumbnail: string | null;
}

export interface ProductSearchPage {
  items: ProductSearchRow[];
  /** Matching products, counted up to COUNT_CAP. */
  total: number;
  /** False when more than COUNT_CAP products match (total is then COUNT_CAP). */
  totalExact: boolean;
  page: number;
  pageSize: number;
}

/** The words of a query: at most MAX_WORDS, each matched as part of the name. */
export const queryWords = (q: string): string[] =>
  q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/**
 * The windows (first rows of the sort order) read in turn for a page of a search with more than
 * COUNT_CAP matches, before every match is read and sorted instead (decision 1490).
 */
export const WALK_WINDOWS = [250, 4_000];

type PageSql = ReturnType<typeof sql<ProductSearchRow>>;
/** A WHERE condition or an ORDER BY list. */
type Fragment = Expression<unknown>;

const COLUMNS = sql`p.id, p.sku, p.name, p.type_id, p.status, p.visibility, p.price, p.special_price,
  p.qty, p.is_in_stock, p.parent_id`;
const THUMBNAIL = sql`(select m.file from product_media m where m.product_id = p.id
  and m.media_type = 'image' order by m.position, m.id limit 1) as thumbnail`;

/**
 * The page from every match, sorted: the matches are read first (a materialised set, found by
 * the trigram, SKU prefix, status, type or category indexes, whichever the planner prefers), so
 * the sort order's index is never walked past rows that do not match.
 */
const matchesSorted = (where: Fragment, order: Fragment, limit: number, offset: number) =>
  sql<ProductSearchRow>`with p as materialized (select ${COLUMNS} from product p where ${where})
    select p.*, ${THUMBNAIL} from p order by ${order} limit ${limit} offset ${offset}`;

/** The page among the first `rows` rows of the sort order (complete when it fills). */
const inWindow = (where: Fragment, order: Fragment, rows: number, limit: number, offset: number) =>
  sql<ProductSearchRow>`select ${COLUMNS}, ${THUMBNAIL}
    from (select * from product p order by ${order} limit ${rows}) p
    where ${where} order by ${order} limit ${limit} offset ${offset}`;

/** The page by walking the sort order's index from its start (deep pages of broad searches). */
const walk = (where: Fragment, order: Fragment, limit: number, offset: number) =>
  sql<ProductSearchRow>`select ${COLUMNS}, ${THUMBNAIL} from product p where ${where}
    order by ${order} limit ${limit} offset ${offset}`;

/** How much a search reads: the count cap and the windows (smaller in tests, to reach each path). */
export interface SearchLimits {
  countCap: number;
  windows: readonly number[];
}

export class AdminProductSearch {
  constructor(
    private readonly db: Db,
    private readonly limits: SearchLimits = { countCap: COUNT_CAP, windows: WALK_WINDOWS },
  ) {}

  async search(input: ProductSearchInput): Promise<ProductSearchPage> {
    const args = productSearchInput.parse(input);
    const conditions: Expression<SqlBool>[] = [];
    const q = args.query ?? '';
    if (q !== '') {
      const prefix = `${escapeLike(q.toLowerCase())}%`;
      const words = queryWords(q).map((w) => sql<SqlBool>`p.name ilike ${`%${escapeLike(w)}%`}`);
      const byName = sql.join(words, sql` and `);
      conditions.push(sql<SqlBool>`(lower(p.sku) like ${prefix} or (${byName}))`);
    }
    if (args.status) conditions.push(sql<SqlBool>`p.status = ${args.status === 'ENABLED' ? 1 : 2}`);
    if (args.type) conditions.push(sql<SqlBool>`p.type_id = ${args.type}`);
    if (args.categoryId !== undefined)
      conditions.push(
        sql<SqlBool>`p.id in (select pc.product_id from product_category pc where pc.category_id = ${args.categoryId})`,
      );
    const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
    const order =
      args.sort === 'SKU'
        ? sql`lower(p.sku), p.id`
        : args.sort === 'NAME'
          ? sql`lower(p.name), p.id`
          : sql`p.id desc`;
    const offset = (args.page - 1) * args.pageSize;
    const { countCap, windows } = this.limits;
    const counted = await sql<{
      n: number;
    }>`select count(*)::int as n from (select 1 from product p where ${where} limit ${countCap + 1}) t`.execute(
      this.db,
    );
    const n = Number(counted.rows[0]?.n ?? 0);
    const page = (query: PageSql) => query.execute(this.db).then((r) => r.rows);
    const reach = offset + args.pageSize;
    let items: ProductSearchRow[];
    if (n <= countCap) {
      // At most countCap matches: read them all from the filters' indexes, then sort.
      items = await page(matchesSorted(where, order, args.pageSize, offset));
    } else if (reach <= (windows[windows.length - 1] ?? 0)) {
      // Many matches: the first ones in the sort order are most often near its start. A window
      // holds the page when it holds `reach` matches; else every match is read and sorted.
      items = [];
      for (const rows of windows.filter((w) => w >= reach)) {
        items = await page(inWindow(where, order, rows, args.pageSize, offset));
        if (items.length === args.pageSize) break;
      }
      if (items.length < args.pageSize)
        items = await page(matchesSorted(where, order, args.pageSize, offset));
    } else {
      items = await page(walk(where, order, args.pageSize, offset));
    }
    return {
      items,
      total: Math.min(n, countCap),
      totalExact: n <= countCap,
      page: args.page,
      pageSize: args.pageSize,
    };
  }
}
