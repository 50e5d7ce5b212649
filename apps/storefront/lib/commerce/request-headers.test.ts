import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseExtraHeaders, requestMethod } from './request-headers';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/commerce/customer/request-info', () => ({ visitorAddress: async () => undefined }));

const { commerceFetch } = await import('./client');
const generated = await import('./generated/graphql');

function captureFetch() {
  const calls: { url: string; method: string; headers: Record<string, string>; body?: string }[] =
    [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body as string | undefined,
      });
      return new Response(JSON.stringify({ data: {} }), { status: 200 });
    }),
  );
  return calls;
}

describe('commerce request headers and methods (spec §6, §7; docs/decisions/0309)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('merges the configured extra headers into every request, under the Store header', async () => {
    vi.stubEnv(
      'COMMERCE_EXTRA_HEADERS',
      JSON.stringify({ 'X-Partner': 'charter', Store: 'evil', Authorization: 'Bearer x' }),
    );
    const calls = captureFetch();
    await commerceFetch({ document: generated.CreateEmptyCartDocument });
    await commerceFetch({ document: generated.StoreConfigDocument, store: 'charter_seniorliving' });
    expect(calls.map((c) => c.headers['X-Partner'])).toEqual(['charter', 'charter']);
    expect(calls.map((c) => c.headers.Store)).toEqual([
      'charter_hospitality',
      'charter_seniorliving',
    ]);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it("sends the spec's GET-preferred reads as GET and everything else as POST", async () => {
    const calls = captureFetch();
    await commerceFetch({ document: generated.StoreConfigDocument });
    await commerceFetch({ document: generated.FilterSettingsDocument });
    await commerceFetch({ document: generated.FilterableAttributesDocument });
    await commerceFetch({
      document: generated.GetSearchTermDataDocument,
      variables: { search: 'oak' },
    });
    await commerceFetch({
      document: generated.SearchSuggestionsDocument,
      variables: { search: 'oak', pageSize: 5 },
    });
    await commerceFetch({ document: generated.CartDocument, variables: { cartId: 'c' } });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET', 'GET', 'GET', 'GET', 'POST']);
    expect(calls[0]!.url).toContain('operationName=StoreConfig');
    expect(requestMethod('StoreConfig', 'POST')).toBe('POST');
  });

  it('signs in without persistent, which neither API acts on (docs/decisions/0309)', async () => {
    const calls = captureFetch();
    await commerceFetch({
      document: generated.GenerateCustomerTokenDocument,
      variables: { email: 'a@b.c', password: 'p' },
    });
    const body = JSON.parse(calls[0]!.body!) as { query: string };
    expect(body.query).not.toContain('persistent');
    expect(calls[0]!.method).toBe('POST');
  });

  it('leaves out extra headers that are not plain headers or that the transport owns', () => {
    expect(parseExtraHeaders(undefined)).toEqual({});
    expect(parseExtraHeaders('not json')).toEqual({});
    expect(parseExtraHeaders('["X-A"]')).toEqual({});
    expect(
      parseExtraHeaders(
        JSON.stringify({
          'X-Ok': 'yes',
          'Bad Name': 'v',
          'X-Num': 5,
          'X-Newline': 'a\r\nInjected: 1',
          cookie: 'c',
          'X-Forwarded-For': '1.2.3.4',
        }),
      ),
    ).toEqual({ 'X-Ok': 'yes' });
  });
});
