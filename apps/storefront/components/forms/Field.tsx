'use client';
// A labelled text field or select with its error message (linked by aria-describedby).
import type { FocusEvent, ReactNode } from 'react';
import styles from './forms.module.css';

interface Common {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  optionalText?: string;
  error?: string;
  hint?: string;
  className?: string;
}

function Describe({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function Label({
  id,
  label,
  required,
  optionalText,
}: {
  id: string;
  label: string;
  required?: boolean;
  optionalText?: string;
}) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      ) : optionalText ? (
        <span className={styles.optional}> {optionalText}</span>
      ) : null}
    </label>
  );
}

/**
 * True when focus leaves a field for a submit button. The field is then not marked touched on
 * blur: its message would appear between the button's mousedown and mouseup, move the button
 * and swallow the click. The submit itself touches every field and shows the messages.
 */
function leavingForSubmit(e: FocusEvent<HTMLElement>): boolean {
  const next = e.relatedTarget;
  return next instanceof HTMLElement && next.matches('button[type="submit"], input[type="submit"]');
}

export function TextField({
  id,
  name,
  label,
  required,
  optionalText,
  error,
  hint,
  className,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
}: Common & {
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  maxLength?: number;
}) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Label id={id} label={label} required={required} optionalText={optionalText} />
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        {...(value !== undefined ? { value, onChange: (e) => onChange?.(e.target.value) } : {})}
        onBlur={(e) => {
          if (!leavingForSubmit(e)) onBlur?.(e.target.value);
        }}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength ?? 255}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <Describe id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  name,
  label,
  required,
  error,
  className,
  value,
  onChange,
  onBlur,
  autoComplete,
  children,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={(e) => {
          if (!leavingForSubmit(e)) onBlur?.();
        }}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      <Describe id={id} error={error} />
    </div>
  );
}
