import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** An inline error message that screen readers announce at once. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.error} role="alert">
      {children}
    </div>
  );
}

/** An inline confirmation that screen readers read when it appears (role status: polite). */
export function SuccessAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.success} role="status">
      {children}
    </div>
  );
}

/** A neutral notice in the page (not announced as an error). */
export function InfoAlert({ children }: { children: ReactNode }) {
  return <div className={styles.info}>{children}</div>;
}
