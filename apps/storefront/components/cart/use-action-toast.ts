'use client';
// Shows each new server-action result once as a toast (success or error).
import { useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/Toast';
import type { ActionResult } from './actions';

export function useActionToast(state: ActionResult, options: { success?: boolean; error?: boolean } = {}): void {
  const last = useRef(0);
  const { success = true, error = true } = options;
  useEffect(() => {
    if (state.status === 'idle' || state.at === last.current) return;
    last.current = state.at;
    if ((state.status === 'success' && success) || (state.status === 'error' && error)) {
      showToast({ message: state.message, status: state.status });
    }
  }, [state, success, error]);
}
