'use client';
// Min and max price inputs under the price filter. Messages show after an apply attempt, next
// to their field (aria-invalid, aria-describedby); a valid range is handed to the filter panel,
// which navigates (or, in draft mode, keeps it in the draft).
import { useState, type FormEvent } from 'react';
import { checkPriceRange, type PriceInputError } from '@/lib/commerce/catalog/price-range-input';
import styles from './price-range.module.css';

export interface PriceRangeLabels {
  legend: string;
  min: string;
  max: string;
  apply: string;
  required: string;
  invalid: string;
}

export function PriceRangeForm({
  from,
  to,
  labels,
  onApply,
}: {
  from: string;
  to: string;
  labels: PriceRangeLabels;
  onApply: (value: string) => void;
}) {
  const [min, setMin] = useState(from);
  const [max, setMax] = useState(to);
  const [errors, setErrors] = useState<{ min?: PriceInputError; max?: PriceInputError }>({});
  const message = (e?: PriceInputError) =>
    e === 'required' ? labels.required : e === 'invalid' ? labels.invalid : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    const check = checkPriceRange(min, max);
    setErrors(check.errors);
    if (check.value) onApply(check.value);
  }

  const field = (key: 'min' | 'max', value: string, set: (v: string) => void) => {
    const id = `price-range-${key}`;
    const error = message(errors[key]);
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{labels[key]}</label>
        <input
          id={id}
          name={key}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={value}
          onChange={(ev) => set(ev.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={styles.input}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error} data-testid={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={labels.legend}
      data-testid="price-range"
    >
      {field('min', min, setMin)}
      {field('max', max, setMax)}
      <button type="submit" className={styles.apply}>
        {labels.apply}
      </button>
    </form>
  );
}
