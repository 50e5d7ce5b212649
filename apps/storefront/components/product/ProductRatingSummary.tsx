// Stars and review count beside the product name, linking to the reviews section. Read with the
// reviews section's request (React cache), so both show the same, current numbers.
import { ReviewStars } from '@/components/catalog/ReviewStars';
import { getProductReviews } from '@/lib/commerce/catalog/reviews';
import type { Translate } from '@/lib/i18n/catalog';
import { getStoreView } from '@/lib/store-view';

export async function ProductRatingSummary({
  sku,
  page,
  t,
}: {
  sku: string;
  page: number;
  t: Translate;
}) {
  const reviews = await getProductReviews(await getStoreView(), sku, page);
  if (!reviews || reviews.count === 0) return null;
  return (
    <ReviewStars
      percent={reviews.percent}
      count={reviews.count}
      href="#reviews"
      labels={{
        stars: t('reviews.stars', { rating: '{rating}' }),
        count: t('reviews.count', { count: '{count}' }),
        countOne: t('reviews.countOne'),
      }}
    />
  );
}
