// Product reviews: a product's approved reviews (read uncached, so a review shows as soon as it is
// approved), the store's review settings with the rating criteria (cached with the store config),
// and writing a review (docs/decisions/1104).
import 'server-only';
import { cache } from 'react';
import type { StoreViewCode } from '@/lib/config';
import { cachePolicy } from '../cache';
import {
  CreateProductReviewDocument,
  ProductReviewsDocument,
  ReviewSettingsDocument,
  type CreateProductReviewInput,
} from '@/lib/commerce/generated/graphql';
import { commerceFetch } from '../client';
import { answered, failed, noAnswer, ok, type CommerceResult } from '@/lib/result';

export const REVIEWS_PAGE_SIZE = 5;

export interface ReviewItem {
  nickname: string;
  summary: string;
  text: string;
  /** 0–100. */
  percent: number;
  createdAt: string;
  ratings: { name: string; value: number }[];
}

export interface ProductReviewsPage {
  count: number;
  /** 0–100. */
  percent: number;
  items: ReviewItem[];
  currentPage: number;
  totalPages: number;
}

export interface RatingCriterion {
  id: string;
  name: string;
  values: { value: number; valueId: string }[];
}

export interface ReviewSettings {
  enabled: boolean;
  guestsMayWrite: boolean;
  ratings: RatingCriterion[];
}

const compact = <T>(xs: (T | null)[] | null | undefined): T[] =>
  (xs ?? []).filter((x): x is T => x !== null);

/** Pages past the end come back empty; the caller links back to the first page. */
export const getProductReviews = cache(
  async (store: StoreViewCode, sku: string, page: number): Promise<ProductReviewsPage | null> => {
    const res = await commerceFetch({
      document: ProductReviewsDocument,
      variables: { sku, pageSize: REVIEWS_PAGE_SIZE, currentPage: page },
      store,
      cache: 'no-store',
    });
    const p = answered(res)?.products?.items?.[0];
    if (!p) return null;
    return {
      count: p.review_count,
      percent: p.rating_summary,
      currentPage: p.reviews.page_info.current_page ?? page,
      totalPages: p.reviews.page_info.total_pages ?? 0,
      items: compact(p.reviews.items).map((r) => ({
        nickname: r.nickname,
        summary: r.summary,
        text: r.text,
        percent: r.average_rating,
        createdAt: r.created_at,
        ratings: compact(r.ratings_breakdown).map((b) => ({
          name: b.name,
          value: Number(b.value),
        })),
      })),
    };
  },
);

export const getReviewSettings = cache(async (store: StoreViewCode): Promise<ReviewSettings> => {
  const res = await commerceFetch({
    document: ReviewSettingsDocument,
    store,
    method: 'GET',
    cache: cachePolicy('storeConfig', store),
  });
  const data = answered(res);
  if (!data) return { enabled: false, guestsMayWrite: false, ratings: [] };
  return {
    enabled: data.storeConfig?.product_reviews_enabled === '1',
    guestsMayWrite: data.storeConfig?.allow_guests_to_write_product_reviews === '1',
    ratings: compact(data.productReviewRatingsMetadata.items).map((r) => ({
      id: r.id,
      name: r.name,
      values: compact(r.values).map((v) => ({ value: Number(v.value), valueId: v.value_id })),
    })),
  };
});

export async function createProductReview(
  store: StoreViewCode,
  token: string | null,
  input: CreateProductReviewInput,
): Promise<CommerceResult<true>> {
  const res = await commerceFetch({
    document: CreateProductReviewDocument,
    variables: { input },
    store,
    token: token ?? undefined,
    cache: 'no-store',
  });
  if (!res.ok) return failed(res.error);
  return res.data.createProductReview?.review ? ok(true) : failed(noAnswer());
}
