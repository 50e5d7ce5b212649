// The cart page's gift card balance check: a code goes to the API's giftCardAccount, and the
// visitor reads the card's balance (and expiry) or why there is none, next to the field.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@/lib/i18n/catalog';
import type { CommerceResult } from '@/lib/result';
import type { GiftCardBalance } from '@/lib/commerce/cart/gift-card-balance';

vi.mock('server-only', () => ({}));
const asked: string[] = [];
let answer: CommerceResult<GiftCardBalance>;
vi.mock('@/lib/commerce/cart/cart', () => ({
  fetchGiftCardBalance: async (_store: string, code: string) => {
    asked.push(code);
    return answer;
  },
}));
vi.mock('@/lib/store-view', () => ({ getStoreView: async () => 'default' }));
vi.mock('@/lib/i18n/translator', () => ({ getTranslator: async () => createTranslator() }));

const { checkGiftCardBalanceAction } = await import('./actions');
const { GiftCardBalanceView } = await import('./GiftCardBalanceCheck');

const form = (code: string) => {
  const f = new FormData();
  f.set('gift_card_code', code);
  return f;
};
const apiError = (message: string) => ({
  ok: false as const,
  error: { kind: 'graphql' as const, message, retryable: false, errors: [] },
});
const labels = {
  title: 'Check a gift card balance',
  label: 'Gift card code',
  check: 'Check balance',
  required: 'Please enter a gift card code',
};

describe('gift card balance check on the cart page', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it('answers a card with its balance, and its expiry date when it has one', async () => {
    answer = {
      ok: true,
      data: { code: 'GIFT-100-DEMO', balance: { cents: 10000, currency: 'USD' }, expires: null },
    };
    const r = await checkGiftCardBalanceAction(null, form('  gift-100-demo '));
    expect(asked).toEqual(['gift-100-demo']);
    expect(r).toMatchObject({
      ok: true,
      message: 'Gift card GIFT-100-DEMO has a balance of $100.00.',
    });
    answer = {
      ok: true,
      data: {
        code: 'GIFT-10K-DEMO',
        balance: { cents: 1000000, currency: 'USD' },
        expires: '2026-06-15',
      },
    };
    expect((await checkGiftCardBalanceAction(null, form('GIFT-10K-DEMO'))).message).toBe(
      'Gift card GIFT-10K-DEMO has a balance of $10,000.00. It expires on 2026-06-15.',
    );
  });

  it('says why there is no balance: an unknown or expired code, too many codes tried, an empty field', async () => {
    answer = apiError('The gift card code is either incorrect or expired. Verify and try again.');
    expect(await checkGiftCardBalanceAction(null, form('NOPE'))).toMatchObject({
      ok: false,
      message: 'The gift card code is either incorrect or expired. Verify and try again.',
    });
    answer = apiError('Too many gift card codes were tried. Please wait and try again later.');
    expect((await checkGiftCardBalanceAction(null, form('NOPE2'))).message).toBe(
      'Too many gift card codes were tried. Please wait and try again later.',
    );
    asked.length = 0;
    expect(await checkGiftCardBalanceAction(null, form('   '))).toMatchObject({
      ok: false,
      message: 'Please enter a gift card code',
    });
    expect(asked).toEqual([]);
  });

  it('shows the balance in a status line, and an error linked to the field', () => {
    const empty = renderToStaticMarkup(
      <GiftCardBalanceView state={null} localError={null} pending={false} labels={labels} />,
    );
    expect(empty).toContain('<label for="gift-card-balance-input">Gift card code</label>');
    expect(empty).toContain('>Check balance</button>');
    expect(empty).not.toContain('aria-invalid');
    const ok = renderToStaticMarkup(
      <GiftCardBalanceView
        state={{ ok: true, at: 1, message: 'Gift card GIFT-100-DEMO has a balance of $100.00.' }}
        localError={null}
        pending={false}
        labels={labels}
      />,
    );
    expect(ok).toMatch(
      /<p role="status" data-testid="gift-card-balance-result">Gift card GIFT-100-DEMO has a balance of \$100\.00\.<\/p>/,
    );
    const bad = renderToStaticMarkup(
      <GiftCardBalanceView
        state={{
          ok: false,
          at: 2,
          message: 'The gift card code is either incorrect or expired. Verify and try again.',
        }}
        localError={null}
        pending={false}
        labels={labels}
      />,
    );
    expect(bad).toContain('aria-invalid="true"');
    expect(bad).toContain('aria-describedby="gift-card-balance-error"');
    expect(bad).toMatch(/id="gift-card-balance-error"[^>]*>The gift card code is either incorrect/);
    expect(bad).toMatch(/data-testid="gift-card-balance-result"><\/p>/);
  });
});
