import styles from './Spinner.module.css';

/** A spinner with an accessible status text. */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className={styles.spinner}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** The page loading indicator: a centred spinner in a box 85% of the viewport high. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.box}>
      <Spinner label={label} />
    </div>
  );
}
