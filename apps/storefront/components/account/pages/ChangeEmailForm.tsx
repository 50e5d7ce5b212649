'use client';
// 'Change Email' on the dashboard: the new address and the current password, which Magento asks
// for. The API's answer (a wrong password, an address already in use) shows next to the form and
// what was typed stays; a saved change starts a fresh, empty form.
import { useActionState, useRef, useState } from 'react';
import { TextField } from '@/components/forms/Field';
import formStyles from '@/components/forms/forms.module.css';
import { useConformFields } from '@/components/forms/use-conform-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import { validateEmailChange, type EmailChangeValues } from '@/lib/commerce/customer/account-data';
import { changeEmailAction } from './actions';
import { FormError, useSavedAnswer } from './ContactInformationForm';

export interface ChangeEmailLabels {
  title: string;
  email: string;
  password: string;
  save: string;
  processing: string;
}

const EMPTY: EmailChangeValues = { email: '', current_password: '' };

export function ChangeEmailForm({ labels }: { labels: ChangeEmailLabels }) {
  const [generation, setGeneration] = useState(0);
  return <EmailForm key={generation} labels={labels} onSaved={() => setGeneration((g) => g + 1)} />;
}

function EmailForm({ labels, onSaved }: { labels: ChangeEmailLabels; onSaved: () => void }) {
  const [state, formAction, pending] = useActionState(changeEmailAction, null);
  const f = useConformFields<EmailChangeValues>(EMPTY, validateEmailChange);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, f.submits);
  useSavedAnswer(state, onSaved);

  const serverErrors = state?.ok === false ? (state.fieldErrors ?? {}) : {};
  const errorFor = (name: keyof EmailChangeValues) => f.visibleError(name) ?? serverErrors[name];
  return (
    <form
      ref={formRef}
      id={f.formId}
      action={formAction}
      noValidate
      onSubmit={(e) => f.submit(e)}
      data-testid="change-email-form"
      aria-labelledby="change-email-title"
    >
      <h2 id="change-email-title">{labels.title}</h2>
      <FormError state={state} />
      <div className={formStyles.grid}>
        <TextField
          id="change-email-email"
          name="email"
          type="email"
          label={labels.email}
          required
          value={f.values.email}
          onChange={(v) => f.set('email', v)}
          onBlur={() => f.touch('email')}
          error={errorFor('email')}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <TextField
          id="change-email-password"
          name="current_password"
          type="password"
          label={labels.password}
          required
          value={f.values.current_password}
          onChange={(v) => f.set('current_password', v)}
          onBlur={() => f.touch('current_password')}
          error={errorFor('current_password')}
          autoComplete="current-password"
          maxLength={256}
        />
      </div>
      <p>
        <button
          type="submit"
          className={formStyles.primaryButton}
          disabled={pending}
          aria-busy={pending || undefined}
          data-testid="save-email"
        >
          {pending ? labels.processing : labels.save}
        </button>
      </p>
    </form>
  );
}
