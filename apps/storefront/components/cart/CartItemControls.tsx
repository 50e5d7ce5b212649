'use client';
// Per-line quantity update and removal. Plain forms posting to server actions, so they work
// before hydration; afterwards they show a pending state and a toast.
import { useActionState } from 'react';
import { removeItemAction, updateItemAction } from './actions';
import styles from './cart.module.css';
import { useActionToast } from './use-action-toast';

export interface CartItemControlLabels {
  quantity: string;
  update: string;
  updateOf: string;
  remove: string;
  removeOf: string;
}

export function CartItemControls({
  uid,
  name,
  quantity,
  labels,
}: {
  uid: string;
  name: string;
  quantity: number;
  labels: CartItemControlLabels;
}) {
  const [updateState, update, updating] = useActionState(updateItemAction, null);
  const [removeState, remove, removing] = useActionState(removeItemAction, null);
  useActionToast(updateState);
  useActionToast(removeState);
  const inputId = `qty-${uid.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const errorId = `${inputId}-error`;
  const invalid = updateState?.ok === false && updateState.fieldErrors?.quantity !== undefined;
  return (
    <div className={styles.controls}>
      <form action={update}>
        <input type="hidden" name="uid" value={uid} />
        <div className={styles.field}>
          <label htmlFor={inputId}>
            {labels.quantity}
            <span className="visually-hidden"> {name}</span>
          </label>
          <input
            id={inputId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={0}
            max={10000}
            step={1}
            required
            defaultValue={quantity}
            className={styles.quantityInput}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            data-testid="cart-item-qty"
          />
        </div>
        <button
          type="submit"
          className={styles.secondaryButton}
          disabled={updating}
          aria-label={labels.updateOf}
          data-testid="cart-item-update"
        >
          {labels.update}
        </button>
      </form>
      <form action={remove}>
        <input type="hidden" name="uid" value={uid} />
        <input type="hidden" name="name" value={name} />
        <button
          type="submit"
          className={styles.linkButton}
          disabled={removing}
          aria-label={labels.removeOf}
          data-testid="cart-item-remove"
        >
          {labels.remove}
        </button>
      </form>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {updateState.message}
        </p>
      ) : null}
    </div>
  );
}
