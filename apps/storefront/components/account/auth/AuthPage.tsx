// The frame of every sign-in side page: a narrow column with the page's heading.
import type { ReactNode } from 'react';
import styles from './auth.module.css';

export function AuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.narrow}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
