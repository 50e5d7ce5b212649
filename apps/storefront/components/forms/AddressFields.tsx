'use client';
// The address form (spec labels: First Name, Last Name, Company Name, Street, Suite/Unit/Floor,
// City, Country, State, Zip Code, Phone Number). State is a select of the API's regions for the
// countries that have them (US, CA), a text field elsewhere.
import type { AddressField, AddressValues } from '@/lib/commerce/checkout/checkout-validation';
import { SelectField, TextField } from './Field';
import formStyles from './forms.module.css';

export interface AddressLabels {
  firstname: string;
  lastname: string;
  company: string;
  street: string;
  street2: string;
  city: string;
  country: string;
  region: string;
  regionChoose: string;
  postcode: string;
  telephone: string;
  optional: string;
}

export interface RegionOption {
  code: string;
  name: string;
}

export function AddressFields({
  prefix,
  values,
  onChange,
  onBlur,
  errorFor,
  countries,
  regions,
  labels,
  section,
}: {
  prefix: string;
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  onBlur: (field: AddressField) => void;
  errorFor: (field: AddressField) => string | undefined;
  countries: { id: string; name: string }[];
  regions: Record<string, RegionOption[]>;
  labels: AddressLabels;
  /** autocomplete section, e.g. 'shipping' or 'billing'. */
  section: 'shipping' | 'billing';
}) {
  const id = (f: AddressField) => `${prefix}${f}`;
  const text = (
    f: AddressField,
    autoComplete: string,
    required = true,
    extra: { type?: 'tel'; inputMode?: 'tel' } = {},
  ) => (
    <TextField
      id={id(f)}
      name={id(f)}
      label={labels[f]}
      required={required}
      optionalText={labels.optional}
      value={values[f]}
      onChange={(v) => onChange(f, v)}
      onBlur={() => onBlur(f)}
      error={errorFor(f)}
      autoComplete={`section-${section} ${section} ${autoComplete}`}
      {...extra}
    />
  );
  const countryRegions = regions[values.country] ?? [];
  return (
    <div className={formStyles.grid}>
      {text('firstname', 'given-name')}
      {text('lastname', 'family-name')}
      <div className={formStyles.full}>{text('company', 'organization', false)}</div>
      <div className={formStyles.full}>{text('street', 'address-line1')}</div>
      <div className={formStyles.full}>{text('street2', 'address-line2', false)}</div>
      {text('city', 'address-level2')}
      <SelectField
        id={id('country')}
        name={id('country')}
        label={labels.country}
        required
        value={values.country}
        onChange={(v) => {
          onChange('country', v);
          onChange('region', '');
        }}
        onBlur={() => onBlur('country')}
        error={errorFor('country')}
        autoComplete={`section-${section} ${section} country`}
      >
        {countries.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {countryRegions.length > 0 ? (
        <SelectField
          id={id('region')}
          name={id('region')}
          label={labels.region}
          required
          value={values.region}
          onChange={(v) => onChange('region', v)}
          onBlur={() => onBlur('region')}
          error={errorFor('region')}
          autoComplete={`section-${section} ${section} address-level1`}
        >
          <option value="">{labels.regionChoose}</option>
          {countryRegions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </SelectField>
      ) : (
        text('region', 'address-level1', false)
      )}
      {text('postcode', 'postal-code')}
      {text('telephone', 'tel', true, { type: 'tel', inputMode: 'tel' })}
    </div>
  );
}
