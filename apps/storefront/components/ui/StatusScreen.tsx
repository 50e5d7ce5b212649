// A full-page status message (not found, render error, maintenance) with an optional action.
import type { ReactNode } from 'react';
import styles from './StatusScreen.module.css';

export function StatusScreen({
  title,
  message,
  action,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action}
    </div>
  );
}

export const statusActionClass = styles.action;
