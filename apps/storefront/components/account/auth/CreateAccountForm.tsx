'use client';
// Create account (spec: Account form): first name, last name, email, password and its
// confirmation, checked with the shared rules as the visitor types and again on the server.
// A taken e-mail offers to sign in or reset the password (spec section 8).
import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef } from 'react';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { TextField } from '@/components/forms/Field';
import { useConformFields } from '@/components/forms/use-conform-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import { validateAccount, type AccountValues } from '@/lib/commerce/customer/auth-validation';
import { forgotPasswordRouteFor, LOGIN_ROUTE } from '@/lib/commerce/customer/routes';
import { createAccountAction } from './actions';
import type { AccountFormStrings } from './strings';
import styles from './auth.module.css';

const EMPTY: AccountValues = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  password_confirmation: '',
};

export function CreateAccountForm({ strings }: { strings: AccountFormStrings }) {
  const [state, action, pending] = useActionState(createAccountAction, null);
  const fields = useConformFields(EMPTY, validateAccount);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fields.submits);
  const router = useRouter();

  useEffect(() => {
    if (state?.ok && state.redirectTo) router.replace(state.redirectTo);
  }, [state, router]);

  const serverErrors = state?.ok === false ? (state.fieldErrors ?? {}) : {};
  const error = (name: keyof AccountValues) => fields.visibleError(name) ?? serverErrors[name];
  const summary =
    fields.submits > 0 || Object.keys(serverErrors).length > 0
      ? (Object.keys(EMPTY) as (keyof AccountValues)[])
          .map((name) => ({ fieldId: `create-${name}`, message: error(name) ?? '' }))
          .filter((e) => e.message)
      : [];
  const field = (
    name: keyof AccountValues,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={`create-${name}`}
      name={name}
      label={label}
      required
      value={fields.values[name]}
      onChange={(v) => fields.set(name, v)}
      onBlur={() => fields.touch(name)}
      error={error(name)}
      {...extra}
    />
  );

  return (
    <form
      ref={formRef}
      id={fields.formId}
      action={action}
      noValidate
      className={styles.form}
      data-testid="create-account-form"
      onSubmit={(e) => fields.submit(e)}
    >
      {state?.ok === false && state.reason === 'exists' ? (
        <div className={styles.alert} role="alert" data-testid="account-exists">
          <p>
            {state.message} <Link href={LOGIN_ROUTE}>{strings.existsSignIn}</Link> ·{' '}
            <Link href={forgotPasswordRouteFor(state.email)}>{strings.existsReset}</Link>
          </p>
        </div>
      ) : state?.ok === false && state.message ? (
        <div className={styles.alert} role="alert">
          <p>{state.message}</p>
        </div>
      ) : null}
      <ErrorSummary title={strings.errorSummary} errors={summary} />
      <fieldset className={styles.fieldset}>
        <legend>{strings.personal}</legend>
        {field('firstname', strings.firstname, { autoComplete: 'given-name' })}
        {field('lastname', strings.lastname, { autoComplete: 'family-name' })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{strings.signIn}</legend>
        {field('email', strings.email, { type: 'email', autoComplete: 'email' })}
        {field('password', strings.password, {
          type: 'password',
          autoComplete: 'new-password',
          hint: strings.passwordHint,
          maxLength: 256,
        })}
        {field('password_confirmation', strings.passwordConfirmation, {
          type: 'password',
          autoComplete: 'new-password',
          maxLength: 256,
        })}
      </fieldset>
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
