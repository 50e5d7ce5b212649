// The add-to-cart control. Present but inert until the cart module is in place.
import styles from './product.module.css';

export function AddToCart({ label, note }: { label: string; note: string }) {
  return (
    <div className={styles.purchase}>
      <button type="button" className={styles.addToCart} disabled aria-describedby="add-to-cart-note" data-testid="add-to-cart">
        {label}
      </button>
      <p id="add-to-cart-note" className={styles.hint}>
        {note}
      </p>
    </div>
  );
}
