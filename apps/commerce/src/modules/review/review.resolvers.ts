// Product reviews over GraphQL: the review fields of every product type (batched: one query per
// level for summaries, one per page size for review pages, one for votes), the ratings metadata,
// createProductReview and Customer.reviews.
import { loaderOf, type RequestContext } from '../../context.js';
import { formatTimestamp } from '../../shared/dates.js';
import { nonNullMissing } from '../../shared/errors.js';
import { encodeUid } from '../../shared/ids.js';
import { BatchLoader } from '../../shared/loader.js';
import { pageInfo, validatePageRequest, type PageRequest } from '../../shared/pagination.js';
import { orThrow } from '../../shared/result.js';
import type { CatalogDeps } from '../catalog/deps.js';
import { catalogLoaders } from '../catalog/loaders.js';
import { REVIEW_LIMITS } from './limits.js';
import {
  averagePercent,
  reviewsEnabled,
  type ReviewRow,
  type ReviewService,
  type ReviewSummary,
  type ReviewVote,
} from './review.service.js';
import type { ProductInterfaceReviewsArgs } from '../../graphql/resolver-types.generated.js';
import type { Answer, ResolverMap, TypeResolvers } from '../../graphql/resolvers.js';

const NONE: ReviewSummary = { reviews_count: 0, rating_summary: 0 };

declare module '../../graphql/parents.js' {
  interface ResolverParents {
    ProductReview: ReviewRow;
  }
}

type PageArgs = ProductInterfaceReviewsArgs;

const page = (a: PageArgs): PageRequest => {
  const p = orThrow(validatePageRequest(a.pageSize ?? 20, a.currentPage ?? 1));
  return { ...p, pageSize: Math.min(p.pageSize, REVIEW_LIMITS.pageSize) };
};

export function reviewResolvers(
  service: ReviewService,
  catalog: Pick<CatalogDeps, 'products' | 'categories'>,
): ResolverMap {
  const summaries = (ctx: RequestContext) =>
    loaderOf(
      ctx,
      'review-summary',
      () =>
        new BatchLoader<number, ReviewSummary>(
          (ids) => service.summaries(ctx, ids),
          () => NONE,
        ),
    );
  const votes = (ctx: RequestContext) =>
    loaderOf(
      ctx,
      'review-votes',
      () =>
        new BatchLoader<number, ReviewVote[]>(
          (ids) => service.votes(ctx, ids),
          () => [],
        ),
    );
  const pages = (ctx: RequestContext, p: PageRequest) =>
    loaderOf(
      ctx,
      `review-page:${p.pageSize}:${p.currentPage}`,
      () =>
        new BatchLoader<number, ReviewRow[]>(
          (ids) => service.approvedPages(ctx, ids, p),
          () => [],
        ),
    );
  const summaryOf = async (productId: number, ctx: RequestContext) =>
    reviewsEnabled(ctx) ? summaries(ctx).load(productId) : NONE;

  // The review fields of every product type.
  const productFields: TypeResolvers<'SimpleProduct'> = {
    review_count: async (p, _, ctx) => (await summaryOf(p.id, ctx)).reviews_count,
    rating_summary: async (p, _, ctx) => (await summaryOf(p.id, ctx)).rating_summary,
    review_summary: (p, _, ctx) => summaryOf(p.id, ctx),
    reviews: async (p, a, ctx) => {
      const req = page(a);
      if (!reviewsEnabled(ctx)) return { items: [], page_info: pageInfo(req, 0) };
      const [summary, items] = await Promise.all([
        summaries(ctx).load(p.id),
        pages(ctx, req).load(p.id),
      ]);
      return { items, page_info: pageInfo(req, summary.reviews_count) };
    },
  };

  return {
    SimpleProduct: productFields,
    VirtualProduct: productFields,
    ConfigurableProduct: productFields,
    GiftCardProduct: productFields,
    GroupedProduct: productFields,
    DownloadableProduct: productFields,
    ProductReview: {
      average_rating: async (r, _, ctx) => averagePercent(await votes(ctx).load(r.id)),
      ratings_breakdown: async (r, _, ctx) =>
        (await votes(ctx).load(r.id)).map((v) => ({ name: v.name, value: String(v.value) })),
      created_at: (r) => formatTimestamp(r.created_at),
      product: async (r, _, ctx) => {
        const product = await catalogLoaders(
          ctx,
          catalog.products,
          catalog.categories,
        ).product.load(r.product_id);
        if (!product) throw nonNullMissing('ProductReview', 'product');
        return product;
      },
    },
    Query: {
      productReviewRatingsMetadata: async (_, __, ctx) => {
        if (!reviewsEnabled(ctx)) return { items: [] };
        const ratings = await service.ratings(ctx);
        return {
          items: ratings.map((r) => ({
            id: encodeUid(r.id),
            name: r.name,
            values: r.values.map((v) => ({ value: String(v.value), value_id: encodeUid(v.id) })),
          })),
        } satisfies Answer<'ProductReviewRatingsMetadata'>;
      },
    },
    Mutation: {
      createProductReview: async (_, a, ctx) => {
        return { review: orThrow(await service.create(ctx, a.input)) };
      },
    },
    Customer: {
      reviews: async (c, a, ctx) => {
        const req = page(a);
        if (!reviewsEnabled(ctx)) return { items: [], page_info: pageInfo(req, 0) };
        const { rows, total } = await service.forCustomer(ctx, c.__id, req);
        return { items: rows, page_info: pageInfo(req, total) };
      },
    },
  };
}
