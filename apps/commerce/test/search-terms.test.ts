// Search terms through GraphQL: the lookup the storefront runs before it navigates (trimmed, any
// case, active terms of the store view only, with the redirect), answered from the GET cache, and
// popularity / result counts written in batches rather than on every search.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PDF_URL } from '../src/seed/index.js';
import { createServer } from '../src/server.js';
import { NOW, startApp, type AnyJson, type TestApp } from './support/app.js';
import { testDbKinds } from './support/db.js';

const TERM = `query GetSearchTerm($search: String) {
  searchTerm(Search: $search) { query_id query_text num_results popularity redirect store_id display_in_terms is_active is_processed }
}`;
const SEARCH = `query Search($search: String!) { products(search: $search, pageSize: 8) { total_count } }`;

describe.each(testDbKinds())('search terms (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t?.close());

  const storeId = async (code: string) =>
    (
      await t.handle.db
        .selectFrom('store')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;
  const row = (text: string, store: number) =>
    t.handle.db
      .selectFrom('search_query')
      .select(['popularity', 'num_results'])
      .where('query_text', '=', text)
      .where('store_id', '=', store)
      .executeTakeFirstOrThrow();

  it('finds a term whatever its case and surrounding spaces, with every field', async () => {
    const hosp = await storeId('charter_hospitality');
    for (const text of ['caster', '  CASTER ', 'Caster']) {
      const r = await t.gql(TERM, { search: text });
      expect(r.errors).toBeUndefined();
      expect(r.data.searchTerm).toMatchObject({
        query_text: 'caster',
        redirect: 'http://localhost:4000/options/caster-wheels',
        store_id: hosp,
        display_in_terms: true,
        is_active: true,
        is_processed: false,
      });
      expect(r.data.searchTerm.query_id).toBeGreaterThan(0);
      expect(r.data.searchTerm.popularity).toBe(42);
      expect(r.data.searchTerm.num_results).toBe(6);
    }
  });

  it('answers the query as PWA Studio writes it, with an absolute redirect or none', async () => {
    const q =
      'query getSearchTermData($search: String) { searchTerm(Search: $search) { query_text redirect popularity } }';
    const pdf = await t.gql(q, { search: 'catalog' });
    expect(pdf.data.searchTerm).toEqual({
      query_text: 'Catalog',
      redirect: CATALOG_PDF_URL,
      popularity: 31,
    });
    const plain = await t.gql(q, { search: 'lounge chair' });
    expect(plain.data.searchTerm).toEqual({
      query_text: 'lounge chair',
      redirect: null,
      popularity: 27,
    });
  });

  it('returns null for unknown text, an inactive term, empty or missing input', async () => {
    for (const search of ['no such term', 'clearance', '   ', '', null]) {
      const r = await t.gql(TERM, { search });
      expect(r.errors).toBeUndefined();
      expect(r.data.searchTerm).toBeNull();
    }
    const bare = await t.gql('{ searchTerm { query_text } }');
    expect(bare.errors).toBeUndefined();
    expect(bare.data.searchTerm).toBeNull();
  });

  it('reads the terms of the requested store view', async () => {
    const senior = await storeId('charter_seniorliving');
    await t.handle.db
      .updateTable('search_query')
      .set({ is_active: false })
      .where('store_id', '=', senior)
      .where('query_text', '=', 'bar stool')
      .execute();
    const hosp = await t.gql(TERM, { search: 'bar stool' }, { Store: 'charter_hospitality' });
    expect(hosp.data.searchTerm.query_text).toBe('bar stool');
    const sl = await t.gql(TERM, { search: 'bar stool' }, { Store: 'charter_seniorliving' });
    expect(sl.data.searchTerm).toBeNull();
    const caster = await t.gql(TERM, { search: 'caster' }, { Store: 'charter_seniorliving' });
    expect(caster.data.searchTerm.store_id).toBe(senior);
  });

  it('bounds the text at 128 characters', async () => {
    // The search box's variable is refused at the edge past the limit.
    const refused = await t.gql(TERM, { search: 'c'.repeat(129) });
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.message).toBe(
      'The search term must be at most 128 characters long.',
    );
    // Any other longer text is cut at 128 characters, as Magento cuts a query text.
    const long = `caster${' '.repeat(140)}x`;
    const r = await t.gql(`{ searchTerm(Search: ${JSON.stringify(long)}) { query_text } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.searchTerm?.query_text).toBe('caster');
  });

  it('is served over GET from the response cache', async () => {
    const first = await t.gqlGet(TERM, { search: 'dining table' });
    expect(first.status).toBe(200);
    expect(first.data.searchTerm.query_text).toBe('dining table');
    expect(first.res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(first.res.headers['x-cache']).toBe('MISS');
    const second = await t.gqlGet(TERM, { search: 'dining table' });
    expect(second.res.headers['x-cache']).toBe('HIT');
    expect(second.data).toEqual(first.data);
    const etag = String(first.res.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { 'if-none-match': etag },
      query: { query: TERM, variables: JSON.stringify({ search: 'dining table' }) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('counts searches in memory and writes them in one batch: no write per search', async () => {
    const hosp = await storeId('charter_hospitality');
    // A second server on the same database whose writes to search_query are recorded.
    const writes: string[] = [];
    const watcher: KyselyPlugin = {
      transformQuery: (args) => {
        const node = args.node as AnyJson;
        const text =
          node.kind === 'RawNode'
            ? (node.sqlFragments as string[]).join(' ')
            : JSON.stringify(node);
        if (node.kind !== 'SelectQueryNode' && /search_query/.test(text)) writes.push(node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const app = await createServer({
      db: t.handle.db.withPlugin(watcher),
      config: t.config,
      clock: { now: () => NOW },
      searchTermFlushMs: 3_600_000,
    });
    try {
      // The job's first pass runs at start (nothing to write yet).
      await app.jobs.searchTerms?.runNow();
      writes.length = 0;
      const before = await row('lounge chair', hosp);
      const search = async (text: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query: SEARCH, variables: { search: text } }),
        });
        const body = JSON.parse(res.body) as AnyJson;
        expect(body.errors).toBeUndefined();
        return body.data.products.total_count as number;
      };
      let found = 0;
      for (const text of ['lounge chair', 'Lounge Chair', '  lounge chair  '])
        found = await search(text);
      await search('not a term at all');
      const post = async (query: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query }),
        });
        expect(JSON.parse(res.body).errors).toBeUndefined();
      };
      // The storefront's suggestions call counts too; a later page of the same search does not.
      await post(
        '{ visitureProducts(search: "lounge chair", pageSize: 8, currentPage: 1) { total_count } }',
      );
      await post(
        '{ products(search: "lounge chair", pageSize: 2, currentPage: 2) { total_count } }',
      );
      // Four searches ran and nothing was written: the row still holds the seeded counts.
      expect(writes).toEqual([]);
      expect(await row('lounge chair', hosp)).toEqual(before);

      await app.jobs.searchTerms?.runNow();
      expect(writes).toHaveLength(1);
      expect(await row('lounge chair', hosp)).toEqual({
        popularity: before.popularity + 4,
        num_results: found,
      });
      // A text without a term makes no row.
      const made = await t.handle.db
        .selectFrom('search_query')
        .select('query_id')
        .where('query_text', 'ilike', 'not a term at all')
        .execute();
      expect(made).toEqual([]);

      // What is counted after the last pass is written when the service stops.
      await search('lounge chair');
      expect((await row('lounge chair', hosp)).popularity).toBe(before.popularity + 4);
      await app.close();
      expect((await row('lounge chair', hosp)).popularity).toBe(before.popularity + 5);
    } finally {
      await app.close();
    }
  });

  it('shows the new popularity through the lookup once written', async () => {
    const r = await t.gql(TERM, { search: 'lounge chair' });
    expect(r.data.searchTerm.popularity).toBe(27 + 5);
  });
});
