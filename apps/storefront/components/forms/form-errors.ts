// How a form shows its errors: a field's own rule error once it is touched, else the server's
// error for it until the visitor touches it again; the summary lists them in the form's order
// once the form has been submitted. Pure.
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { ActionResult, FormState } from '@/lib/forms/result';
import type { SummaryError } from './ErrorSummary';

/** The server's field errors of the last answer (none before the first, or after a success). */
export function serverFieldErrors(state: FormState<ActionResult>): FieldErrors {
  return state?.ok === false ? (state.fieldErrors ?? {}) : {};
}

/** The message a field shows: its rule error once touched, otherwise the server's. */
export function shownError(
  fields: { visibleError: (name: string) => string | undefined; touched: Record<string, boolean> },
  server: FieldErrors,
): (name: string) => string | undefined {
  return (name) => fields.visibleError(name) ?? (fields.touched[name] ? undefined : server[name]);
}

/** The error summary's entries: the fields in error, in the form's order, once it was submitted. */
export function summaryOf(
  submits: number,
  order: readonly string[],
  errorFor: (name: string) => string | undefined,
): SummaryError[] {
  if (submits === 0) return [];
  return order.flatMap((fieldId) => {
    const message = errorFor(fieldId);
    return message ? [{ fieldId, message }] : [];
  });
}
