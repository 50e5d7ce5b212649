'use client';
// The shipping method radio list (available_shipping_methods) and 'Continue to Payment'.
import { useActionState, useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/Toast';
import { saveShippingMethodAction } from './actions';
import formStyles from '@/components/forms/forms.module.css';

export interface MethodOption {
  key: string;
  title: string;
  carrierTitle: string;
  price: string | null;
  available: boolean;
  errorMessage: string | null;
}

export function ShippingMethodForm({
  methods,
  selected,
  labels,
}: {
  methods: MethodOption[];
  selected: string | null;
  labels: { title: string; none: string; submit: string; processing: string };
}) {
  const [state, formAction, pending] = useActionState(saveShippingMethodAction, null);
  const lastAt = useRef(0);
  useEffect(() => {
    if (state?.ok !== false || state.at === lastAt.current) return;
    lastAt.current = state.at;
    if (state.message) showToast({ message: state.message, status: 'error' });
  }, [state]);
  const fieldError = state?.ok === false ? state.fieldErrors?.shipping_method : undefined;
  const firstAvailable = methods.find((m) => m.available)?.key ?? null;
  const initial =
    selected && methods.some((m) => m.key === selected && m.available) ? selected : firstAvailable;
  return (
    <form action={formAction} data-testid="shipping-method-form">
      <fieldset
        className={formStyles.fieldset}
        aria-describedby={fieldError ? 'shipping-method-error' : undefined}
      >
        <legend className={formStyles.legend}>
          <span id="shipping-methods-title" tabIndex={-1}>
            {labels.title}
          </span>
        </legend>
        {methods.length === 0 ? <p>{labels.none}</p> : null}
        <ul className={formStyles.radioList}>
          {methods.map((m) => (
            <li key={m.key}>
              <label className={formStyles.radio}>
                <input
                  type="radio"
                  name="shipping_method"
                  value={m.key}
                  defaultChecked={m.key === initial}
                  disabled={!m.available}
                  required
                />
                <span className={formStyles.radioText}>
                  <span>
                    {m.carrierTitle} – {m.title}
                  </span>
                  {m.available ? (
                    <strong>{m.price}</strong>
                  ) : (
                    <span className={formStyles.hint}>{m.errorMessage}</span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {fieldError ? (
          <p id="shipping-method-error" className={formStyles.error}>
            {fieldError}
          </p>
        ) : null}
        {state?.ok === false && state.message ? (
          <p className={formStyles.formError} role="alert">
            {state.message}
          </p>
        ) : null}
      </fieldset>
      <button
        type="submit"
        className={formStyles.primaryButton}
        disabled={pending || methods.length === 0}
        data-testid="continue-to-payment"
      >
        {pending ? labels.processing : labels.submit}
      </button>
    </form>
  );
}
