// The product page's reviews section: the approved reviews a page at a time (newest first) with
// each one's ratings, and the 'Write a review' form, or a sign-in prompt where the store lets only
// customers write. Review text is plain text: React escapes it, nothing is rendered as HTML.
import Link from '@/components/ui/Link';
import { ReviewStars, starsOf } from '@/components/catalog/ReviewStars';
import { getProductReviews, getReviewSettings } from '@/lib/commerce/catalog/reviews';
import { CREATE_ACCOUNT_ROUTE, LOGIN_ROUTE } from '@/lib/commerce/customer/routes';
import { readSessionToken } from '@/lib/commerce/customer/session-cookie';
import type { Translate } from '@/lib/i18n/catalog';
import { getStoreView } from '@/lib/store-view';
import { ReviewForm } from './review-form-island';
import styles from './reviews.module.css';

const DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (apiDate: string) => {
  const d = new Date(`${apiDate.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? apiDate : DATE.format(d);
};

export async function ProductReviews({
  sku,
  name,
  href,
  page,
  t,
}: {
  sku: string;
  name: string;
  href: string;
  page: number;
  t: Translate;
}) {
  const store = await getStoreView();
  const [settings, reviews, token] = await Promise.all([
    getReviewSettings(store),
    getProductReviews(store, sku, page),
    readSessionToken(),
  ]);
  if (!settings.enabled || !reviews) return null;
  const starLabels = {
    stars: t('reviews.stars', { rating: '{rating}' }),
    count: t('reviews.count', { count: '{count}' }),
    countOne: t('reviews.countOne'),
  };
  const pageHref = (n: number) =>
    n <= 1 ? `${href}#reviews` : `${href}?reviews_page=${n}#reviews`;
  const canWrite = token !== null || settings.guestsMayWrite;
  return (
    <div className={styles.section} id="reviews" data-testid="product-reviews">
      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">{t('reviews.heading')}</h2>
        {reviews.count === 0 ? (
          <p data-testid="no-reviews">{t('reviews.none')}</p>
        ) : (
          <>
            <ReviewStars
              percent={reviews.percent}
              count={reviews.count}
              labels={starLabels}
              className={styles.count}
            />
            <ul className={styles.list} data-testid="review-list">
              {reviews.items.map((r, i) => (
                <li
                  key={`${reviews.currentPage}-${i}`}
                  className={styles.review}
                  data-testid="review"
                >
                  <h3>{r.summary}</h3>
                  <ReviewStars percent={r.percent} labels={starLabels} />
                  {r.ratings.length > 0 ? (
                    <dl className={styles.breakdown} aria-label={t('reviews.ratings')}>
                      {r.ratings.map((b) => (
                        <div key={b.name} style={{ display: 'contents' }}>
                          <dt>{b.name}</dt>
                          <dd>
                            {t('reviews.ratingValue', {
                              value: starsOf(b.value * 20).replace(/\.0$/, ''),
                            })}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  <p className={styles.text}>{r.text}</p>
                  <p className={styles.meta}>
                    {t('reviews.by', { nickname: r.nickname })} ·{' '}
                    {t('reviews.postedOn', { date: dateOf(r.createdAt) })}
                  </p>
                </li>
              ))}
            </ul>
            {reviews.totalPages > 1 ? (
              <nav className={styles.pager} aria-label={t('reviews.pagination')}>
                {page > 1 ? (
                  <Link href={pageHref(Math.min(page - 1, reviews.totalPages))}>
                    {t('reviews.previous')}
                  </Link>
                ) : null}
                <span aria-current="page">
                  {t('reviews.pageStatus', {
                    page: Math.min(page, reviews.totalPages),
                    total: reviews.totalPages,
                  })}
                </span>
                {page < reviews.totalPages ? (
                  <Link href={pageHref(page + 1)} data-testid="reviews-next">
                    {t('reviews.next')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </section>
      <section aria-labelledby="write-review-heading">
        <h2 id="write-review-heading">{t('reviews.form.heading')}</h2>
        {canWrite ? (
          <ReviewForm
            sku={sku}
            ratings={settings.ratings}
            labels={{
              reviewing: t('reviews.form.reviewing', { name }),
              nickname: t('reviews.form.nickname'),
              summary: t('reviews.form.summary'),
              text: t('reviews.form.text'),
              ratingLegend: t('reviews.form.ratingLegend', { name: '{name}' }),
              star: t('reviews.form.star'),
              stars: t('reviews.form.stars', { count: '{count}' }),
              submit: t('reviews.form.submit'),
              submitting: t('reviews.form.submitting'),
              nicknameRequired: t('reviews.form.nicknameRequired'),
              summaryRequired: t('reviews.form.summaryRequired'),
              textRequired: t('reviews.form.textRequired'),
              ratingRequired: t('reviews.form.ratingRequired'),
              tooLong: t('reviews.form.tooLong', { max: '{max}' }),
              fixErrors: t('reviews.form.fixErrors'),
            }}
          />
        ) : (
          <p data-testid="review-sign-in">
            {t('reviews.form.signInFirst')}{' '}
            <Link href={`${LOGIN_ROUTE}?redirect=${encodeURIComponent(`${href}#reviews`)}`}>
              {t('reviews.form.signIn')}
            </Link>
            {' / '}
            <Link href={CREATE_ACCOUNT_ROUTE}>{t('reviews.form.createAccount')}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
