// Moderation of product reviews (the operator command `npm run review -w apps/commerce`):
// the pending queue, approving or rejecting one review, and the per-product summary that
// approval keeps up to date (docs/decisions/1100).
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import { withinTransaction } from '../../shared/transaction.js';
import type { ReviewStatus } from './tables.js';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'deleteFrom' | 'updateTable'>;

export interface PendingReview {
  id: number;
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  created_at: Date;
}

/** The moderated review's product, or why nothing changed. */
export type ModerationResult = Result<{ productId: number }, 'not_found' | 'not_pending'>;

/** The oldest pending reviews first, at most `limit`. */
export async function pendingReviews(db: Db, limit = 50): Promise<PendingReview[]> {
  return db
    .selectFrom('review as r')
    .innerJoin('product as p', 'p.id', 'r.product_id')
    .select(['r.id', 'p.sku', 'r.nickname', 'r.summary', 'r.text', 'r.created_at'])
    .where('r.status', '=', 'pending')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** Approves or rejects a pending review and refreshes its product's summary, in one transaction. */
export async function moderateReview(
  db: Db,
  id: number,
  decision: 'approved' | 'rejected',
  now: Date,
): Promise<ModerationResult> {
  return withinTransaction(db, async (trx): Promise<ModerationResult> => {
    const r = await setReviewStatus(trx, id, decision, now, { pendingOnly: true });
    if (r.ok) return ok({ productId: r.value.product_id });
    return failWith(r.failure === 'not_found' ? 'not_found' : 'not_pending');
  });
}

/** A review's moderation state, before and after a decision. */
export interface ReviewState {
  id: number;
  product_id: number;
  status: ReviewStatus;
  moderated_at: Date | null;
}

/**
 * Sets a review's status in the caller's transaction and refreshes its product's summary; with
 * `pendingOnly`, only a review waiting for moderation (the command's rule). The console may also
 * reject an approved review or approve a rejected one. The same status again is 'unchanged'.
 */
export async function setReviewStatus(
  trx: Db,
  id: number,
  decision: 'approved' | 'rejected',
  now: Date,
  opts: { pendingOnly: boolean },
): Promise<
  Result<ReviewState & { before: ReviewState }, 'not_found' | 'not_pending' | 'unchanged'>
> {
  const row = await trx
    .selectFrom('review')
    .select(['id', 'product_id', 'status', 'moderated_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return failWith('not_found');
  if (opts.pendingOnly && row.status !== 'pending') return failWith('not_pending');
  if (row.status === decision) return failWith('unchanged');
  const after = await trx
    .updateTable('review')
    .set({ status: decision, moderated_at: now })
    .where('id', '=', id)
    .returning(['id', 'product_id', 'status', 'moderated_at'])
    .executeTakeFirstOrThrow();
  await refreshReviewSummaries(trx, [row.product_id]);
  return ok({ ...after, before: row });
}

/**
 * Recomputes the summary rows of these products (all products when omitted) from their approved
 * reviews: the count, and the mean of each review's average percentage, rounded like Magento's.
 */
export async function refreshReviewSummaries(
  db: Executor,
  productIds?: readonly number[],
): Promise<void> {
  if (productIds && productIds.length === 0) return;
  let del = db.deleteFrom('review_summary');
  if (productIds) del = del.where('product_id', 'in', productIds);
  await del.execute();
  const perReview = db
    .selectFrom('review as r')
    .leftJoin('review_vote as v', 'v.review_id', 'r.id')
    .select(['r.id', 'r.product_id', sql<number | null>`avg(v.value) * 20`.as('pct')])
    .where('r.status', '=', 'approved')
    .$if(productIds !== undefined, (q) => q.where('r.product_id', 'in', productIds ?? []))
    .groupBy(['r.id', 'r.product_id']);
  await db
    .insertInto('review_summary')
    .columns(['product_id', 'reviews_count', 'rating_summary'])
    .expression(
      db
        .selectFrom(perReview.as('x'))
        .select([
          'x.product_id',
          sql<number>`count(*)::int`.as('reviews_count'),
          sql<number>`coalesce(round(avg(x.pct)), 0)`.as('rating_summary'),
        ])
        .groupBy('x.product_id'),
    )
    .execute();
}
