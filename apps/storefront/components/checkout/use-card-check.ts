'use client';
// The card fields' rule errors. Card values are never kept in state: the rules run on the live
// inputs of the form, on blur and on submit; a field shows its error once touched.
import { useCallback, useState, type RefObject } from 'react';
import { validateCard, type FieldErrors } from '@/lib/commerce/checkout/checkout-validation';

/** Form input names of the card fields, and the card rules' field names. */
export const CARD_FIELDS = {
  card_number: 'cardNumber',
  card_exp_month: 'expMonth',
  card_exp_year: 'expYear',
  card_cvv: 'cvv',
} as const;

export const isCardField = (name: string): boolean => name in CARD_FIELDS;

export function useCardCheck(formRef: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  /** Runs the card rules on the live inputs; returns (and shows) the errors. */
  const check = useCallback((): FieldErrors => {
    const form = formRef.current;
    if (!form) return {};
    const read = (n: string) =>
      (form.elements.namedItem(n) as HTMLInputElement | null)?.value ?? '';
    const e = validateCard(
      {
        cardNumber: read('card_number'),
        expMonth: read('card_exp_month'),
        expYear: read('card_exp_year'),
        cvv: read('card_cvv'),
      },
      new Date(),
    );
    const out: FieldErrors = {};
    for (const [name, key] of Object.entries(CARD_FIELDS)) if (e[key]) out[name] = e[key];
    setErrors(out);
    return out;
  }, [formRef]);

  const touch = useCallback((name: string) => setTouched((t) => ({ ...t, [name]: true })), []);
  const touchAll = useCallback(
    () => setTouched(Object.fromEntries(Object.keys(CARD_FIELDS).map((k) => [k, true]))),
    [],
  );
  /** The browser cleared the card inputs after a submit: their old errors no longer apply. */
  const reset = useCallback(() => {
    setTouched({});
    setErrors({});
  }, []);
  const errorFor = (name: string): string | undefined => (touched[name] ? errors[name] : undefined);

  return { check, touch, touchAll, reset, errorFor };
}
