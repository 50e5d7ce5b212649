// Reviews: the moderation queue (pending reviews, oldest first) and the approved and rejected
// ones (newest decision first), filtered by status and paged through the URL. Approving or
// rejecting a review (also changing an earlier decision) is one button; the storefront shows
// approved reviews only and the product's rating follows.
import { useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { execute, request } from '../api/client';
import {
  AdminReviewsDocument,
  ModerateAdminReviewDocument,
  type AdminReviewFieldsFragment,
  type AdminReviewStatus,
} from '../generated/graphql';
import { stars } from '../figures';
import styles from './Reviews.module.css';
import { Pager } from '../components/Pager';
import { FilterSelect } from '../components/FilterSelect';
import { useListParams } from '../list-params';
import { QueryState } from '../components/QueryState';

const PAGE_SIZE = 20;
export const REVIEW_STATUSES: { code: AdminReviewStatus; label: string; caption: string }[] = [
  { code: 'PENDING', label: 'Waiting', caption: 'Reviews waiting for moderation, oldest first' },
  { code: 'APPROVED', label: 'Approved', caption: 'Approved reviews, newest first' },
  { code: 'REJECTED', label: 'Rejected', caption: 'Rejected reviews, newest first' },
];

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

function statusOf(params: URLSearchParams): AdminReviewStatus {
  const s = params.get('status');
  return REVIEW_STATUSES.find((x) => x.code === s)?.code ?? 'PENDING';
}

function ReviewCard({
  review,
  busy,
  onModerate,
}: {
  review: AdminReviewFieldsFragment;
  busy: boolean;
  onModerate: (review: AdminReviewFieldsFragment, status: AdminReviewStatus) => void;
}) {
  const headingId = `review-${review.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{review.summary}</h2>
      <p className={styles.meta}>
        {review.product_name} ({review.sku}) · by {review.nickname} · {stars(review.rating_percent)}{' '}
        · written {at(review.created_at)}
        {review.moderated_at ? <> · decided {at(review.moderated_at)}</> : null}
      </p>
      <p className={styles.text}>{review.text}</p>
      <div className={styles.actions}>
        {review.status !== 'APPROVED' ? (
          <button
            type="button"
            disabled={busy}
            aria-describedby={headingId}
            onClick={() => onModerate(review, 'APPROVED')}
          >
            Approve
          </button>
        ) : null}
        {review.status !== 'REJECTED' ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            aria-describedby={headingId}
            onClick={() => onModerate(review, 'REJECTED')}
          >
            Reject
          </button>
        ) : null}
      </div>
    </li>
  );
}

export default function Reviews() {
  const { params, setParams, page, goTo } = useListParams();
  const client = useQueryClient();
  const status = statusOf(params);
  const query = useQuery({
    queryKey: ['reviews', status, page],
    queryFn: () =>
      request(AdminReviewsDocument, { status, currentPage: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  // The decided review leaves the list with its buttons: focus goes to what happened instead.
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const moderate = async (review: AdminReviewFieldsFragment, next: AdminReviewStatus) => {
    setBusy(true);
    try {
      const r = await execute(ModerateAdminReviewDocument, { id: review.id, status: next });
      setNotice(
        r.ok
          ? {
              text: `The review “${review.summary}” is ${next === 'APPROVED' ? 'approved: the storefront shows it' : 'rejected: the storefront does not show it'}.`,
              error: false,
            }
          : { text: r.failure.message, error: true },
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: ['reviews'] }),
        client.invalidateQueries({ queryKey: ['dashboard-reviews'] }),
      ]);
    } finally {
      setBusy(false);
      noticeRef.current?.focus();
    }
  };

  const onFilter = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('status') ?? 'PENDING');
    setNotice(null);
    setParams(value === 'PENDING' ? {} : { status: value });
  };

  const total = query.data?.adminReviews.total_count ?? 0;
  const pages = Math.max(1, query.data?.adminReviews.page_info.total_pages ?? 1);
  const shown = REVIEW_STATUSES.find((s) => s.code === status) ?? REVIEW_STATUSES[0];
  return (
    <>
      <h1>Reviews</h1>
      <form className="filters" onSubmit={onFilter} aria-label="Filter the reviews">
        <FilterSelect
          key={status}
          className={styles.control}
          name="status"
          label="Status"
          defaultValue={status}
          options={REVIEW_STATUSES.map((s) => ({ value: s.code, label: s.label }))}
        />
        <button type="submit">Show</button>
      </form>
      <p
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={`announcer${notice?.error ? ' error' : ''}`}
        data-testid="review-notice"
      >
        {notice?.text ?? ''}
      </p>
      <QueryState query={query} label="Loading the reviews" />
      {query.data ? (
        <>
          <p aria-live="polite">
            {query.isFetching ? 'Updating… ' : ''}
            {total} {shown?.label.toLowerCase()} {total === 1 ? 'review' : 'reviews'}, page {page}{' '}
            of {pages}
          </p>
          {query.data.adminReviews.items.length === 0 ? (
            <p>{status === 'PENDING' ? 'No review is waiting.' : 'No review here.'}</p>
          ) : (
            <ul className={styles.list} aria-label={shown?.caption}>
              {query.data.adminReviews.items.map((r) => (
                <ReviewCard
                  key={r.id}
                  review={r}
                  busy={busy}
                  onModerate={(review, next) => void moderate(review, next)}
                />
              ))}
            </ul>
          )}
          <Pager label="Review pages" page={page} hasNext={page < pages} onPage={goTo} />
        </>
      ) : null}
    </>
  );
}
