'use client';
// The sign-in form (spec: Login form), on the sign-in page and in the login dialogs. Rules are
// checked as the visitor types (shown once a field is touched) and again by the server action.
// Success reports the login event and either goes on (page) or stays put (dialog).
import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/forms/Field';
import { useConformFields } from '@/components/forms/use-conform-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import { showToast } from '@/components/ui/Toast';
import { loginEvent, reportEvent } from '@/lib/analytics/events';
import { validateLogin } from '@/lib/commerce/customer/auth-validation';
import {
  confirmationRouteFor,
  CREATE_ACCOUNT_ROUTE,
  FORGOT_PASSWORD_ROUTE,
} from '@/lib/commerce/customer/routes';
import { loginAction } from './actions';
import { Captcha } from './Captcha';
import type { LoginStrings } from './strings';
import styles from './auth.module.css';

export interface LoginFormProps {
  /** Prefix of the element ids, so a page and a dialog can both hold the form. */
  id: string;
  strings: LoginStrings;
  mode: 'page' | 'modal';
  /** Page mode: where to go after signing in (the ?redirect parameter). */
  redirectTo?: string | null;
  captchaSiteKey: string | null;
  analytics: boolean;
  defaultEmail?: string;
  onSuccess?: () => void;
}

export function LoginForm({
  id,
  strings,
  mode,
  redirectTo,
  captchaSiteKey,
  analytics,
  defaultEmail,
  onSuccess,
}: LoginFormProps) {
  const [state, action, pending] = useActionState(loginAction, null);
  const fields = useConformFields({ email: defaultEmail ?? '', password: '' }, validateLogin);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fields.submits);
  const router = useRouter();
  const handled = useRef(0);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (!state || state.at === handled.current) return;
    handled.current = state.at;
    if (state?.ok) {
      reportEvent(loginEvent(), analytics);
      onSuccess?.();
      if (state.redirectTo) router.replace(state.redirectTo);
      return;
    }
    setFailures((n) => n + 1);
    // Spec section 8: a failed sign-in is an error toast; an unconfirmed account gets a way on.
    if (state.message && state.reason !== 'unconfirmed')
      showToast({ message: state.message, status: 'error' });
  }, [state, analytics, onSuccess, router]);

  // In a dialog the e-mail field takes the focus once the dialog has opened (a frame later).
  useEffect(() => {
    if (mode !== 'modal') return;
    const frame = requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [mode]);

  const serverError = (name: string) =>
    state?.ok === false ? state.fieldErrors?.[name] : undefined;
  const error = (name: 'email' | 'password') => fields.visibleError(name) ?? serverError(name);
  const unconfirmed = state?.ok === false && state.reason === 'unconfirmed';

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
      {unconfirmed ? (
        <div className={styles.alert} role="alert">
          <p>
            {state.message}{' '}
            <Link href={confirmationRouteFor(state.email ?? fields.values.email)}>
              {strings.resendConfirmation}
            </Link>
          </p>
        </div>
      ) : null}
      <input type="hidden" name="mode" value={mode} />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
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
        error={error('email')}
      />
      <TextField
        id={`${id}-password`}
        name="password"
        type="password"
        label={strings.password}
        required
        autoComplete="current-password"
        maxLength={256}
        value={fields.values.password}
        onChange={(v) => fields.set('password', v)}
        onBlur={() => fields.touch('password')}
        error={error('password')}
      />
      <p>
        <Link href={FORGOT_PASSWORD_ROUTE} className={styles.link}>
          {strings.forgotPassword}
        </Link>
      </p>
      {captchaSiteKey ? (
        <Captcha siteKey={captchaSiteKey} label={strings.captcha} resetKey={failures} />
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primaryButton}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? strings.submitting : strings.submit}
        </button>
        <Link href={CREATE_ACCOUNT_ROUTE} className={styles.secondaryButton}>
          {strings.createAccount}
        </Link>
      </div>
    </form>
  );
}
