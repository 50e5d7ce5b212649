// A labelled form field: the control gets the label, and its error is tied to it for assistive
// technology (aria-invalid, aria-describedby).
import { cloneElement, useId, type ReactElement } from 'react';

type Props = { label: string; error?: string | undefined; hint?: string; children: ReactElement };

export function Field({ label, error, hint, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = cloneElement(children as ReactElement<Record<string, unknown>>, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  });
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
