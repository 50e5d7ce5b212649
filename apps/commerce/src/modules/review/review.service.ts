// Product reviews: ratings metadata, writing a review (pending until a moderator approves it),
// approved reviews per product read in batches, and the per-product summary (docs/decisions/1100).
import { sql } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { decodeIdUid, encodeUid } from '../../shared/ids.js';
import type { PageRequest } from '../../shared/pagination.js';
import { visitorAddress, type Limits } from '../../shared/rate-rules.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { REVIEW_LIMITS } from './limits.js';
import { REVIEW_MSG } from './messages.js';

export interface ReviewRow {
  id: number;
  product_id: number;
  customer_id: number | null;
  status: 'pending' | 'approved' | 'rejected';
  nickname: string;
  summary: string;
  text: string;
  created_at: Date;
}

export interface ReviewVote {
  name: string;
  value: number;
}

export interface ReviewSummary {
  reviews_count: number;
  rating_summary: number;
}

export interface RatingMeta {
  id: number;
  name: string;
  values: { id: number; value: number }[];
}

export interface NewReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: ({ id: string; value_id: string } | null)[];
}

const COLUMNS = [
  'id',
  'product_id',
  'customer_id',
  'status',
  'nickname',
  'summary',
  'text',
  'created_at',
] as const;

export const reviewsEnabled = (ctx: RequestContext): boolean =>
  String(ctx.storeView.config.product_reviews_enabled ?? '1') === '1';
const guestsMayWrite = (ctx: RequestContext): boolean =>
  String(ctx.storeView.config.allow_guests_to_write_product_reviews ?? '1') === '1';

/** Trims, unifies line ends and drops NUL characters (PostgreSQL text cannot hold them). */
const clean = (s: string): string =>
  s.replace(/\r\n?/g, '\n').replaceAll(String.fromCharCode(0), '').trim();

export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly limits: Limits,
  ) {}

  /** Active ratings with their options, by position. A handful of rows: read per request. */
  async ratings(_ctx: RequestContext): Promise<RatingMeta[]> {
    const rows = await this.db
      .selectFrom('rating as r')
      .innerJoin('rating_option as o', 'o.rating_id', 'r.id')
      .select(['r.id as rating_id', 'r.code', 'o.id as option_id', 'o.value'])
      .where('r.is_active', '=', true)
      .orderBy('r.position')
      .orderBy('r.id')
      .orderBy('o.position')
      .execute();
    const out = new Map<number, RatingMeta>();
    for (const r of rows) {
      const meta = out.get(r.rating_id) ?? { id: r.rating_id, name: r.code, values: [] };
      meta.values.push({ id: r.option_id, value: r.value });
      out.set(r.rating_id, meta);
    }
    return [...out.values()];
  }

  /** Validates and stores a pending review; the first problem found is the error. */
  async create(ctx: RequestContext, input: NewReviewInput): Promise<Result<ReviewRow>> {
    if (!reviewsEnabled(ctx)) return fail('graphql-authorization', REVIEW_MSG.disabled);
    if (ctx.customerId === null && !guestsMayWrite(ctx))
      return fail('graphql-authorization', REVIEW_MSG.guest);
    const nickname = clean(input.nickname);
    const summary = clean(input.summary);
    const text = clean(input.text);
    if (summary === '') return fail('graphql-input', REVIEW_MSG.summary);
    if (nickname === '') return fail('graphql-input', REVIEW_MSG.nickname);
    if (text === '') return fail('graphql-input', REVIEW_MSG.text);
    if ([...nickname].length > REVIEW_LIMITS.nickname)
      return fail('graphql-input', REVIEW_MSG.nicknameTooLong);
    if ([...summary].length > REVIEW_LIMITS.summary)
      return fail('graphql-input', REVIEW_MSG.summaryTooLong);
    if ([...text].length > REVIEW_LIMITS.text) return fail('graphql-input', REVIEW_MSG.textTooLong);

    const sku = input.sku.trim();
    const product =
      sku.length > 64
        ? undefined
        : await this.db
            .selectFrom('product')
            .select('id')
            .where('sku', '=', sku)
            .where('status', '=', 1)
            .where('parent_id', 'is', null)
            .executeTakeFirst();
    if (!product) return fail('graphql-no-such-entity', REVIEW_MSG.noProduct(input.sku));

    const ratings = await this.ratings(ctx);
    const votes = new Map<number, { option: number; value: number }>();
    for (const r of input.ratings) {
      if (!r) continue;
      const ratingId = decodeIdUid(r.id);
      const optionId = decodeIdUid(r.value_id);
      const rating = ratings.find((m) => m.id === ratingId);
      const option = rating?.values.find((v) => v.id === optionId);
      if (!rating || !option) return fail('graphql-input', REVIEW_MSG.ratingInvalid);
      if (votes.has(rating.id)) return fail('graphql-input', REVIEW_MSG.ratingsMissing);
      votes.set(rating.id, { option: option.id, value: option.value });
    }
    if (votes.size !== ratings.length) return fail('graphql-input', REVIEW_MSG.ratingsMissing);

    // Only writes count against the address: a refused form costs the writer nothing.
    const address = visitorAddress(ctx);
    if (
      address &&
      !(await this.limits.limiter.take(this.limits.rules.reviewAddress, address, ctx.now)).allowed
    ) {
      return fail('graphql-input', REVIEW_MSG.tooMany);
    }
    const review = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('review')
        .values({
          product_id: product.id,
          store_id: ctx.storeView.store.id,
          customer_id: ctx.customerId,
          status: 'pending',
          nickname,
          summary,
          text,
          client_address: ctx.clientAddress || null,
          created_at: ctx.now,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      if (votes.size > 0) {
        await trx
          .insertInto('review_vote')
          .values(
            [...votes].map(([rating_id, v]) => ({
              review_id: row.id,
              rating_id,
              option_id: v.option,
              value: v.value,
            })),
          )
          .execute();
      }
      return row;
    });
    return ok(review);
  }

  /** Approved summaries of many products in one query; products without reviews are absent. */
  async summaries(
    _ctx: RequestContext,
    productIds: readonly number[],
  ): Promise<Map<number, ReviewSummary>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('review_summary')
      .selectAll()
      .where('product_id', 'in', productIds)
      .execute();
    return new Map(
      rows.map((r) => [
        r.product_id,
        { reviews_count: r.reviews_count, rating_summary: Number(r.rating_summary) },
      ]),
    );
  }

  /** One page of approved reviews, newest first, for each of many products in one query. */
  async approvedPages(
    _ctx: RequestContext,
    productIds: readonly number[],
    page: PageRequest,
  ): Promise<Map<number, ReviewRow[]>> {
    if (productIds.length === 0) return new Map();
    const from = (page.currentPage - 1) * page.pageSize;
    const ranked = this.db
      .selectFrom('review')
      .select([
        ...COLUMNS,
        sql<number>`row_number() over (partition by product_id order by created_at desc, id desc)`.as(
          'rn',
        ),
      ])
      .where('product_id', 'in', productIds)
      .where('status', '=', 'approved');
    const rows = await this.db
      .selectFrom(ranked.as('x'))
      .select(COLUMNS)
      .where('x.rn', '>', from)
      .where('x.rn', '<=', from + page.pageSize)
      .orderBy('x.product_id')
      .orderBy('x.rn')
      .execute();
    const out = new Map<number, ReviewRow[]>();
    for (const r of rows) {
      const list = out.get(r.product_id) ?? [];
      list.push(r as ReviewRow);
      out.set(r.product_id, list);
    }
    return out;
  }

  /** The votes of many reviews, by rating position. */
  async votes(
    _ctx: RequestContext,
    reviewIds: readonly number[],
  ): Promise<Map<number, ReviewVote[]>> {
    if (reviewIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('review_vote as v')
      .innerJoin('rating as r', 'r.id', 'v.rating_id')
      .select(['v.review_id', 'r.code', 'v.value'])
      .where('v.review_id', 'in', reviewIds)
      .orderBy('r.position')
      .orderBy('r.id')
      .execute();
    const out = new Map<number, ReviewVote[]>();
    for (const r of rows) {
      const list = out.get(r.review_id) ?? [];
      list.push({ name: r.code, value: r.value });
      out.set(r.review_id, list);
    }
    return out;
  }

  /** A customer's own reviews, whatever their moderation state, newest first. */
  async forCustomer(
    _ctx: RequestContext,
    customerId: number,
    page: PageRequest,
  ): Promise<{ rows: ReviewRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('review')
        .select(COLUMNS)
        .where('customer_id', '=', customerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.pageSize)
        .offset((page.currentPage - 1) * page.pageSize)
        .execute(),
      this.db
        .selectFrom('review')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as ReviewRow[], total: Number(count.n) };
  }
}

/** A review's average as Magento gives it: the mean of its votes as a percentage, 2 decimals. */
export function averagePercent(votes: readonly ReviewVote[]): number {
  if (votes.length === 0) return 0;
  const mean = votes.reduce((s, v) => s + v.value, 0) / votes.length;
  return Math.round(mean * 2000) / 100;
}

export const ratingUid = (id: number): string => encodeUid(id);
