// Search terms (Magento's search_query, docs/decisions/1120): the read-only lookup the storefront
// runs before it navigates (a term may carry a redirect), and the popularity and result count of
// searches. Searches are counted in memory and written in batches by a background job and on
// shutdown, never with a write per request (docs/decisions/1122).
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

/** The search box's limit (spec: input at most 128 characters); longer text is cut, as Magento does. */
export const SEARCH_TERM_MAX_LENGTH = 128;
/** Distinct terms held between two flushes; searches for further texts wait for the next window. */
export const SEARCH_TERM_MAX_PENDING = 5_000;
/** Rows per flush statement. */
const FLUSH_CHUNK = 500;
const INT_MAX = 2_147_483_647;

/** The columns of a search term's row that a SearchTerm carries. */
export const SEARCH_TERM_COLUMNS = [
  'query_id',
  'query_text',
  'num_results',
  'popularity',
  'redirect',
  'store_id',
  'display_in_terms',
  'is_active',
  'is_processed',
] as const;

export interface SearchTerm {
  query_id: number;
  query_text: string;
  num_results: number;
  popularity: number;
  redirect: string | null;
  store_id: number;
  display_in_terms: boolean;
  is_active: boolean;
  is_processed: boolean;
}

/** Trimmed text cut to 128 characters, or null when nothing is left. */
export function normaliseTermText(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim().slice(0, SEARCH_TERM_MAX_LENGTH).trim();
  return text === '' ? null : text;
}

interface Pending {
  storeId: number;
  /** Lower-cased, normalised text: the key the row is matched on. */
  text: string;
  searches: number;
  /** The latest search's result count. */
  numResults: number;
}

export interface FlushResult {
  terms: number;
  searches: number;
}

export class SearchTermService {
  private pending = new Map<string, Pending>();
  private dropped = 0;
  private flushing: Promise<FlushResult> = Promise.resolve({ terms: 0, searches: 0 });

  constructor(
    private readonly db: Db,
    private readonly maxPending = SEARCH_TERM_MAX_PENDING,
  ) {}

  /** The active term of this store view whose text equals the given one, trimmed and without regard to case. */
  async lookup(storeId: number, raw: string | null | undefined): Promise<SearchTerm | null> {
    const text = normaliseTermText(raw);
    if (text === null) return null;
    const row = await this.db
      .selectFrom('search_query')
      .select([...SEARCH_TERM_COLUMNS])
      .where('store_id', '=', storeId)
      .where(sql<string>`lower(query_text)`, '=', text.toLowerCase())
      .where('is_active', '=', true)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Counts one search (in memory only); the next flush adds it to the term's row, if there is one. */
  record(storeId: number, raw: string, numResults: number): void {
    const text = normaliseTermText(raw)?.toLowerCase();
    if (!text) return;
    const key = `${storeId}\u0000${text}`;
    const entry = this.pending.get(key);
    const results = Math.max(0, Math.min(INT_MAX, Math.trunc(numResults) || 0));
    if (entry) {
      entry.searches++;
      entry.numResults = results;
    } else if (this.pending.size < this.maxPending) {
      this.pending.set(key, { storeId, text, searches: 1, numResults: results });
    } else {
      this.dropped++;
    }
  }

  /** Searches counted and not yet written. */
  get pendingSearches(): number {
    let n = 0;
    for (const p of this.pending.values()) n += p.searches;
    return n;
  }

  /** Searches not counted because the pending set was full (since start). */
  get droppedSearches(): number {
    return this.dropped;
  }

  /**
   * Adds the pending counts to the terms' rows (texts without a term are let go: a term is a
   * merchandiser's row, never made by a visitor's search). Passes never overlap; a failed pass
   * puts its counts back for the next one.
   */
  flush(): Promise<FlushResult> {
    this.flushing = this.flushing
      .catch(() => ({ terms: 0, searches: 0 }))
      .then(() => this.flushOnce());
    return this.flushing;
  }

  private async flushOnce(): Promise<FlushResult> {
    if (this.pending.size === 0) return { terms: 0, searches: 0 };
    const batch = [...this.pending.values()];
    this.pending = new Map();
    let searches = 0;
    let written = 0;
    try {
      for (let i = 0; i < batch.length; i += FLUSH_CHUNK) {
        const chunk = batch.slice(i, i + FLUSH_CHUNK);
        const values = sql.join(
          chunk.map(
            (p) =>
              sql`(${p.storeId}::int, ${p.text}::text, ${p.searches}::int, ${p.numResults}::int)`,
          ),
        );
        await sql`
          update search_query as q
          set popularity = least(q.popularity::bigint + v.searches, ${INT_MAX})::int,
              num_results = v.num_results,
              updated_at = now()
          from (values ${values}) as v(store_id, text, searches, num_results)
          where q.store_id = v.store_id and lower(q.query_text) = v.text`.execute(this.db);
        for (const p of chunk) searches += p.searches;
        written += chunk.length;
      }
    } catch (err) {
      // Put back what was not written (within the bound) and let the job log the failure.
      for (const p of batch.slice(written)) this.putBack(p);
      throw err;
    }
    return { terms: batch.length, searches };
  }

  private putBack(p: Pending): void {
    const key = `${p.storeId}\u0000${p.text}`;
    const entry = this.pending.get(key);
    if (entry) entry.searches += p.searches;
    else if (this.pending.size < this.maxPending) this.pending.set(key, p);
    else this.dropped += p.searches;
  }
}
