'use server';
// 'Write a review': checks the form again (review-rules.ts), refuses a guest where the store lets
// only customers write, and sends the review with the visitor's token and address (the API
// throttles writes per address). Any refusal by the API shows the spec's review failure text. A
// sent review revalidates the product reads (MUTATION_TAGS in lib/commerce/cache.ts).
import { revalidateAfter } from '@/lib/commerce/cache';
import { createProductReview, getReviewSettings } from '@/lib/commerce/catalog/reviews';
import {
  checkReview,
  REVIEW_BOUNDS,
  type ReviewProblems,
} from '@/lib/commerce/catalog/review-rules';
import { readSessionToken } from '@/lib/commerce/customer/session-cookie';
import { formText } from '@/lib/forms/form-data';
import { failure as failed, success, type ActionResult, type FormState } from '@/lib/forms/result';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';

export type ReviewActionResult = ActionResult<
  { message: string },
  { message: string; problems?: ReviewProblems }
>;

export async function createReviewAction(
  _prev: FormState<ReviewActionResult>,
  form: FormData,
): Promise<ReviewActionResult> {
  const t = await getTranslator();
  const store = await getStoreView();
  const [settings, token] = await Promise.all([getReviewSettings(store), readSessionToken()]);
  const failure = (): ReviewActionResult => failed({ message: t('reviews.form.failure') });
  if (!settings.enabled) return failure();
  if (token === null && !settings.guestsMayWrite)
    return failed({ message: t('reviews.form.signInFirst') });
  const ratings: Record<string, string> = {};
  for (const r of settings.ratings) {
    const chosen = formText(form, `rating_${r.id}`, 64);
    if (r.values.some((v) => v.valueId === chosen)) ratings[r.id] = chosen;
  }
  // One more than the bound, so an over-long text is reported rather than cut.
  const draft = {
    nickname: formText(form, 'nickname', REVIEW_BOUNDS.nickname + 1),
    summary: formText(form, 'summary', REVIEW_BOUNDS.summary + 1),
    text: formText(form, 'text', REVIEW_BOUNDS.text + 1),
    ratings,
  };
  const problems = checkReview(
    draft,
    settings.ratings.map((r) => r.id),
  );
  if (Object.keys(problems).length > 0)
    return failed({ message: t('reviews.form.fixErrors'), problems });
  const sku = formText(form, 'sku', 64);
  const res = await createProductReview(store, token, {
    sku,
    nickname: draft.nickname,
    summary: draft.summary,
    text: draft.text,
    ratings: Object.entries(ratings).map(([id, value_id]) => ({ id, value_id })),
  });
  if (!res.ok) return failure();
  revalidateAfter('review');
  return success({ message: t('reviews.form.success') });
}
