'use client';
// The card form: number, expiry month, expiry year, CVV. The inputs are deliberately uncontrolled
// and never held in React state: the browser clears them when the form is reset after a submit,
// and the values go straight from the form to the server action that turns them into a token.
// A signed-in customer may also keep the card ('Save my card information'): the gateway's
// reusable token is stored by the API, never the number.
// With Braintree (`named={false}`) the inputs have no names, so the browser never posts them: the
// browser turns them into a nonce first (braintree-card.ts) and only that is sent (docs/decisions/1325).
import { TextField } from '@/components/forms/Field';
import formStyles from '@/components/forms/forms.module.css';

export interface CardLabels {
  legend: string;
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  cvvHint: string;
}

export function CardFields({
  labels,
  errorFor,
  onBlur,
  saveLabel = null,
  named = true,
}: {
  /** False: the card inputs are left out of the submitted form (Braintree tokenises them in the browser). */
  named?: boolean;
  labels: CardLabels;
  /** The 'save my card information' option, offered to signed-in customers only. */
  saveLabel?: string | null;
  errorFor: (name: string) => string | undefined;
  onBlur: (name: string) => void;
}) {
  return (
    <fieldset className={formStyles.fieldset} data-testid="card-form">
      <legend className={formStyles.legend}>{labels.legend}</legend>
      <div className={formStyles.grid}>
        <div className={formStyles.full}>
          <TextField
            id="card_number"
            name={named ? 'card_number' : ''}
            label={labels.number}
            required
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            error={errorFor('card_number')}
            onBlur={() => onBlur('card_number')}
          />
        </div>
        <TextField
          id="card_exp_month"
          name={named ? 'card_exp_month' : ''}
          label={labels.expMonth}
          required
          inputMode="numeric"
          autoComplete="cc-exp-month"
          maxLength={2}
          hint="MM"
          error={errorFor('card_exp_month')}
          onBlur={() => onBlur('card_exp_month')}
        />
        <TextField
          id="card_exp_year"
          name={named ? 'card_exp_year' : ''}
          label={labels.expYear}
          required
          inputMode="numeric"
          autoComplete="cc-exp-year"
          maxLength={4}
          hint="YYYY"
          error={errorFor('card_exp_year')}
          onBlur={() => onBlur('card_exp_year')}
        />
        <TextField
          id="card_cvv"
          name={named ? 'card_cvv' : ''}
          label={labels.cvv}
          type="password"
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          hint={labels.cvvHint}
          error={errorFor('card_cvv')}
          onBlur={() => onBlur('card_cvv')}
        />
      </div>
      {saveLabel ? (
        <label className={formStyles.checkbox}>
          <input type="checkbox" name="save_card" data-testid="save-card" />
          {saveLabel}
        </label>
      ) : null}
    </fieldset>
  );
}
