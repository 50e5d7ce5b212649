// 'Write a review' (spec §error texts, Review row): a review the API refuses, or a store with
// reviews switched off, answers 'Something went wrong, please try again later.'
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@/lib/i18n/catalog';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/i18n/translator', () => ({ getTranslator: async () => createTranslator() }));
vi.mock('@/lib/store-view', () => ({ getStoreView: async () => 'default' }));
vi.mock('@/lib/commerce/cache', () => ({ revalidateAfter: vi.fn() }));
vi.mock('@/lib/commerce/customer/session-cookie', () => ({ readSessionToken: async () => null }));
const api = vi.hoisted(() => ({ createProductReview: vi.fn(), getReviewSettings: vi.fn() }));
vi.mock('@/lib/commerce/catalog/reviews', () => api);

const { createReviewAction } = await import('./review-actions');

const FAILURE = 'Something went wrong, please try again later.';
const settings = {
  enabled: true,
  guestsMayWrite: true,
  ratings: [{ id: 'r1', name: 'Quality', values: [{ value: 5, valueId: 'v5' }] }],
};

function review(): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    sku: 'FAB-1',
    nickname: 'Ada',
    summary: 'Lovely',
    text: 'Wears well.',
    rating_r1: 'v5',
  }))
    f.set(k, v);
  return f;
}

beforeEach(() => {
  api.getReviewSettings.mockReset().mockResolvedValue(settings);
  api.createProductReview.mockReset().mockResolvedValue({ ok: true, data: {} });
});

describe('review failure text', () => {
  it('a review the API refuses shows the review failure text', async () => {
    api.createProductReview.mockResolvedValue({
      ok: false,
      error: { message: 'Internal server error', errors: [] },
    });
    const answer = await createReviewAction(null, review());
    expect(api.createProductReview).toHaveBeenCalledTimes(1);
    expect(answer).toMatchObject({ ok: false, message: FAILURE });
  });

  it('reviews switched off in the store: the same text, and nothing is sent', async () => {
    api.getReviewSettings.mockResolvedValue({ ...settings, enabled: false });
    expect(await createReviewAction(null, review())).toMatchObject({
      ok: false,
      message: FAILURE,
    });
    expect(api.createProductReview).not.toHaveBeenCalled();
  });

  it('a review the API accepts shows no failure (control)', async () => {
    const answer = await createReviewAction(null, review());
    expect(answer.ok).toBe(true);
    expect(answer.message).not.toBe(FAILURE);
  });
});
