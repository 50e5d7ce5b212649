'use client';
// A form's field state on Conform (@conform-to/react): Conform runs the form's rules on the
// submitted form data, keeps the errors, blocks a submit that fails the rules and moves focus to
// the first field in error. The values stay in React state as well: the forms show parts by them
// (the address book choice, the country's regions, the gift message). Once a field is touched,
// every change of the values asks Conform to check the form again, after React has rendered the
// change: Conform's own re-check on input events would re-render a select before React has seen
// its change event, and so undo the choice.
// Spec: a field shows its error only when it has an error and has been touched (left); a submit
// touches every field. A field is touched on blur unless focus is moving to a submit button
// (Field.tsx), so its message cannot move the button away from a click.
import { parse, useForm } from '@conform-to/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@/lib/forms/field-errors';

/** The name Conform gives the hidden button of its own requests (validate a field, ...). */
const CONFORM_INTENT = '__intent__';

const isConformRequest = (e: FormEvent<HTMLFormElement>): boolean =>
  ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.name === CONFORM_INTENT;

/**
 * The form's values as the rules see them: the submitted form data, with the kept values over it
 * (every kept value is written on change, before Conform reads the form; a field that is not on
 * the page keeps its value, as the rules expect).
 */
function currentValues<V>(kept: V, payload: Record<string, unknown>): V {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(payload)) if (typeof v === 'string') out[k] = v;
  return { ...out, ...kept } as V;
}

export function useConformFields<V extends { [K in keyof V]: string }>(
  initial: V,
  validate: (values: V) => FieldErrors,
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [dirty, setDirty] = useState(false);
  const [submits, setSubmits] = useState(0);
  const latest = useRef({ values, validate });
  useLayoutEffect(() => {
    latest.current.validate = validate;
  });

  const [form] = useForm({
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload) => {
          const v = currentValues(latest.current.values, payload);
          const errors = latest.current.validate(v);
          const error: Record<string, string[]> = {};
          for (const [name, message] of Object.entries(errors))
            if (message) error[name] = [message];
          return Object.keys(error).length > 0 ? { error } : { value: v };
        },
      }),
  });

  const set = useCallback((name: keyof V & string, value: string) => {
    // Written at once: the rules read the kept values, whenever Conform asks.
    latest.current.values = { ...latest.current.values, [name]: value };
    setValues(latest.current.values);
    setDirty(true);
  }, []);

  const { validate: validateForm } = form;
  const anyTouched = Object.keys(touched).length > 0;
  // The rules run over the whole form; a field shows its error once touched (visibleError).
  useEffect(() => {
    if (anyTouched) validateForm();
  }, [values, anyTouched, validateForm]);

  const touch = useCallback(
    (name: string) => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
    [],
  );

  /**
   * The form's submit handler: Conform checks the rules (and stops the submit on an error);
   * `checkOthers` checks fields kept outside these values (the card fields) and answers their
   * errors. Marks every field touched; true when the form is being sent.
   */
  const submit = (e: FormEvent<HTMLFormElement>, checkOthers?: () => FieldErrors): boolean => {
    if (isConformRequest(e)) {
      form.onSubmit(e);
      return false;
    }
    const extraErrors = checkOthers?.() ?? {};
    const all = { ...latest.current.validate(latest.current.values), ...extraErrors };
    setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(all).map((k) => [k, true])) }));
    setSubmits((n) => n + 1);
    form.onSubmit(e);
    if (Object.values(extraErrors).some(Boolean)) e.preventDefault();
    return !e.defaultPrevented;
  };

  const { allErrors } = form;
  const visibleError = useCallback(
    (name: string): string | undefined => (touched[name] ? allErrors[name]?.[0] : undefined),
    [allErrors, touched],
  );

  // React resets a form after its action (a native reset event, sent while React commits, so a
  // React onReset never sees it). The browser's reset and React's controlled values are left as
  // they were before Conform: the event stops at the form, as Conform's own reset would empty the
  // selects that React keeps (State, Country) and React would not put them back.
  useEffect(() => {
    const element = document.getElementById(form.id);
    if (!element) return;
    const stop = (e: Event) => e.stopPropagation();
    element.addEventListener('reset', stop);
    return () => element.removeEventListener('reset', stop);
  }, [form.id]);

  return {
    formId: form.id,
    values,
    set,
    touch,
    touched,
    visibleError,
    submit,
    submits,
    dirty,
    setDirty,
  };
}
