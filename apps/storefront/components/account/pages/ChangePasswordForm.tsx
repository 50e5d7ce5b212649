'use client';
// 'Change Password' on the dashboard: current password, new password (spec rule) and its
// confirmation. Errors show on touched fields and after a submit; the server checks again.
import { useActionState, useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/forms/Field';
import formStyles from '@/components/forms/forms.module.css';
import { useConformFields } from '@/components/forms/use-conform-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import { showToast } from '@/components/ui/Toast';
import {
  validatePasswordChange,
  type PasswordChangeValues,
} from '@/lib/commerce/customer/account-data';
import { changePasswordAction } from './actions';

export interface ChangePasswordLabels {
  title: string;
  current: string;
  next: string;
  confirm: string;
  save: string;
  processing: string;
}

type Values = PasswordChangeValues;
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

/** A saved password starts a fresh form: nothing typed, nothing touched. */
export function ChangePasswordForm({ labels }: { labels: ChangePasswordLabels }) {
  const [generation, setGeneration] = useState(0);
  return (
    <PasswordForm key={generation} labels={labels} onSaved={() => setGeneration((g) => g + 1)} />
  );
}

function PasswordForm({ labels, onSaved }: { labels: ChangePasswordLabels; onSaved: () => void }) {
  const [state, formAction, pending] = useActionState(changePasswordAction, null);
  const f = useConformFields<Values>(EMPTY, validatePasswordChange);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, f.submits);
  const lastAt = useRef(0);
  useEffect(() => {
    if (!state || state.at === lastAt.current) return;
    lastAt.current = state.at;
    if (state?.ok) {
      showToast({ message: state.message, status: 'success' });
      onSaved();
    } else if (state.message) {
      showToast({ message: state.message, status: 'error' });
    }
  }, [state, onSaved]);

  const serverErrors = state?.ok === false ? (state.fieldErrors ?? {}) : {};
  const errorFor = (name: keyof Values) => f.visibleError(name) ?? serverErrors[name];
  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <TextField
      id={name}
      name={name}
      type="password"
      label={label}
      required
      value={f.values[name]}
      onChange={(v) => f.set(name, v)}
      onBlur={() => f.touch(name)}
      error={errorFor(name)}
      autoComplete={autoComplete}
      maxLength={256}
    />
  );
  return (
    <form
      ref={formRef}
      id={f.formId}
      action={formAction}
      noValidate
      onSubmit={(e) => f.submit(e)}
      data-testid="change-password-form"
      aria-labelledby="change-password-title"
    >
      <h2 id="change-password-title">{labels.title}</h2>
      {state?.ok === false && state.message ? (
        <p className={formStyles.formError} role="alert">
          {state.message}
        </p>
      ) : null}
      <div className={formStyles.grid}>
        {field('current_password', labels.current, 'current-password')}
        <span aria-hidden="true" />
        {field('new_password', labels.next, 'new-password')}
        {field('confirm_password', labels.confirm, 'new-password')}
      </div>
      <p>
        <button
          type="submit"
          className={formStyles.primaryButton}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? labels.processing : labels.save}
        </button>
      </p>
    </form>
  );
}
