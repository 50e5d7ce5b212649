'use client';
// Set a new password from an e-mailed reset link (spec: reset password, 'Change Password'). A
// refused link reads as expired and offers 'Get New Link'; success offers the sign-in form.
import Link from '@/components/ui/Link';
import { useActionState, useRef, type ReactNode } from 'react';
import { TextField } from '@/components/forms/Field';
import { useConformFields } from '@/components/forms/use-conform-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import {
  validateNewPassword,
  type NewPasswordValues,
} from '@/lib/commerce/customer/auth-validation';
import { forgotPasswordRouteFor } from '@/lib/commerce/customer/routes';
import { resetPasswordAction } from './actions';
import type { NewPasswordStrings } from './strings';
import styles from './auth.module.css';

const EMPTY: NewPasswordValues = { password: '', password_confirmation: '' };

export function ExpiredLink({
  message,
  label,
  email,
}: {
  message: string;
  label: string;
  email: string | null | undefined;
}) {
  return (
    <div className={styles.alert} role="alert" data-testid="reset-expired">
      <p>
        {message} <Link href={forgotPasswordRouteFor(email)}>{label}</Link>
      </p>
    </div>
  );
}

export function NewPasswordForm({
  email,
  token,
  strings,
  signIn,
}: {
  email: string;
  token: string;
  strings: NewPasswordStrings;
  /** Shown after the password was changed: the sign-in form. */
  signIn: ReactNode;
}) {
  const [state, action, pending] = useActionState(resetPasswordAction, null);
  const fields = useConformFields(EMPTY, validateNewPassword);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fields.submits);

  if (state?.ok) {
    return (
      <>
        <div className={styles.notice} role="status" data-testid="reset-done">
          <p>{state.message}</p>
        </div>
        {signIn}
      </>
    );
  }
  const serverErrors = state?.ok === false ? (state.fieldErrors ?? {}) : {};
  const error = (name: keyof NewPasswordValues) => fields.visibleError(name) ?? serverErrors[name];

  return (
    <form
      ref={formRef}
      id={fields.formId}
      action={action}
      noValidate
      className={styles.form}
      data-testid="reset-password-form"
      onSubmit={(e) => fields.submit(e)}
    >
      {state?.ok === false && state.reason === 'expired' ? (
        <ExpiredLink message={state.message ?? ''} label={strings.getNewLink} email={email} />
      ) : state?.ok === false && state.message ? (
        <div className={styles.alert} role="alert">
          <p>{state.message}</p>
        </div>
      ) : null}
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="token" value={token} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField
        id="reset-password"
        name="password"
        type="password"
        label={strings.password}
        required
        autoComplete="new-password"
        hint={strings.passwordHint}
        maxLength={256}
        value={fields.values.password}
        onChange={(v) => fields.set('password', v)}
        onBlur={() => fields.touch('password')}
        error={error('password')}
      />
      <TextField
        id="reset-password-confirmation"
        name="password_confirmation"
        type="password"
        label={strings.passwordConfirmation}
        required
        autoComplete="new-password"
        maxLength={256}
        value={fields.values.password_confirmation}
        onChange={(v) => fields.set('password_confirmation', v)}
        onBlur={() => fields.touch('password_confirmation')}
        error={error('password_confirmation')}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primaryButton}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? strings.submitting : strings.submit}
        </button>
      </div>
    </form>
  );
}
