// Account calls answer the one result (lib/result.ts) with the value they asked for. The transport
// has already made any answer with errors a failure; here a missing value is one too (a field the
// API left null without saying why), so a refused sign-in can never pass for a success. Pure.
import { failed, noAnswer, ok, type CommerceResult } from '@/lib/result';

export function settle<T, V>(
  res: CommerceResult<T>,
  pick: (data: T) => V | null | undefined,
): CommerceResult<V> {
  if (!res.ok) return failed(res.error);
  const value = pick(res.data);
  return value === null || value === undefined ? failed(noAnswer('No answer')) : ok(value);
}
