import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('../client', () => ({ commerceFetch: vi.fn() }));
vi.mock('@/lib/commerce/customer/session-cookie', () => ({ readSessionToken: async () => null }));
vi.mock('../catalog/store-config', () => ({
  storeSettings: async () => ({ productUrlSuffix: '.html' }),
}));

const { commerceFetch } = await import('../client');
const { fetchCart, CART_FETCH_RETRIES } = await import('./cart');
const { isAbsent } = await import('@/lib/result');
const answer = vi.mocked(commerceFetch);

const CART_ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('fetchCart: which failures drop the stored cart (docs/decisions/0311)', () => {
  afterEach(() => answer.mockReset());

  it('keeps the cart through an outage: retried, then unavailable, never stale', async () => {
    answer.mockResolvedValue({
      ok: false,
      error: { kind: 'network', message: 'fetch failed', retryable: true, errors: [] },
    });
    const read = await fetchCart('charter_hospitality', CART_ID);
    expect(answer).toHaveBeenCalledTimes(CART_FETCH_RETRIES + 1);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.code).not.toBe('stale');
    expect(isAbsent(read.error)).toBe(false);
  });

  it('keeps the cart when the API answers with an internal error', async () => {
    answer.mockResolvedValue({
      ok: false,
      error: {
        kind: 'graphql',
        message: 'Internal server error',
        retryable: false,
        errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }],
      },
    });
    const read = await fetchCart('charter_hospitality', CART_ID);
    expect(!read.ok && isAbsent(read.error)).toBe(false);
  });

  it("drops the cart only on Magento's no-such-cart answer, without retrying it", async () => {
    answer.mockResolvedValue({
      ok: false,
      error: {
        kind: 'graphql',
        message: `Could not find a cart with ID "${CART_ID}"`,
        retryable: false,
        errors: [
          {
            message: `Could not find a cart with ID "${CART_ID}"`,
            extensions: { category: 'graphql-no-such-entity' },
          },
        ],
      },
    });
    const read = await fetchCart('charter_hospitality', CART_ID);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(read).toMatchObject({ ok: false, error: { code: 'stale' } });
  });
});
