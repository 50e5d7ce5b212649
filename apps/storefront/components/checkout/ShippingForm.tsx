'use client';
// 'Your Information' (email) and the shipping address. Validated as the visitor goes (errors
// only on touched fields), again on submit (focus to the first error), and again on the server.
import { useActionState, useCallback, useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/Toast';
import {
  ADDRESS_FIELDS,
  validateAddress,
  validateEmail,
  type AddressField,
  type AddressValues,
  type FieldErrors,
} from '@/lib/commerce/checkout-validation';
import { saveShippingAction, type CheckoutResult } from './actions';
import { AddressFields, type AddressLabels, type RegionOption } from './AddressFields';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './Field';
import styles from './checkout.module.css';
import { useCheckoutFields } from './use-checkout-fields';
import { useFocusFirstError } from './use-focus-first-error';
import { useUnsavedChanges } from './use-unsaved-changes';

export interface ShippingFormLabels {
  information: string;
  email: string;
  address: string;
  save: string;
  processing: string;
  errorsTitle: string;
  postcodeInvalid: string;
  address_labels: AddressLabels;
}

type Values = AddressValues & { email: string };
const INITIAL: CheckoutResult = { status: 'idle' };
const P = 'shipping_';

export function ShippingForm({
  initial,
  countries,
  regions,
  labels,
}: {
  initial: Values;
  countries: { id: string; name: string }[];
  regions: Record<string, RegionOption[]>;
  labels: ShippingFormLabels;
}) {
  const [state, formAction, pending] = useActionState(saveShippingAction, INITIAL);
  const validate = useCallback(
    (v: Values): FieldErrors => {
      const e: FieldErrors = {};
      const email = validateEmail(v.email);
      if (email) e.email = email;
      for (const [k, msg] of Object.entries(validateAddress(v, { postcodeInvalid: labels.postcodeInvalid }))) e[`${P}${k}`] = msg;
      return e;
    },
    [labels.postcodeInvalid],
  );
  const f = useCheckoutFields<Values>(initial, validate);
  const formRef = useRef<HTMLFormElement>(null);
  const lastAt = useRef(0);
  useUnsavedChanges(f.dirty && !pending);
  useFocusFirstError(formRef, f.submits);

  const serverErrors = state.status === 'error' ? (state.fieldErrors ?? {}) : {};
  const errorFor = (name: string) => f.visibleError(name) ?? (f.touched[name] ? undefined : serverErrors[name]);

  const { setDirty } = f;
  useEffect(() => {
    if (state.status === 'idle' || state.at === lastAt.current) return;
    lastAt.current = state.at;
    if (state.status === 'success') {
      setDirty(false);
      showToast({ message: state.message, status: 'success' });
      // The shipping methods appear once the address is saved: move there.
      setTimeout(() => document.getElementById('shipping-methods-title')?.focus(), 50);
    } else if (state.message) {
      showToast({ message: state.message, status: 'error' });
    }
  }, [state, setDirty]);

  const fieldIds = ['email', ...ADDRESS_FIELDS.map((a) => `${P}${a}`)];
  const summary = f.submits > 0 ? fieldIds.filter((id) => errorFor(id)).map((id) => ({ fieldId: id, message: errorFor(id) as string })) : [];

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      onSubmit={(e) => {
        if (!f.attempt()) e.preventDefault();
      }}
      data-testid="shipping-form"
    >
      <ErrorSummary title={labels.errorsTitle} errors={summary} />
      {state.status === 'error' && state.message ? (
        <p className={styles.formError} role="alert">
          {state.message}
        </p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{labels.information}</legend>
        <TextField
          id="email"
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
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{labels.address}</legend>
        <AddressFields
          prefix={P}
          section="shipping"
          values={f.values}
          onChange={(field: AddressField, v) => f.set(field, v)}
          onBlur={(field) => f.touch(`${P}${field}`)}
          errorFor={(field) => errorFor(`${P}${field}`)}
          countries={countries}
          regions={regions}
          labels={labels.address_labels}
        />
      </fieldset>
      <button type="submit" className={styles.primaryButton} disabled={pending} aria-busy={pending || undefined} data-testid="save-shipping">
        {pending ? labels.processing : labels.save}
      </button>
    </form>
  );
}
