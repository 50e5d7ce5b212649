'use client';
// A signed-in customer's saved addresses as radio choices, plus 'New Address' (the typed form).
// Used by the shipping step and, when billing differs from shipping, by the payment step.
import formStyles from '@/components/forms/forms.module.css';

export interface SavedAddressOption {
  id: number;
  /** One line: name, street, city, state, zip, country. */
  text: string;
}

export function AddressBookChoice({
  name,
  legend,
  newLabel,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  newLabel: string;
  options: SavedAddressOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className={formStyles.fieldset} data-testid={`${name}-choices`}>
      <legend className={formStyles.legend}>{legend}</legend>
      <ul className={formStyles.radioList}>
        {options.map((o) => (
          <li key={o.id}>
            <label className={formStyles.radio}>
              <input
                type="radio"
                name={name}
                value={String(o.id)}
                checked={value === String(o.id)}
                onChange={() => onChange(String(o.id))}
              />
              <span>{o.text}</span>
            </label>
          </li>
        ))}
        <li>
          <label className={formStyles.radio}>
            <input
              type="radio"
              name={name}
              value="new"
              checked={value === 'new'}
              onChange={() => onChange('new')}
            />
            <span>{newLabel}</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
