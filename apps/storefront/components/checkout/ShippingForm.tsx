'use client';
// 'Your Information' (email) and the shipping address. Validated as the visitor goes (errors
// only on touched fields), again on submit (focus to the first error), and again on the server.
// A signed-in customer is not asked for an e-mail (the cart has the account's) and picks a saved
// address or types a new one, which goes into the address book unless unticked.
import { useActionState, useCallback, useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/Toast';
import type { AddressValues } from '@/lib/commerce/checkout/checkout-validation';
import { saveShippingAction } from './actions';
import { AddressBookChoice, type SavedAddressOption } from './AddressBookChoice';
import {
  AddressFields,
  type AddressLabels,
  type RegionOption,
} from '@/components/forms/AddressFields';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { serverFieldErrors, shownError, summaryOf } from '@/components/forms/form-errors';
import { TextField } from '@/components/forms/Field';
import formStyles from '@/components/forms/forms.module.css';
import { useConformFields } from '@/components/forms/use-conform-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import { useUnsavedChanges } from '@/components/forms/use-unsaved-changes';
import { focusShippingMethods } from './focus-shipping-methods';
import {
  SHIPPING_PREFIX as P,
  shippingErrorOrder,
  shippingFormErrors,
  type ShippingValues,
} from './shipping-form-rules';

export interface ShippingFormLabels {
  information: string;
  email: string;
  address: string;
  save: string;
  processing: string;
  errorsTitle: string;
  postcodeInvalid: string;
  address_labels: AddressLabels;
  newAddress: string;
  saveInBook: string;
  /** The confirm shown when a link is clicked with unsaved changes. */
  unsaved: string;
}

/** A signed-in customer: no e-mail to ask (the cart has it), and the address book to choose from. */
export interface ShippingAccount {
  signedInAs: string;
  addresses: SavedAddressOption[];
  /** A saved address id, or 'new'. */
  initialChoice: string;
}

export function ShippingForm({
  initial,
  countries,
  regions,
  account = null,
  labels,
}: {
  initial: AddressValues & { email: string };
  account?: ShippingAccount | null;
  countries: { id: string; name: string }[];
  regions: Record<string, RegionOption[]>;
  labels: ShippingFormLabels;
}) {
  const [state, formAction, pending] = useActionState(saveShippingAction, null);
  const { postcodeInvalid } = labels;
  const askEmail = !account;
  const validate = useCallback(
    (v: ShippingValues) => shippingFormErrors(v, { postcodeInvalid }, askEmail),
    [askEmail, postcodeInvalid],
  );
  const f = useConformFields<ShippingValues>(
    {
      ...initial,
      address_choice: account?.initialChoice ?? 'new',
      save_in_book: account ? 'on' : '',
    },
    validate,
  );
  const typed = f.values.address_choice === 'new';
  const formRef = useRef<HTMLFormElement>(null);
  const lastAt = useRef(0);
  useUnsavedChanges(f.dirty && !pending, labels.unsaved);
  useFocusFirstError(formRef, f.submits);

  const errorFor = shownError(f, serverFieldErrors(state));

  const { setDirty } = f;
  useEffect(() => {
    if (!state || state.at === lastAt.current) return;
    lastAt.current = state.at;
    if (state?.ok) {
      setDirty(false);
      showToast({ message: state.message, status: 'success' });
      // The shipping methods appear once the address is saved: move there, unless the visitor
      // has already put focus somewhere outside this form (never take focus back from them).
      focusShippingMethods(formRef.current);
    } else if (state.message) {
      showToast({ message: state.message, status: 'error' });
    }
  }, [state, setDirty]);

  const summary = summaryOf(f.submits, shippingErrorOrder(askEmail, typed), errorFor);

  return (
    <form
      ref={formRef}
      id={f.formId}
      action={formAction}
      noValidate
      onSubmit={(e) => f.submit(e)}
      data-testid="shipping-form"
    >
      <ErrorSummary title={labels.errorsTitle} errors={summary} />
      {state?.ok === false && state.message ? (
        <p className={formStyles.formError} role="alert">
          {state.message}
        </p>
      ) : null}
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{labels.information}</legend>
        {account ? (
          <p data-testid="signed-in-as">{account.signedInAs}</p>
        ) : (
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
        )}
      </fieldset>
      {account && account.addresses.length > 0 ? (
        <AddressBookChoice
          name="address_choice"
          legend={labels.address}
          newLabel={labels.newAddress}
          options={account.addresses}
          value={f.values.address_choice}
          onChange={(v) => f.set('address_choice', v)}
        />
      ) : (
        <input type="hidden" name="address_choice" value="new" />
      )}
      {typed ? (
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>
            {account && account.addresses.length > 0 ? labels.newAddress : labels.address}
          </legend>
          <AddressFields
            prefix={P}
            section="shipping"
            values={f.values}
            onChange={(field, v) => f.set(field, v)}
            onBlur={(field) => f.touch(`${P}${field}`)}
            errorFor={(field) => errorFor(`${P}${field}`)}
            countries={countries}
            regions={regions}
            labels={labels.address_labels}
          />
          {account ? (
            <label className={formStyles.checkbox}>
              <input
                type="checkbox"
                name="save_in_book"
                checked={f.values.save_in_book === 'on'}
                onChange={(e) => f.set('save_in_book', e.target.checked ? 'on' : '')}
              />
              {labels.saveInBook}
            </label>
          ) : null}
        </fieldset>
      ) : null}
      <button
        type="submit"
        className={formStyles.primaryButton}
        disabled={pending}
        aria-busy={pending || undefined}
        data-testid="save-shipping"
      >
        {pending ? labels.processing : labels.save}
      </button>
    </form>
  );
}
