'use client';
// A list of the form's errors, each linking to its field, announced when it appears. (The form
// itself moves focus to the first field in error.)
import styles from './forms.module.css';

export interface SummaryError {
  fieldId: string;
  message: string;
}

export function ErrorSummary({ title, errors }: { title: string; errors: SummaryError[] }) {
  if (errors.length === 0) return null;
  return (
    <div
      className={styles.errorSummary}
      role="alert"
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
    >
      <h2 id="error-summary-title" className={styles.errorSummaryTitle}>
        {title}
      </h2>
      <ul>
        {errors.map((e) => (
          <li key={e.fieldId}>
            <a
              href={`#${e.fieldId}`}
              onClick={(ev) => {
                ev.preventDefault();
                document.getElementById(e.fieldId)?.focus();
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
