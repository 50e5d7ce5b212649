'use client';
// A labelled text field or select with its error message (linked by aria-describedby).
import type { ReactNode } from 'react';
import styles from './checkout.module.css';

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

function Label({ id, label, required, optionalText }: { id: string; label: string; required?: boolean; optionalText?: string }) {
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
        onBlur={(e) => onBlur?.(e.target.value)}
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
        onBlur={onBlur}
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
