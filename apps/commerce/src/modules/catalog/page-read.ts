// A listing page's products read in one query: each product's row, media and enabled variants
// (the relations a listing card resolves), handed to the request's loaders, so a page costs one
// database round trip instead of one per relation (each PGlite query costs 2–4 ms under load).
// The reads are kept per catalogue version (PageCache): a page whose products were read since the
// catalogue last changed costs no query at all. Stock (qty, is_in_stock) does not move the
// version, so stock fields of a request with a page read are answered from a fresh stock read
// (stockOf) instead of the kept rows (docs/decisions/0820).
import { sql } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { PRODUCT_COLUMNS, type MediaRow, type ProductRow } from './product-rows.js';

export interface PagePrefetch {
  /** The catalogue version the page was answered at. */
  version: number;
  products: Map<number, ProductRow>;
  media: Map<number, MediaRow[]>;
  variants: Map<number, ProductRow[]>;
}

export const PREFETCH_KEY = 'catalog:page-prefetch';

const DATE_COLUMNS = [
  'special_from_date',
  'special_to_date',
  'new_from_date',
  'new_to_date',
  'created_at',
  'updated_at',
] as const;

/** A variant's row as it comes back through json_agg: the same columns, dates as text. */
function productFromJson(json: Record<string, unknown>): ProductRow {
  const row: Record<string, unknown> = {};
  for (const c of PRODUCT_COLUMNS) row[c] = json[c] ?? null;
  for (const c of DATE_COLUMNS)
    row[c] = typeof json[c] === 'string' ? new Date(json[c] as string) : null;
  return row as unknown as ProductRow;
}

interface PageEntry {
  row: ProductRow;
  media: MediaRow[];
  variants: ProductRow[];
}

/**
 * Most products a process keeps page reads for (the most recently used ones). A crawl of a
 * 100,000-product catalogue (pages 1–3 of every category in every sort, some filtered) shows
 * about that many different products. Full, the cache takes about 75 MB of heap there (3.7 KB a
 * product with its media and variants, measured on the generated catalogue); a smaller catalogue
 * never fills it.
 */
export const PAGE_CACHE_PRODUCTS = 20_000;

/** Page reads of one catalogue version; a read tagged with another version empties it first. */
export class PageCache {
  private version = -1;
  private readonly entries = new Map<number, PageEntry>();

  constructor(private readonly max = PAGE_CACHE_PRODUCTS) {}

  /** The kept entries of `ids` for `version`; forgets everything kept for an older version. */
  take(version: number, ids: readonly number[]): Map<number, PageEntry> {
    if (version !== this.version) {
      if (version < this.version) return new Map();
      this.entries.clear();
      this.version = version;
    }
    const out = new Map<number, PageEntry>();
    for (const id of ids) {
      const e = this.entries.get(id);
      if (!e) continue;
      // Most recently used last: the first key is the one to drop.
      this.entries.delete(id);
      this.entries.set(id, e);
      out.set(id, e);
    }
    return out;
  }

  /** Keeps entries read under `version`, unless the catalogue has moved on since. */
  put(version: number, entries: Map<number, PageEntry>): void {
    if (version !== this.version) return;
    for (const [id, e] of entries) {
      this.entries.delete(id);
      this.entries.set(id, e);
    }
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

export async function prefetchPage(
  ctx: RequestContext,
  db: Db,
  ids: readonly number[],
  cache?: { pages: PageCache; version: number },
): Promise<void> {
  if (ids.length === 0) return;
  const kept = cache ? cache.pages.take(cache.version, ids) : new Map<number, PageEntry>();
  const missing = ids.filter((id) => !kept.has(id));
  const read = missing.length > 0 ? await readPage(db, missing) : new Map<number, PageEntry>();
  if (cache && read.size > 0) cache.pages.put(cache.version, read);
  const out: PagePrefetch = {
    version: cache?.version ?? -1,
    products: new Map(),
    media: new Map(),
    variants: new Map(),
  };
  for (const source of [kept, read]) {
    for (const [id, e] of source) {
      out.products.set(id, e.row);
      out.media.set(id, e.media);
      out.variants.set(id, e.variants);
    }
  }
  ctx.loaders.set(PREFETCH_KEY, out);
}

// The product's own columns come as columns (parsed as every other product read parses them), its
// media and variants as `json` aggregates: building jsonb and reading it back cost about a third
// more of PGlite's time for the same rows.
const PAGE_COLUMNS = sql.join(PRODUCT_COLUMNS.map((c) => sql.ref(`p.${c}`)));
const VARIANT_COLUMNS = sql.join(PRODUCT_COLUMNS.map((c) => sql.ref(`v.${c}`)));

async function readPage(db: Db, ids: readonly number[]): Promise<Map<number, PageEntry>> {
  const rows = await sql<
    ProductRow & { media: MediaRow[] | null; variants: Record<string, unknown>[] | null }
  >`
    select ${PAGE_COLUMNS},
      (select json_agg(m order by m.position, m.id) from product_media m where m.product_id = p.id) as media,
      case when p.type_id = 'configurable' then (select json_agg(v order by v.id)
        from (select ${VARIANT_COLUMNS} from product v where v.parent_id = p.id and v.status = 1) v) end as variants
    from product p where p.id = any(${[...ids]}::int[])`.execute(db);
  const out = new Map<number, PageEntry>();
  for (const { media, variants, ...row } of rows.rows)
    out.set(row.id, {
      row,
      media: media ?? [],
      variants: (variants ?? []).map(productFromJson),
    });
  return out;
}

/** True when this request's product rows came through a page read (their stock may be older). */
export const hasPageRead = (ctx: RequestContext): boolean => ctx.loaders.has(PREFETCH_KEY);

/** Most entries a RelationCache keeps per relation. */
export const RELATION_CACHE_ENTRIES = 2_000;

/**
 * A product's relations (categories, links, attribute values, configurable attributes, category
 * rows) kept per catalogue version, for requests that answered a page at a known version: every
 * write to these tables moves the version (migrations 0008, 0014, 0017).
 */
export class RelationCache {
  private version = -1;
  private readonly relations = new Map<string, Map<number, unknown>>();

  constructor(private readonly max = RELATION_CACHE_ENTRIES) {}

  /** A loader batch over `fetch` that answers from the cache when the request read a page. */
  batch<V>(
    ctx: RequestContext,
    name: string,
    fetch: (ids: readonly number[]) => Promise<Map<number, V>>,
  ) {
    return async (ids: readonly number[]): Promise<Map<number, V>> => {
      const pre = ctx.loaders.get(PREFETCH_KEY) as PagePrefetch | undefined;
      if (!pre || pre.version < 0) return fetch(ids);
      const version = pre.version;
      if (version !== this.version) {
        if (version < this.version) return fetch(ids);
        this.relations.clear();
        this.version = version;
      }
      let kept = this.relations.get(name) as Map<number, V | null> | undefined;
      if (!kept) {
        kept = new Map();
        this.relations.set(name, kept);
      }
      const out = new Map<number, V>();
      const missing: number[] = [];
      for (const id of ids) {
        if (!kept.has(id)) missing.push(id);
        else {
          const v = kept.get(id) as V | null;
          if (v !== null) out.set(id, v);
        }
      }
      if (missing.length === 0) return out;
      const read = await fetch(missing);
      // Only kept when the catalogue has not moved on meanwhile; absent answers are kept too.
      const store = this.version === version ? this.relations.get(name) : undefined;
      for (const id of missing) {
        const v = read.get(id);
        if (v !== undefined) out.set(id, v);
        store?.set(id, v ?? null);
      }
      if (store) while (store.size > this.max) store.delete(store.keys().next().value as number);
      return out;
    };
  }
}

/** A loader batch that answers from the page read when it can and asks `fetch` for the rest. */
export function withPrefetch<V>(
  ctx: RequestContext,
  pick: (p: PagePrefetch) => Map<number, V>,
  fetch: (ids: readonly number[]) => Promise<Map<number, V>>,
) {
  return async (ids: readonly number[]): Promise<Map<number, V>> => {
    const pre = ctx.loaders.get(PREFETCH_KEY) as PagePrefetch | undefined;
    if (!pre) return fetch(ids);
    const known = pick(pre);
    const out = new Map<number, V>();
    const missing: number[] = [];
    for (const id of ids) {
      const v = known.get(id);
      if (v === undefined) missing.push(id);
      else out.set(id, v);
    }
    if (missing.length > 0) for (const [k, v] of await fetch(missing)) out.set(k, v);
    return out;
  };
}
