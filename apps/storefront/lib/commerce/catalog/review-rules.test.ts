import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '../../../../commerce/src/modules/review/limits';
import { checkReview, REVIEW_BOUNDS } from './review-rules';

const ok = {
  nickname: 'Ada',
  summary: 'Sturdy',
  text: 'Holds up.',
  ratings: { a: 'MQ==', b: 'Mg==' },
};

describe('review form rules', () => {
  it('uses the bounds of the commerce API', () => {
    expect(REVIEW_BOUNDS).toEqual({
      nickname: REVIEW_LIMITS.nickname,
      summary: REVIEW_LIMITS.summary,
      text: REVIEW_LIMITS.text,
    });
  });

  it('accepts a complete review', () => {
    expect(checkReview(ok, ['a', 'b'])).toEqual({});
  });

  it('asks for every field and every rating', () => {
    expect(
      checkReview({ nickname: ' ', summary: '', text: '\n', ratings: { a: 'MQ==' } }, ['a', 'b']),
    ).toEqual({
      nickname: 'required',
      summary: 'required',
      text: 'required',
      ratings: 'required',
    });
  });

  it('refuses texts over the API bounds, counting characters rather than bytes', () => {
    expect(checkReview({ ...ok, text: 'é'.repeat(REVIEW_BOUNDS.text) }, ['a', 'b'])).toEqual({});
    expect(
      checkReview(
        {
          ...ok,
          nickname: 'x'.repeat(REVIEW_BOUNDS.nickname + 1),
          summary: 'x'.repeat(REVIEW_BOUNDS.summary + 1),
          text: 'x'.repeat(REVIEW_BOUNDS.text + 1),
        },
        ['a', 'b'],
      ),
    ).toEqual({
      nickname: 'tooLong',
      summary: 'tooLong',
      text: 'tooLong',
    });
  });
});
