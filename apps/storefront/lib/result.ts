// The one answer shape of the storefront's commerce calls, reads and writes alike
// (docs/decisions/0306). The transport (lib/commerce/client.ts) classifies every API answer once:
// `ok: true` carries the data and nothing else; `ok: false` carries one classified error. Callers
// add their own meaning through `code` (a payment failure's class, or 'none' / 'stale' for a read
// with nothing to show) and never classify the transport's answer again. Server actions turn it
// into their form state (lib/forms/result.ts) at their edge. Pure; safe anywhere.

/** One GraphQL error as the API sends it (Magento: `extensions.category`, sometimes `error_code`). */
export interface GraphQLErrorShape {
  message: string;
  path?: (string | number)[];
  extensions?: { category?: string; error_code?: string };
}

/**
 * - network: the API could not be reached (no answer at all);
 * - http: the API answered, but not with a GraphQL answer (a gateway page, an empty error);
 * - graphql: a GraphQL answer with a server-side error, or without the value asked for;
 * - user: the API refused what was asked (input, sign-in, permissions, something that does not
 *   exist), in a GraphQL error or in the mutation's own `user_errors`; asking again will not help.
 */
export type CommerceErrorKind = 'network' | 'http' | 'graphql' | 'user';

export interface CommerceError<C extends string = string> {
  kind: CommerceErrorKind;
  /** The API's (or the transport's) own words: for logs and for choosing a text, shown only where a caller says so. */
  message: string;
  /** Whether the same call may succeed when tried again (an outage, a server fault). */
  retryable: boolean;
  /** The HTTP status, when the API answered. */
  status?: number;
  /** The API's error code or category, or the caller's class of the failure. */
  code?: C;
  /** The API's GraphQL errors as sent ([] when there were none). */
  errors: readonly GraphQLErrorShape[];
}

/** `partial`: what the API did answer next to its errors, for the few callers that show it anyway. */
export type CommerceResult<T, C extends string = string> =
  { ok: true; data: T } | { ok: false; error: CommerceError<C>; partial?: T | null };

export type Failed<C extends string = string> = { ok: false; error: CommerceError<C> };

export function ok<T>(data: T): { ok: true; data: T } {
  return { ok: true, data };
}

export function failed<C extends string>(error: CommerceError<C>): Failed<C> {
  return { ok: false, error };
}

/** A refusal in the mutation's own payload (user_errors), or the caller's own (no such list). */
export function userError<C extends string = string>(
  message: string,
  code?: C | null,
): CommerceError<C> {
  return { kind: 'user', message, retryable: false, errors: [], ...(code ? { code } : {}) };
}

/** The API answered without the value asked for, and without saying why. */
export function noAnswer(message = 'Error to fetch'): CommerceError<never> {
  return { kind: 'graphql', message, retryable: false, errors: [] };
}

/**
 * A read with nothing to show: 'none' when there is nothing to read (no stored id, no such product
 * or route), 'stale' when a stored id or token names something gone (the caller forgets it).
 */
export function absent<C extends 'none' | 'stale'>(code: C, message?: string): Failed<C> {
  return failed({ kind: 'user', message: message ?? code, retryable: false, code, errors: [] });
}

/** Whether a read failed for want of something to read rather than because the API failed. */
export function isAbsent(error: CommerceError): boolean {
  return error.code === 'none' || error.code === 'stale';
}

/** Not reached or not understood: the API never gave a GraphQL answer. */
export function isUnreachable(error: Pick<CommerceError, 'kind'>): boolean {
  return error.kind === 'network' || error.kind === 'http';
}

/** The result's data, or the given stand-in when it has none (an empty cart, an empty list). */
export function dataOr<T>(result: CommerceResult<T>, fallback: T): T {
  return result.ok ? result.data : fallback;
}

/**
 * The data, also what came next to errors (`partial`), or null: for reads that show what the API
 * did answer (a cart with a line out of stock, a page whose one field failed). Writes never use it.
 */
export function answered<T>(result: CommerceResult<T>): T | null {
  return result.ok ? result.data : (result.partial ?? null);
}

/** Why a result has no data: its error, or the API's silence when it answered without the value. */
export function errorOf<C extends string>(result: CommerceResult<unknown, C>): CommerceError<C> {
  return result.ok ? noAnswer() : result.error;
}
