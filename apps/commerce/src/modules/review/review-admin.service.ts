// Reviews for the operator console (issue 26): the pending, approved and rejected lists, and the
// decision on one review, through the same moderation the `npm run reviews` command uses
// (moderation.ts): the storefront shows approved reviews only and the product's rating summary
// is recomputed in the decision's transaction (docs/decisions/1100).
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { changeOf, type Change } from '../../shared/change.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { withinTransaction } from '../../shared/transaction.js';
import { setReviewStatus, type ReviewState } from './moderation.js';
import type { ReviewStatus } from './tables.js';

export const REVIEW_ENTITY = 'review';
export const REVIEW_PAGE_MAX = 100;

export interface AdminReview {
  id: number;
  status: ReviewStatus;
  productId: number;
  sku: string;
  productName: string;
  nickname: string;
  summary: string;
  text: string;
  /** Average of the review's ratings, 0–100 (null without ratings). */
  ratingPercent: number | null;
  createdAt: Date;
  moderatedAt: Date | null;
}

export interface ReviewPage {
  items: AdminReview[];
  total: number;
  page: number;
  pageSize: number;
}

export const REVIEW_ADMIN_MSG = {
  notFound: 'No review has that id.',
  unchanged: (status: ReviewStatus) => `The review is already ${status}.`,
} as const;

interface ReviewRow {
  id: number;
  status: ReviewStatus;
  product_id: number;
  sku: string;
  name: string;
  nickname: string;
  summary: string;
  text: string;
  pct: number | null;
  created_at: Date;
  moderated_at: Date | null;
}

const toAdminReview = (r: ReviewRow): AdminReview => ({
  id: r.id,
  status: r.status,
  productId: r.product_id,
  sku: r.sku,
  productName: r.name,
  nickname: r.nickname,
  summary: r.summary,
  text: r.text,
  ratingPercent: r.pct === null ? null : Number(r.pct),
  createdAt: r.created_at,
  moderatedAt: r.moderated_at,
});

export class ReviewAdminService {
  constructor(private readonly db: Db) {}

  /** One status's reviews: pending oldest first (a queue), the others newest decision first. */
  async list(status: ReviewStatus, page: number, pageSize: number): Promise<ReviewPage> {
    const p = Math.max(1, Math.trunc(page) || 1);
    const size = Math.min(REVIEW_PAGE_MAX, Math.max(1, Math.trunc(pageSize) || 1));
    const rows = await this.rows()
      .where('r.status', '=', status)
      .orderBy('r.id', status === 'pending' ? 'asc' : 'desc')
      .limit(size)
      .offset((p - 1) * size)
      .execute();
    const count = await this.count(status);
    return { items: rows.map(toAdminReview), total: count, page: p, pageSize: size };
  }

  /** One review as the console shows it. */
  async one(id: number): Promise<AdminReview | undefined> {
    const row = await this.rows().where('r.id', '=', id).executeTakeFirst();
    return row ? toAdminReview(row) : undefined;
  }

  private rows() {
    return this.db
      .selectFrom('review as r')
      .innerJoin('product as p', 'p.id', 'r.product_id')
      .select([
        'r.id',
        'r.status',
        'r.product_id',
        'p.sku',
        'p.name',
        'r.nickname',
        'r.summary',
        'r.text',
        'r.created_at',
        'r.moderated_at',
        (eb) =>
          eb
            .selectFrom('review_vote as v')
            .select(sql<number | null>`round(avg(v.value) * 20)::int`.as('pct'))
            .whereRef('v.review_id', '=', 'r.id')
            .as('pct'),
      ]);
  }

  /** Reviews in a status (the dashboard's "reviews waiting" is the pending count); indexed by (status, id). */
  async count(status: ReviewStatus): Promise<number> {
    const row = await this.db
      .selectFrom('review')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', status)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Approves or rejects a review (pending, or changing an earlier decision). */
  async moderate(
    db: Db,
    id: number,
    decision: 'approved' | 'rejected',
    now: Date,
  ): Promise<Result<Change<ReviewState>>> {
    return withinTransaction(db, async (trx) => {
      const r = await setReviewStatus(trx, id, decision, now, { pendingOnly: false });
      if (r.ok) {
        const { before, ...after } = r.value;
        return ok(changeOf(REVIEW_ENTITY, id, before, after));
      }
      if (r.failure === 'unchanged')
        return fail('graphql-input', REVIEW_ADMIN_MSG.unchanged(decision));
      return fail('graphql-no-such-entity', REVIEW_ADMIN_MSG.notFound);
    });
  }
}
