// Content an operator looks after (issue 26): reviews moderated from the console (the same
// moderation as `npm run reviews`: the storefront shows approved reviews only and the product's
// rating summary follows), the "reviews waiting" figure, and search terms with their redirects
// checked by the storefront's own rule (docs/decisions/1443), seen through the storefront API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ReviewAdminService,
  REVIEW_ADMIN_MSG,
} from '../src/modules/review/review-admin.service.js';
import {
  SEARCH_TERM_MSG,
  SearchTermAdminService,
} from '../src/modules/search/search-term-admin.service.js';
import { NOW, startApp, type AnyJson, type TestApp } from './support/app.js';
import { testDbKinds } from './support/db.js';

const BASE = 'http://localhost:4000/';
const SUMMARY = `query ($s: String) { products(filter: { sku: { eq: $s } }) { items { review_count rating_summary reviews { items { nickname } } } } }`;
const TERM = `query ($q: String) { searchTerm(Search: $q) { query_text redirect is_active } }`;

describe.each(testDbKinds())('operator reviews and search terms (%s)', (kind) => {
  let t: TestApp;
  let reviews: ReviewAdminService;
  let terms: SearchTermAdminService;
  let product: { id: number; sku: string };
  let storeId: number;
  beforeAll(async () => {
    t = await startApp(kind);
    reviews = new ReviewAdminService(t.handle.db);
    terms = new SearchTermAdminService(t.handle.db, BASE);
    // A visible product nobody has reviewed yet.
    product = await t.handle.db
      .selectFrom('product as p')
      .select(['p.id', 'p.sku'])
      .where('p.visibility', '=', 4)
      .where('p.status', '=', 1)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('review as r').select('r.id').whereRef('r.product_id', '=', 'p.id'),
          ),
        ),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    storeId = (
      await t.handle.db
        .selectFrom('store')
        .select('id')
        .where('is_default', '=', true)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  const db = () => t.handle.db;
  /** A pending review of `product` whose three ratings all have `stars`. */
  const pendingReview = async (nickname: string, stars: number) => {
    const review = await db()
      .insertInto('review')
      .values({
        product_id: product.id,
        store_id: storeId,
        customer_id: null,
        status: 'pending',
        nickname,
        summary: `${stars} stars`,
        text: 'Written for the moderation test.',
        client_address: '203.0.113.9',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options = await db()
      .selectFrom('rating_option')
      .select(['id', 'rating_id', 'value'])
      .where('value', '=', stars)
      .execute();
    await db()
      .insertInto('review_vote')
      .values(
        options.map((o) => ({
          review_id: review.id,
          rating_id: o.rating_id,
          option_id: o.id,
          value: o.value,
        })),
      )
      .execute();
    return review.id;
  };
  const storefront = async () => (await t.gql(SUMMARY, { s: product.sku })).data.products.items[0];

  describe('reviews', () => {
    it('lists the queue oldest first; approving shows a review on the storefront and updates the summary; rejecting hides it again', async () => {
      const waitingBefore = await reviews.count('pending');
      const a = await pendingReview('Moderated A', 4);
      const b = await pendingReview('Moderated B', 2);
      expect(await reviews.count('pending')).toBe(waitingBefore + 2);
      const queue = await reviews.list('pending', 1, 100);
      const ours = queue.items.filter((r) => r.productId === product.id);
      expect(ours.map((r) => [r.id, r.nickname, r.sku, r.ratingPercent])).toEqual([
        [a, 'Moderated A', product.sku, 80],
        [b, 'Moderated B', product.sku, 40],
      ]);
      expect(await storefront()).toMatchObject({ review_count: 0, reviews: { items: [] } });

      const approved = await reviews.moderate(db(), a, 'approved', NOW);
      expect(approved.ok && approved.value).toMatchObject({
        entityType: 'review',
        entityId: String(a),
        before: { status: 'pending', moderated_at: null },
        after: { status: 'approved', moderated_at: NOW },
      });
      await reviews.moderate(db(), b, 'approved', NOW);
      expect(await storefront()).toMatchObject({ review_count: 2, rating_summary: 60 });
      expect(await reviews.count('pending')).toBe(waitingBefore);

      // An approved review rejected later leaves the storefront and the summary.
      const rejected = await reviews.moderate(db(), b, 'rejected', NOW);
      expect(rejected.ok && [rejected.value.before?.status, rejected.value.after?.status]).toEqual([
        'approved',
        'rejected',
      ]);
      const after = await storefront();
      expect(after).toMatchObject({ review_count: 1, rating_summary: 80 });
      expect(after.reviews.items.map((r: AnyJson) => r.nickname)).toEqual(['Moderated A']);
      expect((await reviews.list('rejected', 1, 10)).items[0]?.id).toBe(b);
      expect((await reviews.list('approved', 1, 100)).items.some((r) => r.id === a)).toBe(true);
    });

    it('says so when nothing changes or the review does not exist', async () => {
      const id = await pendingReview('Twice', 5);
      await reviews.moderate(db(), id, 'rejected', NOW);
      expect(await reviews.moderate(db(), id, 'rejected', NOW)).toEqual({
        ok: false,
        failure: { category: 'graphql-input', message: REVIEW_ADMIN_MSG.unchanged('rejected') },
      });
      expect(await reviews.moderate(db(), 99_999_999, 'approved', NOW)).toEqual({
        ok: false,
        failure: { category: 'graphql-no-such-entity', message: REVIEW_ADMIN_MSG.notFound },
      });
    });
  });

  describe('search terms', () => {
    it.each([
      ['a relative path', '/options/caster-wheels'],
      ['a script address', 'javascript:alert(1)'],
      ['another scheme', 'ftp://example.com/catalog.pdf'],
      ['an address that does not parse', 'http://exa mple.com/'],
    ])('refuses %s as a redirect, as the storefront would ignore it', async (_, redirect) => {
      expect(await terms.create(db(), { storeId, text: 'refused redirect', redirect })).toEqual({
        ok: false,
        failure: { category: 'graphql-input', message: SEARCH_TERM_MSG.redirect(BASE) },
      });
    });

    it('creates, edits and deletes a term; the storefront lookup follows each step', async () => {
      const created = await terms.create(db(), {
        storeId,
        text: '  Lobby Sofa  ',
        redirect: `${BASE}hospitality/lobby`,
      });
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      const id = created.value.after!.query_id;
      expect(created.value.after).toMatchObject({
        query_text: 'Lobby Sofa',
        redirect: `${BASE}hospitality/lobby`,
      });
      expect((await t.gql(TERM, { q: 'lobby sofa' })).data.searchTerm).toEqual({
        query_text: 'Lobby Sofa',
        redirect: `${BASE}hospitality/lobby`,
        is_active: true,
      });

      // The same text in another case is the same term.
      const clash = await terms.create(db(), { storeId, text: 'LOBBY SOFA' });
      expect(clash.ok || clash.failure.category).toBe('graphql-already-exists');

      const edited = await terms.update(db(), id, {
        storeId,
        text: 'Lobby Sofa',
        redirect: 'https://catalog.example.com/lobby.pdf',
      });
      expect(edited.ok && [edited.value.before?.redirect, edited.value.after?.redirect]).toEqual([
        `${BASE}hospitality/lobby`,
        'https://catalog.example.com/lobby.pdf',
      ]);
      await terms.update(db(), id, { storeId, text: 'Lobby Sofa', redirect: '', isActive: false });
      expect((await t.gql(TERM, { q: 'lobby sofa' })).data.searchTerm).toBeNull();

      const deleted = await terms.delete(db(), id);
      expect(deleted.ok && deleted.value.after).toBeNull();
      expect(await terms.delete(db(), id)).toEqual({
        ok: false,
        failure: { category: 'graphql-no-such-entity', message: SEARCH_TERM_MSG.notFound },
      });
    });

    it('lists the seeded terms by popularity or text, and finds them by a prefix', async () => {
      const byText = await terms.list({ storeId, sort: 'text', page: 1, pageSize: 100 });
      const texts = byText.items.map((x) => x.query_text.toLowerCase());
      expect(texts).toEqual([...texts].sort());
      expect(texts).toContain('caster');
      const found = await terms.list({ search: 'CAST', page: 1, pageSize: 10 });
      expect(found.items.map((x) => x.query_text.toLowerCase())).toContain('caster');
      expect(found.items.every((x) => x.query_text.toLowerCase().startsWith('cast'))).toBe(true);
      expect(await terms.create(db(), { storeId, text: '   ' })).toEqual({
        ok: false,
        failure: { category: 'graphql-input', message: SEARCH_TERM_MSG.text },
      });
    });
  });
});
