'use client';
// 'Product Added to Cart': a native modal dialog (the page behind it is inert, so focus stays in
// it; Escape closes it; focus returns to the add-to-cart button). Shows the product's name, image
// and price, with 'View Cart' and 'Continue Shopping'.
import Link from '@/components/ui/Link';
import { useEffect, useRef } from 'react';
import type { AddedProduct } from './actions';
import styles from './cart.module.css';

export interface AddedDialogLabels {
  title: string;
  viewCart: string;
  continueShopping: string;
  close: string;
  /** Template with {count}. */
  quantity: string;
}

export function AddedToCartDialog({
  open,
  onClose,
  added,
  labels,
}: {
  open: boolean;
  onClose: () => void;
  added: AddedProduct;
  labels: AddedDialogLabels;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      // Start on 'Continue Shopping': the likeliest next step, and harmless if pressed by accident.
      continueRef.current?.focus();
    }
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="added-to-cart-title"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      data-testid="added-to-cart-dialog"
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogHead}>
          <h2 id="added-to-cart-title" className={styles.dialogTitle}>
            {labels.title}
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onClose}
            aria-label={labels.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.dialogProduct}>
          {added.image ? (
            <img
              src={added.image.url}
              alt={added.image.alt}
              width={96}
              height={96}
              className={styles.thumb}
            />
          ) : (
            <span className={styles.thumbPlaceholder} aria-hidden="true" />
          )}
          <div>
            <p className={styles.lineName}>{added.name}</p>
            {added.price ? <p className={styles.linePrice}>{added.price}</p> : null}
            <p className={styles.muted}>
              {labels.quantity.replace('{count}', String(added.quantity))}
            </p>
          </div>
        </div>
        <div className={styles.dialogActions}>
          <Link href="/cart" className={styles.primaryButton} onClick={onClose}>
            {labels.viewCart}
          </Link>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={onClose}
            ref={continueRef}
          >
            {labels.continueShopping}
          </button>
        </div>
      </div>
    </dialog>
  );
}
