// The rules of the 'Write a review' form, checked in the browser and again in the server action.
// The bounds are the commerce API's (apps/commerce/src/modules/review/limits.ts; docs/decisions/1101).

export const REVIEW_BOUNDS = { nickname: 128, summary: 255, text: 4000 } as const;

export interface ReviewDraft {
  nickname: string;
  summary: string;
  text: string;
  /** Chosen value id per rating id. */
  ratings: Record<string, string>;
}

export type ReviewField = 'nickname' | 'summary' | 'text' | 'ratings';
export type ReviewProblem = 'required' | 'tooLong';
export type ReviewProblems = Partial<Record<ReviewField, ReviewProblem>>;

const length = (s: string) => [...s.trim()].length;

export function checkReview(draft: ReviewDraft, ratingIds: readonly string[]): ReviewProblems {
  const out: ReviewProblems = {};
  for (const f of ['nickname', 'summary', 'text'] as const) {
    if (length(draft[f]) === 0) out[f] = 'required';
    else if (length(draft[f]) > REVIEW_BOUNDS[f]) out[f] = 'tooLong';
  }
  if (ratingIds.some((id) => !draft.ratings[id])) out.ratings = 'required';
  return out;
}
