'use client';
// A gift card's choices on the product page: the amount (radio group of the listed amounts, and
// an open amount when the card allows one) and the sender/recipient fields. Plain named form
// controls inside the product form, so the add-to-cart action reads them like custom options:
// the amount uid travels in selected_options, the typed fields in entered_options. Messages show
// once a field has been left (touched), and the same rule is the control's validity, which keeps
// the add-to-cart button disabled until everything is filled in.
import { useEffect, useRef, useState } from 'react';
import { isValidEmail, validationMessages } from '@charter/shared/validation';
import { formatMoney } from '@charter/shared/money';
import type { GiftCardInfo } from '@/lib/commerce/types';
import styles from './product.module.css';

export interface GiftCardLabels {
  legend: string;
  amount: string;
  otherAmount: string;
  openAmount: string;
  openRange: string;
  required: string;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

function problem(c: Control, kind: 'text' | 'email' | 'area' | 'amount'): string {
  const v = c.value.trim();
  if (c.required && v === '') return validationMessages.required;
  if (kind === 'email' && v !== '' && !isValidEmail(v)) return validationMessages.emailValid;
  if (kind === 'amount' && v !== '' && !(c as HTMLInputElement).checkValidity())
    return validationMessages.priceInvalid;
  return '';
}

const AMOUNT_NAME = 'options[giftcard-amount]';

export function GiftCardOptions({
  giftCard,
  labels,
}: {
  giftCard: GiftCardInfo;
  labels: GiftCardLabels;
}) {
  const [other, setOther] = useState(giftCard.amounts.length === 0 && giftCard.openAmount !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ref = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const onReset = () => {
      setErrors({});
      setOther(giftCard.amounts.length === 0 && giftCard.openAmount !== null);
    };
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, [giftCard]);

  const check =
    (uid: string, kind: 'text' | 'email' | 'area' | 'amount', show: boolean) =>
    (e: React.SyntheticEvent<Control>) => {
      const c = e.currentTarget;
      c.setCustomValidity('');
      const message = problem(c, kind);
      // Our e-mail rule is stricter than the browser's: make it the control's validity.
      if (kind === 'email' && message) c.setCustomValidity(message);
      if (show || errors[uid] !== undefined) setErrors((prev) => ({ ...prev, [uid]: message }));
    };

  const idOf = (uid: string) => `gc-${uid.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const message = (uid: string) =>
    errors[uid] ? (
      <span
        id={`${idOf(uid)}-error`}
        className={styles.warning}
        role="alert"
        data-testid="gift-card-error"
      >
        {errors[uid]}
      </span>
    ) : null;
  const star = (
    <span className={styles.required}>
      {' '}
      * <span className={styles.srOnly}>({labels.required})</span>
    </span>
  );
  const open = giftCard.openAmount;

  return (
    <fieldset ref={ref} className={styles.custom} data-testid="gift-card-options">
      <legend>{labels.legend}</legend>
      <fieldset className={styles.choiceGroup}>
        <legend>
          {labels.amount}
          {star}
        </legend>
        {giftCard.amounts.map((a) => (
          <label key={a.uid} className={styles.choice}>
            <input
              type="radio"
              name={AMOUNT_NAME}
              value={a.uid}
              required
              onChange={() => setOther(false)}
            />
            {formatMoney(a.amount)}
          </label>
        ))}
        {open && giftCard.amounts.length > 0 ? (
          <label className={styles.choice}>
            <input
              type="radio"
              name={AMOUNT_NAME}
              value=""
              required
              onChange={() => setOther(true)}
              data-testid="gift-card-other"
            />
            {labels.otherAmount}
          </label>
        ) : null}
      </fieldset>
      {open && other ? (
        <div className={styles.field}>
          <label htmlFor={idOf(open.uid)}>
            {labels.openAmount}
            {star}
          </label>
          <input
            id={idOf(open.uid)}
            name={`options[${open.uid}]`}
            type="number"
            inputMode="decimal"
            min={open.min ? open.min.cents / 100 : 0.01}
            max={open.max ? open.max.cents / 100 : undefined}
            step="0.01"
            required
            aria-describedby={`${idOf(open.uid)}-range`}
            aria-invalid={errors[open.uid] ? true : undefined}
            onBlur={check(open.uid, 'amount', true)}
            onChange={check(open.uid, 'amount', false)}
          />
          <input type="hidden" name="entered_uids" value={open.uid} />
          <small id={`${idOf(open.uid)}-range`}>
            {labels.openRange
              .replace('{min}', open.min ? formatMoney(open.min) : '')
              .replace('{max}', open.max ? formatMoney(open.max) : '')}
          </small>
          {message(open.uid)}
        </div>
      ) : null}
      {giftCard.fields.map((f) => {
        const id = idOf(f.uid);
        const common = {
          id,
          name: `options[${f.uid}]`,
          required: f.required,
          'aria-invalid': errors[f.uid] ? true : undefined,
          'aria-describedby': errors[f.uid] ? `${id}-error` : undefined,
          onBlur: check(f.uid, f.kind, true),
          onChange: check(f.uid, f.kind, false),
        };
        return (
          <div key={f.uid} className={styles.field}>
            <label htmlFor={id}>
              {f.title}
              {f.required ? star : null}
            </label>
            {f.kind === 'area' ? (
              <textarea {...common} rows={3} maxLength={255} />
            ) : (
              <input {...common} type={f.kind === 'email' ? 'email' : 'text'} maxLength={255} />
            )}
            <input type="hidden" name="entered_uids" value={f.uid} />
            {message(f.uid)}
          </div>
        );
      })}
    </fieldset>
  );
}
