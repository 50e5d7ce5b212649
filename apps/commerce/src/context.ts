// The request context: the first argument of every service method and the GraphQL context value.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/index.js';
import type { ExecutionBudget } from './shared/execution-budget.js';
import type { Store } from './modules/store/tables.js';

export interface StoreView {
  store: Store;
  /**
   * The view's StoreConfig values, built by modules/store/store-config.ts with every field of the
   * schema's type (checked there, and answered through `storeConfigOf`). Typed loosely here: the
   * generated resolver types import this file, so it may not import them back.
   */
  config: Readonly<Record<string, unknown>>;
}

export interface RequestContext {
  requestId: string;
  /** Store view from the `Store` header (default view when absent). */
  storeView: StoreView;
  /** The bearer token as sent; only set when it was verified (an invalid token never executes). */
  token: string | null;
  /** The signed-in customer, from a verified bearer token; null is a guest. */
  customerId: number | null;
  /** Customer group for prices and caching: 0 = NOT LOGGED IN, as in Magento. */
  customerGroupId: number;
  /** The caller's address (sign-in throttling). */
  clientAddress: string;
  /**
   * False when clientAddress is a trusted proxy's own (the storefront's server calling without a
   * forwarded visitor address): limits per client address then do not apply, or every visitor
   * would share the storefront's allowance (docs/decisions/0900).
   */
  clientAddressIsVisitor?: boolean;
  /** The reCAPTCHA answer the client sent in X-ReCaptcha (Magento's header), if any. */
  captchaToken?: string | null;
  /** One instant per request, from the injected clock, so a request sees consistent prices. */
  now: Date;
  currency: string;
  log: FastifyBaseLogger;
  /**
   * Variables exactly as sent. Coerced variables follow schema field order, so where the written
   * order matters (sort keys) it is read from here.
   */
  rawVariables: Record<string, unknown>;
  /** Per-request memo for batch loaders, keyed by loader name. */
  loaders: Map<string, unknown>;
  /**
   * The open transaction when this context runs inside a unit of work (src/db/unit-of-work.ts);
   * services that take part read and write through it. Absent outside one.
   */
  transaction?: Db;
  /** The request's node cap and deadline (graphql/execution-bounds.ts); absent outside GraphQL requests. */
  budget?: ExecutionBudget;
}

/** Returns the request's loader of that name, creating it on first use. */
export function loaderOf<T>(ctx: RequestContext, name: string, create: () => T): T {
  let l = ctx.loaders.get(name) as T | undefined;
  if (!l) {
    l = create();
    ctx.loaders.set(name, l);
  }
  return l;
}

// The GraphQL context value is the request context (graphql/http.ts passes it to reply.graphql),
// so resolvers typed with RequestContext fit mercurius's resolver map.
declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds RequestContext's members
  interface MercuriusContext extends RequestContext {}
}
