'use client';
// The 'Write a review' form: nickname, summary, review text and each rating as a group of real
// radio inputs (arrow keys move between stars, each one announced as 'n stars'). Checked here on
// submit and again by the server action; messages are tied to their fields, the first invalid
// field takes focus, and the outcome is announced in a live region.
import {
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import formStyles from '@/components/forms/forms.module.css';
import type { RatingCriterion } from '@/lib/commerce/catalog/reviews';
import {
  checkReview,
  REVIEW_BOUNDS,
  type ReviewField,
  type ReviewProblems,
} from '@/lib/commerce/catalog/review-rules';
import { format } from '@/lib/i18n/format';
import { createReviewAction } from './review-actions';
import styles from './reviews.module.css';

export interface ReviewFormLabels {
  reviewing: string;
  nickname: string;
  summary: string;
  text: string;
  ratingLegend: string;
  star: string;
  stars: string;
  submit: string;
  submitting: string;
  nicknameRequired: string;
  summaryRequired: string;
  textRequired: string;
  ratingRequired: string;
  tooLong: string;
  fixErrors: string;
}

const FIELD_ORDER: ReviewField[] = ['ratings', 'nickname', 'summary', 'text'];

const noSubscription = () => () => {};
/**
 * False in the server's markup and while hydrating, true once this island's script runs (the form's
 * `data-hydrated`). Until then a submit is the browser's own POST of the server action (checked on
 * the server, the page comes back with the messages); the checks and focus moves here need the
 * script, and browser journeys wait for the attribute before testing them.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function draftOf(form: HTMLFormElement, ratings: readonly RatingCriterion[]) {
  const data = new FormData(form);
  const str = (k: string) => (typeof data.get(k) === 'string' ? (data.get(k) as string) : '');
  return {
    nickname: str('nickname'),
    summary: str('summary'),
    text: str('text'),
    ratings: Object.fromEntries(
      ratings.map((r) => [r.id, str(`rating_${r.id}`)]).filter(([, v]) => v !== ''),
    ),
  };
}

export function ReviewForm({
  sku,
  ratings,
  labels,
}: {
  sku: string;
  ratings: RatingCriterion[];
  labels: ReviewFormLabels;
}) {
  const [state, formAction, pending] = useActionState(createReviewAction, null);
  const [problems, setProblems] = useState<ReviewProblems>({});
  const [formKey, setFormKey] = useState(0);
  const [picked, setPicked] = useState<Record<string, number>>({});
  const statusRef = useRef<HTMLParagraphElement>(null);
  const seen = useRef(0);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!state || state.at === seen.current) return;
    seen.current = state.at;
    if (state.ok) {
      setProblems({});
      setPicked({});
      setFormKey((k) => k + 1);
    } else {
      setProblems(state.problems ?? {});
    }
    statusRef.current?.focus();
  }, [state]);

  const messageOf = (field: ReviewField): string | undefined => {
    const p = problems[field];
    if (!p) return undefined;
    if (p === 'tooLong' && field !== 'ratings')
      return format(labels.tooLong, { max: REVIEW_BOUNDS[field] });
    return {
      nickname: labels.nicknameRequired,
      summary: labels.summaryRequired,
      text: labels.textRequired,
      ratings: labels.ratingRequired,
    }[field];
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const draft = draftOf(e.currentTarget, ratings);
    const found = checkReview(
      draft,
      ratings.map((r) => r.id),
    );
    setProblems(found);
    if (Object.keys(found).length === 0) return;
    e.preventDefault();
    const first = FIELD_ORDER.find((f) => found[f]);
    const missingRating = ratings.find((r) => !draft.ratings[r.id]);
    const name = first === 'ratings' && missingRating ? `rating_${missingRating.id}` : first;
    e.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(name ?? '')}"]`)?.focus();
  };

  const fieldProps = (field: 'nickname' | 'summary' | 'text') => {
    const error = messageOf(field);
    return {
      id: `review-${field}`,
      name: field,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `review-${field}-error` : undefined,
      'aria-required': true,
    } as const;
  };
  const errorOf = (field: 'nickname' | 'summary' | 'text') => {
    const error = messageOf(field);
    return error ? (
      <p
        id={`review-${field}-error`}
        className={formStyles.error}
        data-testid={`review-${field}-error`}
      >
        {error}
      </p>
    ) : null;
  };

  const statusText = state ? state.message : '';
  return (
    <>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={
          state?.ok
            ? styles.success
            : state?.ok === false && statusText
              ? formStyles.formError
              : undefined
        }
        data-testid="review-status"
      >
        {statusText}
      </p>
      <form
        key={formKey}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className={styles.form}
        data-testid="review-form"
        data-hydrated={hydrated ? 'true' : undefined}
      >
        <p>{labels.reviewing}</p>
        <input type="hidden" name="sku" value={sku} />
        {ratings.map((r) => {
          const missing = Boolean(problems.ratings) && !picked[r.id];
          return (
            <fieldset
              key={r.id}
              className={styles.ratingGroup}
              data-missing={missing ? 'true' : undefined}
              aria-describedby={problems.ratings ? 'review-ratings-error' : undefined}
            >
              <legend>{format(labels.ratingLegend, { name: r.name })}</legend>
              <span className={styles.starRow}>
                {r.values.map((v) => {
                  const id = `review-rating-${r.id}-${v.valueId}`.replace(/[^A-Za-z0-9_-]/g, '');
                  const text =
                    v.value === 1 ? labels.star : format(labels.stars, { count: v.value });
                  return (
                    <span key={v.valueId} style={{ display: 'contents' }}>
                      <input
                        className={styles.starInput}
                        type="radio"
                        id={id}
                        name={`rating_${r.id}`}
                        value={v.valueId}
                        required
                        aria-label={text}
                        onChange={() => setPicked((p) => ({ ...p, [r.id]: v.value }))}
                      />
                      <label
                        htmlFor={id}
                        className={`${styles.starLabel} ${(picked[r.id] ?? 0) >= v.value ? styles.starOn : ''}`}
                        title={text}
                      >
                        <span aria-hidden="true">★</span>
                      </label>
                    </span>
                  );
                })}
              </span>
            </fieldset>
          );
        })}
        {problems.ratings ? (
          <p
            id="review-ratings-error"
            className={formStyles.error}
            data-testid="review-ratings-error"
          >
            {labels.ratingRequired}
          </p>
        ) : null}
        <div className={formStyles.field}>
          <label htmlFor="review-nickname">{labels.nickname}</label>
          <input
            {...fieldProps('nickname')}
            className={formStyles.input}
            autoComplete="nickname"
            maxLength={REVIEW_BOUNDS.nickname}
          />
          {errorOf('nickname')}
        </div>
        <div className={formStyles.field}>
          <label htmlFor="review-summary">{labels.summary}</label>
          <input
            {...fieldProps('summary')}
            className={formStyles.input}
            maxLength={REVIEW_BOUNDS.summary}
          />
          {errorOf('summary')}
        </div>
        <div className={formStyles.field}>
          <label htmlFor="review-text">{labels.text}</label>
          <textarea
            {...fieldProps('text')}
            className={`${formStyles.input} ${styles.textarea}`}
            maxLength={REVIEW_BOUNDS.text}
            rows={5}
          />
          {errorOf('text')}
        </div>
        <div>
          <button
            type="submit"
            className={formStyles.primaryButton}
            disabled={pending}
            aria-busy={pending || undefined}
            data-testid="review-submit"
          >
            {pending ? labels.submitting : labels.submit}
          </button>
        </div>
      </form>
    </>
  );
}
