'use client';
// What the product page's purchase controls share (AddToCart, GroupedAddToCart): the
// addToCartAction state, its toast and analytics once per answer, and the submit button with its
// hint and the 'Product Added to Cart' dialog.
import { useActionState, useEffect, useRef, useState, type Ref } from 'react';
import { addToCartAction } from '@/components/cart/actions';
import type { AddedDialogLabels } from '@/components/cart/AddedToCartDialog';
import { useAddedToCartDialog } from '@/components/cart/added-dialog-island';
import { showToast } from '@/components/ui/Toast';
import { pushEvents } from '@/lib/analytics/events';
import cartStyles from '@/components/cart/cart.module.css';
import styles from './product.module.css';

export interface AddToCartLabels {
  button: string;
  adding: string;
  quantity: string;
  chooseFirst: string;
  requiredOptions: string;
  outOfStock: string;
  dialog: AddedDialogLabels;
}

/** The action's state; each answer shows its toast once, and a success opens the dialog. */
export function useAddToCartSubmission() {
  const [state, formAction, pending] = useActionState(addToCartAction, null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { AddedToCartDialog, load: loadDialog } = useAddedToCartDialog();
  const lastShown = useRef(0);

  useEffect(() => {
    if (!state || state.at === lastShown.current) return;
    lastShown.current = state.at;
    showToast({ message: state.message, status: state.ok ? 'success' : 'error' });
    if (state.ok) {
      pushEvents(state.analytics);
      loadDialog();
      setDialogOpen(true);
    }
  }, [state]);

  return {
    state,
    formAction,
    pending,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
    AddedToCartDialog,
    loadDialog,
  };
}

export type AddToCartSubmission = ReturnType<typeof useAddToCartSubmission>;

/** The submit button (busy while the action runs), the hint it is described by, and the dialog. */
export function AddToCartSubmit({
  submission: s,
  disabled,
  hint,
  labels,
  buttonRef,
}: {
  submission: AddToCartSubmission;
  disabled: boolean;
  hint: string;
  labels: AddToCartLabels;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <>
      <button
        ref={buttonRef}
        type="submit"
        formAction={s.formAction}
        onClick={s.loadDialog}
        className={cartStyles.addToCartButton}
        disabled={s.pending || disabled}
        aria-describedby="add-to-cart-note"
        data-testid="add-to-cart"
      >
        {s.pending ? labels.adding : labels.button}
      </button>
      <p id="add-to-cart-note" className={styles.hint} aria-live="polite">
        {hint}
      </p>
      {s.state?.ok && s.state.added && s.AddedToCartDialog ? (
        <s.AddedToCartDialog
          open={s.dialogOpen}
          onClose={s.closeDialog}
          added={s.state.added}
          labels={labels.dialog}
        />
      ) : null}
    </>
  );
}
