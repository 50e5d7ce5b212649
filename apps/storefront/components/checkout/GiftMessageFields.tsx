'use client';
// The payment step's optional gift message: a checkbox that opens From, To and the message.
import { TextField } from '@/components/forms/Field';
import formStyles from '@/components/forms/forms.module.css';

export type GiftFieldName = 'gift_enabled' | 'gift_from' | 'gift_to' | 'gift_message';

export interface GiftMessageLabels {
  giftTitle: string;
  giftToggle: string;
  giftFrom: string;
  giftTo: string;
  giftMessage: string;
}

export function GiftMessageFields({
  labels,
  values,
  onChange,
  onBlur,
  errorFor,
}: {
  labels: GiftMessageLabels;
  values: Record<GiftFieldName, string>;
  onChange: (name: GiftFieldName, value: string) => void;
  onBlur: (name: GiftFieldName) => void;
  errorFor: (name: GiftFieldName) => string | undefined;
}) {
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{labels.giftTitle}</legend>
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          name="gift_enabled"
          checked={values.gift_enabled === 'on'}
          onChange={(e) => onChange('gift_enabled', e.target.checked ? 'on' : '')}
        />
        {labels.giftToggle}
      </label>
      {values.gift_enabled === 'on' ? (
        <div className={formStyles.grid}>
          <TextField
            id="gift_from"
            name="gift_from"
            label={labels.giftFrom}
            required
            value={values.gift_from}
            onChange={(v) => onChange('gift_from', v)}
            onBlur={() => onBlur('gift_from')}
            error={errorFor('gift_from')}
          />
          <TextField
            id="gift_to"
            name="gift_to"
            label={labels.giftTo}
            required
            value={values.gift_to}
            onChange={(v) => onChange('gift_to', v)}
            onBlur={() => onBlur('gift_to')}
            error={errorFor('gift_to')}
          />
          <div className={`${formStyles.field} ${formStyles.full}`}>
            <label htmlFor="gift_message">
              {labels.giftMessage}
              <span className={formStyles.required} aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <textarea
              id="gift_message"
              name="gift_message"
              rows={3}
              maxLength={1000}
              className={formStyles.input}
              value={values.gift_message}
              onChange={(e) => onChange('gift_message', e.target.value)}
              onBlur={() => onBlur('gift_message')}
              aria-required
              aria-invalid={errorFor('gift_message') ? true : undefined}
              aria-describedby={errorFor('gift_message') ? 'gift_message-error' : undefined}
            />
            {errorFor('gift_message') ? (
              <p id="gift_message-error" className={formStyles.error}>
                {errorFor('gift_message')}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
