'use client';
// A one-field form asking for an e-mail address: forgot password and resend confirmation. The
// answer is the same whether or not the address has an account.
import { useActionState, useRef } from 'react';
import { TextField } from '@/components/forms/Field';
import { useConformFields } from '@/components/forms/use-conform-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import { emailError } from '@/lib/commerce/customer/auth-validation';
import type { FormState } from '@/lib/forms/result';
import type { AuthResult } from './actions';
import type { EmailFormStrings } from './strings';
import styles from './auth.module.css';

const validate = (v: { email: string }) => ({ email: emailError(v.email) });

export function EmailForm({
  id,
  strings,
  submitAction,
  defaultEmail,
}: {
  id: string;
  strings: EmailFormStrings;
  submitAction: (prev: FormState<AuthResult>, form: FormData) => Promise<AuthResult>;
  defaultEmail?: string;
}) {
  const [state, action, pending] = useActionState(submitAction, null);
  const fields = useConformFields({ email: defaultEmail ?? '' }, validate);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fields.submits);
  const serverError = state?.ok === false ? state.fieldErrors?.email : undefined;

  return (
    <form
      ref={formRef}
      id={fields.formId}
      action={action}
      noValidate
      className={styles.form}
      data-testid={`${id}-form`}
      onSubmit={(e) => fields.submit(e)}
    >
      <div role="status">
        {state?.ok ? (
          <div className={styles.notice} data-testid={`${id}-sent`}>
            <p>{state.message}</p>
          </div>
        ) : null}
      </div>
      {state?.ok === false && state.message ? (
        <div className={styles.alert} role="alert">
          <p>{state.message}</p>
        </div>
      ) : null}
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={strings.email}
        required
        autoComplete="email"
        value={fields.values.email}
        onChange={(v) => fields.set('email', v)}
        onBlur={() => fields.touch('email')}
        error={fields.visibleError('email') ?? serverError}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primaryButton}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {strings.submit}
        </button>
      </div>
    </form>
  );
}
