'use client';
// Spec: unsaved changes trigger a confirm-before-clear prompt. While a form is dirty, leaving or
// reloading the page asks first (the browser shows its own wording for beforeunload).
import { useEffect } from 'react';

export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
