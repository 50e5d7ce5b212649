'use client';
// A one-button form bound to an account server action (delete an address or a card, remove a wish
// list item, move it to the cart). Hidden fields carry what the action needs; the result is told
// in a toast. The toast is raised where the action is awaited, not from this component's state:
// the refreshed page usually no longer contains the button (the entry is gone). An optional
// question is asked first (window.confirm) for destructive actions.
import { useFormStatus } from 'react-dom';
import { showToast } from '@/components/ui/Toast';
import type { FormState } from '@/lib/forms/result';
import type { AccountActionResult } from './actions';

type Action = (
  prev: FormState<AccountActionResult>,
  form: FormData,
) => Promise<AccountActionResult>;

function SubmitButton({
  label,
  accessibleLabel,
  pendingLabel,
  className,
  testId,
}: {
  label: string;
  accessibleLabel?: string;
  pendingLabel: string;
  className?: string;
  testId?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={accessibleLabel}
      data-testid={testId}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

export function ActionButton({
  action,
  fields,
  label,
  accessibleLabel,
  pendingLabel,
  confirmText,
  className,
  testId,
}: {
  action: Action;
  fields: Record<string, string>;
  label: string;
  /** A longer name for assistive technology when several buttons read alike ('Delete Address of Ada Lovelace'). */
  accessibleLabel?: string;
  pendingLabel: string;
  confirmText?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <form
      action={async (form) => {
        const result = await action(null, form);
        if (result.message)
          showToast({ message: result.message, status: result.ok ? 'success' : 'error' });
      }}
      onSubmit={(e) => {
        if (confirmText && !window.confirm(confirmText)) e.preventDefault();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        label={label}
        accessibleLabel={accessibleLabel}
        pendingLabel={pendingLabel}
        className={className}
        testId={testId}
      />
    </form>
  );
}
