'use client';
// The payment step's method choice: one radio per method (each saved card is a method of its own),
// its error linked to the first radio.
import formStyles from '@/components/forms/forms.module.css';

export function PaymentMethodChoice({
  legend,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  choices: { code: string; title: string }[];
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
}) {
  return (
    <fieldset
      className={formStyles.fieldset}
      aria-describedby={error ? 'payment_method-error' : undefined}
    >
      <legend className={formStyles.legend}>{legend}</legend>
      <ul className={formStyles.radioList}>
        {choices.map((m, i) => (
          <li key={m.code}>
            <label className={formStyles.radio}>
              <input
                type="radio"
                name="payment_method"
                value={m.code}
                id={i === 0 ? 'payment_method' : undefined}
                checked={value === m.code}
                onChange={() => onChange(m.code)}
                aria-invalid={i === 0 && error ? true : undefined}
              />
              <span>{m.title}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="payment_method-error" className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
