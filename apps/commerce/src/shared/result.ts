// Expected failures as values, shared by every module. Categories are Magento's (reference 1.4);
// the resolvers turn a Failure into the GraphQL error the wire expects (see toClientError).
import { ClientError, type ErrorCategory } from './errors.js';

export interface Failure {
  category: Exclude<ErrorCategory, 'graphql' | 'internal'>;
  message: string;
}

/**
 * A value, or the expected failure. F is Failure where the failure becomes a GraphQL error as it
 * is; a module whose failures are answered otherwise (placeOrder.errors, an item's user error, a
 * command's exit code) names its own: a reason code or a typed error union (docs/decisions/0107).
 */
export type Result<T, F = Failure> = { ok: true; value: T } | { ok: false; failure: F };

export const ok = <T, F = Failure>(value: T): Result<T, F> => ({ ok: true, value });
export const fail = <T = never>(category: Failure['category'], message: string): Result<T> => ({
  ok: false,
  failure: { category, message },
});
/** A failure of a module's own kind (a reason code, an item error, a refusal): `failWith({ code, message })`. */
export const failWith = <F>(failure: F): Result<never, F> => ({ ok: false, failure });

export const toClientError = (f: Failure): ClientError => new ClientError(f.message, f.category);

/** For resolvers: the value, or the failure thrown as Magento's GraphQL error. */
export function orThrow<T>(r: Result<T>): T {
  if (!r.ok) throw toClientError(r.failure);
  return r.value;
}
