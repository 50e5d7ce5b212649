// How the transport (client.ts) reads an API answer into the one result (lib/result.ts), once:
// network, HTTP, GraphQL or user error, retryable or not. An answer with errors is a failure even
// when it also carries data (kept as `partial`), so `ok: true` never hides an error. Pure.
import type { CommerceError, CommerceResult, GraphQLErrorShape } from '@/lib/result';

/** The API's categories for a refusal of the request itself (Magento's client-side categories). */
const USER_CATEGORIES = new Set([
  'graphql-input',
  'graphql-authentication',
  'graphql-authorization',
  'graphql-no-such-entity',
  'graphql-already-exists',
]);

/** An HTTP status worth trying again: the server or something before it failed, or asked to wait. */
export function retryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** fetch() itself failed: no answer. */
export function networkError(e: unknown): CommerceError {
  return {
    kind: 'network',
    message: e instanceof Error ? e.message : String(e),
    retryable: true,
    errors: [],
  };
}

/** An answer that is not GraphQL (its body is not JSON, or an error status without errors). */
export function httpError(
  status: number,
  message = `Unexpected response (HTTP ${status})`,
): CommerceError {
  return { kind: 'http', message, retryable: retryableStatus(status), status, errors: [] };
}

/** The GraphQL errors of an answer, as one error: a user error when the first is the caller's fault. */
export function graphqlError(errors: readonly GraphQLErrorShape[], status?: number): CommerceError {
  const first = errors[0];
  const category = first?.extensions?.category;
  const user = category !== undefined && USER_CATEGORIES.has(category);
  const code = first?.extensions?.error_code ?? category;
  return {
    kind: user ? 'user' : 'graphql',
    message: first?.message ?? 'Error to fetch',
    retryable:
      !user && (category === 'internal' || (status !== undefined && retryableStatus(status))),
    ...(status !== undefined ? { status } : {}),
    ...(code ? { code } : {}),
    errors,
  };
}

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: GraphQLErrorShape[];
}

/** A parsed GraphQL answer with its HTTP status, as one result. */
export function classifyAnswer<T>(status: number, body: GraphQLBody<T>): CommerceResult<T> {
  const errors = body.errors ?? [];
  if (errors.length === 0 && body.data) return { ok: true, data: body.data };
  // Neither data nor errors: a GraphQL answer without a value on success, an HTTP failure otherwise.
  if (errors.length === 0 && (status < 200 || status >= 300))
    return { ok: false, error: httpError(status) };
  return {
    ok: false,
    error: graphqlError(errors, status),
    ...(body.data ? { partial: body.data } : {}),
  };
}
