// The CONTENT fields of the admin API for reviews (reviews.admin.graphql), mapped onto
// ReviewAdminService: the same moderation as `npm run reviews`. The decision and its audit entry
// share one transaction.
import type { Db } from '../../db/index.js';
import type { AdminResolverMap } from '../../graphql/admin-resolvers.js';
import { adminPageInfo, audited } from '../../shared/audited.js';
import { noSuchEntity } from '../../shared/errors.js';
import type { AdminReview as ReviewModel, ReviewAdminService } from './review-admin.service.js';
import type { ReviewStatus } from './tables.js';

type AdminStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
const statusOf = (s: AdminStatus) => s.toLowerCase() as ReviewStatus;

const reviewOf = (r: ReviewModel) => ({
  id: r.id,
  status: r.status.toUpperCase() as AdminStatus,
  sku: r.sku,
  product_name: r.productName,
  nickname: r.nickname,
  summary: r.summary,
  text: r.text,
  rating_percent: r.ratingPercent,
  created_at: new Date(r.createdAt).toISOString(),
  moderated_at: r.moderatedAt === null ? null : new Date(r.moderatedAt).toISOString(),
});

export function reviewAdminResolvers(db: Db, reviews: ReviewAdminService): AdminResolverMap {
  return {
    Query: {
      adminReviews: async (_p, args) => {
        const r = await reviews.list(
          statusOf(args.status),
          args.currentPage ?? 1,
          args.pageSize ?? 20,
        );
        return {
          items: r.items.map(reviewOf),
          total_count: r.total,
          page_info: adminPageInfo(r.page, r.pageSize, r.total),
        };
      },
      adminReviewsWaiting: () => reviews.count('pending'),
    },
    Mutation: {
      moderateAdminReview: async (_p, { id, status }, ctx) => {
        if (status === 'PENDING') throw noSuchEntity('A review is approved or rejected.');
        const decision = status === 'APPROVED' ? 'approved' : 'rejected';
        await audited(db, ctx.audit, `review_${decision}`, (trx) =>
          reviews.moderate(trx, id, decision, ctx.now),
        );
        const shown = await reviews.one(id);
        if (!shown) throw noSuchEntity('No review has that id.');
        return reviewOf(shown);
      },
    },
  };
}
