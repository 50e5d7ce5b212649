'use client';
// 'Add to Compare' (product tiles and the product page): a one-button form, so it also works
// before hydration. The result is told in a toast; the header's compare link appears with the list.
import Link from '@/components/ui/Link';
import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { showToast } from '@/components/ui/Toast';
import type { FormState } from '@/lib/forms/result';
import { addToCompareAction, type CompareActionResult } from './actions';
import { markAdded, useAdded } from './added-products';
import styles from './compare.module.css';

export interface CompareButtonLabels {
  add: string;
  /** The accessible name, 'Add to Compare: {name}' (the visible text first); the button fills in {name}. */
  addNamed: string;
  adding: string;
  /** The link to /compare shown after a product was added. */
  view: string;
}

function Submit({
  labels,
  name,
  className,
  testId,
}: {
  labels: CompareButtonLabels;
  name: string;
  className?: string;
  testId: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className={className ?? styles.compareButton}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={labels.addNamed.replace('{name}', name)}
      data-testid={testId}
    >
      {pending ? labels.adding : labels.add}
    </button>
  );
}

export function CompareButton({
  productUid,
  name,
  labels,
  className,
  testId = 'add-to-compare',
}: {
  productUid: string;
  name: string;
  labels: CompareButtonLabels;
  className?: string;
  testId?: string;
}) {
  const [state, formAction] = useActionState(
    async (prev: FormState<CompareActionResult>, form: FormData) => {
      const result = await addToCompareAction(prev, form);
      if (result.ok) markAdded(productUid);
      showToast({ message: result.message, status: result.ok ? 'success' : 'error' });
      return result;
    },
    null,
  );
  const added = useAdded(productUid);
  return (
    <form action={formAction} className={styles.compareForm}>
      <input type="hidden" name="product_uid" value={productUid} />
      <input type="hidden" name="product_name" value={name} />
      <Submit labels={labels} name={name} className={className} testId={testId} />
      {state?.ok || added ? (
        <Link href="/compare" className={styles.viewLink} data-testid="compare-view-link">
          {labels.view}
        </Link>
      ) : null}
    </form>
  );
}
