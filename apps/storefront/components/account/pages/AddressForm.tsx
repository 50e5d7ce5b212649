'use client';
// Add or edit an address of the book: the checkout's address fields (same labels, rules and
// messages) and the two default flags. Errors show on touched fields; a submit touches all and
// focuses the first; the server checks again. A saved address goes back to the address book.
import Link from '@/components/ui/Link';
import { useActionState, useCallback, useEffect, useRef } from 'react';
import {
  AddressFields,
  type AddressLabels,
  type RegionOption,
} from '@/components/forms/AddressFields';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { serverFieldErrors, shownError, summaryOf } from '@/components/forms/form-errors';
import formStyles from '@/components/forms/forms.module.css';
import { useConformFields } from '@/components/forms/use-conform-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import { useUnsavedChanges } from '@/components/forms/use-unsaved-changes';
import { showToast } from '@/components/ui/Toast';
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressValues,
} from '@/lib/commerce/checkout/checkout-validation';
import { addressFormErrors } from '@/lib/forms/schema-errors';
import { ADDRESS_PREFIX as P } from '@/lib/commerce/customer/account-data';
import { saveAddressAction } from './actions';
import styles from './account.module.css';

export interface AddressFormLabels {
  /** The confirm shown when a link is clicked with unsaved changes. */
  unsaved: string;
  address: string;
  defaultShipping: string;
  defaultBilling: string;
  isDefaultShipping: string;
  isDefaultBilling: string;
  save: string;
  cancel: string;
  processing: string;
  errorsTitle: string;
  postcodeInvalid: string;
  fields: AddressLabels;
}

type Values = AddressValues & { default_shipping: string; default_billing: string };

export function AddressForm({
  addressId,
  initial,
  isDefault,
  preselect = false,
  countries,
  regions,
  backHref,
  labels,
}: {
  addressId: number | null;
  initial: AddressValues;
  /** A default address stays default: unsetting means choosing another one (Magento). */
  isDefault: { shipping: boolean; billing: boolean };
  /** Both default boxes start ticked (the first address of the book). */
  preselect?: boolean;
  countries: { id: string; name: string }[];
  regions: Record<string, RegionOption[]>;
  backHref: string;
  labels: AddressFormLabels;
}) {
  const [state, formAction, pending] = useActionState(saveAddressAction, null);
  // The shared address schema, under the names the form posts (address_firstname, ...).
  const { postcodeInvalid } = labels;
  const validate = useCallback(
    (v: Values) => addressFormErrors(v, { postcodeInvalid }, P),
    [postcodeInvalid],
  );
  const f = useConformFields<Values>(
    {
      ...initial,
      default_shipping: isDefault.shipping || preselect ? 'on' : '',
      default_billing: isDefault.billing || preselect ? 'on' : '',
    },
    validate,
  );
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(f.dirty && !pending, labels.unsaved);
  useFocusFirstError(formRef, f.submits);

  const lastAt = useRef(0);
  useEffect(() => {
    if (state?.ok !== false || state.at === lastAt.current) return;
    lastAt.current = state.at;
    if (state.message) showToast({ message: state.message, status: 'error' });
  }, [state]);

  const errorFor = shownError(f, serverFieldErrors(state));
  const summary = summaryOf(
    f.submits,
    ADDRESS_FIELDS.map((a) => `${P}${a}`),
    errorFor,
  );

  const flag = (
    name: 'default_shipping' | 'default_billing',
    label: string,
    locked: boolean,
    lockedText: string,
  ) =>
    locked ? (
      <p className={styles.badge}>
        <input type="hidden" name={name} value="on" />
        {lockedText}
      </p>
    ) : (
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          name={name}
          checked={f.values[name] === 'on'}
          onChange={(e) => f.set(name, e.target.checked ? 'on' : '')}
        />
        {label}
      </label>
    );

  return (
    <form
      ref={formRef}
      id={f.formId}
      action={formAction}
      noValidate
      onSubmit={(e) => {
        if (f.submit(e)) f.setDirty(false);
      }}
      data-testid="address-form"
    >
      <ErrorSummary title={labels.errorsTitle} errors={summary} />
      {state?.ok === false && state.message ? (
        <p className={formStyles.formError} role="alert">
          {state.message}
        </p>
      ) : null}
      {addressId !== null ? (
        <input type="hidden" name="address_id" value={String(addressId)} />
      ) : null}
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{labels.address}</legend>
        <AddressFields
          prefix={P}
          section="shipping"
          values={f.values}
          onChange={(field: AddressField, v) => f.set(field, v)}
          onBlur={(field) => f.touch(`${P}${field}`)}
          errorFor={(field) => errorFor(`${P}${field}`)}
          countries={countries}
          regions={regions}
          labels={labels.fields}
        />
      </fieldset>
      <div className={styles.checkboxes}>
        {flag(
          'default_shipping',
          labels.defaultShipping,
          isDefault.shipping,
          labels.isDefaultShipping,
        )}
        {flag('default_billing', labels.defaultBilling, isDefault.billing, labels.isDefaultBilling)}
      </div>
      <div className={styles.formButtons}>
        <button
          type="submit"
          className={formStyles.primaryButton}
          disabled={pending}
          aria-busy={pending || undefined}
          data-testid="save-address"
        >
          {pending ? labels.processing : labels.save}
        </button>
        <Link href={backHref}>{labels.cancel}</Link>
      </div>
    </form>
  );
}
