// Search terms for the operator console (issue 26, docs/decisions/1443): list, create, edit and
// delete a store view's terms. The text is normalised as the lookup matches it (trimmed, at most
// 128 characters, one term per text and store view without regard to case: the unique index of
// migration 0013), and a redirect must be an address the storefront follows (an absolute http or
// https URL: packages/shared's search-redirect.ts, the rule the storefront applies), or empty.
// The storefront sees a change once the response caches expire (at most 30 s + 60 s, 1120).
import { followableRedirect, SEARCH_REDIRECT_MAX_LENGTH } from '@charter/shared/search-redirect';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { changeOf, type Change } from '../../shared/change.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { withinTransaction } from '../../shared/transaction.js';
import {
  normaliseTermText,
  SEARCH_TERM_COLUMNS,
  SEARCH_TERM_MAX_LENGTH,
  type SearchTerm,
} from './search-term.service.js';

export const SEARCH_TERM_ENTITY = 'search_term';
export const SEARCH_TERM_PAGE_MAX = 100;

export interface SearchTermInput {
  storeId: number;
  text: string;
  /** Empty or null: no redirect (the results page). */
  redirect?: string | null;
  displayInTerms?: boolean | null;
  isActive?: boolean | null;
}

export type SearchTermSort = 'popularity' | 'text';

export interface SearchTermListArgs {
  storeId?: number | null;
  /** A prefix of the text, without regard to case. */
  search?: string | null;
  sort?: SearchTermSort | null;
  page: number;
  pageSize: number;
}

export const SEARCH_TERM_MSG = {
  text: `Enter the search text (at most ${SEARCH_TERM_MAX_LENGTH} characters).`,
  redirect: (base: string) =>
    `A redirect is a full address starting with http:// or https:// (a page of this shop starts with ${base}), or empty for the results page.`,
  redirectTooLong: `A redirect is at most ${SEARCH_REDIRECT_MAX_LENGTH} characters.`,
  store: 'No store view has that id.',
  taken: (text: string) =>
    `The store view already has a search term "${text}" (texts match without regard to case).`,
  notFound: 'No search term has that id.',
} as const;

const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

export class SearchTermAdminService {
  /** `baseLinkUrl`: the store's front-end base address, named in the redirect message. */
  constructor(
    private readonly db: Db,
    private readonly baseLinkUrl: string,
  ) {}

  async list(
    args: SearchTermListArgs,
  ): Promise<{ items: SearchTerm[]; total: number; page: number; pageSize: number }> {
    const page = Math.max(1, Math.trunc(args.page) || 1);
    const pageSize = Math.min(SEARCH_TERM_PAGE_MAX, Math.max(1, Math.trunc(args.pageSize) || 1));
    const search = args.search?.trim().toLowerCase() ?? '';
    const base = this.db
      .selectFrom('search_query')
      .$if(args.storeId !== null && args.storeId !== undefined, (q) =>
        q.where('store_id', '=', args.storeId ?? 0),
      )
      .$if(search !== '', (q) =>
        q.where(sql`lower(query_text)`, 'like', `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      );
    const ordered =
      args.sort === 'text'
        ? base.orderBy(sql`lower(query_text)`).orderBy('query_id')
        : base.orderBy('popularity', 'desc').orderBy('query_id');
    const [items, count] = await Promise.all([
      ordered
        .select([...SEARCH_TERM_COLUMNS])
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n), page, pageSize };
  }

  async create(db: Db, input: SearchTermInput): Promise<Result<Change<SearchTerm>>> {
    return withinTransaction(db, async (trx) => {
      const values = await this.values(trx, input);
      if (!values.ok) return values;
      const written = await this.write(trx, values.value, null);
      return written.ok
        ? ok(changeOf(SEARCH_TERM_ENTITY, written.value.query_id, null, written.value))
        : written;
    });
  }

  async update(db: Db, id: number, input: SearchTermInput): Promise<Result<Change<SearchTerm>>> {
    return withinTransaction(db, async (trx) => {
      const before = await this.byId(trx, id);
      if (!before) return fail('graphql-no-such-entity', SEARCH_TERM_MSG.notFound);
      const values = await this.values(trx, input);
      if (!values.ok) return values;
      const written = await this.write(trx, values.value, id);
      return written.ok ? ok(changeOf(SEARCH_TERM_ENTITY, id, before, written.value)) : written;
    });
  }

  async delete(db: Db, id: number): Promise<Result<Change<SearchTerm>>> {
    return withinTransaction(db, async (trx) => {
      const before = await this.byId(trx, id);
      if (!before) return fail('graphql-no-such-entity', SEARCH_TERM_MSG.notFound);
      await trx.deleteFrom('search_query').where('query_id', '=', id).execute();
      return ok(changeOf(SEARCH_TERM_ENTITY, id, before, null));
    });
  }

  private byId(db: Db, id: number): Promise<SearchTerm | undefined> {
    return db
      .selectFrom('search_query')
      .select([...SEARCH_TERM_COLUMNS])
      .where('query_id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  private async values(db: Db, input: SearchTermInput) {
    const text = normaliseTermText(input.text);
    if (text === null || input.text.trim().length > SEARCH_TERM_MAX_LENGTH)
      return fail('graphql-input', SEARCH_TERM_MSG.text);
    const raw = input.redirect?.trim() ?? '';
    if (raw.length > SEARCH_REDIRECT_MAX_LENGTH)
      return fail('graphql-input', SEARCH_TERM_MSG.redirectTooLong);
    const redirect = raw === '' ? null : followableRedirect(raw);
    if (raw !== '' && (redirect === null || redirect.length > SEARCH_REDIRECT_MAX_LENGTH))
      return fail('graphql-input', SEARCH_TERM_MSG.redirect(this.baseLinkUrl));
    const store = await db
      .selectFrom('store')
      .select('id')
      .where('id', '=', input.storeId)
      .executeTakeFirst();
    if (!store) return fail('graphql-no-such-entity', SEARCH_TERM_MSG.store);
    return ok({
      query_text: text,
      store_id: input.storeId,
      redirect,
      display_in_terms: input.displayInTerms ?? true,
      is_active: input.isActive ?? true,
    });
  }

  private async write(
    trx: Db,
    v: {
      query_text: string;
      store_id: number;
      redirect: string | null;
      display_in_terms: boolean;
      is_active: boolean;
    },
    id: number | null,
  ): Promise<Result<SearchTerm>> {
    const clash = await trx
      .selectFrom('search_query')
      .select('query_id')
      .where('store_id', '=', v.store_id)
      .where(sql`lower(query_text)`, '=', v.query_text.toLowerCase())
      .$if(id !== null, (q) => q.where('query_id', '<>', id ?? 0))
      .executeTakeFirst();
    if (clash) return fail('graphql-already-exists', SEARCH_TERM_MSG.taken(v.query_text));
    try {
      const row =
        id === null
          ? await trx
              .insertInto('search_query')
              .values(v)
              .returning([...SEARCH_TERM_COLUMNS])
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable('search_query')
              .set({ ...v, updated_at: sql`now()` })
              .where('query_id', '=', id)
              .returning([...SEARCH_TERM_COLUMNS])
              .executeTakeFirstOrThrow();
      return ok(row);
    } catch (err) {
      if (isUniqueViolation(err))
        return fail('graphql-already-exists', SEARCH_TERM_MSG.taken(v.query_text));
      throw err;
    }
  }
}
