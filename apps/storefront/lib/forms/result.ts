// The one answer shape of every server action: `ok` tells success from failure. `at` (when the
// answer was made) tells two equal answers apart, so a form reacts once to each submit. A form's
// state before its first answer is null. Reads answer the same discriminant (lib/result.ts).
// Pure; safe anywhere.
import type { FieldErrors } from './field-errors';

export type Success<T extends object = object> = { ok: true; at: number; message?: string } & T;
export type Failure<T extends object = object> = {
  ok: false;
  at: number;
  message?: string;
  fieldErrors?: FieldErrors;
} & T;
export type ActionResult<S extends object = object, F extends object = object> =
  Success<S> | Failure<F>;

/** A form's state: null until the action has answered once. */
export type FormState<R> = R | null;

export function success<T extends object = object>(extra?: T & { message?: string }): Success<T> {
  return { ...(extra as T), ok: true, at: Date.now() };
}

export function failure<T extends object = object>(
  extra?: T & { message?: string; fieldErrors?: FieldErrors },
): Failure<T> {
  return { ...(extra as T), ok: false, at: Date.now() };
}
