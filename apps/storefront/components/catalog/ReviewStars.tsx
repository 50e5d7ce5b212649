// Stars for an average rating (0–100) with the review count: one image to assistive technology
// ('Rated 4.2 out of 5'), the count as text. No hooks: tiles render it on the server.
import Link from '@/components/ui/Link';
import { format } from '@/lib/i18n/format';
import styles from './ReviewStars.module.css';

export interface ReviewStarsLabels {
  /** 'Rated {rating} out of 5' */
  stars: string;
  /** '{count} reviews' */
  count: string;
  countOne: string;
}

/** 0–100 as stars out of 5 with one decimal, e.g. 84 → '4.2'. */
export const starsOf = (percent: number): string => (Math.round(percent / 2) / 10).toFixed(1);

export function ReviewStars({
  percent,
  count,
  labels,
  href,
  className,
}: {
  percent: number;
  count?: number;
  labels: ReviewStarsLabels;
  /** The count links here (the product page's reviews section). */
  href?: string;
  className?: string;
}) {
  const fill = Math.max(0, Math.min(100, percent));
  const countText =
    count === undefined ? null : count === 1 ? labels.countOne : format(labels.count, { count });
  return (
    <p className={`${styles.rating} ${className ?? ''}`} data-testid="review-stars">
      <span
        className={styles.stars}
        role="img"
        aria-label={format(labels.stars, { rating: starsOf(fill) })}
      >
        <span aria-hidden="true">★★★★★</span>
        <span aria-hidden="true" className={styles.fill} style={{ width: `${fill}%` }}>
          ★★★★★
        </span>
      </span>
      {countText ? (
        href ? (
          <Link href={href} className={styles.count} data-testid="review-count">
            {countText}
          </Link>
        ) : (
          <span className={styles.count} data-testid="review-count">
            {countText}
          </span>
        )
      ) : null}
    </p>
  );
}
