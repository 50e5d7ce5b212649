'use client';
// Shows each new server-action result once as a toast (success or error).
import { useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/Toast';
import type { FormState } from '@/lib/forms/result';
import type { CartResult } from './actions';

export function useActionToast(
  state: FormState<CartResult>,
  options: { success?: boolean; error?: boolean } = {},
): void {
  const last = useRef(0);
  const { success = true, error = true } = options;
  useEffect(() => {
    if (!state || state.at === last.current) return;
    last.current = state.at;
    if ((state.ok && success) || (!state.ok && error)) {
      showToast({ message: state.message, status: state.ok ? 'success' : 'error' });
    }
  }, [state, success, error]);
}
