// The one GraphQL transport of the storefront. Only server code imports it.
// Failures come back as values (CommerceResult, classified once in answer.ts), never as thrown
// errors, so callers decide what the user sees.
import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { config, type StoreViewCode } from '@/lib/config';
import { wireDocument, type OperationDocument } from './documents';
import { operationForEndpoint } from './endpoint';
import { classifyAnswer, httpError, networkError, type GraphQLBody } from './answer';
import { noAnswer, type CommerceResult } from '@/lib/result';
import { readMemo, readMemoKey } from './read-memo';
import { markPagePrivate } from '@/lib/page-cache-hook';
import { baseHeaders, parseExtraHeaders, requestMethod } from './request-headers';

let extra: { raw: string | undefined; headers: Record<string, string> } | null = null;
/** COMMERCE_EXTRA_HEADERS, parsed once per value. */
function extraHeaders(): Record<string, string> {
  const raw = process.env.COMMERCE_EXTRA_HEADERS;
  if (!extra || extra.raw !== raw) extra = { raw, headers: parseExtraHeaders(raw) };
  return extra.headers;
}

export type { CommerceResult, GraphQLErrorShape } from '@/lib/result';

/** Variables are required when the operation declares a required one. */
type VariablesOf<V> = Record<string, never> extends V ? { variables?: V } : { variables: V };

export type CommerceRequest<R, V> = CommerceRequestOptions &
  VariablesOf<V> & {
    /** A generated document (./generated/graphql.ts): its result and variables types follow it. */
    document: OperationDocument<R, V>;
  };

export interface CommerceRequestOptions {
  store?: StoreViewCode;
  token?: string;
  /**
   * The visitor's address, sent as X-Forwarded-For: the API limits sign-in, codes and orders per
   * client address and believes the header only from the storefront's own addresses (TRUST_PROXY;
   * docs/decisions/0970). Uncached calls made while serving a visitor fill it in themselves.
   */
  clientAddress?: string;
  /** The captcha widget's answer, sent as X-ReCaptcha (docs/decisions/0713-sign-in-captcha.md). */
  captchaToken?: string;
  /** GET or POST; without it, GET for the spec's GET-preferred reads (request-headers.ts), else POST. */
  method?: 'GET' | 'POST';
  /** Next.js data-cache tags and lifetime for cacheable reads. */
  cache?: { tags: string[]; revalidate: number } | 'no-store';
}

export async function commerceFetch<T, V>(
  request: CommerceRequest<T, V>,
): Promise<CommerceResult<T>> {
  // A page is shared by the server's page cache (server/page-cache.ts) only when every read it
  // made is a shared one that answered: a per-visitor or uncached read, or a failed one, keeps it
  // to this visitor.
  const shared =
    request.cache !== undefined &&
    request.cache !== 'no-store' &&
    !request.token &&
    !request.clientAddress &&
    !request.captchaToken;
  if (!shared) markPagePrivate();
  const result = await send(request);
  if (shared && !result.ok) markPagePrivate();
  return result;
}

async function send<T, V>(request: CommerceRequest<T, V>): Promise<CommerceResult<T>> {
  const { document, ...rest } = request;
  const req = {
    ...rest,
    variables: request.variables as Record<string, unknown> | undefined,
    ...wireDocument(document),
  };
  // Anonymous cacheable reads are answered from a few-seconds memo first (see read-memo.ts).
  const memoKey = readMemoKey(req);
  const memoised = memoKey ? readMemo.get<T>(memoKey) : undefined;
  if (memoised !== undefined) return { ok: true, data: memoised };
  // On a stock Magento endpoint, the operation without what that endpoint lacks (endpoint.ts).
  const query = await operationForEndpoint(req.query);
  if (query === null) {
    return { ok: false, error: noAnswer('This store does not offer this feature.') };
  }
  // The store view (the default one when none is chosen) and the configured extra headers go on
  // every request (docs/decisions/0309).
  const headers = baseHeaders(req.store ?? config.defaultStoreView, extraHeaders());
  if (req.token) headers.Authorization = `Bearer ${req.token}`;
  const method = requestMethod(req.operationName, req.method);
  const cacheable = method === 'GET' || (req.cache !== undefined && req.cache !== 'no-store');
  // Every uncached call on a visitor's behalf (cart, coupon, checkout, order) carries the visitor's
  // address, so per-address limits count visitors and not the storefront. Cacheable reads never
  // do: they are shared between visitors.
  const clientAddress =
    req.clientAddress ?? (cacheable ? undefined : await currentVisitorAddress());
  if (clientAddress) headers['X-Forwarded-For'] = clientAddress;
  if (req.captchaToken) headers['X-ReCaptcha'] = req.captchaToken;
  let url = config.commerceUrl;
  let body: string | undefined;
  if (method === 'GET') {
    const params = new URLSearchParams({ query });
    if (req.operationName) params.set('operationName', req.operationName);
    if (req.variables) params.set('variables', JSON.stringify(req.variables));
    url = `${url}?${params.toString()}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({
      query,
      variables: req.variables ?? {},
      operationName: req.operationName,
    });
  }
  const next =
    req.cache && req.cache !== 'no-store'
      ? { tags: req.cache.tags, revalidate: req.cache.revalidate }
      : undefined;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body,
      ...(next ? { next } : { cache: 'no-store' as const }),
    });
  } catch (e) {
    return { ok: false, error: networkError(e) };
  }
  let json: GraphQLBody<T>;
  try {
    json = (await res.json()) as typeof json;
  } catch {
    return { ok: false, error: httpError(res.status) };
  }
  const result = classifyAnswer(res.status, json);
  if (result.ok && memoKey && res.ok && req.cache && req.cache !== 'no-store') {
    readMemo.set(memoKey, result.data, {
      tags: req.cache.tags,
      revalidateSeconds: req.cache.revalidate,
    });
  }
  return result;
}

/** The address of the visitor whose request is being served, or undefined outside a request. */
export async function currentVisitorAddress(): Promise<string | undefined> {
  try {
    // Loaded on demand: request-info reads the store view, whose own read goes through this file.
    const { visitorAddress } = await import('@/lib/commerce/customer/request-info');
    return await visitorAddress();
  } catch (e) {
    // Next's own signals (a static render learning it is dynamic) must keep travelling.
    unstable_rethrow(e);
    // No request in scope (build time, background revalidation): nothing to forward.
    return undefined;
  }
}
