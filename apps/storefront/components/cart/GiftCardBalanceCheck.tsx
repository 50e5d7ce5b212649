'use client';
// The cart page's gift card balance check (Adobe Commerce's giftCardAccount): a code field and
// Check balance; the answer (the balance, or why there is none) is read out where it appears.
import { useActionState, useRef, useState } from 'react';
import type { FormState } from '@/lib/forms/result';
import type { CartResult } from './actions';
import styles from './cart.module.css';

type Action = (prev: FormState<CartResult>, form: FormData) => Promise<CartResult>;

export interface GiftCardBalanceLabels {
  title: string;
  label: string;
  check: string;
  /** Shown when the field is empty (client-side, before anything is sent). */
  required: string;
}

export function GiftCardBalanceView({
  state,
  localError,
  pending,
  labels,
  action,
  inputRef,
  onSubmit,
  onChange,
}: {
  state: FormState<CartResult>;
  localError: string | null;
  pending: boolean;
  labels: GiftCardBalanceLabels;
  action?: (form: FormData) => void;
  inputRef?: React.Ref<HTMLInputElement>;
  onSubmit?: (e: React.FormEvent<HTMLFormElement>) => void;
  onChange?: () => void;
}) {
  const error = localError ?? (state?.ok === false ? (state.message ?? null) : null);
  const balance = !localError && state?.ok ? (state.message ?? null) : null;
  return (
    <section
      className={styles.box}
      aria-labelledby="gift-card-balance-title"
      data-testid="gift-card-balance"
    >
      <h2 id="gift-card-balance-title">{labels.title}</h2>
      <form action={action} noValidate onSubmit={onSubmit}>
        <div className={styles.boxRow}>
          <div className={styles.field}>
            <label htmlFor="gift-card-balance-input">{labels.label}</label>
            <input
              ref={inputRef}
              id="gift-card-balance-input"
              name="gift_card_code"
              type="text"
              autoComplete="off"
              maxLength={255}
              className={styles.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'gift-card-balance-error' : undefined}
              onChange={onChange}
            />
          </div>
          <button type="submit" className={styles.secondaryButton} disabled={pending}>
            {labels.check}
          </button>
        </div>
        <p id="gift-card-balance-error" className={styles.error} aria-live="polite">
          {error ?? ''}
        </p>
        <p role="status" data-testid="gift-card-balance-result">
          {balance ?? ''}
        </p>
      </form>
    </section>
  );
}

export function GiftCardBalanceCheck({
  checkAction,
  labels,
}: {
  checkAction: Action;
  labels: GiftCardBalanceLabels;
}) {
  const [state, check, pending] = useActionState(checkAction, null);
  const [localError, setLocalError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <GiftCardBalanceView
      state={state}
      localError={localError}
      pending={pending}
      labels={labels}
      action={check}
      inputRef={inputRef}
      onSubmit={(e) => {
        if ((inputRef.current?.value ?? '').trim() === '') {
          e.preventDefault();
          setLocalError(labels.required);
          inputRef.current?.focus();
        } else setLocalError(null);
      }}
      onChange={() => setLocalError(null)}
    />
  );
}
