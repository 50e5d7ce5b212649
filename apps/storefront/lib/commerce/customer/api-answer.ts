// Account calls answer with a value or a failure. A mutation's field error comes back as data with
// a null field plus errors (HTTP 200), which the transport counts as ok; here any error or a
// missing value is a failure, so a refused sign-in can never pass for a success. Pure.
import type { CommerceResult } from '@/lib/commerce/client';

type Failure = Extract<CommerceResult<unknown>, { ok: false }>;
export type ApiAnswer<T> = { ok: true; value: T } | { ok: false; failure: Pick<Failure, 'kind' | 'errors' | 'message'> };

export function settle<T, V>(res: CommerceResult<T>, pick: (data: T) => V | null | undefined): ApiAnswer<V> {
  if (!res.ok) return { ok: false, failure: { kind: res.kind, errors: res.errors, message: res.message } };
  const value = pick(res.data);
  const errors = res.errors ?? [];
  if (errors.length > 0 || value === null || value === undefined) {
    return { ok: false, failure: { kind: 'graphql', errors, message: errors[0]?.message ?? 'No answer' } };
  }
  return { ok: true, value };
}
