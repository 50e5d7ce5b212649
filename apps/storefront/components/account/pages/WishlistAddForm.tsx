'use client';
// 'Add to Wish List' on the product page for a signed-in customer. A configurable product is
// added as its chosen variant (with the parent SKU, as Magento's WishlistItemInput), so the
// button waits for a full combination. The result is told in a toast.
import { useActionState, useEffect, useRef } from 'react';
import { useVariant } from '@/components/product/VariantContext';
import { showToast } from '@/components/ui/Toast';
import formStyles from '@/components/forms/forms.module.css';
import { addToWishlistAction } from './actions';
import styles from './account.module.css';

export function WishlistAddForm({
  sku,
  name,
  returnTo,
  labels,
}: {
  sku: string;
  name: string;
  returnTo: string;
  labels: { add: string; adding: string; chooseFirst: string };
}) {
  const { options, variant } = useVariant();
  const [state, formAction, pending] = useActionState(addToWishlistAction, null);
  const lastAt = useRef(0);
  useEffect(() => {
    if (!state || state.at === lastAt.current) return;
    lastAt.current = state.at;
    if (state.message)
      showToast({ message: state.message, status: state?.ok ? 'success' : 'error' });
  }, [state]);
  const configurable = options.length > 0;
  const ready = !configurable || variant !== null;
  return (
    <form action={formAction} className={styles.wishlistButton} data-testid="wishlist-form">
      <input type="hidden" name="sku" value={configurable ? (variant?.sku ?? '') : sku} />
      {configurable ? <input type="hidden" name="parent_sku" value={sku} /> : null}
      <input type="hidden" name="name" value={configurable && variant ? variant.name : name} />
      <input type="hidden" name="return_to" value={returnTo} />
      <button
        type="submit"
        className={formStyles.secondaryButton}
        disabled={pending || !ready}
        aria-busy={pending || undefined}
        aria-describedby={ready ? undefined : 'wishlist-note'}
        data-testid="add-to-wishlist"
      >
        {pending ? labels.adding : labels.add}
      </button>
      {ready ? null : (
        <p id="wishlist-note" className={styles.muted}>
          {labels.chooseFirst}
        </p>
      )}
    </form>
  );
}
