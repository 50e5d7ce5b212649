'use client';
// A signed-in customer's saved addresses as radio choices, plus 'New Address' (the typed form).
// Used by the shipping step and, when billing differs from shipping, by the payment step.
import styles from './checkout.module.css';

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
    <fieldset className={styles.fieldset} data-testid={`${name}-choices`}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.radioList}>
        {options.map((o) => (
          <li key={o.id}>
            <label className={styles.radio}>
              <input type="radio" name={name} value={String(o.id)} checked={value === String(o.id)} onChange={() => onChange(String(o.id))} />
              <span>{o.text}</span>
            </label>
          </li>
        ))}
        <li>
          <label className={styles.radio}>
            <input type="radio" name={name} value="new" checked={value === 'new'} onChange={() => onChange('new')} />
            <span>{newLabel}</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
