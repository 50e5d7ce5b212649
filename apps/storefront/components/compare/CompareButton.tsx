'use client';
// 'Add to Compare' (product tiles and the product page): a one-button form, so it also works
// before hydration. The result is told in a toast; the header's compare link appears with the list.
import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { showToast } from '@/components/ui/Toast';
import { addToCompareAction, type CompareActionResult } from './actions';
import styles from './compare.module.css';

export interface CompareButtonLabels {
  add: string;
  /** 'Add {name} to Compare', with the name filled in by the caller or here. */
  addNamed: string;
  adding: string;
}

const IDLE: CompareActionResult = { status: 'idle' };

function Submit({ labels, name, className }: { labels: CompareButtonLabels; name: string; className?: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className={className ?? styles.compareButton}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={labels.addNamed.replace('{name}', name)}
      data-testid="add-to-compare"
    >
      {pending ? labels.adding : labels.add}
    </button>
  );
}

export function CompareButton({ productUid, name, labels, className }: { productUid: string; name: string; labels: CompareButtonLabels; className?: string }) {
  const [, formAction] = useActionState(async (prev: CompareActionResult, form: FormData) => {
    const result = await addToCompareAction(prev, form);
    if (result.status !== 'idle') showToast({ message: result.message, status: result.status });
    return result;
  }, IDLE);
  return (
    <form action={formAction} className={styles.compareForm}>
      <input type="hidden" name="product_uid" value={productUid} />
      <input type="hidden" name="product_name" value={name} />
      <Submit labels={labels} name={name} className={className} />
    </form>
  );
}
