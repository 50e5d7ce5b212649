'use client';
// State of a form's controlled fields: values, which fields were touched, the rule
// errors, and the server's field errors. Spec: a field shows its error only when it has an error
// and has been touched; a submit touches every field.
import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from '@/lib/forms/field-errors';

export function useFormFields<V extends { [K in keyof V]: string }>(initial: V, validate: (values: V) => FieldErrors) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [dirty, setDirty] = useState(false);
  const [submits, setSubmits] = useState(0);
  const errors = useMemo(() => validate(values), [validate, values]);

  const set = useCallback((name: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setDirty(true);
  }, []);
  const touch = useCallback((name: string) => setTouched((t) => (t[name] ? t : { ...t, [name]: true })), []);

  /** Marks every field touched; true when the form may be sent. */
  const attempt = useCallback(
    (extraErrors: FieldErrors = {}): boolean => {
      const all = { ...errors, ...extraErrors };
      setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(all).map((k) => [k, true])) }));
      setSubmits((n) => n + 1);
      return !Object.values(all).some(Boolean);
    },
    [errors],
  );

  const visibleError = useCallback((name: string): string | undefined => (touched[name] ? errors[name] : undefined), [errors, touched]);

  return { values, set, touch, touched, errors, visibleError, attempt, submits, dirty, setDirty };
}
