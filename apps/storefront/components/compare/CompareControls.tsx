'use client';
// The compare page's buttons: remove a product, clear all (asked first), and add to cart. Each is
// a form posting to a server action, so it works before hydration; results are told in toasts.
import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { addToCartAction } from '@/components/cart/actions';
import { useActionToast } from '@/components/cart/use-action-toast';
import { showToast } from '@/components/ui/Toast';
import cartStyles from '@/components/cart/cart.module.css';
import type { FormState } from '@/lib/forms/result';
import { clearCompareAction, removeFromCompareAction, type CompareActionResult } from './actions';
import { forgetAdded, forgetAllAdded } from './added-products';

function Submit({
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
  testId: string;
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

/** Runs a compare action and tells its result in a toast (the button may be gone after the refresh). */
function useCompareAction(
  action: (prev: FormState<CompareActionResult>, form: FormData) => Promise<CompareActionResult>,
) {
  return useActionState(async (prev: FormState<CompareActionResult>, form: FormData) => {
    const result = await action(prev, form);
    showToast({ message: result.message, status: result.ok ? 'success' : 'error' });
    return result;
  }, null)[1];
}

export function RemoveFromCompare({
  productUid,
  name,
  labels,
}: {
  productUid: string;
  name: string;
  labels: { remove: string; removeNamed: string; working: string };
}) {
  const formAction = useCompareAction(async (prev, form) => {
    const result = await removeFromCompareAction(prev, form);
    if (result.ok) forgetAdded(productUid);
    return result;
  });
  return (
    <form action={formAction}>
      <input type="hidden" name="product_uid" value={productUid} />
      <input type="hidden" name="product_name" value={name} />
      <Submit
        label={labels.remove}
        accessibleLabel={labels.removeNamed}
        pendingLabel={labels.working}
        className={cartStyles.linkButton}
        testId="compare-remove"
      />
    </form>
  );
}

export function ClearCompare({
  labels,
}: {
  labels: { clear: string; confirm: string; working: string };
}) {
  const formAction = useCompareAction(async (prev) => {
    const result = await clearCompareAction(prev);
    if (result.ok) forgetAllAdded();
    return result;
  });
  return (
    <form
      action={formAction}
      onSubmit={(e) => {
        if (!window.confirm(labels.confirm)) e.preventDefault();
      }}
    >
      <Submit
        label={labels.clear}
        pendingLabel={labels.working}
        className={cartStyles.secondaryButton}
        testId="compare-clear"
      />
    </form>
  );
}

export function CompareAddToCart({
  sku,
  name,
  labels,
}: {
  sku: string;
  name: string;
  labels: { add: string; addNamed: string; adding: string };
}) {
  const [state, formAction] = useActionState(addToCartAction, null);
  useActionToast(state);
  return (
    <form action={formAction}>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="product_name" value={name} />
      <input type="hidden" name="quantity" value="1" />
      <Submit
        label={labels.add}
        accessibleLabel={labels.addNamed}
        pendingLabel={labels.adding}
        className={cartStyles.primaryButton}
        testId="compare-add-to-cart"
      />
    </form>
  );
}
