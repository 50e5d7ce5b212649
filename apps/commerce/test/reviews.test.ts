// Product reviews through GraphQL (Magento ReviewGraphQl): seeded summaries on listings, review
// pages with their ratings, ratings metadata, writing a review with every validation error, guests
// refused where the store says so, pending reviews not counted until a moderator approves them,
// the customer's own reviews, and writes throttled per client address.
import { parse } from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCacheable } from '../src/graphql/response-cache.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { moderateReview, pendingReviews } from '../src/modules/review/moderation.js';
import { loadConfig } from '../src/config.js';
import type { AnyJson, TestApp } from './support/app.js';
import { countedServer } from './support/counted-server.js';
import { startClockedApp, type ClockedApp } from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const SENIOR = 'charter_seniorliving';
const REVIEW =
  'nickname summary text average_rating created_at ratings_breakdown { name value } product { sku }';
const CREATE = `mutation($i: CreateProductReviewInput!) { createProductReview(input: $i) { review { ${REVIEW} } } }`;

describe.each(testDbKinds())('product reviews (%s)', (kind) => {
  let t: ClockedApp;
  let meta: { id: string; name: string; values: { value: string; value_id: string }[] }[];
  let token: string;
  let reviewed: { sku: string; review_count: number; rating_summary: number };
  let unreviewed: string;
  let share = 0;

  const errorOf = (r: AnyJson) => ({
    message: r.errors?.[0]?.message,
    category: r.errors?.[0]?.extensions?.category,
  });
  const stars = (values: number[]) =>
    meta.map((m, i) => ({
      id: m.id,
      value_id: m.values.find((v) => v.value === String(values[i] ?? 5))!.value_id,
    }));
  const input = (over: Record<string, unknown> = {}) => ({
    sku: unreviewed,
    nickname: 'Ada',
    summary: 'Sturdy',
    text: 'Holds up well in our lobby.',
    ratings: stars([4, 4, 4]),
    ...over,
  });
  const productReviews = (sku: string, page = 1, size = 5) =>
    t.gql(
      `query($s: String, $p: Int, $n: Int) { products(filter: { sku: { eq: $s } }) { items { sku review_count rating_summary review_summary { reviews_count rating_summary } reviews(pageSize: $n, currentPage: $p) { items { ${REVIEW} } page_info { page_size current_page total_pages } } } } }`,
      { s: sku, p: page, n: size },
    );

  beforeAll(async () => {
    t = await startClockedApp(kind, {
      prepare: async (h) => {
        await h.db
          .updateTable('store')
          .set({ config: sql`config || '{"allow_guests_to_write_product_reviews": "0"}'::jsonb` })
          .where('code', '=', SENIOR)
          .execute();
      },
    });
    const m = await t.gql(
      '{ productReviewRatingsMetadata { items { id name values { value value_id } } } }',
    );
    meta = m.data.productReviewRatingsMetadata.items;
    const signIn = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: DEMO_CUSTOMERS.buyer.email, p: DEMO_CUSTOMERS.buyer.password },
    );
    token = signIn.data.generateCustomerToken.token;
    const list = await t.gql(
      '{ products(search: "", pageSize: 100, sort: { name: ASC }) { items { sku review_count rating_summary } } }',
    );
    const items = list.data.products.items as {
      sku: string;
      review_count: number;
      rating_summary: number;
    }[];
    share = items.filter((i) => i.review_count > 0).length / items.length;
    reviewed = items
      .filter((i) => i.review_count >= 3)
      .sort((a, b) => b.review_count - a.review_count)[0]!;
    unreviewed = items.find((i) => i.review_count === 0 && !/gift/i.test(i.sku))!.sku;
  }, 120_000);
  afterAll(async () => t?.close());

  it('treats the ratings metadata as cacheable, like the store config', () => {
    expect(
      isCacheable(
        parse(
          '{ productReviewRatingsMetadata { items { name } } storeConfig { product_reviews_enabled } }',
        ),
        undefined,
      ),
    ).toBe(true);
    expect(
      isCacheable(
        parse(
          'mutation { createProductReview(input: { sku: "x", nickname: "a", summary: "b", text: "c", ratings: [] }) { review { nickname } } }',
        ),
        undefined,
      ),
    ).toBe(false);
  });

  it('lists ratings with their values as Magento encodes them', () => {
    expect(meta.map((m) => m.name)).toEqual(['Quality', 'Value', 'Price']);
    for (const m of meta) {
      expect(Buffer.from(m.id, 'base64').toString()).toMatch(/^\d+$/);
      expect(m.values.map((v) => v.value)).toEqual(['1', '2', '3', '4', '5']);
      expect(
        m.values.every((v) => /^\d+$/.test(Buffer.from(v.value_id, 'base64').toString())),
      ).toBe(true);
    }
  });

  it('shows seeded summaries on listings, some products with none, and pages of reviews with their ratings', async () => {
    // About two thirds of the demo products have seeded reviews; the others have none.
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.85);
    expect(reviewed.review_count).toBeGreaterThanOrEqual(3);
    expect(reviewed.rating_summary).toBeGreaterThan(0);
    expect(reviewed.rating_summary).toBeLessThanOrEqual(100);
    const first = (await productReviews(reviewed.sku, 1, 2)).data.products.items[0];
    expect(first.review_summary).toEqual({
      reviews_count: reviewed.review_count,
      rating_summary: reviewed.rating_summary,
    });
    expect(first.reviews.page_info).toEqual({
      page_size: 2,
      current_page: 1,
      total_pages: Math.ceil(reviewed.review_count / 2),
    });
    expect(first.reviews.items).toHaveLength(2);
    const r = first.reviews.items[0];
    expect(r.product.sku).toBe(reviewed.sku);
    expect(r.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(r.ratings_breakdown.map((b: AnyJson) => b.name)).toEqual(['Quality', 'Value', 'Price']);
    const mean = r.ratings_breakdown.reduce((s: number, b: AnyJson) => s + Number(b.value), 0) / 3;
    expect(r.average_rating).toBeCloseTo(mean * 20, 1);
    // Newest first, and the second page continues where the first stopped.
    expect(first.reviews.items[0].created_at >= first.reviews.items[1].created_at).toBe(true);
    const second = (await productReviews(reviewed.sku, 2, 2)).data.products.items[0].reviews.items;
    expect(second.length).toBeGreaterThan(0);
    expect(second[0].created_at <= first.reviews.items[1].created_at).toBe(true);
    const none = (await productReviews(unreviewed)).data.products.items[0];
    expect(none).toMatchObject({
      review_count: 0,
      rating_summary: 0,
      review_summary: { reviews_count: 0, rating_summary: 0 },
      reviews: { items: [], page_info: { total_pages: 0 } },
    });
  });

  it('reads summaries, review pages, votes and reviewed products in batches, whatever the page size', async () => {
    const counted = await countedServer({
      handle: t.handle,
      config: loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/' }),
    } as TestApp);
    const query = `query($n: Int) { products(search: "", pageSize: $n, sort: { name: ASC }) { items { sku review_count rating_summary review_summary { reviews_count }
      reviews(pageSize: 3) { items { nickname average_rating ratings_breakdown { name value } product { sku } } } } } }`;
    const run = async (n: number) => {
      counted.reset();
      const res = await counted.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query, variables: { n } },
      });
      const body = res.json();
      expect(body.errors).toBeUndefined();
      expect(body.data.products.items).toHaveLength(n);
      expect(body.data.products.items.some((i: AnyJson) => i.reviews.items.length > 0)).toBe(true);
      return counted.statements;
    };
    try {
      const small = await run(10);
      const large = await run(60);
      expect(large).toBe(small);
    } finally {
      await counted.app.close();
    }
  });

  it('refuses every invalid review with its message and category, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nickname: '  ' }, 'Please enter a nickname.', 'graphql-input'],
      [{ summary: '' }, 'Please enter a review summary.', 'graphql-input'],
      [{ text: ' \n ' }, 'Please enter a review.', 'graphql-input'],
      [
        { nickname: 'x'.repeat(129) },
        'The nickname can have at most 128 characters.',
        'graphql-input',
      ],
      [
        { summary: 'x'.repeat(256) },
        'The review summary can have at most 255 characters.',
        'graphql-input',
      ],
      [{ text: 'x'.repeat(4001) }, 'The review can have at most 4000 characters.', 'graphql-input'],
      [
        { ratings: stars([5, 5]).slice(0, 2) },
        'Please select one of each of the ratings above.',
        'graphql-input',
      ],
      [
        { ratings: [...stars([5, 5, 5]), stars([1, 1, 1])[0]] },
        'Please select one of each of the ratings above.',
        'graphql-input',
      ],
      [
        {
          ratings: [
            { id: meta[0]!.id, value_id: meta[1]!.values[0]!.value_id },
            ...stars([5, 5, 5]).slice(1),
          ],
        },
        'The rating or its value is not valid. Choose a value from productReviewRatingsMetadata.',
        'graphql-input',
      ],
      [
        { ratings: [{ id: 'bm9wZQ==', value_id: 'MQ==' }, ...stars([5, 5, 5]).slice(1)] },
        'The rating or its value is not valid. Choose a value from productReviewRatingsMetadata.',
        'graphql-input',
      ],
      [
        { sku: 'NO-SUCH-SKU' },
        'Could not find a product with SKU "NO-SUCH-SKU"',
        'graphql-no-such-entity',
      ],
    ];
    for (const [over, message, category] of cases) {
      const r = await t.gql(CREATE, { i: input(over) });
      expect(errorOf(r), JSON.stringify(over).slice(0, 80)).toEqual({ message, category });
    }
    const missing = await t.gql(
      'mutation { createProductReview(input: { sku: "X", nickname: "A", summary: "B", ratings: [] }) { review { nickname } } }',
    );
    expect(missing.errors?.[0]?.message).toMatch(/text/);
    expect(await pendingReviews(t.handle.db)).toEqual([]);
  });

  it('refuses guests where the store does not allow them, but takes the signed-in customer', async () => {
    const guest = await t.gql(CREATE, { i: input() }, { store: SENIOR });
    expect(guest.status).toBe(403);
    expect(errorOf(guest)).toEqual({
      message: "Guest customers aren't allowed to add product reviews.",
      category: 'graphql-authorization',
    });
    const config = await t.gql(
      '{ storeConfig { product_reviews_enabled allow_guests_to_write_product_reviews } }',
      undefined,
      { store: SENIOR },
    );
    expect(config.data.storeConfig).toEqual({
      product_reviews_enabled: '1',
      allow_guests_to_write_product_reviews: '0',
    });
    const customer = await t.gql(
      CREATE,
      {
        i: input({
          nickname: 'Buyer B.',
          summary: 'Customer review',
          text: 'Good <b>value</b> & finish',
        }),
      },
      { store: SENIOR, token },
    );
    expect(customer.errors).toBeUndefined();
    expect(customer.data.createProductReview.review).toMatchObject({
      nickname: 'Buyer B.',
      summary: 'Customer review',
      text: 'Good <b>value</b> & finish',
      average_rating: 80,
      product: { sku: unreviewed },
    });
    expect(customer.data.createProductReview.review.ratings_breakdown).toEqual([
      { name: 'Quality', value: '4' },
      { name: 'Value', value: '4' },
      { name: 'Price', value: '4' },
    ]);
  });

  it('keeps new reviews pending and uncounted until approved; a rejected one never counts', async () => {
    const guest = await t.gql(CREATE, {
      i: input({ nickname: 'Guest G.', summary: 'Guest review', ratings: stars([2, 3, 4]) }),
    });
    expect(guest.errors).toBeUndefined();
    const spam = await t.gql(CREATE, {
      i: input({ nickname: 'Spam', summary: 'Buy now', ratings: stars([1, 1, 1]) }),
    });
    expect(spam.errors).toBeUndefined();

    const before = (await productReviews(unreviewed)).data.products.items[0];
    expect(before).toMatchObject({ review_count: 0, rating_summary: 0, reviews: { items: [] } });
    const pending = await pendingReviews(t.handle.db);
    expect(pending.map((p) => [p.sku, p.nickname])).toEqual([
      [unreviewed, 'Buyer B.'],
      [unreviewed, 'Guest G.'],
      [unreviewed, 'Spam'],
    ]);

    expect(await moderateReview(t.handle.db, pending[0]!.id, 'approved', new Date())).toMatchObject(
      { ok: true },
    );
    expect(await moderateReview(t.handle.db, pending[1]!.id, 'approved', new Date())).toMatchObject(
      { ok: true },
    );
    expect(await moderateReview(t.handle.db, pending[2]!.id, 'rejected', new Date())).toMatchObject(
      { ok: true },
    );
    expect(await moderateReview(t.handle.db, pending[2]!.id, 'approved', new Date())).toEqual({
      ok: false,
      failure: 'not_pending',
    });
    expect(await moderateReview(t.handle.db, 99_999_999, 'approved', new Date())).toEqual({
      ok: false,
      failure: 'not_found',
    });

    const after = (await productReviews(unreviewed)).data.products.items[0];
    // (80 + 60) / 2 = 70: the mean of the two approved reviews' percentages.
    expect(after).toMatchObject({
      review_count: 2,
      rating_summary: 70,
      review_summary: { reviews_count: 2, rating_summary: 70 },
    });
    expect(after.reviews.items.map((r: AnyJson) => r.nickname).sort()).toEqual([
      'Buyer B.',
      'Guest G.',
    ]);
    const listing = await t.gql(
      'query($s: String) { products(filter: { sku: { in: [$s] } }) { items { review_count rating_summary } } }',
      { s: unreviewed },
    );
    expect(listing.data.products.items[0]).toEqual({ review_count: 2, rating_summary: 70 });
  });

  it("lists the customer's own reviews, pending ones included; guests have none to ask for", async () => {
    await t.gql(
      CREATE,
      { i: input({ sku: reviewed.sku, nickname: 'Buyer B.', summary: 'Second one' }) },
      { token },
    );
    const r = await t.gql(
      '{ customer { reviews(pageSize: 1) { items { summary product { sku } } page_info { page_size current_page total_pages } } } }',
      undefined,
      { token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.customer.reviews).toEqual({
      items: [{ summary: 'Second one', product: { sku: reviewed.sku } }],
      page_info: { page_size: 1, current_page: 1, total_pages: 2 },
    });
    const guest = await t.gql('{ customer { reviews { items { summary } } } }');
    expect(errorOf(guest)).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
  });

  it('throttles review writes per client address, other addresses unaffected', async () => {
    const ip = '198.51.100.77';
    let refused: AnyJson = null;
    for (let i = 0; i < 12 && !refused; i++) {
      const r = await t.gql(CREATE, { i: input({ summary: `Throttle ${i}` }) }, { ip });
      if (r.errors) refused = { i, ...errorOf(r) };
    }
    expect(refused).toEqual({
      i: 10,
      message: 'Too many reviews were sent from your network. Please wait and try again later.',
      category: 'graphql-input',
    });
    const other = await t.gql(
      CREATE,
      { i: input({ summary: 'Other address' }) },
      { ip: '198.51.100.78' },
    );
    expect(other.errors).toBeUndefined();
  });
});

describe.each(testDbKinds())('product reviews switched off (%s)', (kind) => {
  let t: ClockedApp;
  beforeAll(async () => {
    t = await startClockedApp(kind, { storeConfig: { product_reviews_enabled: '0' } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses new reviews, lists no ratings, and shows no reviews or counts', async () => {
    const r = await t.gql(CREATE, {
      i: { sku: 'ANY', nickname: 'A', summary: 'B', text: 'C', ratings: [] },
    });
    expect(r.status).toBe(403);
    expect(r.errors?.[0]).toMatchObject({
      message: 'Creating product reviews are not currently available.',
      extensions: { category: 'graphql-authorization' },
    });
    expect(
      (await t.gql('{ productReviewRatingsMetadata { items { id } } }')).data
        .productReviewRatingsMetadata.items,
    ).toEqual([]);
    const list = await t.gql(
      '{ products(search: "", pageSize: 50) { items { review_count rating_summary reviews { items { nickname } } } } }',
    );
    expect(list.data.products.items.length).toBeGreaterThan(0);
    expect(
      list.data.products.items.every(
        (i: AnyJson) =>
          i.review_count === 0 && i.rating_summary === 0 && i.reviews.items.length === 0,
      ),
    ).toBe(true);
  });
});
