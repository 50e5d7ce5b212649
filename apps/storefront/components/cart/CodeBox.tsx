'use client';
// The promo code and gift card boxes: a labelled code field with Apply, the applied codes with
// Remove. Errors are shown inline (linked to the field) and as a toast; successes as a toast.
import { useActionState, useRef, useState } from 'react';
import type { FormState } from '@/lib/forms/result';
import type { CartResult } from './actions';
import styles from './cart.module.css';
import { useActionToast } from './use-action-toast';

type Action = (prev: FormState<CartResult>, form: FormData) => Promise<CartResult>;

export interface CodeBoxLabels {
  title: string;
  label: string;
  apply: string;
  remove: string;
  /** Template with {code}. */
  removeCode: string;
  /** Shown when the field is empty (client-side, before anything is sent). */
  required: string;
}

export interface AppliedCode {
  code: string;
  /** Extra line under the code, e.g. a gift card's applied and remaining balance. */
  detail?: string;
}

export function CodeBox({
  id,
  fieldName,
  applyAction,
  removeAction,
  applied,
  allowMore,
  labels,
}: {
  id: string;
  fieldName: string;
  applyAction: Action;
  removeAction: Action;
  applied: AppliedCode[];
  /** Promo codes: one at a time; gift cards: several. */
  allowMore: boolean;
  labels: CodeBoxLabels;
}) {
  const [applyState, apply, applying] = useActionState(applyAction, null);
  const [removeState, remove, removing] = useActionState(removeAction, null);
  const [localError, setLocalError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useActionToast(applyState);
  useActionToast(removeState);
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const serverError = applyState?.ok === false ? applyState.message : null;
  const error = localError ?? serverError;
  return (
    <section className={styles.box} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{labels.title}</h2>
      {applied.map((a) => (
        <form key={a.code} action={remove} className={styles.applied}>
          <input type="hidden" name={fieldName} value={a.code} />
          <div>
            <strong data-testid={`${id}-applied`}>{a.code}</strong>
            {a.detail ? <p className={styles.muted}>{a.detail}</p> : null}
          </div>
          <button
            type="submit"
            className={styles.linkButton}
            disabled={removing}
            aria-label={labels.removeCode.replace('{code}', a.code)}
          >
            {labels.remove}
          </button>
        </form>
      ))}
      {applied.length === 0 || allowMore ? (
        <form
          action={apply}
          noValidate
          onSubmit={(e) => {
            if ((inputRef.current?.value ?? '').trim() === '') {
              e.preventDefault();
              setLocalError(labels.required);
              inputRef.current?.focus();
            } else {
              setLocalError(null);
            }
          }}
        >
          <div className={styles.boxRow}>
            <div className={styles.field}>
              <label htmlFor={inputId}>{labels.label}</label>
              <input
                ref={inputRef}
                id={inputId}
                name={fieldName}
                type="text"
                autoComplete="off"
                maxLength={255}
                className={styles.input}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={() => setLocalError(null)}
              />
            </div>
            <button type="submit" className={styles.secondaryButton} disabled={applying}>
              {labels.apply}
            </button>
          </div>
          <p id={errorId} className={styles.error} aria-live="polite">
            {error ?? ''}
          </p>
        </form>
      ) : null}
    </section>
  );
}
