'use client';
// After a submit that found errors, focus moves to the first field marked invalid.
import { useEffect, type RefObject } from 'react';

export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, submits: number): void {
  useEffect(() => {
    if (submits === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [form, submits]);
}
