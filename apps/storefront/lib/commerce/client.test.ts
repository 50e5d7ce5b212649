import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
// The visitor whose request is being served, as the request scope would report it.
const visitor = vi.hoisted(() => ({ address: '198.51.100.7' as string | undefined }));
vi.mock('@/lib/commerce/customer/request-info', () => ({
  visitorAddress: async () => visitor.address,
}));

const { commerceFetch } = await import('./client');
const { TypedDocumentString } = await import('./generated/graphql');
const doc = (text: string) => new TypedDocumentString<unknown, Record<string, never>>(text);

function captureFetch() {
  const calls: { headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { headers: Record<string, string> }) => {
      calls.push({ headers: init.headers });
      return new Response(JSON.stringify({ data: { ok: true } }), { status: 200 });
    }),
  );
  return calls;
}

describe('commerceFetch: visitor address', () => {
  beforeEach(() => {
    visitor.address = '198.51.100.7';
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the visitor's address on uncached calls (cart, coupon, order)", async () => {
    const calls = captureFetch();
    await commerceFetch({ document: doc('mutation { placeOrder }'), cache: 'no-store' });
    await commerceFetch({ document: doc('mutation { createEmptyCart }') });
    expect(calls.map((c) => c.headers['X-Forwarded-For'])).toEqual([
      '198.51.100.7',
      '198.51.100.7',
    ]);
  });

  it('never sends an address on cacheable reads, which visitors share', async () => {
    const calls = captureFetch();
    await commerceFetch({
      document: doc('{ a }'),
      method: 'GET',
      cache: { tags: ['t'], revalidate: 60 },
    });
    await commerceFetch({ document: doc('{ b }'), cache: { tags: ['t'], revalidate: 60 } });
    expect(calls.map((c) => c.headers['X-Forwarded-For'])).toEqual([undefined, undefined]);
  });

  it('keeps an address the caller gave, and sends none when no visitor is in scope', async () => {
    const calls = captureFetch();
    await commerceFetch({ document: doc('mutation { a }'), clientAddress: '203.0.113.9' });
    visitor.address = undefined;
    await commerceFetch({ document: doc('mutation { b }') });
    expect(calls.map((c) => c.headers['X-Forwarded-For'])).toEqual(['203.0.113.9', undefined]);
  });
});

describe('commerceFetch: one classified answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never answers ok next to errors: the data stays as partial', async () => {
    const refusal = {
      message: 'Some of the products are out of stock.',
      extensions: { category: 'graphql-input' },
    };
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ data: { cart: { id: 'c' } }, errors: [refusal] }), {
          status: 200,
        }),
    );
    const r = await commerceFetch({ document: doc('{ cart }'), cache: 'no-store' });
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'user', retryable: false, errors: [refusal] },
      partial: { cart: { id: 'c' } },
    });
  });

  it('tells an unreachable API from one that answered a page that is not GraphQL', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await commerceFetch({ document: doc('{ a }'), cache: 'no-store' })).toEqual({
      ok: false,
      error: { kind: 'network', message: 'fetch failed', retryable: true, errors: [] },
    });
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await commerceFetch({ document: doc('{ a }'), cache: 'no-store' })).toMatchObject({
      ok: false,
      error: {
        kind: 'http',
        status: 502,
        retryable: true,
        message: 'Unexpected response (HTTP 502)',
      },
    });
  });
});
