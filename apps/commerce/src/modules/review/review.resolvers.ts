// Product reviews over GraphQL: the review fields of every product type (batched: one query per
// level for summaries, one per page size for review pages, one for votes), the ratings metadata,
// createProductReview and Customer.reviews.
import { loaderOf, type RequestContext } from '../../context.js';
import { formatDateTime } from '../../shared/dates.js';
import { encodeUid } from '../../shared/ids.js';
import { BatchLoader } from '../../shared/loader.js';
import { pageInfo, validatePageRequest, type PageRequest } from '../../shared/pagination.js';
import { orThrow } from '../../shared/result.js';
import type { CatalogDeps } from '../catalog/deps.js';
import { catalogLoaders } from '../catalog/loaders.js';
import type { CustomerParent } from '../../shared/customer-parent.js';
import { REVIEW_LIMITS } from './limits.js';
import { averagePercent, reviewsEnabled, type NewReviewInput, type ReviewRow, type ReviewService, type ReviewSummary, type ReviewVote } from './review.service.js';

const PRODUCT_TYPES = ['SimpleProduct', 'VirtualProduct', 'ConfigurableProduct', 'GiftCardProduct'] as const;
const NONE: ReviewSummary = { reviews_count: 0, rating_summary: 0 };

interface PageArgs {
  pageSize?: number;
  currentPage?: number;
}

const page = (a: PageArgs): PageRequest => {
  const p = orThrow(validatePageRequest(a.pageSize ?? 20, a.currentPage ?? 1));
  return { ...p, pageSize: Math.min(p.pageSize, REVIEW_LIMITS.pageSize) };
};

export function reviewResolvers(service: ReviewService, catalog: Pick<CatalogDeps, 'products' | 'categories'>) {
  const summaries = (ctx: RequestContext) =>
    loaderOf(ctx, 'review-summary', () => new BatchLoader<number, ReviewSummary>((ids) => service.summaries(ctx, ids), () => NONE));
  const votes = (ctx: RequestContext) =>
    loaderOf(ctx, 'review-votes', () => new BatchLoader<number, ReviewVote[]>((ids) => service.votes(ctx, ids), () => []));
  const pages = (ctx: RequestContext, p: PageRequest) =>
    loaderOf(ctx, `review-page:${p.pageSize}:${p.currentPage}`, () => new BatchLoader<number, ReviewRow[]>((ids) => service.approvedPages(ctx, ids, p), () => []));
  const summaryOf = async (productId: number, ctx: RequestContext) => (reviewsEnabled(ctx) ? summaries(ctx).load(productId) : NONE);

  const productFields = {
    review_count: async (p: { id: number }, _: unknown, ctx: RequestContext) => (await summaryOf(p.id, ctx)).reviews_count,
    rating_summary: async (p: { id: number }, _: unknown, ctx: RequestContext) => (await summaryOf(p.id, ctx)).rating_summary,
    review_summary: (p: { id: number }, _: unknown, ctx: RequestContext) => summaryOf(p.id, ctx),
    reviews: async (p: { id: number }, a: PageArgs, ctx: RequestContext) => {
      const req = page(a);
      if (!reviewsEnabled(ctx)) return { items: [], page_info: pageInfo(req, 0) };
      const [summary, items] = await Promise.all([summaries(ctx).load(p.id), pages(ctx, req).load(p.id)]);
      return { items, page_info: pageInfo(req, summary.reviews_count) };
    },
  };

  return {
    ...Object.fromEntries(PRODUCT_TYPES.map((t) => [t, productFields])),
    ProductReview: {
      average_rating: async (r: ReviewRow, _: unknown, ctx: RequestContext) => averagePercent(await votes(ctx).load(r.id)),
      ratings_breakdown: async (r: ReviewRow, _: unknown, ctx: RequestContext) =>
        (await votes(ctx).load(r.id)).map((v) => ({ name: v.name, value: String(v.value) })),
      created_at: (r: ReviewRow) => formatDateTime(r.created_at),
      product: async (r: ReviewRow, _: unknown, ctx: RequestContext) => catalogLoaders(ctx, catalog.products, catalog.categories).product.load(r.product_id),
    },
    Query: {
      productReviewRatingsMetadata: async (_: unknown, __: unknown, ctx: RequestContext) => {
        if (!reviewsEnabled(ctx)) return { items: [] };
        const ratings = await service.ratings(ctx);
        return {
          items: ratings.map((r) => ({
            id: encodeUid(r.id),
            name: r.name,
            values: r.values.map((v) => ({ value: String(v.value), value_id: encodeUid(v.id) })),
          })),
        };
      },
    },
    Mutation: {
      createProductReview: async (_: unknown, a: { input: NewReviewInput }, ctx: RequestContext) => {
        return { review: orThrow(await service.create(ctx, a.input)) };
      },
    },
    Customer: {
      reviews: async (c: CustomerParent, a: PageArgs, ctx: RequestContext) => {
        const req = page(a);
        if (!reviewsEnabled(ctx)) return { items: [], page_info: pageInfo(req, 0) };
        const { rows, total } = await service.forCustomer(ctx, c.__id, req);
        return { items: rows, page_info: pageInfo(req, total) };
      },
    },
  };
}
