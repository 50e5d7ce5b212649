'use client';
// 'Account Information' on the dashboard: first and last name and the newsletter subscription.
// Errors show on touched fields and after a submit; the server checks again. A saved form starts
// again from the saved values, which the page shows after its refresh.
import { useActionState, useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/forms/Field';
import formStyles from '@/components/forms/forms.module.css';
import { useConformFields } from '@/components/forms/use-conform-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import { showToast } from '@/components/ui/Toast';
import { validateContact, type ContactValues } from '@/lib/commerce/customer/account-data';
import type { FormState } from '@/lib/forms/result';
import { updateContactAction, type AccountActionResult } from './actions';
import styles from './account.module.css';

export interface ContactInformationLabels {
  title: string;
  firstname: string;
  lastname: string;
  subscribe: string;
  save: string;
  processing: string;
}

/**
 * Reacts once to each answer of an account form's action: a success is confirmed in a toast and
 * `onSaved` runs; the error text itself stays next to the form (see FormError).
 */
export function useSavedAnswer(state: FormState<AccountActionResult>, onSaved: () => void): void {
  const lastAt = useRef(0);
  useEffect(() => {
    if (!state?.ok || state.at === lastAt.current) return;
    lastAt.current = state.at;
    showToast({ message: state.message, status: 'success' });
    onSaved();
  }, [state, onSaved]);
}

export function FormError({ state }: { state: FormState<AccountActionResult> }) {
  return state?.ok === false && state.message ? (
    <p className={formStyles.formError} role="alert">
      {state.message}
    </p>
  ) : null;
}

export function ContactInformationForm({
  initial,
  labels,
}: {
  initial: { firstname: string; lastname: string; isSubscribed: boolean };
  labels: ContactInformationLabels;
}) {
  const [generation, setGeneration] = useState(0);
  const values: ContactValues = {
    firstname: initial.firstname,
    lastname: initial.lastname,
    is_subscribed: initial.isSubscribed ? 'on' : '',
  };
  return (
    <ContactForm
      key={generation}
      initial={values}
      labels={labels}
      onSaved={() => setGeneration((g) => g + 1)}
    />
  );
}

function ContactForm({
  initial,
  labels,
  onSaved,
}: {
  initial: ContactValues;
  labels: ContactInformationLabels;
  onSaved: () => void;
}) {
  const [state, formAction, pending] = useActionState(updateContactAction, null);
  const f = useConformFields<ContactValues>(initial, validateContact);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, f.submits);
  useSavedAnswer(state, onSaved);

  const serverErrors = state?.ok === false ? (state.fieldErrors ?? {}) : {};
  const field = (name: 'firstname' | 'lastname', label: string, autoComplete: string) => (
    <TextField
      id={`contact-${name}`}
      name={name}
      label={label}
      required
      value={f.values[name]}
      onChange={(v) => f.set(name, v)}
      onBlur={() => f.touch(name)}
      error={f.visibleError(name) ?? serverErrors[name]}
      autoComplete={autoComplete}
      maxLength={255}
    />
  );
  return (
    <form
      ref={formRef}
      id={f.formId}
      action={formAction}
      noValidate
      onSubmit={(e) => f.submit(e)}
      data-testid="contact-form"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{labels.title}</h2>
      <FormError state={state} />
      <div className={formStyles.grid}>
        {field('firstname', labels.firstname, 'given-name')}
        {field('lastname', labels.lastname, 'family-name')}
      </div>
      <div className={styles.checkboxes}>
        <label className={formStyles.checkbox}>
          <input
            type="checkbox"
            name="is_subscribed"
            checked={f.values.is_subscribed === 'on'}
            onChange={(e) => f.set('is_subscribed', e.target.checked ? 'on' : '')}
          />
          {labels.subscribe}
        </label>
      </div>
      <p>
        <button
          type="submit"
          className={formStyles.primaryButton}
          disabled={pending}
          aria-busy={pending || undefined}
          data-testid="save-contact"
        >
          {pending ? labels.processing : labels.save}
        </button>
      </p>
    </form>
  );
}
