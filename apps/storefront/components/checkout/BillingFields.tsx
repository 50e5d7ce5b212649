'use client';
// The payment step's billing part: the guest e-mail of a virtual cart, 'same as shipping', a
// signed-in customer's address book, or the typed billing address.
import { AddressBookChoice, type SavedAddressOption } from './AddressBookChoice';
import {
  AddressFields,
  type AddressLabels,
  type RegionOption,
} from '@/components/forms/AddressFields';
import { TextField } from '@/components/forms/Field';
import formStyles from '@/components/forms/forms.module.css';
import { BILLING_PREFIX as P, billingTyped, type PaymentValues } from './payment-form-rules';

export interface BillingLabels {
  billingTitle: string;
  sameAsShipping: string;
  billingAddress: string;
  email: string;
  address: AddressLabels;
  newAddress: string;
}

export function BillingFields({
  labels,
  values,
  set,
  touch,
  errorFor,
  askEmail,
  sameAsShipping,
  addresses,
  countries,
  regions,
}: {
  labels: BillingLabels;
  values: PaymentValues;
  set: (name: keyof PaymentValues & string, value: string) => void;
  touch: (name: string) => void;
  errorFor: (name: string) => string | undefined;
  askEmail: boolean;
  /** The cart has a shipping address: billing may be the same. */
  sameAsShipping: boolean;
  /** A signed-in customer's saved addresses (none for a guest). */
  addresses: SavedAddressOption[];
  countries: { id: string; name: string }[];
  regions: Record<string, RegionOption[]>;
}) {
  const bookChoices = addresses.length > 0;
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{labels.billingTitle}</legend>
      {askEmail ? (
        <TextField
          id="email"
          name="email"
          type="email"
          label={labels.email}
          required
          value={values.email}
          onChange={(v) => set('email', v)}
          onBlur={() => touch('email')}
          error={errorFor('email')}
        />
      ) : null}
      {sameAsShipping ? (
        <label className={formStyles.checkbox}>
          <input
            type="checkbox"
            name="billing_same"
            checked={values.billing_same === 'on'}
            onChange={(e) => set('billing_same', e.target.checked ? 'on' : '')}
          />
          {labels.sameAsShipping}
        </label>
      ) : null}
      {values.billing_same !== 'on' && bookChoices ? (
        <AddressBookChoice
          name="billing_choice"
          legend={labels.billingAddress}
          newLabel={labels.newAddress}
          options={addresses}
          value={values.billing_choice}
          onChange={(v) => set('billing_choice', v)}
        />
      ) : null}
      {billingTyped(values) ? (
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>
            {bookChoices ? labels.newAddress : labels.billingAddress}
          </legend>
          <AddressFields
            prefix={P}
            section="billing"
            values={values}
            onChange={(field, v) => set(field, v)}
            onBlur={(field) => touch(`${P}${field}`)}
            errorFor={(field) => errorFor(`${P}${field}`)}
            countries={countries}
            regions={regions}
            labels={labels.address}
          />
        </fieldset>
      ) : null}
    </fieldset>
  );
}
