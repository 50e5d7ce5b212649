import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('../client', () => ({
  commerceFetch: vi.fn(),
  currentVisitorAddress: async () => '198.51.100.7',
}));

const { tokenizeCard } = await import('./checkout');

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123' };

describe('card tokenisation limits (docs/decisions/0556)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('forwards the visitor address, and reads a 429 as card payments held back', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            errors: [
              {
                field: 'card',
                code: 'too_many_attempts',
                message:
                  'Too many card attempts from your network. Please wait and try again later.',
              },
            ],
          }),
          {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '3600' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const r = await tokenizeCard('charter_hospitality', card);
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'paymentBlocked',
        message: 'Too many card attempts from your network. Please wait and try again later.',
      },
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['X-Forwarded-For']).toBe('198.51.100.7');
  });

  it('keeps a refused card number an invalid card', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            errors: [{ field: 'number', message: 'Please enter a valid card number.' }],
          }),
          { status: 400 },
        ),
    );
    expect(await tokenizeCard('charter_hospitality', card)).toMatchObject({
      ok: false,
      error: { code: 'invalidCard' },
    });
  });
});
