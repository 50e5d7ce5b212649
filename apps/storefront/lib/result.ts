// The one answer shape of a read, with the discriminant of every action answer (lib/forms/result.ts)
// and of the transport (CommerceResult): `ok`. A read either has its value or says why not:
// 'none' (there is nothing to read: no stored id, no such product or route), 'stale' (a stored id
// or token names something that is gone; the caller forgets it) or 'error' (the API failed; the
// message is the transport's, for logs, never shown as is). Pure; safe anywhere.
export type ReadFailureReason = 'none' | 'stale' | 'error';

export type ReadResult<T, R extends ReadFailureReason = ReadFailureReason> =
  | { ok: true; value: T }
  | { ok: false; reason: R; message?: string };

export function found<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function missing<R extends ReadFailureReason>(reason: R, message?: string): { ok: false; reason: R; message?: string } {
  return message === undefined ? { ok: false, reason } : { ok: false, reason, message };
}

/** The read's value, or the given stand-in when it has none (an empty cart, an empty list). */
export function valueOr<T, R extends ReadFailureReason>(read: ReadResult<T, R>, fallback: T): T {
  return read.ok ? read.value : fallback;
}
